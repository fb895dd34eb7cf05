/**
 * The sign-in form's antd sheet (config/build/antdStyles.ts): it comes after the site's, and
 * @ant-design/cssinjs reads only the last sheet's list of the styles already there.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { signInStyles } from '../../config/build/antdStyles';

const sheet = (rules: string, listed: string) => `${rules}.data-ant-cssinjs-cache-path{content:"${listed}";}`;

describe("the sign-in form's sheet", () => {
  test("keeps its own rules and lists the site's styles as well as its own", () => {
    const css = signInStyles(
      sheet('.ant-card{border-radius:8px}', 'a|Card:1x;a|Tag:2y'),
      sheet('.ant-input{padding:4px}', 'a|Input:3z'),
    );
    assert.equal(css, sheet('.ant-input{padding:4px}', 'a|Card:1x;a|Tag:2y;a|Input:3z'));
  });

  test('a cssinjs whose extracted styles carry no list fails the build', () => {
    assert.throws(() => signInStyles('.ant-card{}', sheet('', 'a|Input:3z')), /no cache-path rule/);
  });
});
