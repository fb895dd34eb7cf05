/**
 * dayjsOnDemand fails the build when it no longer applies (config/build/dayjsOnDemand.ts): Umi's
 * generated imports as 4.7.22 writes them are both replaced; an import Umi writes otherwise would put
 * dayjs back into every visitor's entry, and the build's error names the plugin, the packages and
 * the generated file to look at.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { DAYJS_CHECK, dayjsStandIn } from '../../config/build/dayjsOnDemand';
import { installedVersion, replacementError, type ImportSeen } from '../../config/build/replaceImports';

const tmp = path.join('/app', 'src', '.umi-production');
const dayjs = path.join('/app', 'node_modules', 'dayjs');

/** The imports Umi 4.7.22 generates (src/.umi-production/umi.ts and plugin-locale/locale.tsx). */
const GENERATED: ImportSeen[] = [
  { context: tmp, issuer: path.join(tmp, 'umi.ts'), request: './plugin-moment2dayjs/runtime.tsx' },
  { context: tmp, issuer: path.join(tmp, 'plugin-locale', 'locale.tsx'), request: dayjs },
  {
    context: tmp,
    issuer: path.join(tmp, 'plugin-locale', 'locale.tsx'),
    request: path.join(dayjs, 'locale', 'zh-cn'),
  },
];

const replacedAmong = (imports: ImportSeen[]) =>
  imports.filter(({ issuer, request }) => dayjsStandIn(issuer, request) !== undefined);

describe('dayjsOnDemand fails the build when it no longer applies', () => {
  test("with Umi's imports as generated today there is no error", () => {
    assert.equal(replacementError(DAYJS_CHECK, replacedAmong(GENERATED)), undefined);
  });

  test("an entry that imports moment2dayjs's runtime otherwise fails, naming the plugin and the file", () => {
    const changed = GENERATED.map((seen) =>
      seen.request.includes('moment2dayjs') ? { ...seen, request: './plugin-moment2dayjs/runtime.ts' } : seen,
    );
    const error = replacementError(DAYJS_CHECK, replacedAmong(changed));
    assert.ok(error);
    assert.match(error, /^dayjsOnDemand \(config\/build\/dayjsOnDemand\.ts\) no longer applies to /);
    assert.ok(error.includes(installedVersion('@umijs/plugins')), error);
    assert.ok(error.includes(installedVersion('dayjs')), error);
    assert.match(error, /plugin-moment2dayjs\/runtime\.tsx/);
    assert.doesNotMatch(error, /plugin-locale\/locale\.tsx/);
  });

  test('a locale plugin that imports dayjs by its bare name fails too', () => {
    const changed = GENERATED.map((seen) =>
      seen.issuer.endsWith('locale.tsx') ? { ...seen, request: 'dayjs' } : seen,
    );
    const error = replacementError(DAYJS_CHECK, replacedAmong(changed));
    assert.ok(error);
    assert.match(error, /plugin-locale\/locale\.tsx no longer imports dayjs/);
  });
});
