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
import { posixPath, replaceImports, type ImportSeen, type ReplacementCheck } from './replaceImports';

export const DAYJS_STAND_IN = path.resolve(__dirname, '../../src/locales/dayjsLocale.ts');

/** The entry's import of moment2dayjs's runtime (dayjs with antd 4's plugins). */
const isEntryRuntime = (issuer: string, request: string) =>
  /\/\.umi(-[a-z]+)?\/umi\.ts$/.test(posixPath(issuer)) &&
  posixPath(request) === './plugin-moment2dayjs/runtime.tsx';

/** The locale plugin's imports of dayjs and its locales. */
const isLocaleDayjs = (issuer: string, request: string) =>
  /\/\.umi(-[a-z]+)?\/plugin-locale\/locale\.tsx$/.test(posixPath(issuer)) &&
  /\/node_modules\/dayjs(\/locale\/[a-z-]+)?$/.test(posixPath(request));

/** The stand-in for an import seen by webpack, or undefined to leave it alone. */
export function dayjsStandIn(issuer: string, request: string): string | undefined {
  return isEntryRuntime(issuer, request) || isLocaleDayjs(issuer, request) ? DAYJS_STAND_IN : undefined;
}

/** Both of Umi's generated imports are replaced in the browser's build, or dayjs is back in the entry. */
export const DAYJS_CHECK: ReplacementCheck = {
  plugin: 'dayjsOnDemand',
  packages: ['@umijs/plugins', 'dayjs'],
  missing: (replaced: ImportSeen[]) => [
    ...(replaced.some(({ issuer, request }) => isEntryRuntime(issuer, request))
      ? []
      : [
          "the entry (src/.umi-production/umi.ts) no longer imports './plugin-moment2dayjs/runtime.tsx': " +
            "see what Umi's moment2dayjs plugin generates now (src/.umi-production/plugin-moment2dayjs/)",
        ]),
    ...(replaced.some(({ issuer, request }) => isLocaleDayjs(issuer, request))
      ? []
      : [
          'src/.umi-production/plugin-locale/locale.tsx no longer imports dayjs or its locales by ' +
            "node_modules/dayjs paths: see how Umi's locale plugin sets dayjs's language now",
        ]),
  ],
};

export default (api: IApi) => {
  replaceImports(
    api,
    'dayjs-on-demand',
    /dayjs/,
    ({ issuer, request }) => dayjsStandIn(issuer, request),
    DAYJS_CHECK,
  );
};
