/**
 * antd's styles for the public pages, extracted at build time into a stylesheet.
 *
 * antd 5 writes its CSS at run time: on a phone's slowed CPU, generating and inserting it cost a public
 * page a fifth of its script time. @ant-design/cssinjs skips both for every style whose cache path a
 * stylesheet lists (its `data-ant-cssinjs-cache-path` rule), which is how antd's own site ships. This
 * renders the components the public pages use under the app's theme and writes what they registered.
 * A component or a theme not listed here (the account area, a colour picked in the settings panel)
 * still gets its styles at run time, so the list is a speed-up, never a source of missing styles.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { IApi } from 'umi';
import { THEME } from './theme';

export function extractAntdStyles(): string {
  /* eslint-disable @typescript-eslint/no-var-requires, global-require */
  const React = require('react') as typeof import('react');
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  const { createCache, extractStyle, StyleProvider } = require('@ant-design/cssinjs');
  const antd = require('antd') as typeof import('antd');
  /* eslint-enable @typescript-eslint/no-var-requires, global-require */
  const h = React.createElement;
  const { Typography } = antd;
  // What the public pages and their layout show; forms (sign-in, register, search boxes) are left to
  // run time, as their styles would add 12 KB to every visitor's first download.
  const components = [
    h(Typography.Title, { level: 2 }, 't'),
    h(Typography.Paragraph, null, 'p'),
    h(Typography.Text, { type: 'secondary' }, 't'),
    h(Typography.Link, { href: '#' }, 'l'),
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
    h(antd.Carousel, null, h('div', null, 'a')),
    h(antd.Alert, { message: 'm', type: 'info' }),
    h(antd.Pagination, { total: 50 }),
    h(antd.Breadcrumb, { items: [{ title: 'a' }] }),
  ];
  const cache = createCache();
  // The app's nesting: the root ConfigProvider with the theme, then the locale plugin's (language and
  // direction). Icons' shared style is registered per provider, so both count.
  const app = h(
    antd.ConfigProvider,
    { theme: THEME },
    h(antd.ConfigProvider, { direction: 'ltr' }, ...components),
  );
  renderToString(h(StyleProvider, { cache }, app));
  return extractStyle(cache, { plain: true, types: ['style', 'token'] });
}

export default (api: IApi) => {
  // `max dev` keeps generating styles at run time: its class names differ, and it writes no files.
  if (api.env !== 'production') return;
  let fileName = '';
  let css = '';
  api.onBeforeCompiler(() => {
    css = extractAntdStyles();
    fileName = `antd.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
  });
  api.addHTMLLinks(() =>
    fileName ? [{ rel: 'stylesheet', href: `${api.config.publicPath}${fileName}` }] : [],
  );
  api.onBuildComplete(({ err }) => {
    if (!err && css) writeFileSync(path.join(api.paths.absOutputPath, fileName), css);
  });
};
