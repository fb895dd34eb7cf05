import type { ThemeConfig } from 'antd';
import defaultSettings from './defaultSettings';

/**
 * antd's theme for the whole app (src/app.tsx). The spec's primary colour for every antd component,
 * not only the layout; links follow it (antd derives them from colorInfo otherwise). Secondary and
 * description greys are darkened from antd's 45% black (3.4:1 on white) so small grey text meets
 * WCAG AA's 4.5:1.
 */
export const THEME: ThemeConfig = {
  token: {
    colorPrimary: defaultSettings.colorPrimary,
    colorLink: defaultSettings.colorPrimary,
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    // Danger buttons and links, warning and success text: antd's defaults are 3.3:1, 1.9:1 and
    // 2.7:1 on white; these darker shades of the same palettes reach 4.5:1.
    colorError: '#cf1322',
    colorWarningText: '#874d00',
    colorSuccessText: '#237804',
    // Coloured tags write in shade 7 of their colour on shade 1; for these that is under 4.5:1,
    // so they take the nearest darker shade of the same palette.
    volcano7: '#ad2102',
    orange7: '#ad4e00',
    gold7: '#874d00',
    yellow7: '#876800',
    lime7: '#3f6600',
    green7: '#237804',
    cyan7: '#006d75',
    // A loading button stays legible: at antd's 0.65 opacity white on the primary colour falls
    // to about 3:1 while a table or form waits; the spinner already says it is busy.
    opacityLoading: 1,
  },
};
