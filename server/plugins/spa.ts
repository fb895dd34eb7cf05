/**
 * Serves the built SPA (`max build` → dist/, publicPath /user/dist/):
 *
 *  - /user/dist/*: the build's files; names with a content hash are cached for a year, the rest
 *    revalidate on every use;
 *  - /api/* that matched no route: a 404 envelope;
 *  - any other GET: index.html without caching, so deep links (/News/3) reach the SPA's router and
 *    a new build is picked up at once. A top-level file of the build (/favicon.ico, the logo) is
 *    served as itself.
 *
 * Before the first build every page answers 503 with instructions instead of a bare 404.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import '../types';

export const ASSET_PREFIX = '/user/dist/';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Umi names built files `name.<8+ hex>.ext` (also `.async.js`, `.chunk.css`). */
export const isHashedFile = (filePath: string) => /\.[0-9a-f]{8,}\./i.test(path.basename(filePath));

const TOP_LEVEL_FILE = /^\/([A-Za-z0-9_-][A-Za-z0-9_.-]*\.[A-Za-z0-9]+)$/;

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Portal not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>The portal's pages have not been built yet</h1>
<p>The API is running, but there is no <code>dist/index.html</code>. Run <code>npm run build</code>
once, or start the portal with <code>npm start</code>, which builds whenever the pages changed.</p>
<p>中文：页面尚未构建。请运行 <code>npm run build</code>，或使用 <code>npm start</code> 启动（会自动构建）。</p>
</body></html>
`;

export default fp<{ distDir: string }>(
  async (app, options) => {
    const root = path.resolve(options.distDir);

    await app.register(fastifyStatic, {
      root,
      prefix: ASSET_PREFIX,
      index: false,
      // The build writes .br and .gz twins (config/precompress.ts); the best one the browser takes is sent.
      preCompressed: true,
      // Cache-Control is set per file below; the default would give every file the same max-age.
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('Cache-Control', isHashedFile(filePath) ? IMMUTABLE : REVALIDATE);
      },
    });

    const sendIndex = (reply: FastifyReply) => {
      if (!existsSync(path.join(root, 'index.html'))) {
        return reply
          .code(503)
          .header('Cache-Control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(notBuiltPage);
      }
      return reply.sendFile('index.html', root);
    };

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname === '/api' || pathname.startsWith('/api/')) {
        throw new AppError(404, 'routeNotFound', { method: request.method, url: pathname });
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        throw new AppError(404, 'routeNotFound', { method: request.method, url: pathname });
      }
      if (pathname.startsWith(ASSET_PREFIX)) {
        return reply
          .code(404)
          .header('Cache-Control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('Not found\n');
      }
      const topLevel = TOP_LEVEL_FILE.exec(pathname)?.[1];
      if (topLevel && topLevel !== 'index.html' && existsSync(path.join(root, topLevel))) {
        return reply.sendFile(topLevel, root);
      }
      return sendIndex(reply);
    });
  },
  { name: 'spa', dependencies: ['envelope'] },
);
