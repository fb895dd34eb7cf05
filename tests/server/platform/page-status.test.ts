/**
 * A page of something that does not exist answers 404, with the page (server/render/page-status.ts): a
 * search engine does not list it as a page, and a link checker sees the broken link. The server
 * bundle here is a stand-in that shows what it was asked to render; the browser test
 * (tests/e2e/server-render.spec.ts) reads the real 404 page's text in the HTML of the real build.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { PAGE_CONTENT_ELEMENT } from '../../../common/page-content';
import { ROUTE_PRELOAD_FILE, type BuildPreloads } from '../../../common/route-preload';
import type * as API from '../../../common/contract';
import { SERVER_RENDERED_COMPONENTS, SERVER_RENDERED_PATHS } from '../../../config/routes';
import { seedContentIfEmpty } from '../../../server/features/content/first-start';
import { contentSeed } from '../../../server/seed';
import { call, startPortal, type TestPortal } from '../support/helpers';
import { adminSession, openCompetition } from '../support/factories';

const INDEX = `<!doctype html><html><head></head><body><div id="root"></div><script src="/user/dist/umi.1a2b3c4d.js" defer></script></body></html>`;

/** Renders the address and, for each answer it carries, its code: what the page has to go on. */
const BUNDLE = `
exports.prepare = async () => {};
exports.renderApp = async (url, request) => ({
  html: '<main>' + url + ' with ' + Object.entries(request.pageAnswers).map(([key, answer]) => key + '=' + answer.code).join(',') + '</main>',
  regionNames: {},
});`;

/** The site's routes render on the server, as the build lists them (config/build/routePreload.ts). */
const PRELOADS: BuildPreloads = {
  routes: ['/News/:id', '/About/:slug', '/Rule/:slug', '/MATE/:slug', '/About', '/*'].map((routePath) => ({
    path: routePath,
    files: [],
    serverRendered: true,
  })),
  messages: {},
};

let parent: string;
let portal: TestPortal;
let article: number;
let competition: number;

before(async () => {
  parent = mkdtempSync(path.join(tmpdir(), 'portal-status-'));
  const dist = path.join(parent, 'dist');
  const bundleDir = path.join(parent, 'dist-server');
  mkdirSync(dist);
  mkdirSync(bundleDir);
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, ROUTE_PRELOAD_FILE), JSON.stringify(PRELOADS));
  writeFileSync(path.join(bundleDir, 'umi.00000001.server.js'), BUNDLE);
  writeFileSync(
    path.join(bundleDir, 'build-manifest.json'),
    JSON.stringify({ assets: { 'umi.js': '/user/dist/umi.00000001.server.js' } }),
  );
  // No budget a loaded machine could run out of: the statuses here are the content's, not the clock's.
  portal = await startPortal({ distDir: dist, docs: false, pageBudgetMs: 60_000 });
  await seedContentIfEmpty(portal.app.db, contentSeed, portal.app.now());
  const admin = await adminSession(portal);
  const news = await call<API.Page<API.NewsSummary>>(portal.app, 'GET', '/api/news');
  article = news.body.data.list[0]!.id;
  competition = (await openCompetition(portal, admin)).id;
});
after(async () => {
  await portal?.close();
  rmSync(parent, { recursive: true, force: true });
});

const page = (url: string, method: 'GET' | 'HEAD' = 'GET') =>
  portal.app.inject({ method, url, headers: { 'accept-language': 'en-US' } });

const rootOf = (html: string) => /<div id="root"[^>]*>(.*?)<\/div><script/s.exec(html)?.[1] ?? '';

describe('a page of something that does not exist', () => {
  test('answers 404 with the page, GET and HEAD alike, while what exists answers 200', async () => {
    const missing = [
      '/News/987654',
      '/News/3abc',
      '/About/NoSuchSection',
      '/Rule/Feature10',
      // MATE's introduction is shown on /MATE, never alone.
      '/MATE/intro',
      `/EnrollFor/987654`,
      '/EnrollFor/none',
      // Paths are case-sensitive, as the router's are.
      '/about',
      '/news/1',
      '/no/such/page',
      '/404',
    ];
    const present = [
      '/',
      '/About',
      `/News/${article}`,
      '/About/Feature1',
      '/Rule/Feature9',
      '/MATE/Feature50',
      `/EnrollFor/${competition}`,
      '/account/Login',
    ];
    for (const [paths, status] of [
      [missing, 404],
      [present, 200],
    ] as const) {
      for (const url of paths) {
        for (const method of ['GET', 'HEAD'] as const) {
          const answer = await page(url, method);
          assert.equal(answer.statusCode, status, `${method} ${url}`);
          assert.match(String(answer.headers['content-type']), /^text\/html/, `${method} ${url}`);
          if (method === 'GET') assert.match(answer.body, /<div id="root"/, `${url} is the SPA's page`);
        }
      }
    }
  });

  test("a missing article's page carries the 404 answer, so that it renders as the 404 page at once", async () => {
    const answer = await page('/News/987654');
    assert.equal(answer.statusCode, 404);
    const carried = JSON.parse(
      new RegExp(`<script type="application/json" id="${PAGE_CONTENT_ELEMENT}">(.*?)</script>`, 's').exec(
        answer.body,
      )![1]!,
    );
    assert.equal(carried['en-US /api/news/987654']?.code, 404, JSON.stringify(carried));
    assert.equal(rootOf(answer.body), '<main>/News/987654 with en-US /api/news/987654=404</main>');
  });

  test('an unknown path is in the site layout, whose pages the server renders', async () => {
    assert.ok(SERVER_RENDERED_PATHS.includes('/*'), SERVER_RENDERED_PATHS.join(' '));
    assert.ok(SERVER_RENDERED_COMPONENTS.includes('./404'));
    const answer = await page('/no/such/page');
    assert.equal(answer.statusCode, 404);
    assert.equal(rootOf(answer.body), '<main>/no/such/page with </main>');
  });

  test('an unknown section is rendered with the sections it is not among', async () => {
    const answer = await page('/About/NoSuchSection');
    assert.equal(answer.statusCode, 404);
    assert.equal(
      rootOf(answer.body),
      '<main>/About/NoSuchSection with en-US /api/sections?area=about=200</main>',
    );
  });
});
