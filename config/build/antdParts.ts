/**
 * A Umi plugin: parts of antd's components that most uses never need load when a page first renders
 * one (a copy button's tooltip, a card's tabs), not with every page that shows the component.
 *
 * antd imports them statically, so every page with a Card, a line of Typography or a pager downloaded
 * and ran them: Card's tabs (rc-tabs, rc-menu, rc-dropdown), the tooltips of Typography and form
 * labels (the popup trigger and colour utilities), Typography's editor (the text area), the pager's
 * size changer (rc-select), a breadcrumb's drop-down and Result's three large illustrations. That was
 * 50–95 KB (gzip) of script per public page that no visitor ran. The components stay antd's own; only
 * these imports, from these antd modules, point at src/components/AntdParts, which loads the same
 * module on demand.
 */
import path from 'node:path';
import type { IApi } from 'umi';
import { posixPath, replaceImports, type ImportSeen, type ReplacementCheck } from './replaceImports';

const PARTS_DIR = path.resolve(__dirname, '../../src/components/AntdParts');

/** [folder of the importing antd module, its import, the deferred module that replaces it] */
export const DEFERRED_PARTS: ReadonlyArray<readonly [string, string, string]> = [
  ['card', '../tabs', 'Tabs'],
  ['typography/Base', '../../tooltip', 'Tooltip'],
  ['typography/Base', '../Editable', 'Editable'],
  ['form', '../tooltip', 'Tooltip'],
  ['pagination', '../select', 'Select'],
  ['breadcrumb', '../dropdown/dropdown', 'Dropdown'],
  ['result', './noFound', 'Result-noFound'],
  ['result', './serverError', 'Result-serverError'],
  ['result', './unauthorized', 'Result-unauthorized'],
];

/** The deferred module for an import seen by webpack, or undefined to leave it alone. */
export function deferredPart(context: string, request: string): string | undefined {
  const folder = posixPath(context);
  const part = DEFERRED_PARTS.find(
    ([from, imported]) => request === imported && folder.endsWith(`/node_modules/antd/es/${from}`),
  );
  return part && path.join(PARTS_DIR, part[2]);
}

/**
 * Every listed import is deferred at least once in the browser's build: the app shows each of these
 * components somewhere. One that is not means antd imports the part otherwise now (the saving is
 * gone), or no page shows the component any more (the entry can go).
 */
export const ANTD_PARTS_CHECK: ReplacementCheck = {
  plugin: 'antdParts',
  packages: ['antd'],
  missing: (replaced: ImportSeen[]) =>
    DEFERRED_PARTS.filter(
      ([from, imported]) =>
        !replaced.some(
          ({ context, request }) =>
            request === imported && posixPath(context).endsWith(`/node_modules/antd/es/${from}`),
        ),
    ).map(
      ([from, imported, part]) =>
        `no module of antd/es/${from}/ imports '${imported}' (deferred as src/components/AntdParts/${part}): ` +
        `see how node_modules/antd/es/${from}/*.js imports it now and update DEFERRED_PARTS, ` +
        'or drop the entry if no page shows the component any more',
    ),
};

export default (api: IApi) => {
  replaceImports(
    api,
    'antd-parts',
    /^\.\.?\//,
    ({ context, request }) => deferredPart(context, request),
    ANTD_PARTS_CHECK,
  );
};
