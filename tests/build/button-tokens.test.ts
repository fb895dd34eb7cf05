/**
 * antd's button tokens pick the solid button's text colour without the colour picker
 * (config/build/buttonTokens.ts): the edit finds its text in the installed antd, and for light, dark,
 * translucent and custom solid colours it picks what antd's own `isBright` picks.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, test } from 'node:test';
import { BUTTON_TOKEN_EDITS, BUTTON_TOKEN_FILE, SOLID_TEXT_COLOR } from '../../config/build/buttonTokens';
import { loadEdited } from './libraryEdits';

const require = createRequire(import.meta.url);
const ANTD_DIR = path.dirname(require.resolve('antd/package.json'));
const TOKEN_FILE = path.join(ANTD_DIR, 'es', 'button', 'style', 'token.js');

// antd's own question, from its CommonJS build.
const { isBright } = require('antd/lib/color-picker/components/ColorPresets') as {
  isBright: (value: unknown, background: string) => boolean;
};
const { AggregationColor } = require('antd/lib/color-picker/color') as {
  AggregationColor: new (color: string) => unknown;
};
const { FastColor } = require('@ant-design/fast-color') as { FastColor: unknown };
const { theme } = require('antd') as {
  theme: {
    getDesignToken: (config?: { algorithm?: unknown; token?: Record<string, string> }) => {
      colorBgSolid: string;
    };
    darkAlgorithm: unknown;
    compactAlgorithm: unknown;
  };
};

const antdChoice = (colorBgSolid: string) =>
  isBright(new AggregationColor(colorBgSolid), '#fff') ? '#000' : '#fff';
// eslint-disable-next-line no-new-func -- the edit's own expression, run as the edited file runs it
const editedChoice = (colorBgSolid: string): string =>
  new Function('FastColor', 'token', `return ${SOLID_TEXT_COLOR};`)(FastColor, { colorBgSolid });

describe('button tokens', () => {
  test('the edit finds its text in the installed antd, in the file its rule selects, and drops the picker', () => {
    assert.ok(BUTTON_TOKEN_FILE.test(TOKEN_FILE));
    const edited = loadEdited(TOKEN_FILE, readFileSync(TOKEN_FILE, 'utf8'), BUTTON_TOKEN_EDITS);
    assert.doesNotMatch(edited, /color-picker/);
    assert.match(edited, /const solidTextColor = \(\(solid\) =>/);
  });

  test("antd's themes get the text colour antd's own code gives them", () => {
    for (const algorithm of [undefined, theme.darkAlgorithm, theme.compactAlgorithm]) {
      const { colorBgSolid } = theme.getDesignToken({ algorithm });
      assert.equal(editedChoice(colorBgSolid), antdChoice(colorBgSolid), colorBgSolid);
    }
  });

  test('light, dark and translucent solid colours get the same text colour as antd gives them', () => {
    const colours = [
      '#000',
      '#fff',
      '#2F54EB',
      '#fadb14',
      'rgb(200, 200, 200)',
      'rgb(190, 190, 190)',
      'rgba(0, 0, 0, 0.88)',
      'rgba(0, 0, 0, 0.5)',
      'rgba(0, 0, 0, 0.2)',
      'rgba(255, 255, 255, 0.3)',
      'rgba(255, 255, 255, 0.6)',
      'hsl(120, 60%, 70%)',
      'transparent',
    ];
    for (let grey = 0; grey <= 255; grey += 15)
      colours.push(`rgba(${grey}, ${grey}, ${grey}, ${(grey % 4) / 4 + 0.1})`);
    const choices = new Set<string>();
    for (const colour of colours) {
      const expected = antdChoice(colour);
      choices.add(expected);
      assert.equal(editedChoice(colour), expected, colour);
    }
    // The colours above test both answers, not one of them only.
    assert.deepEqual([...choices].sort(), ['#000', '#fff']);
  });
});
