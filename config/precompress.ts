/**
 * A Umi plugin: after `max build`, every text file of the build over 1 KB gets a Brotli (`.br`) and a
 * gzip (`.gz`) twin, compressed once at the highest levels, so the server sends them without
 * compressing on each request (`@fastify/static`'s `preCompressed`, server/plugins/spa.ts).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { IApi } from 'umi';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/** Writes the twins; returns how many files got them. */
export function precompress(dir: string): number {
  let count = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const bytes = readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    count += 1;
  }
  return count;
}

export default (api: IApi) => {
  api.onBuildComplete(({ err }) => {
    if (err) return;
    const count = precompress(api.paths.absOutputPath);
    api.logger.info(`Pre-compressed ${count} files (Brotli and gzip)`);
  });
};
