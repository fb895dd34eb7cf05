/**
 * The built SPA: hashed assets cached for a year, index.html for every other page with a public
 * page's content, 503 before a build.
 */
import assert from 'node:assert/strict';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { COMPRESSIBLE, MIN_BYTES } from '../../../config/build/precompress';
import { PAGE_CONTENT_ELEMENT } from '../../../common/page-content';
import { pageContentAnswers } from '../../../server/render/page-content';
import { ROUTE_PRELOAD_FILE, type BuildPreloads, type RoutePreload } from '../../../common/route-preload';
import type * as API from '../../../common/contract';
import { routePreloads } from '../../../config/build/routePreload';
import { SERVER_RENDERED_PATHS } from '../../../config/routes';
import {
  REFEREE_SHELL_URL,
  REFEREE_WORKER_FILE,
  REFEREE_WORKER_SCOPE,
} from '../../../src/features/scoring/worker/caches';
import { call, startPortal, type TestPortal } from '../support/helpers';
import { adminSession } from '../support/factories';

const INDEX =
  '<!doctype html><html><head><script src="/user/dist/umi.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>';

/** A script worth compressing, as the build's are. */
const BIG_SCRIPT = `${'export const answer = 42;\n'.repeat(200)}`;

let portal: TestPortal;
let dist: string;

before(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'umi.1a2b3c4d.js'), 'console.log("app")');
  writeFileSync(path.join(dist, 'p__News__index.9f8e7d6c.async.js'), 'console.log("news")');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The referee tablet's service worker (config/build/refereeWorker.ts).
  writeFileSync(path.join(dist, REFEREE_WORKER_FILE), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dist, 'vendor.5e6f7a8b.js'), BIG_SCRIPT);
  writeFileSync(path.join(dist, 'umi.7e8f9a0b.css'), 'body { margin: 0 }');
  // What the build writes beside each file (config/build/precompress.ts, compression-webpack-plugin).
  for (const name of readdirSync(dist).filter((file) => COMPRESSIBLE.test(file))) {
    const bytes = readFileSync(path.join(dist, name));
    if (bytes.length < MIN_BYTES) continue;
    writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(bytes));
    writeFileSync(path.join(dist, `${name}.gz`), gzipSync(bytes));
  }
  mkdirSync(path.join(dist, 'static'));
  writeFileSync(path.join(dist, 'static', 'logo.8c3f2a1d.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // No budget a loaded machine could run out of: what a page carries is the content's, not the clock's.
  portal = await startPortal({ distDir: dist, docs: false, pageBudgetMs: 60_000 });
});
after(async () => {
  await portal?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') => portal.app.inject({ method, url });

/** A page as index.html wrote it, without the content answers a public page carries (tested below). */
const withoutContent = (html: string) =>
  html.replace(
    new RegExp(`<script type="application/json" id="${PAGE_CONTENT_ELEMENT}">.*?</script>`, 's'),
    '',
  );

describe('/user/dist/', () => {
  test('hashed files are cached for a year, immutable', async () => {
    for (const url of [
      '/user/dist/umi.1a2b3c4d.js',
      '/user/dist/p__News__index.9f8e7d6c.async.js',
      '/user/dist/static/logo.8c3f2a1d.svg',
    ]) {
      const answer = await get(url);
      assert.equal(answer.statusCode, 200, url);
      assert.equal(answer.headers['cache-control'], 'public, max-age=31536000, immutable', url);
    }
    assert.match(String((await get('/user/dist/umi.1a2b3c4d.js')).headers['content-type']), /javascript/);
  });

  test('files without a hash revalidate', async () => {
    const answer = await get('/user/dist/favicon.svg');
    assert.equal(answer.statusCode, 200);
    assert.equal(answer.headers['cache-control'], 'no-cache');
  });

  test("a script or a stylesheet carries the headers that apply to it, not a document's", async () => {
    for (const url of ['/user/dist/umi.1a2b3c4d.js', '/user/dist/umi.7e8f9a0b.css']) {
      const answer = await get(url);
      assert.equal(answer.statusCode, 200, url);
      assert.equal(answer.headers['x-content-type-options'], 'nosniff', url);
      assert.equal(answer.headers['cross-origin-resource-policy'], 'same-origin', url);
      for (const documentOnly of [
        'content-security-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
      ]) {
        assert.equal(answer.headers[documentOnly], undefined, `${url}: ${documentOnly}`);
      }
    }
    // A picture may be opened as a document (an SVG can hold script): it keeps the policy.
    assert.match(
      String((await get('/user/dist/favicon.svg')).headers['content-security-policy']),
      /default-src/,
    );
    // So does what answers for a missing file.
    assert.match(
      String((await get('/user/dist/umi.deadbeef.js')).headers['content-security-policy']),
      /default-src/,
    );
  });

  test('a missing asset is a 404, not the SPA', async () => {
    const answer = await get('/user/dist/umi.deadbeef.js');
    assert.equal(answer.statusCode, 404);
    assert.ok(!answer.body.includes('<div id="root">'));
  });
});

describe('compression', () => {
  const fetch = (url: string, encoding: string) =>
    portal.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

  test('built files come pre-compressed: Brotli when the browser takes it, else gzip, else as they are', async () => {
    const url = '/user/dist/vendor.5e6f7a8b.js';
    const brotli = await fetch(url, 'gzip, deflate, br');
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.match(String(brotli.headers['content-type']), /javascript/);
    assert.equal(brotliDecompressSync(brotli.rawPayload).toString(), BIG_SCRIPT);
    assert.ok(brotli.rawPayload.length < BIG_SCRIPT.length / 10);
    assert.equal(brotli.headers['cache-control'], 'public, max-age=31536000, immutable');

    const gzip = await fetch(url, 'gzip');
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzip.rawPayload).toString(), BIG_SCRIPT);

    const plain = await fetch(url, 'identity');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, BIG_SCRIPT);
  });
});

describe('every other page', () => {
  test('deep links get index.html, not cached', async () => {
    // A page of something that does not exist is a 404 (tests/server/platform/page-status.test.ts), with the page.
    for (const [url, status] of [
      ['/', 200],
      ['/News/3', 404],
      ['/account/settings?tab=security', 200],
      ['/Home/data.source', 200],
      ['/About', 200],
      // No such section in this portal's empty database.
      ['/About/Feature5', 404],
      ['/no/such/page', 404],
    ] as const) {
      const answer = await get(url);
      assert.equal(answer.statusCode, status, url);
      assert.equal(withoutContent(answer.body), INDEX, url);
      assert.equal(answer.headers['cache-control'], 'no-cache', url);
      assert.match(String(answer.headers['content-type']), /text\/html/, url);
      assert.match(String(answer.headers['content-security-policy']), /script-src 'self'/, url);
    }
    const head = await get('/About', 'HEAD');
    assert.equal(head.statusCode, 200);
  });

  test('index.html names the files of the page asked for as preloads, as the build listed them', async () => {
    const routes: RoutePreload[] = [
      { path: '/', files: ['/user/dist/p__Home.1a1a1a1a.async.js'] },
      {
        path: '/News',
        files: ['/user/dist/p__News.2b2b2b2b.async.js', '/user/dist/p__News.2b2b2b2b.chunk.css'],
      },
      { path: '/News/:id', files: ['/user/dist/p__News__Detail.3c3c3c3c.async.js'] },
      { path: '/*', files: ['/user/dist/p__404.4d4d4d4d.async.js'] },
    ];
    const listed = path.join(dist, ROUTE_PRELOAD_FILE);
    writeFileSync(listed, JSON.stringify(routes));
    const preloaded = async (url: string) =>
      [...(await get(url)).body.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)">/g)].map(
        ([, href, as]) => `${as} ${href}`,
      );
    try {
      // An older build's list (routes only) is still read.
      assert.deepEqual(await preloaded('/'), ['script /user/dist/p__Home.1a1a1a1a.async.js']);
      const build: BuildPreloads = { routes, messages: {} };
      writeFileSync(listed, JSON.stringify(build));
      assert.deepEqual(await preloaded('/News?page=2'), [
        'script /user/dist/p__News.2b2b2b2b.async.js',
        'style /user/dist/p__News.2b2b2b2b.chunk.css',
      ]);
      assert.deepEqual(await preloaded('/News/3'), ['script /user/dist/p__News__Detail.3c3c3c3c.async.js']);
      assert.deepEqual(await preloaded('/News/'), await preloaded('/News'));
      // The list is the server's: not served as a file under either path.
      assert.equal((await get(`/user/dist/${ROUTE_PRELOAD_FILE}`)).statusCode, 404);
      assert.doesNotMatch((await get(`/${ROUTE_PRELOAD_FILE}`)).body, /p__News/);
      // Paths are case-sensitive, as in the router: a wrong case lands on the 404 page.
      assert.deepEqual(await preloaded('/news/3'), ['script /user/dist/p__404.4d4d4d4d.async.js']);
      assert.match((await get('/News/3')).body, /<script src="\/user\/dist\/umi\.1a2b3c4d\.js"><\/script>/);
    } finally {
      rmSync(listed);
    }
    assert.equal(
      withoutContent((await get('/News/3')).body),
      INDEX,
      'a build without the list still serves its page',
    );
  });

  test('index.html preloads the messages of the language the page will start in, as the SPA picks it', async () => {
    const messages = (locale: string) => [`/user/dist/messages-${locale}.5a5a5a5a.async.js`];
    const build: BuildPreloads = {
      routes: [{ path: '/About', files: ['/user/dist/p__About.6b6b6b6b.async.js'] }],
      messages: Object.fromEntries(
        ['zh-CN', 'en-US', 'zh-TW', 'pt-BR', 'id-ID'].map((l) => [l, messages(l)]),
      ),
    };
    const listed = path.join(dist, ROUTE_PRELOAD_FILE);
    writeFileSync(listed, JSON.stringify(build));
    const page = (headers: Record<string, string> = {}) => portal.app.inject({ url: '/About', headers });
    const messagesOf = async (headers?: Record<string, string>) =>
      [...(await page(headers)).body.matchAll(/href="\/user\/dist\/messages-([\w-]+)\./g)].map(([, l]) => l);
    try {
      // No choice and no browser language: zh-CN, the default.
      assert.deepEqual(await messagesOf(), ['zh-CN']);
      // The browser's first language is navigator.language: a British browser gets en-US.
      assert.deepEqual(await messagesOf({ 'accept-language': 'en-GB,en;q=0.9,zh-CN;q=0.8' }), ['en-US']);
      assert.deepEqual(await messagesOf({ 'accept-language': 'zh-HK,zh;q=0.9' }), ['zh-TW']);
      assert.deepEqual(await messagesOf({ 'accept-language': 'fr-FR,fr;q=0.9' }), ['zh-CN']);
      // The language the SPA last started in, from its cookie, wins; a cookie that names none is ignored.
      assert.deepEqual(await messagesOf({ 'accept-language': 'en-US', cookie: 'portal_locale=pt-BR' }), [
        'pt-BR',
      ]);
      assert.deepEqual(await messagesOf({ 'accept-language': 'en-US', cookie: 'portal_locale=xx-YY' }), [
        'en-US',
      ]);
      // The page's own files come first, and caches keep one copy per language.
      assert.match(
        (await page()).body,
        /p__About\.6b6b6b6b\.async\.js" as="script"><link rel="preload" href="\/user\/dist\/messages-zh-CN/,
      );
      assert.match(String((await page()).headers.vary), /Accept-Language.*Cookie|Cookie.*Accept-Language/);
    } finally {
      rmSync(listed);
    }
  });

  test('index.html preloads the later parts of the messages for a page that speaks them, and only there', async () => {
    const build: BuildPreloads = {
      routes: [
        { path: '/About', files: ['/user/dist/p__About.6b6b6b6b.async.js'] },
        {
          path: '/account/Login',
          files: ['/user/dist/p__Login.7c7c7c7c.async.js'],
          messageParts: ['signIn'],
        },
        {
          path: '/Admin',
          files: ['/user/dist/p__Admin.9e9e9e9e.async.js'],
          messageParts: ['signIn', 'account', 'admin'],
        },
      ],
      messages: { 'en-US': ['/user/dist/messages-en-US.5a5a5a5a.async.js'] },
      partMessages: {
        signIn: { 'en-US': ['/user/dist/signIn-messages-en-US.1e1e1e1e.async.js'] },
        account: { 'en-US': ['/user/dist/account-messages-en-US.8d8d8d8d.async.js'] },
        admin: { 'en-US': ['/user/dist/admin-messages-en-US.4f4f4f4f.async.js'] },
      },
    };
    const listed = path.join(dist, ROUTE_PRELOAD_FILE);
    writeFileSync(listed, JSON.stringify(build));
    const preloaded = async (url: string) =>
      [
        ...(await portal.app.inject({ url, headers: { 'accept-language': 'en-US' } })).body.matchAll(
          /<link rel="preload" href="\/user\/dist\/([^"]+)"/g,
        ),
      ].map(([, file]) => file);
    try {
      assert.deepEqual(await preloaded('/account/Login'), [
        'p__Login.7c7c7c7c.async.js',
        'messages-en-US.5a5a5a5a.async.js',
        'signIn-messages-en-US.1e1e1e1e.async.js',
      ]);
      assert.deepEqual(await preloaded('/About'), [
        'p__About.6b6b6b6b.async.js',
        'messages-en-US.5a5a5a5a.async.js',
      ]);
      assert.deepEqual(await preloaded('/Admin'), [
        'p__Admin.9e9e9e9e.async.js',
        'messages-en-US.5a5a5a5a.async.js',
        'signIn-messages-en-US.1e1e1e1e.async.js',
        'account-messages-en-US.8d8d8d8d.async.js',
        'admin-messages-en-US.4f4f4f4f.async.js',
      ]);
    } finally {
      rmSync(listed);
    }
  });

  test('the build lists a page under its path, a layout under its index page, a redirect under where it leads', () => {
    const routes = {
      site: { id: 'site', path: '/' },
      home: { id: 'home', path: '/', parentId: 'site' },
      trivia: { id: 'trivia', path: '/Trivia', parentId: 'site' },
      triviaIndex: { id: 'triviaIndex', path: '/Trivia', parentId: 'trivia', redirect: '/Trivia/Material' },
      material: { id: 'material', path: '/Trivia/Material', parentId: 'trivia' },
      pro: { id: 'pro', path: '/' },
      notFound: { id: 'notFound', path: '/*', parentId: 'site' },
      // Umi moves a wrapped page under its wrapper, which takes its path.
      adminWrapper: { id: 'adminWrapper', path: '/Admin', parentId: 'pro' },
      admin: { id: 'admin', path: '', originPath: '/Admin', parentId: 'adminWrapper' },
    };
    const chunks = new Map([
      ['site', 'SiteLayout'],
      ['home', 'Home'],
      ['material', 'Material'],
      ['pro', 'ProLayout'],
      ['notFound', 'NotFound'],
      ['adminWrapper', 'Wrapper'],
      ['admin', 'Admin'],
    ]);
    const listed = Object.fromEntries(
      routePreloads(routes, chunks, (name) => [`/user/dist/${name}.js`]).map(({ path: at, files }) => [
        at,
        files,
      ]),
    );
    assert.deepEqual(listed, {
      '/': ['/user/dist/SiteLayout.js', '/user/dist/Home.js'],
      '/Trivia': ['/user/dist/SiteLayout.js', '/user/dist/Material.js'],
      '/Trivia/Material': ['/user/dist/SiteLayout.js', '/user/dist/Material.js'],
      '/*': ['/user/dist/SiteLayout.js', '/user/dist/NotFound.js'],
      '/Admin': ['/user/dist/ProLayout.js', '/user/dist/Wrapper.js', '/user/dist/Admin.js'],
    });
    // A page that speaks a later part of the messages is marked with it, and so is a redirect to it.
    const speaking = routePreloads(
      routes,
      chunks,
      (name) => [`/user/dist/${name}.js`],
      (at) => (at === '/Trivia/Material' ? ['account'] : at === '/Admin' ? ['account', 'admin'] : []),
    )
      .filter((route) => route.messageParts)
      .map((route) => [route.path, route.messageParts]);
    assert.deepEqual(speaking.sort(), [
      ['/Admin', ['account', 'admin']],
      ['/Trivia', ['account']],
      ['/Trivia/Material', ['account']],
    ]);
    // A page the server renders is marked; a redirect to one is not: the browser follows it.
    const rendered = routePreloads(
      routes,
      chunks,
      (name) => [`/user/dist/${name}.js`],
      () => [],
      (at) => SERVER_RENDERED_PATHS.includes(at),
    )
      .filter((route) => route.serverRendered)
      .map((route) => route.path);
    assert.deepEqual(rendered.sort(), ['/', '/*', '/Trivia/Material']);
  });

  test('index.html is compressed and revalidates with its ETag', async () => {
    const bigIndex = INDEX.replace(
      '</head>',
      `<meta name="description" content="${'x'.repeat(2000)}"></head>`,
    );
    const original = path.join(dist, 'index.original');
    renameSync(path.join(dist, 'index.html'), original);
    writeFileSync(path.join(dist, 'index.html'), bigIndex);
    try {
      const answer = await portal.app.inject({
        method: 'GET',
        url: '/About',
        headers: { 'accept-encoding': 'br' },
      });
      assert.equal(answer.headers['content-encoding'], 'br');
      assert.equal(withoutContent(brotliDecompressSync(answer.rawPayload).toString()), bigIndex);
      const etag = String((await get('/About')).headers.etag);
      const again = await portal.app.inject({
        method: 'GET',
        url: '/About',
        headers: { 'if-none-match': etag },
      });
      assert.equal(again.statusCode, 304);
    } finally {
      renameSync(original, path.join(dist, 'index.html'));
    }
  });

  test('a top-level file of the build is served as itself', async () => {
    const answer = await get('/favicon.svg');
    assert.equal(answer.statusCode, 200);
    assert.match(answer.body, /<svg/);
  });

  test("the referee's service worker is a script at the root, revalidated at every update check", async () => {
    const answer = await get(`/${REFEREE_WORKER_FILE}`);
    assert.equal(answer.statusCode, 200);
    assert.match(String(answer.headers['content-type']), /^(application|text)\/javascript/);
    // A cached worker would keep a tablet on an old build's page and scheme.
    assert.equal(answer.headers['cache-control'], 'no-cache');
    // At the root, its default scope covers the page it is registered for: no Service-Worker-Allowed.
    assert.ok(REFEREE_WORKER_SCOPE.startsWith('/'));
    assert.equal(answer.headers['service-worker-allowed'], undefined);
    // The app shell it precaches: the page itself, as the SPA's index.html, never cached by HTTP.
    const shell = await get(REFEREE_SHELL_URL);
    assert.equal(shell.statusCode, 200);
    assert.equal(shell.headers['cache-control'], 'no-cache');
    assert.match(shell.body, /<div id="root">/);
  });

  test('/api paths and non-GET methods get a 404 envelope, never the page', async () => {
    const api = await get('/api/nothing');
    assert.equal(api.statusCode, 404);
    assert.equal(api.json().code, 404);
    const post = await portal.app.inject({
      method: 'POST',
      url: '/News/3',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    assert.equal(post.statusCode, 404);
    assert.equal(post.json().code, 404);
  });

  test('before a build: 503 with instructions, and back once index.html exists', async () => {
    const moved = path.join(dist, 'index.moved');
    renameSync(path.join(dist, 'index.html'), moved);
    try {
      const answer = await get('/News');
      assert.equal(answer.statusCode, 503);
      assert.match(answer.body, /npm run build/);
      assert.equal(answer.headers['cache-control'], 'no-store');
    } finally {
      renameSync(moved, path.join(dist, 'index.html'));
    }
    assert.equal((await get('/News')).statusCode, 200);
  });
});

describe("a public page's content comes with it (server/render/page-content.ts)", () => {
  let article: number;

  before(async () => {
    const admin = await adminSession(portal);
    const created = await call<API.AdminContentItem>(portal.app, 'POST', '/api/admin/news', {
      session: admin.session,
      body: {
        category: 'venue',
        status: 'published',
        translations: {
          'en-US': {
            title: 'Doors open </script><script>alert(1)</script>',
            summary: 'Hall 3',
            body: 'Bring your badge.',
          },
        },
      },
    });
    assert.equal(created.status, 200, created.raw);
    article = created.body.data.id;
  });

  const page = (url: string, locale: string) =>
    portal.app.inject({ method: 'GET', url, headers: { 'accept-language': locale } });

  /** The answers the page carries, or undefined when it carries none. */
  const carried = (html: string): Record<string, unknown> | undefined => {
    const element = new RegExp(
      `<script type="application/json" id="${PAGE_CONTENT_ELEMENT}">(.*?)</script>`,
      's',
    ).exec(html);
    return element ? JSON.parse(element[1]) : undefined;
  };

  const apiAnswer = async (url: string, locale: string) => (await page(url, locale)).json();

  test("an article's page carries the API's own answer, in the reader's language", async () => {
    const html = (await page(`/News/${article}`, 'en-US')).body;
    assert.deepEqual(carried(html), {
      [`en-US /api/news/${article}`]: await apiAnswer(`/api/news/${article}`, 'en-US'),
    });
    // A Chinese reader gets the English article marked as such, under the Chinese key.
    const chinese = carried((await page(`/News/${article}`, 'zh-CN,zh;q=0.9')).body);
    const answer = chinese?.[`zh-CN /api/news/${article}`] as { data: { locale: string } };
    assert.equal(answer.data.locale, 'en-US');
  });

  test('text from the content cannot end the element or run as script', async () => {
    const html = (await page(`/News/${article}`, 'en-US')).body;
    assert.ok(!html.includes('<script>alert(1)'));
    const answer = carried(html)?.[`en-US /api/news/${article}`] as { data: { title: string } };
    assert.equal(answer.data.title, 'Doors open </script><script>alert(1)</script>');
  });

  test("a list's query is written in one order, as the SPA asks it", async () => {
    const answers = carried((await page('/News?page=1&category=venue', 'en-US')).body);
    assert.deepEqual(Object.keys(answers ?? {}), ['en-US /api/news?category=venue&current=1&pageSize=6']);
  });

  test('a HEAD gets the page without asking for its content', async () => {
    const head = await portal.app.inject({ method: 'HEAD', url: `/News/${article}` });
    assert.equal(head.statusCode, 200);
    assert.equal(head.body, '');
  });

  test('an API that fails or stalls leaves the content out, and the page goes out all the same', async () => {
    const failing = { inject: async () => Promise.reject(new Error('database gone')) };
    assert.deepEqual(await pageContentAnswers(failing as never, '/About', 'en-US'), {});
    const stalled = { inject: () => new Promise<never>(() => {}) };
    const started = Date.now();
    assert.deepEqual(await pageContentAnswers(stalled as never, '/About', 'en-US', 50), {});
    assert.ok(Date.now() - started < 5_000);
  });

  test('pages without public content carry nothing; a 404 is carried as it is', async () => {
    for (const url of ['/Admin', '/account/Team', '/News/abc', '/news/1']) {
      assert.equal(carried((await page(url, 'en-US')).body), undefined, url);
    }
    // The page then shows at once that the article does not exist, as the server rendered it.
    const missing = carried((await page('/News/999999', 'en-US')).body);
    assert.deepEqual(Object.keys(missing ?? {}), ['en-US /api/news/999999']);
    assert.equal((missing?.['en-US /api/news/999999'] as { code?: number }).code, 404);
  });
});
