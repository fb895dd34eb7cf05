/**
 * antdParts fails the build when it no longer applies (config/build/antdParts.ts): with antd's imports
 * as the installed release writes them every listed part is deferred; an import antd renames leaves
 * its part in the page, and the build's error names the plugin, antd's version and the module.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ANTD_PARTS_CHECK, DEFERRED_PARTS, deferredPart } from '../../config/build/antdParts';
import {
  FailWhenNotApplied,
  installedVersion,
  replacementError,
  type ImportSeen,
} from '../../config/build/replaceImports';

const ANTD_ES = path.join(path.dirname(require.resolve('antd/package.json')), 'es');

/** What the plugin replaces among `imports`, as webpack hands it each one. */
const replacedAmong = (imports: ImportSeen[]) =>
  imports.filter(({ context, request }) => deferredPart(context, request) !== undefined);

/** The listed imports, each as one antd module of the installed release makes it. */
const listedImports = (): ImportSeen[] =>
  DEFERRED_PARTS.map(([from, imported]) => ({
    context: path.join(ANTD_ES, from),
    issuer: '',
    request: imported,
  }));

describe('antdParts fails the build when it no longer applies', () => {
  test("every listed import is in the installed antd's modules, as the plugin expects it", () => {
    for (const [from, imported] of DEFERRED_PARTS) {
      const folder = path.join(ANTD_ES, from);
      const importers = readdirSync(folder)
        .filter((name) => name.endsWith('.js'))
        .filter((name) => readFileSync(path.join(folder, name), 'utf8').includes(`from '${imported}'`));
      assert.ok(importers.length > 0, `antd/es/${from} imports '${imported}'`);
    }
  });

  test('with every part deferred there is no error', () => {
    assert.equal(replacementError(ANTD_PARTS_CHECK, replacedAmong(listedImports())), undefined);
  });

  test('an import antd writes otherwise is not deferred, and the error says which and where to look', () => {
    const changed = listedImports().map((seen) =>
      seen.request === '../tabs' ? { ...seen, request: '../tabs/index' } : seen,
    );
    const error = replacementError(ANTD_PARTS_CHECK, replacedAmong(changed));
    assert.ok(error);
    assert.match(
      error,
      /^antdParts \(config\/build\/antdParts\.ts\) no longer applies to antd@\d+\.\d+\.\d+:/,
    );
    assert.ok(error.includes(installedVersion('antd')), error);
    assert.match(error, /antd\/es\/card\/ imports '\.\.\/tabs'/);
    assert.match(error, /DEFERRED_PARTS/);
    assert.match(error, /UPGRADING\.md/);
    // Only the part that is missing is named.
    assert.doesNotMatch(error, /antd\/es\/pagination/);
  });

  test('the error fails the compilation: webpack gets it among its errors', () => {
    const errors: Error[] = [];
    let finish: () => void = () => {};
    const compiler = {
      webpack: { WebpackError: Error },
      hooks: {
        thisCompilation: {
          tap: (
            _name: string,
            start: (c: {
              errors: Error[];
              hooks: { finishModules: { tap(n: string, f: () => void): void } };
            }) => void,
          ) =>
            start({
              errors,
              hooks: {
                finishModules: {
                  tap: (_n: string, f: () => void) => {
                    finish = f;
                  },
                },
              },
            }),
        },
      },
    };
    const replaced: ImportSeen[] = [];
    new FailWhenNotApplied(
      'antd-parts-applies',
      () => replaced.splice(0),
      () => replacementError(ANTD_PARTS_CHECK, replaced),
    ).apply(compiler);
    finish();
    assert.equal(errors.length, 1);
    assert.match(errors[0].message, /^antdParts /);
  });
});
