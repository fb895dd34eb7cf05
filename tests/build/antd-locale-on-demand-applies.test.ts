/**
 * antdLocaleOnDemand fails the build when it no longer applies (config/build/antdLocaleOnDemand.ts):
 * the locale plugin's five imports of antd's packs are replaced; a pack imported from another path
 * would be back in every visitor's entry, and the build's error names the plugin, the packages and
 * the missing imports.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ANTD_LOCALE_CHECK, antdLocaleStandIn } from '../../config/build/antdLocaleOnDemand';
import { installedVersion, replacementError, type ImportSeen } from '../../config/build/replaceImports';

const localeExports = path.join('/app', 'src', '.umi-production', 'plugin-locale', 'localeExports.ts');
const PACKS = ['zh_CN', 'en_US', 'zh_TW', 'pt_BR', 'id_ID'];

const imports = (folder: string): ImportSeen[] =>
  PACKS.map((pack) => ({
    context: path.dirname(localeExports),
    issuer: localeExports,
    request: `${folder}/${pack}`,
  }));

const replacedAmong = (seen: ImportSeen[]) =>
  seen.filter(({ issuer, request }) => antdLocaleStandIn(issuer, request) !== undefined);

describe('antdLocaleOnDemand fails the build when it no longer applies', () => {
  test("with the locale plugin's imports as generated today there is no error", () => {
    assert.equal(replacementError(ANTD_LOCALE_CHECK, replacedAmong(imports('antd/lib/locale'))), undefined);
  });

  test('packs imported from another path fail the build, each named', () => {
    const error = replacementError(ANTD_LOCALE_CHECK, replacedAmong(imports('antd/es/locale')));
    assert.ok(error);
    assert.match(
      error,
      /^antdLocaleOnDemand \(config\/build\/antdLocaleOnDemand\.ts\) no longer applies to /,
    );
    assert.ok(error.includes(installedVersion('@umijs/plugins')), error);
    assert.ok(error.includes(installedVersion('antd')), error);
    for (const pack of PACKS) assert.ok(error.includes(`'antd/lib/locale/${pack}'`), pack);
  });

  test('one pack missing is enough', () => {
    const error = replacementError(
      ANTD_LOCALE_CHECK,
      replacedAmong(imports('antd/lib/locale').filter(({ request }) => !request.endsWith('pt_BR'))),
    );
    assert.ok(error);
    assert.match(error, /'antd\/lib\/locale\/pt_BR'/);
    assert.doesNotMatch(error, /'antd\/lib\/locale\/zh_CN'/);
  });
});
