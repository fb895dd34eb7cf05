/**
 * Which imports of antd's language packs the build replaces (config/build/antdLocaleOnDemand.ts): the
 * locale plugin's five, in build and dev; nothing else.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ANTD_LOCALE_STAND_IN, antdLocaleStandIn } from '../../config/build/antdLocaleOnDemand';

const localeExports = (dir: string) => path.join('/app', 'src', dir, 'plugin-locale', 'localeExports.ts');

describe("antd's language packs out of the entry", () => {
  test("the locale plugin's imports of the packs get the stand-in, in build and dev", () => {
    for (const dir of ['.umi-production', '.umi'])
      for (const pack of ['zh_CN', 'en_US', 'zh_TW', 'pt_BR', 'id_ID'])
        assert.equal(antdLocaleStandIn(localeExports(dir), `antd/lib/locale/${pack}`), ANTD_LOCALE_STAND_IN);
  });

  test('a pack asked for anywhere else, or anything else the plugin imports, is left alone', () => {
    const loader = path.join('/app', 'src', 'locales', 'load.ts');
    assert.equal(antdLocaleStandIn(loader, 'antd/lib/locale/zh_CN'), undefined);
    assert.equal(antdLocaleStandIn(localeExports('.umi-production'), 'antd/lib/locale/useLocale'), undefined);
    assert.equal(antdLocaleStandIn(localeExports('.umi-production'), 'antd/es/locale'), undefined);
  });
});
