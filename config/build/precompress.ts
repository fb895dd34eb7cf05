/**
 * A Umi plugin: every text file of the browser's build over 1 KB gets a Brotli (`.br`) and a gzip
 * (`.gz`) twin, compressed once at the highest levels, so the server sends them without compressing
 * on each request (`@fastify/static`'s `preCompressed`, server/plugins/spa.ts).
 *
 * webpack's own compression-webpack-plugin writes them, as assets of the build, so a file the build
 * adds is twinned only when it is one of webpack's assets: the antd sheets are
 * (config/build/antdStyles.ts); `index.html` and `route-preload.json`, which the server never sends
 * as files, are not.
 */
import { constants } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import type { IApi } from 'umi';

/** What gets twins: the text files among the build's assets. */
export const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;
/** Smaller files gain nothing worth a second request header. */
export const MIN_BYTES = 1024;

/** The two plugins' options: every text file over 1 KB, whatever it saves, beside the file itself. */
export const TWINS = [
  {
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } },
  },
  {
    filename: '[path][base].gz',
    algorithm: 'gzip',
    compressionOptions: { level: constants.Z_BEST_COMPRESSION },
  },
].map((twin) => ({
  ...twin,
  test: COMPRESSIBLE,
  threshold: MIN_BYTES,
  // The plugin skips a file that compresses by less than a fifth by default; the server expects a
  // twin beside every text file over 1 KB, as the hand-written step wrote them.
  minRatio: Number.MAX_VALUE,
  deleteOriginalAssets: false,
}));

export default (api: IApi) => {
  if (api.env !== 'production') return;
  api.chainWebpack((memo, { ssr }) => {
    // The server bundle (dist-server/) is read from disk by the server, never sent.
    if (ssr) return memo;
    TWINS.forEach((options, index) => {
      memo.plugin(`precompress-${index}`).use(CompressionPlugin, [options]);
    });
    return memo;
  });
};
