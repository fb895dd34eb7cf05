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
import { posixPath, replaceImports } from './replaceImports';

export const ANTD_LOCALE_STAND_IN = path.resolve(__dirname, '../../src/locales/antdLocaleStandIn.ts');

/** The stand-in for an import seen by webpack, or undefined to leave it alone. */
export function antdLocaleStandIn(issuer: string, request: string): string | undefined {
  return /\/\.umi(-[a-z]+)?\/plugin-locale\/localeExports\.ts$/.test(posixPath(issuer)) &&
    /^antd\/lib\/locale\/[a-z]{2}_[A-Z]{2}$/.test(request)
    ? ANTD_LOCALE_STAND_IN
    : undefined;
}

export default (api: IApi) => {
  replaceImports(api, 'antd-locale-on-demand', /^antd\/lib\/locale\//, ({ issuer, request }) =>
    antdLocaleStandIn(issuer, request),
  );
};
