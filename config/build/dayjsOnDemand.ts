/**
 * A Umi plugin: dayjs loads with the pages that show or pick dates (the account area and the admin
 * console), not with every visitor's first download.
 *
 * Umi's moment2dayjs plugin adds, ahead of the entry, dayjs with the plugins antd 4 needed, and the
 * locale plugin imports dayjs with the locales of all five languages to set its language. That was
 * 12 KB (gzip) of the entry that no public page runs. antd 5 and ProComponents extend dayjs with the
 * plugins they call themselves, so the first import is dropped; the locale plugin's imports point at
 * src/locales/dayjsLocale.ts, which keeps the language for src/utils/dayjs.ts to apply when a page
 * first loads dayjs.
 */
import path from 'node:path';
import type { IApi } from 'umi';
import { posixPath, replaceImports } from './replaceImports';

export const DAYJS_STAND_IN = path.resolve(__dirname, '../../src/locales/dayjsLocale.ts');

/** The stand-in for an import seen by webpack, or undefined to leave it alone. */
export function dayjsStandIn(issuer: string, request: string): string | undefined {
  const from = posixPath(issuer);
  const asked = posixPath(request);
  if (/\/\.umi(-[a-z]+)?\/umi\.ts$/.test(from) && asked === './plugin-moment2dayjs/runtime.tsx') {
    return DAYJS_STAND_IN;
  }
  if (
    /\/\.umi(-[a-z]+)?\/plugin-locale\/locale\.tsx$/.test(from) &&
    /\/node_modules\/dayjs(\/locale\/[a-z-]+)?$/.test(asked)
  ) {
    return DAYJS_STAND_IN;
  }
  return undefined;
}

export default (api: IApi) => {
  replaceImports(api, 'dayjs-on-demand', /dayjs/, ({ issuer, request }) => dayjsStandIn(issuer, request));
};
