/**
 * antd's styles for the public pages, extracted at build time into a stylesheet.
 *
 * antd 5 writes its CSS at run time: on a phone's slowed CPU, generating and inserting it cost a public
 * page a fifth of its script time. @ant-design/cssinjs skips both for every style whose cache path a
 * stylesheet lists (its `data-ant-cssinjs-cache-path` rule), which is how antd's own site ships. This
 * renders the components the public pages use under the app's theme and writes what they registered.
 * A component or a theme not listed here (the account area, a colour picked in the settings panel)
 * still gets its styles at run time, so the list is a speed-up, never a source of missing styles.
 * The sign-in form's components have a sheet of their own, which only the sign-in page loads.
 */
import { createHash } from 'node:crypto';
import type { ReactNode } from 'react';
import type { IApi } from 'umi';
import { THEME } from '../theme';

/* eslint-disable @typescript-eslint/no-var-requires, global-require */
const load = () => ({
  React: require('react') as typeof import('react'),
  renderToString: (require('react-dom/server') as typeof import('react-dom/server')).renderToString,
  cssinjs: require('@ant-design/cssinjs'),
  antd: require('antd') as typeof import('antd'),
});
/* eslint-enable @typescript-eslint/no-var-requires, global-require */

type Parts = (h: typeof import('react').createElement, antd: typeof import('antd')) => unknown[];

/** What the public pages and their layout show. */
const SITE_PARTS: Parts = (h, antd) => [
  h(antd.Typography.Title, { level: 2 }, 't'),
  h(antd.Typography.Paragraph, null, 'p'),
  h(antd.Typography.Text, { type: 'secondary' }, 't'),
  h(antd.Typography.Link, { href: '#' }, 'l'),
  h(antd.Card, { title: 't' }, h(antd.Card.Meta, { title: 't', description: 'd' })),
  h(antd.Row, null, h(antd.Col, { span: 12 })),
  h(antd.Space, null, 's'),
  h(antd.Tag, null, 't'),
  h(antd.Tag, { color: 'blue' }, 't'),
  h(antd.Tag, { color: 'success' }, 't'),
  h(antd.Result, { status: '404', title: 't' }),
  h(antd.Empty, null),
  h(antd.Anchor, { items: [{ key: 'a', href: '#a', title: 'a' }] }),
  h(antd.Skeleton, { active: true }),
  h(antd.List, { dataSource: [1], renderItem: () => h(antd.List.Item, null, 'i') }),
  h(antd.Statistic, { value: 1 }),
  h(antd.Spin, null),
  h(antd.Alert, { message: 'm', type: 'info' }),
  h(antd.Pagination, { total: 50 }),
  h(antd.Breadcrumb, { items: [{ title: 'a' }] }),
];

/**
 * What the sign-in form adds (src/pages/account/Login): a sheet of its own, which the sign-in page's
 * HTML names after the site's (config/build/routePreload.ts, SIGN_IN_PATHS). In every visitor's sheet they
 * would add 11 KB; generated at run time they cost the page half a second of a phone's main thread.
 */
const SIGN_IN_PARTS: Parts = (h, antd) => [
  h(antd.Input, { prefix: 'x', status: 'error' }),
  h(antd.Input.Password, { prefix: 'x' }),
  h(antd.Checkbox, null, 'c'),
  h(antd.Segmented, { block: true, options: ['a', 'b'] }),
  h(antd.Button, { type: 'primary', block: true }, 'b'),
  h(antd.Button, null, 'b'),
  h(antd.Space.Compact, { block: true }, h(antd.Input, null), h(antd.Button, null, 'x')),
  h(antd.Alert, { message: 'm', type: 'error', showIcon: true }),
];

/** The styles `parts` register, rendered under the app's theme. */
export function extractAntdStyles(parts: Parts = SITE_PARTS): string {
  const { React, renderToString, cssinjs, antd } = load();
  const h = React.createElement;
  const cache = cssinjs.createCache();
  // The app's nesting: the root ConfigProvider with the theme, then the locale plugin's (language and
  // direction). Icons' shared style is registered per provider, so both count.
  const app = h(
    antd.ConfigProvider,
    { theme: THEME },
    h(antd.ConfigProvider, { direction: 'ltr' }, ...(parts(h, antd) as ReactNode[])),
  );
  renderToString(h(cssinjs.StyleProvider, { cache }, app));
  return cssinjs.extractStyle(cache, { plain: true, types: ['style', 'token'] });
}

/**
 * @ant-design/cssinjs reads which styles are already in a stylesheet from one rule, whose `content`
 * lists them; only the last such rule applies. A sheet that comes after the site's therefore lists
 * the site's styles too.
 */
const CACHE_PATH_RULE = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/;

/** The sign-in form's styles, for after the site's sheet: its own rules, and both sheets' list. */
export function signInStyles(siteCss: string, formCss: string): string {
  const site = CACHE_PATH_RULE.exec(siteCss);
  const form = CACHE_PATH_RULE.exec(formCss);
  if (!site || !form) throw new Error("@ant-design/cssinjs's extracted styles have no cache-path rule");
  return formCss.replace(
    CACHE_PATH_RULE,
    () => `.data-ant-cssinjs-cache-path{content:"${site[1]};${form[1]}";}`,
  );
}

/**
 * The `api.appData` key of the sign-in sheet's file name, which config/build/routePreload.ts lists with the
 * sign-in page's files.
 */
export const SIGN_IN_STYLESHEET = 'antdSignInStylesheet';

interface Compiler {
  webpack: {
    Compilation: { PROCESS_ASSETS_STAGE_ADDITIONAL: number };
    sources: { RawSource: new (source: string) => unknown };
  };
  hooks: { thisCompilation: { tap(name: string, fn: (compilation: Compilation) => void): void } };
}
interface Compilation {
  hooks: { processAssets: { tap(options: { name: string; stage: number }, fn: () => void): void } };
  emitAsset(file: string, source: unknown, info: { minimized: boolean }): void;
}

/** A webpack plugin that adds the sheets (file name → CSS) to the build's assets. */
class EmitSheets {
  constructor(private readonly sheets: Record<string, string>) {}

  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('antd-styles', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'antd-styles', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          // As @ant-design/cssinjs wrote them: the minifier would rewrite what it reads back.
          for (const [file, css] of Object.entries(this.sheets))
            compilation.emitAsset(file, new sources.RawSource(css), { minimized: true });
        },
      );
    });
  }
}

export default (api: IApi) => {
  // `max dev` keeps generating styles at run time: its class names differ, and it writes no files.
  if (api.env !== 'production') return;
  const sheets: Record<string, string> = {};
  const named = (prefix: string, css: string) =>
    `${prefix}.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
  let siteFile = '';
  api.onBeforeCompiler(() => {
    const site = extractAntdStyles();
    const signIn = signInStyles(site, extractAntdStyles(SIGN_IN_PARTS));
    siteFile = named('antd', site);
    sheets[siteFile] = site;
    const signInFile = named('antd-sign-in', signIn);
    sheets[signInFile] = signIn;
    api.appData[SIGN_IN_STYLESHEET] = signInFile;
  });
  api.addHTMLLinks(() =>
    siteFile ? [{ rel: 'stylesheet', href: `${api.config.publicPath}${siteFile}` }] : [],
  );
  // The sheets are assets of the browser's build, so they get their compressed twins with the rest
  // (config/build/precompress.ts).
  api.chainWebpack((memo, { ssr }) => {
    if (!ssr) memo.plugin('antd-styles').use(EmitSheets, [sheets]);
    return memo;
  });
};
