/**
 * A Umi plugin: each page's styles come with its code, as `<chunk>.<hash>.chunk.css`, instead of all
 * the app's in the entry's umi.css.
 *
 * Umi's server rendering gathers every stylesheet of the app into umi.css (a `styles` cache group
 * its source marks as unfinished), so each visitor's first page downloaded the styles of the account
 * area and the admin console too: 4 of umi.css's 5.6 KB (Brotli). The server applies a server-rendered page's own
 * sheets as stylesheets (server/render/render-page.ts) and names the others among its preloads; webpack
 * loads a later page's sheet with its code.
 */
import type { IApi } from 'umi';

export default (api: IApi) => {
  if (api.env !== 'production') return;
  api.modifyWebpackConfig((config) => {
    const groups = config.optimization?.splitChunks ? config.optimization.splitChunks.cacheGroups : undefined;
    if (groups && 'styles' in groups) delete groups.styles;
    for (const plugin of config.plugins ?? []) {
      if (plugin?.constructor.name === 'MiniCssExtractPlugin')
        (plugin as unknown as { options: { chunkFilename: string } }).options.chunkFilename =
          '[name].[contenthash:8].chunk.css';
    }
    return config;
  });
};
