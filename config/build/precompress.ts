/**
 * A Umi plugin: after `max build`, every text file of the build over 1 KB gets a Brotli (`.br`) and a
 * gzip (`.gz`) twin, compressed once at the highest levels, so the server sends them without
 * compressing on each request (`@fastify/static`'s `preCompressed`, server/plugins/spa.ts).
 */
import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCompress } from 'node:zlib';
import type { IApi } from 'umi';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCompress);

/**
 * Writes the twins; resolves to how many files got them. The files are compressed side by side on
 * libuv's thread pool: one after the other they took 14 s of the build on one core.
 */
export async function precompress(dir: string): Promise<number> {
  const files = filesUnder(dir).filter((file) => COMPRESSIBLE.test(file));
  const done = await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      if (bytes.length < MIN_BYTES) return false;
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzip(bytes, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      return true;
    }),
  );
  return done.filter(Boolean).length;
}

export default (api: IApi) => {
  api.onBuildComplete(async ({ err }) => {
    if (err) return;
    const count = await precompress(api.paths.absOutputPath);
    api.logger.info(`Pre-compressed ${count} files (Brotli and gzip)`);
  });
};
