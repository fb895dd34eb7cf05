/**
 * A site page comes with its HTML, rendered on the server by the build's server bundle
 * (server/render/render-page.ts): its text paints before any script has run. Here the bundle is a stand-in
 * that says what it was asked; the browser tests (tests/e2e/server-render.spec.ts) use the real one.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  PAGE_CONTENT_ELEMENT,
  PAGE_SCRIPTS_ELEMENT,
  REGION_NAMES_ELEMENT,
} from '../../../common/page-content';
import { ROUTE_PRELOAD_FILE, type BuildPreloads } from '../../../common/route-preload';
import { RENDER_BUDGET_MS, pageRenderer, renderedPageHtml } from '../../../server/render/render-page';
import { startPortal, type TestPortal } from '../support/helpers';

const ENTRY = '/user/dist/umi.1a2b3c4d.js';
const INDEX = `<!doctype html><html><head><link rel="stylesheet" href="/user/dist/umi.1a2b3c4d.css"></head><body><div id="root"></div><script src="${ENTRY}" defer></script></body></html>`;

/**
 * A server bundle that renders what it was asked: the page, its language, the answers it was given,
 * and how many pages it has rendered.
 * `/About` fails to render; `/Rule` takes longer than the budget.
 */
const bundleSource = (version: string) => `
let renders = 0;
exports.prepare = async () => {};
exports.renderApp = async (url, request) => {
  renders += 1;
  if (url === '/About') throw new Error('cannot render');
  if (url === '/Rule') await new Promise((resolve) => setTimeout(resolve, ${RENDER_BUDGET_MS * 4}));
  const html = '<main data-version="${version}" data-render="' + renders + '">' + url + ' in ' + request.locale + ': ' +
    Object.keys(request.pageAnswers).join(',') + '</main>';
  // The news page shows a country, named as the server's ICU names it.
  const regionNames = url === '/News' ? { [request.locale + ':CN']: 'China </script><b>' } : {};
  return { html, regionNames };
};`;

const PRELOADS: BuildPreloads = {
  routes: [
    {
      path: '/News',
      files: [
        '/user/dist/umi.1a2b3c4d.css',
        '/user/dist/p__News.5e5e5e5e.chunk.css',
        '/user/dist/p__News.5e5e5e5e.async.js',
      ],
      serverRendered: true,
    },
    { path: '/About', files: ['/user/dist/p__About.6b6b6b6b.async.js'], serverRendered: true },
    { path: '/Rule', files: ['/user/dist/p__Rule.7c7c7c7c.async.js'], serverRendered: true },
    { path: '/account/center', files: ['/user/dist/p__center.8d8d8d8d.async.js'] },
  ],
  messages: {
    'en-US': ['/user/dist/messages-en-US.9e9e9e9e.async.js'],
    'zh-TW': ['/user/dist/messages-zh-TW.0f0f0f0f.async.js'],
  },
};

let parent: string;
let bundleDir: string;
let portal: TestPortal;

function writeBundle(version: string) {
  const file = `umi.${version.padStart(8, '0')}.server.js`;
  writeFileSync(path.join(bundleDir, file), bundleSource(version));
  writeFileSync(
    path.join(bundleDir, 'build-manifest.json'),
    JSON.stringify({ assets: { 'umi.js': `/user/dist/${file}` } }),
  );
}

before(async () => {
  parent = mkdtempSync(path.join(tmpdir(), 'portal-render-'));
  const dist = path.join(parent, 'dist');
  bundleDir = path.join(parent, 'dist-server');
  mkdirSync(dist);
  mkdirSync(bundleDir);
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, ROUTE_PRELOAD_FILE), JSON.stringify(PRELOADS));
  writeBundle('1');
  portal = await startPortal({ distDir: dist, docs: false });
});
after(async () => {
  await portal?.close();
  rmSync(parent, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = { 'accept-language': 'en-US' }) =>
  portal.app.inject({ method: 'GET', url, headers });

const rootOf = (html: string) => /<div id="root"[^>]*>.*?<\/div>(?=<script|<\/body>)/s.exec(html)?.[0] ?? '';

describe('a site page', () => {
  test('comes with its HTML in #root, rendered in the language it will start in, with the answers it carries', async () => {
    const answer = await page('/News');
    assert.equal(answer.statusCode, 200);
    const carried = JSON.parse(
      new RegExp(`<script type="application/json" id="${PAGE_CONTENT_ELEMENT}">(.*?)</script>`, 's').exec(
        answer.body,
      )![1],
    );
    assert.ok(Object.keys(carried).length > 0, 'the news page carries its content');
    assert.equal(
      rootOf(answer.body),
      `<div id="root" data-rendered-in="en-US"><main data-version="1" data-render="1">/News in en-US: ${Object.keys(carried).join(',')}</main></div>`,
    );

    // The language the SPA last started in wins over the browser's, as for the preloads.
    const chosen = await page('/News', { 'accept-language': 'en-US', cookie: 'portal_locale=zh-TW' });
    assert.match(
      rootOf(chosen.body),
      /^<div id="root" data-rendered-in="zh-TW"><main data-version="1" data-render="2">\/News in zh-TW: /,
    );

    // The same page with the same content is not rendered again.
    assert.equal(rootOf((await page('/News')).body), rootOf(answer.body));
  });

  test('comes with the names of the regions it shows, as the server wrote them, and only then', async () => {
    const element = (html: string) =>
      new RegExp(`<script type="application/json" id="${REGION_NAMES_ELEMENT}">(.*?)</script>`, 's').exec(
        html,
      )?.[1];
    const sent = element((await page('/News')).body);
    assert.ok(sent, 'the news page carries region names');
    assert.ok(!sent.includes('</script>'), 'no name can end the element');
    assert.deepEqual(JSON.parse(sent), { 'en-US:CN': 'China </script><b>' });
    assert.equal(element((await page('/News?page=2')).body), undefined);
  });

  test('takes its styles at once and starts its scripts, entry first, from the one inline loader the policy allows', async () => {
    const answer = await page('/News');
    const html = answer.body;
    assert.match(html, /<link rel="stylesheet" href="\/user\/dist\/p__News\.5e5e5e5e\.chunk\.css">/);
    assert.equal(
      html.split('href="/user/dist/umi.1a2b3c4d.css"').length - 1,
      1,
      "the entry's stylesheet once",
    );
    assert.ok(!html.includes(`<script src="${ENTRY}"`), 'the entry is not fetched before the first paint');
    assert.ok(!html.includes('rel="preload"'), 'nor are the scripts preloaded before it');

    const list = new RegExp(
      `<script type="application/json" id="${PAGE_SCRIPTS_ELEMENT}">(.*?)</script>`,
    ).exec(html);
    assert.deepEqual(JSON.parse(list![1]), [
      ENTRY,
      '/user/dist/p__News.5e5e5e5e.async.js',
      '/user/dist/messages-en-US.9e9e9e9e.async.js',
    ]);

    const inline = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1]);
    assert.equal(inline.length, 1, 'one inline script');
    const hash = `'sha256-${createHash('sha256').update(inline[0]).digest('base64')}'`;
    const scriptSrc = /script-src ([^;]+)/.exec(String(answer.headers['content-security-policy']))![1];
    assert.ok(scriptSrc.split(' ').includes(hash), `the policy allows the loader: ${scriptSrc}`);
    assert.deepEqual(
      scriptSrc.split(' ').filter((source) => source.startsWith("'sha256-")),
      [hash],
      'and no other inline script',
    );
  });
});

describe('a page goes out unrendered, as before, and the browser renders it', () => {
  test('outside the site layout', async () => {
    const answer = await page('/account/center');
    assert.equal(rootOf(answer.body), '<div id="root"></div>');
    assert.match(
      answer.body,
      /<link rel="preload" href="\/user\/dist\/p__center\.8d8d8d8d\.async\.js" as="script">/,
    );
    assert.match(answer.body, new RegExp(`<script src="${ENTRY}" defer></script>`));
  });

  test('when the render fails, and the reader still gets the page', async () => {
    const answer = await page('/About');
    assert.equal(answer.statusCode, 200);
    assert.equal(rootOf(answer.body), '<div id="root"></div>');
    assert.match(
      answer.body,
      /<link rel="preload" href="\/user\/dist\/p__About\.6b6b6b6b\.async\.js" as="script">/,
    );
  });

  test('when the render runs out of time, which then holds up no other page', async () => {
    const slow = await page('/Rule');
    assert.equal(slow.statusCode, 200);
    assert.equal(rootOf(slow.body), '<div id="root"></div>');
    // The stalled render has not ended: the next page does not wait for it.
    assert.match(rootOf((await page('/News')).body), /\/News in en-US/);
  });
});

test("a new build's bundle renders the next page", async () => {
  writeBundle('2');
  const answer = await page('/News');
  assert.match(
    rootOf(answer.body),
    /^<div id="root" data-rendered-in="en-US"><main data-version="2" data-render="1">/,
  );
});

test('without a server bundle, no page is rendered', async () => {
  const renderer = pageRenderer(path.join(parent, 'no-such-build'), (error) => assert.fail(String(error)));
  assert.equal(await renderer.render('/News', 'en-US', {}), undefined);
});

test('the list of scripts cannot end its element early', () => {
  const html = renderedPageHtml(INDEX, { html: '<p>page</p>', regionNames: {} }, 'en-US', [
    '/user/dist/a</script><script>alert(1)//.js',
  ]);
  assert.ok(!html.includes('</script><script>alert(1)'));
  assert.match(html, /a\\u003c\/script>\\u003cscript>alert\(1\)\/\/\.js/);
});
