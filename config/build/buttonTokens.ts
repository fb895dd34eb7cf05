/**
 * A Umi plugin: antd's button tokens choose the solid button's text colour without the colour picker.
 *
 * antd 5's `button/style/token.js` imports the colour picker's `AggregationColor` and its presets'
 * `isBright`, only to ask whether `colorBgSolid` is a light colour. The presets' module brings the
 * Collapse component and the picker brings its own: 8 KB (Brotli) on every page with a button, the
 * sign-in page first. The edit asks the same question of `FastColor`, the colour class the picker's
 * own is built on (tests/build/button-tokens.test.ts compares both answers).
 */
import type { IApi } from 'umi';
import type { Edit } from './exactEdits.cjs';
import { editLibraryFiles } from './libraryEdits';

/** `isBright(colour, '#fff')` of antd's colour presets, over FastColor. */
export const SOLID_TEXT_COLOR = `((solid) => {
    const { r, g, b, a } = solid.toRgb();
    const bright = a <= 0.5
      ? new FastColor(solid.toRgbString()).onBackground('#fff').toHsv().v > 0.5
      : r * 0.299 + g * 0.587 + b * 0.114 > 192;
    return bright ? '#000' : '#fff';
  })(new FastColor(token.colorBgSolid))`;

export const BUTTON_TOKEN_EDITS: Edit[] = [
  [
    `import { AggregationColor } from '../../color-picker/color';
import { isBright } from '../../color-picker/components/ColorPresets';`,
    `import { FastColor } from '@ant-design/fast-color';`,
  ],
  [
    `const solidTextColor = isBright(new AggregationColor(token.colorBgSolid), '#fff') ? '#000' : '#fff';`,
    `const solidTextColor = ${SOLID_TEXT_COLOR};`,
  ],
];

export const BUTTON_TOKEN_FILE = /[\\/]node_modules[\\/]antd[\\/]es[\\/]button[\\/]style[\\/]token\.js$/;

export default (api: IApi) =>
  editLibraryFiles(api, [{ rule: 'antd-button-tokens', test: BUTTON_TOKEN_FILE, edits: BUTTON_TOKEN_EDITS }]);
