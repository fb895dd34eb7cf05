/**
 * Content through the API: what visitors read (fallback per item, drafts and scheduled items,
 * ETags), what admins edit (revisions and restore, field errors), Markdown made harmless, image
 * uploads checked by their bytes and size, and who may call each route.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Parser } from 'htmlparser2';
import { brotliDecompressSync } from 'node:zlib';
import { UPLOAD_MAX_BYTES } from '../../../common/limits';
import type * as API from '../../../common/contract';
import { seedContentIfEmpty } from '../../../server/features/content/first-start';
import { contentSeed } from '../../../server/seed';
import { call, startPortal, type TestPortal } from '../support/helpers';
import { adminSession, DAY, signedInUser } from '../support/factories';

let portal: TestPortal;
let admin: { uid: number; session: string };
let user: { session: string };

before(async () => {
  portal = await startPortal();
  admin = await adminSession(portal);
  user = await signedInUser(portal.app, 'reader');
});
after(() => portal?.close());

const fixture = (name: string) => readFileSync(join(__dirname, '../../fixtures', name));

const english = (title: string, body = 'Body in **English**.') => ({
  'en-US': { title, summary: `${title} summary`, body },
});

async function create(path: string, body: Record<string, unknown>) {
  const answer = await call<API.AdminContentItem>(portal.app, 'POST', `/api/admin/${path}`, {
    session: admin.session,
    body,
  });
  assert.equal(answer.status, 200, answer.raw);
  return answer.body.data;
}

const newsItem = (title: string, extra: Record<string, unknown> = {}) =>
  create('news', { category: 'venue', status: 'published', translations: english(title), ...extra });

const read = <T>(url: string, locale: string, headers: Record<string, string> = {}) =>
  call<T>(portal.app, 'GET', url, { headers: { 'accept-language': locale, ...headers } });

describe('fallback per item', () => {
  test('each item is served in the reader’s locale, else en-US, else zh-CN, and says which', async () => {
    const both = await create('sections', {
      category: 'notes',
      slug: 'both',
      status: 'published',
      translations: {
        'zh-CN': { title: '中文标题', body: '中文' },
        'en-US': { title: 'English title', body: 'English' },
        'pt-BR': { title: 'Título em português', body: 'Português' },
      },
    });
    const chineseOnly = await create('sections', {
      category: 'notes',
      slug: 'zh-only',
      position: 1,
      status: 'published',
      translations: { 'zh-CN': { title: '只有中文' } },
    });
    const indonesianOnly = await create('sections', {
      category: 'notes',
      slug: 'id-only',
      position: 2,
      status: 'published',
      translations: { 'id-ID': { title: 'Hanya bahasa Indonesia' } },
    });

    const served = async (locale: string) => {
      const answer = await read<API.ContentItem[]>('/api/sections?area=notes', locale);
      assert.equal(answer.status, 200, answer.raw);
      return new Map(answer.body.data.map((item) => [item.id, [item.locale, item.title]]));
    };
    const pt = await served('pt-BR');
    assert.deepEqual(pt.get(both.id), ['pt-BR', 'Título em português']);
    assert.deepEqual(pt.get(chineseOnly.id), ['zh-CN', '只有中文']);
    // Neither the reader's locale nor a fallback: whatever the item has, still named.
    assert.deepEqual(pt.get(indonesianOnly.id), ['id-ID', 'Hanya bahasa Indonesia']);

    const tw = await served('zh-TW');
    assert.deepEqual(tw.get(both.id), ['en-US', 'English title'], 'en-US comes before zh-CN');

    const single = await read<API.ContentItem>('/api/sections/notes/both', 'zh-CN');
    assert.equal(single.body.data.locale, 'zh-CN');
    assert.equal(single.body.data.html, '<p>中文</p>');
  });

  test('the Atom feed of a locale uses the same fallback', async () => {
    await newsItem('Feed item only in English');
    const answer = await call(portal.app, 'GET', '/api/news/feed.xml', { query: { locale: 'pt-BR' } });
    assert.equal(answer.status, 200);
    assert.match(String(answer.headers['content-type']), /application\/atom\+xml/);
    assert.match(answer.raw, /<title type="text">Feed item only in English<\/title>/);
    assert.match(answer.raw, /notícias/, 'the feed’s own title is in the asked locale');
  });

  test('the feed declares titles and summaries as the plain text they are, and bodies as HTML', async () => {
    const title = 'Rules <draft> & "notes" ]]> v2';
    const summary = 'Read <b>this</b> & that';
    await create('news', {
      category: 'venue',
      status: 'published',
      translations: { 'en-US': { title, summary, body: 'Body in **bold**.' } },
    });
    const answer = await call(portal.app, 'GET', '/api/news/feed.xml', { query: { locale: 'en-US' } });
    assert.equal(answer.status, 200, answer.raw);
    // As a feed reader reads it: each element's type, and its text once the XML is decoded.
    const read: { name: string; type?: string; text: string }[] = [];
    const open: (typeof read)[number][] = [];
    const parser = new Parser(
      {
        onopentag(name, attributes) {
          open.push({ name, type: attributes.type, text: '' });
          read.push(open[open.length - 1]!);
        },
        ontext(text) {
          if (open.length) open[open.length - 1]!.text += text;
        },
        onclosetag() {
          open.pop();
        },
      },
      { xmlMode: true, decodeEntities: true, recognizeCDATA: true },
    );
    parser.write(answer.raw);
    parser.end();
    const entry = read.findIndex((element) => element.name === 'title' && element.text === title);
    assert.ok(entry >= 0, `the title reads as written: ${answer.raw}`);
    assert.equal(read[entry]!.type, 'text');
    const after = read.slice(entry);
    assert.deepEqual(
      after.find((element) => element.name === 'summary'),
      { name: 'summary', type: 'text', text: summary },
    );
    const content = after.find((element) => element.name === 'content');
    assert.equal(content?.type, 'html');
    assert.match(content!.text, /<strong>bold<\/strong>/);
    assert.doesNotMatch(answer.raw, /type="html"><!\[CDATA\[[^\]]*<\/(title|summary)>/);
  });
});

describe('drafts and scheduled items', () => {
  test('a draft is invisible to the public, in the list and by id, until it is published', async () => {
    const draft = await create('news', {
      category: 'rules',
      status: 'draft',
      translations: english('Secret draft'),
    });
    assert.equal(draft.visibility, 'draft');
    assert.equal(draft.publishedAt, null);
    const list = await read<API.Page<API.NewsSummary>>('/api/news?pageSize=100', 'en-US');
    assert.ok(!list.body.data.list.some((n) => n.id === draft.id));
    assert.equal((await read(`/api/news/${draft.id}`, 'en-US')).status, 404);

    const published = await call<API.AdminContentItem>(portal.app, 'PUT', `/api/admin/news/${draft.id}`, {
      session: admin.session,
      body: { category: 'rules', status: 'published', translations: english('Secret draft') },
    });
    assert.equal(published.status, 200, published.raw);
    assert.equal(published.body.data.publishedAt, portal.app.now().toISOString(), 'published now');
    assert.equal((await read(`/api/news/${draft.id}`, 'en-US')).status, 200);
  });

  test('a future publication time schedules the item: it appears when the clock reaches it', async () => {
    const at = new Date(portal.app.now().getTime() + 2 * DAY).toISOString();
    const scheduled = await newsItem('Finals venue announced', { publishedAt: at });
    assert.equal(scheduled.visibility, 'scheduled');
    const ids = async () =>
      (await read<API.Page<API.NewsSummary>>('/api/news?pageSize=100', 'en-US')).body.data.list.map(
        (n) => n.id,
      );
    assert.ok(!(await ids()).includes(scheduled.id));
    assert.equal((await read(`/api/news/${scheduled.id}`, 'en-US')).status, 404);
    portal.advance(2 * DAY);
    assert.ok((await ids()).includes(scheduled.id));
    assert.equal((await read(`/api/news/${scheduled.id}`, 'en-US')).status, 200);
  });

  test('publishing a scheduled item without its time publishes it now', async () => {
    const later = new Date(portal.app.now().getTime() + 5 * DAY).toISOString();
    const scheduled = await newsItem('Rescheduled', { publishedAt: later });
    const now = await call<API.AdminContentItem>(portal.app, 'PUT', `/api/admin/news/${scheduled.id}`, {
      session: admin.session,
      body: {
        category: 'venue',
        status: 'published',
        publishedAt: null,
        translations: english('Rescheduled'),
      },
    });
    assert.equal(now.body.data.visibility, 'live');
    assert.equal(now.body.data.publishedAt, portal.app.now().toISOString());
  });

  test('news lists pinned items first, then the newest, and an article names its neighbours', async () => {
    const t0 = portal.app.now().getTime() - 10 * DAY;
    const old = await newsItem('Oldest', { category: 'results', publishedAt: new Date(t0).toISOString() });
    const middle = await newsItem('Middle', {
      category: 'results',
      publishedAt: new Date(t0 + DAY).toISOString(),
    });
    const pinned = await newsItem('Pinned', {
      category: 'results',
      pinned: true,
      publishedAt: new Date(t0 - DAY).toISOString(),
    });
    const list = await read<API.Page<API.NewsSummary>>('/api/news?category=results', 'en-US');
    assert.deepEqual(
      list.body.data.list.map((n) => n.id),
      [pinned.id, middle.id, old.id],
    );
    const article = await read<API.NewsArticle>(`/api/news/${middle.id}`, 'en-US');
    assert.equal(article.body.data.older?.id, old.id);
    assert.ok(article.body.data.newer, 'a newer article exists');
    assert.match(article.body.data.html, /<strong>English<\/strong>/);
  });
});

describe('revisions', () => {
  test('every save is a revision; restoring one saves its content again as the newest', async () => {
    const item = await create('materials', {
      category: 'training',
      status: 'published',
      attributes: { track: 'underwater', level: 'beginner' },
      translations: english('Handbook v1'),
    });
    const update = (title: string) =>
      call<API.AdminContentItem>(portal.app, 'PUT', `/api/admin/materials/${item.id}`, {
        session: admin.session,
        body: { category: 'training', status: 'published', translations: english(title) },
      });
    assert.equal((await update('Handbook v2')).status, 200);
    const third = await update('Handbook v3');
    assert.equal(third.body.data.revision, 3);

    const revisions = await call<API.ContentRevision[]>(
      portal.app,
      'GET',
      `/api/admin/materials/${item.id}/revisions`,
      { session: admin.session },
    );
    assert.deepEqual(
      revisions.body.data.map((r) => [r.number, r.title]),
      [
        [3, 'Handbook v3'],
        [2, 'Handbook v2'],
        [1, 'Handbook v1'],
      ],
    );
    assert.equal(revisions.body.data[0]!.savedBy?.uid, admin.uid);

    const first = revisions.body.data[2]!;
    const restored = await call<API.AdminContentItem>(
      portal.app,
      'POST',
      `/api/admin/materials/${item.id}/revisions/${first.id}/restore`,
      { session: admin.session, body: {} },
    );
    assert.equal(restored.status, 200, restored.raw);
    assert.equal(restored.body.data.revision, 4);
    assert.equal(restored.body.data.translations['en-US']?.title, 'Handbook v1');
    assert.deepEqual(restored.body.data.attributes, { track: 'underwater', level: 'beginner' });
    const visitor = await read<API.ContentItem>(`/api/materials/${item.id}`, 'en-US');
    assert.equal(visitor.body.data.title, 'Handbook v1', 'the restored text is what visitors read');

    const foreign = await call(
      portal.app,
      'POST',
      `/api/admin/news/${item.id}/revisions/${first.id}/restore`,
      {
        session: admin.session,
        body: {},
      },
    );
    assert.equal(foreign.status, 404, 'a revision is restored through its own kind only');
  });

  test('a save over a newer revision than the one edited is refused, and changes nothing', async () => {
    const item = await newsItem('Shared draft');
    const save = (title: string, revision: number) =>
      call<API.AdminContentItem>(portal.app, 'PUT', `/api/admin/news/${item.id}`, {
        session: admin.session,
        body: { category: 'venue', status: 'published', translations: english(title), revision },
      });
    assert.equal((await save('First admin', 1)).status, 200);
    const second = await save('Second admin, from the old form', 1);
    assert.equal(second.status, 409, second.raw);
    assert.match(second.body.message, /revision 2/);
    const visitor = await read<API.NewsArticle>(`/api/news/${item.id}`, 'en-US');
    assert.equal(visitor.body.data.title, 'First admin');
  });

  test('a deleted item disappears for visitors and admins but keeps its rows', async () => {
    const item = await newsItem('Withdrawn notice');
    const removed = await call(portal.app, 'DELETE', `/api/admin/news/${item.id}`, {
      session: admin.session,
      body: {},
    });
    assert.equal(removed.status, 200, removed.raw);
    assert.equal((await read(`/api/news/${item.id}`, 'en-US')).status, 404);
    const again = await call(portal.app, 'DELETE', `/api/admin/news/${item.id}`, {
      session: admin.session,
      body: {},
    });
    assert.equal(again.status, 404);
  });
});

describe('compression', () => {
  test('an answer over 1 KB is sent compressed to a browser that takes it, with the same ETag rules', async () => {
    const body = 'The practice pool opens at 08:00. '.repeat(100);
    await create('sections', {
      category: 'science',
      slug: 'long',
      status: 'published',
      translations: english('Long', body),
    });
    const url = '/api/sections?area=science';
    const plain = await read<API.ContentItem[]>(url, 'en-US');
    assert.equal(plain.headers['content-encoding'], undefined, 'no Accept-Encoding, no compression');
    const answer = await portal.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    assert.equal(answer.headers['content-encoding'], 'br');
    const json = brotliDecompressSync(answer.rawPayload).toString();
    assert.equal(json, plain.raw);
    assert.ok(answer.rawPayload.length < plain.raw.length / 4);
    const again = await portal.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, br', 'if-none-match': String(answer.headers.etag) },
    });
    assert.equal(again.statusCode, 304);
  });
});

describe('ETags', () => {
  test('a repeat read with If-None-Match gets 304; an edit changes the answer at once', async () => {
    const item = await create('banners', {
      category: 'home',
      status: 'published',
      translations: english('Banner A'),
    });
    const first = await read('/api/banners?placement=home', 'en-US');
    assert.equal(first.status, 200);
    assert.equal(first.headers['cache-control'], 'no-cache');
    const etag = String(first.headers.etag);
    assert.ok(etag);
    const again = await read('/api/banners?placement=home', 'en-US', { 'if-none-match': etag });
    assert.equal(again.status, 304);
    assert.equal(again.raw, '');

    await call(portal.app, 'PUT', `/api/admin/banners/${item.id}`, {
      session: admin.session,
      body: { category: 'home', status: 'published', translations: english('Banner B') },
    });
    const edited = await read<API.ContentItem[]>('/api/banners?placement=home', 'en-US', {
      'if-none-match': etag,
    });
    assert.equal(edited.status, 200);
    assert.ok(edited.body.data.some((b) => b.title === 'Banner B'));
  });
});

/** Elements and attributes a browser would run: parsed as a browser would, not matched as text. */
function dangers(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (['script', 'iframe', 'svg', 'object', 'embed', 'style'].includes(name)) found.push(name);
      for (const [attribute, value] of Object.entries(attributes)) {
        if (/^on/i.test(attribute)) found.push(`${name}[${attribute}]`);
        if (/^\s*(javascript|data|vbscript):/i.test(value)) found.push(`${name}[${attribute}=${value}]`);
      }
    },
  });
  parser.write(html);
  parser.end();
  return found;
}

describe('Markdown is stored harmless', () => {
  const payloads = [
    '<script>alert(1)</script>',
    '<img src=x onerror="alert(1)">',
    '[click](javascript:alert(1))',
    '[click](JAVASCRIPT:alert(1))',
    '<iframe src="https://evil.example"></iframe>',
    '<a href="https://example.org" onclick="alert(1)">x</a>',
    '![x](javascript:alert(1))',
    '<svg onload=alert(1)>',
  ];

  test('no script, handler, javascript: URL or iframe survives in any body, nor in the preview', async () => {
    const body = payloads.join('\n\n');
    const item = await create('sections', {
      category: 'rules',
      slug: 'xss',
      status: 'published',
      translations: { 'en-US': { title: 'XSS', body }, 'zh-CN': { title: 'XSS', body } },
    });
    const preview = await call<API.MarkdownPreview>(portal.app, 'POST', '/api/admin/content/preview', {
      session: admin.session,
      body: { body },
    });
    for (const locale of ['en-US', 'zh-CN']) {
      const html = (await read<API.ContentItem>(`/api/sections/rules/xss`, locale)).body.data.html;
      for (const rendered of [html, preview.body.data.html]) assert.deepEqual(dangers(rendered), []);
    }
    assert.equal(item.translations['en-US']?.body, body, 'the Markdown itself is kept as written');
  });
});

describe('field errors', () => {
  test('bad input is a 400 naming the field, and nothing is stored', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ category: 'nope', status: 'published', translations: english('x') }, 'category'],
      [{ category: 'venue', status: 'published', translations: {} }, 'translations'],
      [
        { category: 'venue', status: 'published', translations: { 'en-US': { title: '  ' } } },
        'translations',
      ],
      [{ category: 'venue', status: 'live', translations: english('x') }, 'status'],
      [
        { category: 'venue', status: 'published', imageUrl: '/uploads/a.png', translations: english('x') },
        'translations.en-US.imageAlt',
      ],
      [
        {
          category: 'venue',
          status: 'published',
          linkUrl: 'javascript:alert(1)',
          translations: english('x'),
        },
        'linkUrl',
      ],
      [
        {
          category: 'venue',
          status: 'published',
          imageUrl: '//evil.example/x.png',
          translations: english('x'),
        },
        'imageUrl',
      ],
      [
        {
          category: 'venue',
          status: 'published',
          publishedAt: '2027-02-30T10:00:00Z',
          translations: english('x'),
        },
        'publishedAt',
      ],
      [{ category: 'venue', status: 'published', translations: { 'xx-XX': { title: 'x' } } }, 'translations'],
      [
        { category: 'venue', status: 'published', linkUrl: '/\\evil.example', translations: english('x') },
        'linkUrl',
      ],
      [
        {
          category: 'venue',
          status: 'published',
          attributes: { to: 'javascript:alert(1)' },
          translations: english('x'),
        },
        'attributes.to',
      ],
      [
        { category: 'venue', status: 'published', translations: english('x', 'See ![](/uploads/map.png)') },
        'translations.en-US.body',
      ],
    ];
    const before = (
      await call<API.Page<API.AdminContentItem>>(portal.app, 'GET', '/api/admin/news', {
        session: admin.session,
      })
    ).body.data.total;
    for (const [body, field] of cases) {
      const answer = await call<{ fields: Record<string, string> }>(portal.app, 'POST', '/api/admin/news', {
        session: admin.session,
        body,
      });
      assert.equal(answer.status, 400, `${JSON.stringify(body)} → ${answer.raw}`);
      assert.ok(
        Object.keys(answer.body.data.fields).some((f) => f.startsWith(field)),
        `${field} named in ${answer.raw}`,
      );
    }
    const section = await call<{ fields: Record<string, string> }>(
      portal.app,
      'POST',
      '/api/admin/sections',
      {
        session: admin.session,
        body: { category: 'about', status: 'published', translations: english('No slug') },
      },
    );
    assert.equal(section.status, 400);
    assert.ok('slug' in section.body.data.fields);
    const after = (
      await call<API.Page<API.AdminContentItem>>(portal.app, 'GET', '/api/admin/news', {
        session: admin.session,
      })
    ).body.data.total;
    assert.equal(after, before);
  });

  test('a slug taken in the same area is a 409 on the slug; another area may use it', async () => {
    const body = { category: 'about', slug: 'Taken1', status: 'published', translations: english('One') };
    await create('sections', body);
    const twice = await call<{ fields: Record<string, string> }>(portal.app, 'POST', '/api/admin/sections', {
      session: admin.session,
      body,
    });
    assert.equal(twice.status, 409, twice.raw);
    assert.ok('slug' in twice.body.data.fields);
    await create('sections', { ...body, category: 'rules' });
  });
});

describe('uploads', () => {
  const boundary = '----portal-test-boundary';
  const multipart = (filename: string, type: string, bytes: Buffer, field = 'file') =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  const upload = (payload: Buffer, session = admin.session) =>
    portal.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        cookie: `portal_session=${session}`,
      },
      payload,
    });

  test('PNG, JPEG and WebP are recognised by their bytes, stored and served with a long cache', async () => {
    for (const [file, type] of [
      ['pixel.png', 'image/png'],
      ['pixel.jpg', 'image/jpeg'],
      ['pixel.webp', 'image/webp'],
    ] as const) {
      const bytes = fixture(file);
      // The name and the declared type say nothing: only the bytes count.
      const answer = await upload(multipart('photo.bin', 'application/octet-stream', bytes));
      assert.equal(answer.statusCode, 200, answer.body);
      const image = answer.json().data as API.UploadedImage;
      assert.equal(image.type, type);
      assert.equal(image.width, 8);
      assert.equal(image.height, 6);
      const served = await portal.app.inject({ method: 'GET', url: image.url });
      assert.equal(served.statusCode, 200);
      assert.equal(served.headers['content-type'], type);
      assert.equal(served.headers['x-content-type-options'], 'nosniff');
      assert.match(String(served.headers['cache-control']), /max-age=31536000, immutable/);
      assert.deepEqual(served.rawPayload, bytes);
    }
  });

  test('a renamed .exe, an SVG, an empty or oversized file get a clear 4xx and nothing is stored', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="8" height="6"/>',
    );
    const bigPng = Buffer.concat([fixture('pixel.png'), Buffer.alloc(UPLOAD_MAX_BYTES, 0)]);
    const cases: [Buffer, number][] = [
      [multipart('photo.png', 'image/png', exe), 415],
      [multipart('logo.png', 'image/png', svg), 415],
      [multipart('empty.png', 'image/png', Buffer.alloc(0)), 415],
      [multipart('huge.png', 'image/png', bigPng), 413],
      [multipart('photo.png', 'image/png', fixture('pixel.png'), 'other'), 400],
    ];
    for (const [payload, status] of cases) {
      const answer = await upload(payload);
      assert.equal(answer.statusCode, status, answer.body);
      const body = answer.json();
      assert.equal(body.code, status);
      assert.ok(body.message.length > 10, body.message);
    }
    const json = await call(portal.app, 'POST', '/api/admin/uploads', { session: admin.session, body: {} });
    assert.equal(json.status, 400);
  });

  test('only admins upload', async () => {
    const payload = multipart('a.png', 'image/png', fixture('pixel.png'));
    assert.equal((await upload(payload, user.session)).statusCode, 403);
    const anonymous = await portal.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    assert.equal(anonymous.statusCode, 401);
    assert.equal(
      (await portal.app.inject({ method: 'GET', url: '/uploads/..%2F..%2Fetc%2Fpasswd' })).statusCode,
      404,
    );
  });
});

describe('who may call what', () => {
  test('visitors read; only admins list, write, see revisions or preview', async () => {
    const item = await newsItem('Access check');
    for (const url of [
      '/api/news',
      `/api/news/${item.id}`,
      '/api/banners',
      '/api/sections?area=about',
      '/api/materials?collection=training',
    ])
      assert.equal((await read(url, 'en-US')).status, 200, url);

    const adminCalls: [string, string, unknown?][] = [
      ['GET', '/api/admin/news'],
      ['POST', '/api/admin/news', { category: 'venue', status: 'draft', translations: english('x') }],
      [
        'PUT',
        `/api/admin/news/${item.id}`,
        { category: 'venue', status: 'draft', translations: english('x') },
      ],
      ['DELETE', `/api/admin/news/${item.id}`, {}],
      ['GET', `/api/admin/news/${item.id}/revisions`],
      ['POST', `/api/admin/news/${item.id}/revisions/1/restore`, {}],
      ['POST', '/api/admin/content/preview', { body: 'x' }],
    ];
    for (const [method, url, body] of adminCalls) {
      const asUser = await call(portal.app, method as 'GET', url, { session: user.session, body });
      assert.equal(asUser.status, 403, `${method} ${url} as a user`);
      const anonymous = await call(portal.app, method as 'GET', url, { body });
      assert.equal(anonymous.status, 401, `${method} ${url} anonymously`);
    }
    assert.equal((await read(`/api/news/${item.id}`, 'en-US')).status, 200, 'nothing changed');
  });
});

describe('crawlers', () => {
  test('robots.txt keeps them out of the account area, the console and the API, and names the sitemap', async () => {
    const robots = await call(portal.app, 'GET', '/robots.txt');
    assert.equal(robots.status, 200);
    assert.match(String(robots.headers['content-type']), /^text\/plain/);
    const lines = robots.raw.split('\n');
    for (const rule of [
      'Disallow: /Admin',
      'Disallow: /account/',
      'Disallow: /api/',
      'Allow: /api/news/feed.xml',
    ])
      assert.ok(lines.includes(rule), rule);
    assert.match(robots.raw, /^Sitemap: http:\/\/localhost(:80)?\/sitemap\.xml$/m);
  });

  test('a malformed Host is a 400 with a sentence, never a 500, on every address built from it', async () => {
    await create('news', {
      category: 'venue',
      status: 'published',
      imageUrl: '/uploads/feed-image.png',
      translations: { 'en-US': { title: 'With an image', imageAlt: 'A robot' } },
    });
    for (const host of ['a b', 'evil.example/path', 'user@evil.example', 'a\tb']) {
      for (const url of ['/api/news/feed.xml?locale=en-US', '/sitemap.xml', '/robots.txt']) {
        const answer = await call(portal.app, 'GET', url, { headers: { host } });
        assert.equal(answer.status, 400, `${url} with Host ${JSON.stringify(host)}: ${answer.raw}`);
        assert.equal(answer.body.code, 400);
        assert.match(answer.body.message, /Host header is not valid/);
      }
    }
    const fine = await call(portal.app, 'GET', '/api/news/feed.xml?locale=en-US', {
      headers: { host: '[::1]:8443' },
    });
    assert.equal(fine.status, 200, fine.raw);
    assert.match(fine.raw, /href="http:\/\/\[::1\]:8443\/uploads\/feed-image\.png"/);
  });

  test('with PUBLIC_URL, the feed, the sitemap and robots.txt link there, whatever the Host', async () => {
    const site = await startPortal({ publicUrl: 'https://portal.example/contest' });
    try {
      const admin2 = await adminSession(site);
      const item = await call<API.AdminContentItem>(site.app, 'POST', '/api/admin/news', {
        session: admin2.session,
        body: {
          category: 'venue',
          status: 'published',
          imageUrl: '/uploads/feed-image.png',
          translations: { 'en-US': { title: 'Linked from PUBLIC_URL', imageAlt: 'A robot' } },
        },
      });
      assert.equal(item.status, 200, item.raw);
      const headers = { host: 'attacker.example' };
      const feed = await call(site.app, 'GET', '/api/news/feed.xml?locale=en-US', { headers });
      assert.equal(feed.status, 200, feed.raw);
      assert.match(
        feed.raw,
        new RegExp(`<link href="https://portal\\.example/contest/News/${item.body.data.id}"/>`),
      );
      assert.match(feed.raw, /href="https:\/\/portal\.example\/contest\/uploads\/feed-image\.png"/);
      const sitemap = await call(site.app, 'GET', '/sitemap.xml', { headers });
      assert.match(sitemap.raw, /<loc>https:\/\/portal\.example\/contest\/News\/\d+<\/loc>/);
      const robots = await call(site.app, 'GET', '/robots.txt', { headers });
      assert.match(robots.raw, /^Sitemap: https:\/\/portal\.example\/contest\/sitemap\.xml$/m);
      for (const answer of [feed, sitemap, robots]) assert.doesNotMatch(answer.raw, /attacker/);
    } finally {
      await site.close();
    }
  });
});

describe('first start', () => {
  test('today’s content is loaded once, and the sitemap lists public pages and news', async () => {
    const loaded = await seedContentIfEmpty(portal.app.db, contentSeed, portal.app.now());
    assert.equal(loaded, 0, 'items exist already: nothing is loaded twice');

    const fresh = await startPortal();
    try {
      const count = await seedContentIfEmpty(fresh.app.db, contentSeed, fresh.app.now());
      assert.equal(count, contentSeed().length);
      const about = await call<API.ContentItem[]>(fresh.app, 'GET', '/api/sections?area=about', {
        headers: { 'accept-language': 'zh-CN' },
      });
      assert.deepEqual(
        about.body.data.map((s) => s.slug),
        ['Feature1', 'Feature2', 'Feature3', 'Feature4', 'Feature5', 'Contact0'],
      );
      assert.ok(about.body.data.every((s) => s.locale === 'zh-CN' && s.html.length > 0));
      const sitemap = await call(fresh.app, 'GET', '/sitemap.xml');
      assert.match(sitemap.raw, /<loc>http:\/\/localhost(:80)?\/Rule\/Feature1<\/loc>/);
      assert.match(sitemap.raw, /<loc>http:\/\/localhost(:80)?\/News\/\d+<\/loc>/);
      assert.doesNotMatch(sitemap.raw, /\/Admin|\/account\//);
      const pages = [...sitemap.raw.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      assert.equal(new Set(pages).size, pages.length, 'every page is listed once');
      await call(fresh.app, 'POST', '/api/admin/sections', {
        session: (await adminSession(fresh)).session,
        body: {
          category: 'rules',
          slug: 'venue-change',
          status: 'published',
          translations: english('Venue change'),
        },
      });
      assert.match((await call(fresh.app, 'GET', '/sitemap.xml')).raw, /\/Rule\/venue-change<\/loc>/);
    } finally {
      await fresh.close();
    }
  });
});
