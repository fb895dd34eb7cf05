/**
 * A Umi plugin: the formatjs libraries behind the locale plugin no longer wake the browser's ICU data
 * while the app starts.
 *
 * The first `Intl.NumberFormat` or `Intl.DateTimeFormat` of a page, or their `supportedLocalesOf`,
 * costs Chromium 35–80 ms: V8 first lists the locales that have number or calendar data. Two calls
 * paid it before any page could draw:
 *
 * - intl-messageformat 7 reads the browser's default locale with a NumberFormat when its module loads.
 *   Its later releases read it on first use; the edit does the same. react-intl always passes the
 *   locale, so it is not read at all;
 * - react-intl 3's `createIntl` asks both for the locale's data, to warn of a browser that lacks it.
 *   Every browser of `targets` has all five languages' data (src/locales), so the warning cannot come.
 *
 * That was a 50 ms task at the start of every page on this machine, four times that in Lighthouse's
 * mobile run. Pages that format numbers or dates still pay it, when they do.
 */
import type { IApi } from 'umi';
import type { Edit } from './exactEdits.cjs';
import { editLibraryFiles, type LibraryEdit } from './libraryEdits';

const MESSAGE_FORMAT_EDITS: Edit[] = [
  [
    'IntlMessageFormat.defaultLocale = new Intl.NumberFormat().resolvedOptions().locale;',
    `var defaultLocale;
    Object.defineProperty(IntlMessageFormat, 'defaultLocale', {
        configurable: true,
        get: function () { return defaultLocale || (defaultLocale = new Intl.NumberFormat().resolvedOptions().locale); },
        set: function (locale) { defaultLocale = locale; },
    });`,
  ],
];

const CREATE_INTL_EDITS: Edit[] = [
  ['else if (!Intl.NumberFormat.supportedLocalesOf(locale).length && onError) {', 'else if (false) {'],
  [
    'else if (!Intl.DateTimeFormat.supportedLocalesOf(locale).length &&\n        onError) {',
    'else if (false) {',
  ],
];

/** Which library files get which edits. */
export const NO_ICU_EDITS: LibraryEdit[] = [
  {
    rule: 'intl-messageformat-default-locale',
    test: /[\\/]node_modules[\\/]intl-messageformat[\\/]lib[\\/]core\.js$/,
    edits: MESSAGE_FORMAT_EDITS,
  },
  {
    rule: 'react-intl-locale-data-check',
    test: /[\\/]node_modules[\\/]react-intl[\\/]lib[\\/]components[\\/]provider\.js$/,
    edits: CREATE_INTL_EDITS,
  },
];

export default (api: IApi) => editLibraryFiles(api, NO_ICU_EDITS);
