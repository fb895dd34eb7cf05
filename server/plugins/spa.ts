/**
 * Serves the built SPA (`max build` → dist/, publicPath /user/dist/):
 *
 *  - /user/dist/*: the build's files; names with a content hash are cached for a year, the rest
 *    revalidate on every use;
 *  - /api/* that matched no route: a 404 envelope;
 *  - any other GET: index.html without caching, so deep links (/News/3) reach the SPA's router and
 *    a new build is picked up at once; it names the files of the page asked for as preloads
 *    (server/render/spa-preload.ts) and carries the answers to a public page's content calls
 *    (server/render/page-content.ts). Its status is 404 when the page is the 404 page
 *    (server/render/page-status.ts). A top-level file of the build (/favicon.ico, the logo) is
 *    served as itself.
 *
 * Before the first build every page answers 503 with instructions instead of a bare 404.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/errors';
import { PUBLIC_PATH, TOP_LEVEL_FILE } from '../../common/assets';
import { LOCALE_COOKIE } from '../../common/locales';
import { ROUTE_PRELOAD_FILE } from '../../common/route-preload';
import { isApiPath } from '../http/api-path';
import { pageContentAnswers, pageContentElement } from '../render/page-content';
import { pageStatus, statusReadsContent } from '../render/page-status';
import { pageRenderer, renderedPageHtml, serverBundleDir } from '../render/render-page';
import { buildPreloads, pageLocale, withPreloads } from '../render/spa-preload';
import '../http/types';

export const ASSET_PREFIX = PUBLIC_PATH;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Umi names built files `name.<8+ hex>.ext` (also `.async.js`, `.chunk.css`). */
export const isHashedFile = (filePath: string) => /\.[0-9a-f]{8,}\./i.test(path.basename(filePath));

/** Build files that are not a page's: the page itself comes with its preloads, the list is the server's. */
const NOT_SERVED = new Set(['index.html', ROUTE_PRELOAD_FILE]);

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Portal not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>The portal's pages have not been built yet</h1>
<p>The API is running, but there is no <code>dist/index.html</code>. Run <code>npm run build</code>
once, or start the portal with <code>npm start</code>, which builds whenever the pages changed.</p>
<p>中文：页面尚未构建。请运行 <code>npm run build</code>，或使用 <code>npm start</code> 启动（会自动构建）。</p>
</body></html>
`;

export default fp<{ distDir: string; budgetMs?: number }>(
  async (app, options) => {
    const root = path.resolve(options.distDir);

    await app.register(fastifyStatic, {
      root,
      prefix: ASSET_PREFIX,
      index: false,
      allowedPath: (pathName) => !NOT_SERVED.has(pathName.replace(/^\//, '')),
      // The build writes .br and .gz twins (config/build/precompress.ts); the best one the browser takes is sent.
      preCompressed: true,
      // Cache-Control is set per file below; the default would give every file the same max-age.
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('Cache-Control', isHashedFile(filePath) ? IMMUTABLE : REVALIDATE);
      },
    });

    const preloadsFor = buildPreloads(root);
    const renderer = pageRenderer(
      serverBundleDir(root),
      (error) => app.log.error({ err: error }, 'a page could not be rendered'),
      options.budgetMs,
    );
    // Not awaited: the server answers meanwhile, and pages go out unrendered until it is in.
    app.addHook('onReady', async () => {
      void renderer.warm();
    });

    const sendIndex = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
      const indexFile = path.join(root, 'index.html');
      if (!existsSync(indexFile)) {
        return reply
          .code(503)
          .header('Cache-Control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(notBuiltPage);
      }
      // Read at each request, so a new build is served at once.
      const locale = pageLocale(request.cookies?.[LOCALE_COOKIE], request.headers['accept-language']);
      const { files, serverRendered } = preloadsFor(pathname, locale);
      // A HEAD (a monitor's or a link checker's) gets the headers alone: the database is asked only
      // when the status depends on what it holds.
      const head = request.method === 'HEAD';
      const answers =
        head && !statusReadsContent(pathname)
          ? {}
          : await pageContentAnswers(app, request.url, locale, options.budgetMs);
      const status = await pageStatus(app, pathname, locale, answers, options.budgetMs);
      const rendered =
        serverRendered && !head ? await renderer.render(request.url, locale, answers) : undefined;
      const index = readFileSync(indexFile, 'utf8');
      const page =
        rendered === undefined
          ? withPreloads(index, files)
          : renderedPageHtml(index, rendered, locale, files);
      const content = pageContentElement(answers);
      const html = page.replace('</head>', () => `${content}</head>`);
      return (
        reply
          .code(status)
          .header('Cache-Control', REVALIDATE)
          // The preloads name the messages, and the content is written, in the reader's language.
          .header('Vary', 'Accept-Language, Cookie')
          .type('text/html; charset=utf-8')
          .send(html)
      );
    };

    // Pages are a route rather than the not-found handler, so the app's compression and ETags,
    // which Fastify plugins attach to routes, apply to index.html as to any answer.
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (isApiPath(pathname) || pathname.startsWith(ASSET_PREFIX)) return reply.callNotFound();
      const topLevel = TOP_LEVEL_FILE.exec(pathname)?.[1];
      if (topLevel && !NOT_SERVED.has(topLevel) && existsSync(path.join(root, topLevel))) {
        return reply.sendFile(topLevel, root);
      }
      return sendIndex(request, reply, pathname);
    });

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname.startsWith(ASSET_PREFIX) && (request.method === 'GET' || request.method === 'HEAD')) {
        return reply
          .code(404)
          .header('Cache-Control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('Not found\n');
      }
      throw new AppError(404, 'routeNotFound', { method: request.method, url: pathname });
    });
  },
  { name: 'spa', dependencies: ['envelope'] },
);
