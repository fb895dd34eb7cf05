/**
 * Which of Umi's generated imports of dayjs the build replaces (config/build/dayjsOnDemand.ts): the
 * entry's moment2dayjs runtime and the locale plugin's dayjs and its locales; nothing else.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { DAYJS_STAND_IN, dayjsStandIn } from '../../config/build/dayjsOnDemand';

const generated = (dir: string, file: string) => path.join('/app', 'src', dir, ...file.split('/'));
const dayjs = path.join('/app', 'node_modules', 'dayjs');

describe('dayjs out of the first download', () => {
  test("the entry's runtime and the locale plugin's dayjs imports get the stand-in, in build and dev", () => {
    for (const dir of ['.umi-production', '.umi']) {
      assert.equal(
        dayjsStandIn(generated(dir, 'umi.ts'), './plugin-moment2dayjs/runtime.tsx'),
        DAYJS_STAND_IN,
      );
      assert.equal(dayjsStandIn(generated(dir, 'plugin-locale/locale.tsx'), dayjs), DAYJS_STAND_IN);
      assert.equal(
        dayjsStandIn(generated(dir, 'plugin-locale/locale.tsx'), path.join(dayjs, 'locale', 'zh-cn')),
        DAYJS_STAND_IN,
      );
    }
  });

  test('dayjs asked for anywhere else is dayjs', () => {
    assert.equal(dayjsStandIn(path.join('/app', 'src', 'utils', 'dayjs.ts'), 'dayjs'), undefined);
    assert.equal(
      dayjsStandIn(path.join('/app', 'src', 'utils', 'dayjs.ts'), 'dayjs/locale/zh-cn'),
      undefined,
    );
    assert.equal(
      dayjsStandIn(path.join('/app', 'node_modules', 'rc-picker', 'es', 'generate', 'dayjs.js'), 'dayjs'),
      undefined,
    );
    assert.equal(
      dayjsStandIn(generated('.umi-production', 'plugin-locale/localeExports.ts'), dayjs),
      undefined,
    );
    assert.equal(
      dayjsStandIn(generated('.umi-production', 'plugin-locale/locale.tsx'), 'dayjs-plugin'),
      undefined,
    );
  });
});
