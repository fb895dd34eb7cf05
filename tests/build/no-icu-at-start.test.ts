/**
 * The edits that keep the formatjs libraries from reading the browser's locale data while the app
 * starts (config/build/noIcuAtStart.ts), applied by the build's loader (config/build/exactEdits.cjs) to the
 * library files webpack resolves.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, test } from 'node:test';
import { NO_ICU_EDITS } from '../../config/build/noIcuAtStart';
import { REACT_INTL_DIR as reactIntl, loadEdited as load } from './libraryEdits';

// Where webpack finds it: intl-messageformat is react-intl's own.
const messageFormat = path.dirname(
  createRequire(path.join(reactIntl, 'package.json')).resolve('intl-messageformat/package.json'),
);
const FILES = {
  'intl-messageformat-default-locale': path.join(messageFormat, 'lib', 'core.js'),
  'react-intl-locale-data-check': path.join(reactIntl, 'lib', 'components', 'provider.js'),
};

describe('no locale data read while the app starts', () => {
  test('each edit finds its text in the installed library, and the file no longer reads locale data at load', () => {
    for (const { rule, test: matches, edits } of NO_ICU_EDITS) {
      const file = FILES[rule as keyof typeof FILES];
      assert.ok(file, `a file for ${rule}`);
      assert.ok(matches.test(file), `${rule} selects ${file}`);
      const edited = load(file, readFileSync(file, 'utf8'), edits);
      assert.doesNotMatch(edited, /IntlMessageFormat\.defaultLocale = new Intl/);
      assert.doesNotMatch(edited, /\.supportedLocalesOf\(locale\)/);
    }
  });

  test('the default locale is still there for a caller that reads it', () => {
    const [[, getter]] = NO_ICU_EDITS[0].edits;
    const IntlMessageFormat: { defaultLocale?: string } = {};
    // eslint-disable-next-line no-new-func -- the edit's own text, run against a stand-in class
    new Function('IntlMessageFormat', getter)(IntlMessageFormat);
    assert.equal(IntlMessageFormat.defaultLocale, new Intl.NumberFormat().resolvedOptions().locale);
    IntlMessageFormat.defaultLocale = 'fr';
    assert.equal(IntlMessageFormat.defaultLocale, 'fr');
  });

  test('a library release whose text changed fails the build, naming the file', () => {
    assert.throws(
      () => load('/x/provider.js', 'export function createIntl() {}', NO_ICU_EDITS[1].edits),
      /\/x\/provider\.js: expected text not found/,
    );
  });
});
