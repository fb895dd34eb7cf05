/**
 * A Umi plugin: antd's texts for a language (pagination, empty states, pickers) load with that
 * language's messages, not all five with every visitor's entry.
 *
 * The locale plugin imports antd's CommonJS pack of each of the five languages into the entry, with
 * the picker and pagination packs they pull in: 28 KB of script that every visitor evaluated. Its
 * imports point at an empty stand-in here; src/locales/load.ts adds the reader's pack, from antd's
 * ES build, together with the language's messages and in the same file. Until it is in, antd speaks
 * its default English, which no page shows: the app renders once the messages are in.
 */
import path from 'node:path';
import type { IApi } from 'umi';
import { LOCALES } from '../../common/locales';
import { posixPath, replaceImports, type ImportSeen, type ReplacementCheck } from './replaceImports';

export const ANTD_LOCALE_STAND_IN = path.resolve(__dirname, '../../src/locales/antdLocaleStandIn.ts');

/** The stand-in for an import seen by webpack, or undefined to leave it alone. */
export function antdLocaleStandIn(issuer: string, request: string): string | undefined {
  return /\/\.umi(-[a-z]+)?\/plugin-locale\/localeExports\.ts$/.test(posixPath(issuer)) &&
    /^antd\/lib\/locale\/[a-z]{2}_[A-Z]{2}$/.test(request)
    ? ANTD_LOCALE_STAND_IN
    : undefined;
}

/** The import of antd's pack for a locale of ours, as the locale plugin writes it (`zh-CN` → `zh_CN`). */
const packOf = (locale: string) => `antd/lib/locale/${locale.replace('-', '_')}`;

/** Each of the five packs is replaced in the browser's build, or it is back in every visitor's entry. */
export const ANTD_LOCALE_CHECK: ReplacementCheck = {
  plugin: 'antdLocaleOnDemand',
  packages: ['@umijs/plugins', 'antd'],
  missing: (replaced: ImportSeen[]) =>
    LOCALES.filter((locale) => !replaced.some(({ request }) => request === packOf(locale))).map(
      (locale) =>
        `src/.umi-production/plugin-locale/localeExports.ts no longer imports '${packOf(locale)}': ` +
        "see how Umi's locale plugin imports antd's language packs now, and whether antd still has lib/locale/",
    ),
};

export default (api: IApi) => {
  replaceImports(
    api,
    'antd-locale-on-demand',
    /^antd\/lib\/locale\//,
    ({ issuer, request }) => antdLocaleStandIn(issuer, request),
    ANTD_LOCALE_CHECK,
  );
};
