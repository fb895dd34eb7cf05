/** What every route shares: access declarations, the envelope, CSRF rules, headers, limits, docs. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Fastify, { type RouteOptions } from 'fastify';
import type { Operation } from '../../../common/contract/operation';
import { operationsIn, routeKey } from '../../../common/contract/operation-table';
import * as operations from '../../../common/contract/operations';
import { docsOf } from '../../../common/contract/operations/docs';
import { ACCESS_RULES, checkRouteAccess } from '../../../server/plugins/access';
import { ok } from '../../../server/http/envelope';
import { route } from '../../../server/http/route';
import { call, startPortal, type TestPortal } from '../support/helpers';
import { newAccount, signedInUser } from '../support/factories';
import { SCRIPT_LOADER_SOURCE } from '../../../server/render/render-page';

let portal: TestPortal;
const routes: Array<Pick<RouteOptions, 'method' | 'url' | 'config'>> = [];

before(async () => {
  portal = await startPortal({}, (app) => {
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
  });
});
after(() => portal?.close());

const apiRoutes = () => routes.filter((route) => route.url.startsWith('/api/') || route.url === '/api');

describe('access declarations', () => {
  test('every registered /api route declares public, user or admin', () => {
    assert.ok(apiRoutes().length >= 14, `saw ${apiRoutes().length} API routes`);
    for (const route of apiRoutes()) {
      const access = (route.config as { access?: string } | undefined)?.access;
      assert.ok(
        ACCESS_RULES.includes(access as never),
        `${String(route.method)} ${route.url} declares ${access}`,
      );
    }
  });

  test('the API of the issue is all there, with the intended rules', () => {
    const expected: Record<string, string> = {
      'POST /api/register': 'public',
      'POST /api/login/account': 'public',
      'GET /api/login/captcha': 'public',
      'POST /api/login/outLogin': 'public',
      'GET /api/user/currentUser': 'public',
      'PUT /api/user/password': 'user',
      'GET /api/users': 'admin',
      'PUT /api/user/user/:uid': 'user',
      'GET /api/notices': 'user',
      'PUT /api/notices/:id/read': 'user',
      'PUT /api/notices/read-all': 'user',
      'GET /api/user/evpi': 'user',
      'PUT /api/user/evpi': 'user',
      'GET /api/users/:uid/evpi': 'admin',
      'POST /api/user/2fa/setup': 'user',
      'POST /api/user/2fa/enable': 'user',
      'POST /api/user/2fa/disable': 'user',
      'GET /api/competitions': 'public',
      'GET /api/competitions/:id': 'public',
      'GET /api/teams': 'user',
      'POST /api/teams': 'user',
      'GET /api/teams/:id': 'user',
      'PUT /api/teams/:id': 'user',
      'DELETE /api/teams/:id': 'user',
      'POST /api/teams/join': 'user',
      'POST /api/teams/:id/invite': 'user',
      'POST /api/teams/:id/leader': 'user',
      'DELETE /api/teams/:id/members/:uid': 'user',
      'GET /api/enrolments': 'user',
      'POST /api/enrolments': 'user',
      'DELETE /api/enrolments/:id': 'user',
      'GET /api/attendance/sessions': 'user',
      'POST /api/attendance/check-in': 'user',
      'GET /api/attendance/records': 'user',
      'GET /api/attendance/teams': 'user',
      'GET /api/admin/competitions': 'admin',
      'POST /api/admin/competitions': 'admin',
      'PUT /api/admin/competitions/:id': 'admin',
      'DELETE /api/admin/competitions/:id': 'admin',
      'GET /api/admin/phases': 'admin',
      'POST /api/admin/phases': 'admin',
      'PUT /api/admin/phases/:id': 'admin',
      'DELETE /api/admin/phases/:id': 'admin',
      'GET /api/admin/enrolments': 'admin',
      'PUT /api/admin/enrolments/:id': 'admin',
      'POST /api/admin/enrolments/review': 'admin',
      'GET /api/admin/enrolments.csv': 'admin',
      'GET /api/admin/teams': 'admin',
      'GET /api/admin/attendance/sessions': 'admin',
      'POST /api/admin/attendance/sessions': 'admin',
      'PUT /api/admin/attendance/sessions/:id': 'admin',
      'DELETE /api/admin/attendance/sessions/:id': 'admin',
      'GET /api/admin/attendance/sessions/:id/code': 'admin',
      'GET /api/admin/attendance/sessions/:id/records': 'admin',
      'GET /api/admin/attendance/sessions/:id/teams': 'admin',
      'PUT /api/admin/attendance/sessions/:id/records/:uid': 'admin',
      'GET /api/admin/attendance/sessions/:id/records.csv': 'admin',
      'GET /api/admin/audit': 'admin',
      'DELETE /api/admin/users/:uid/two-factor': 'admin',
    };
    const seen = new Map(
      apiRoutes().flatMap((route) =>
        [route.method]
          .flat()
          .map((method) => [`${method} ${route.url}`, (route.config as { access?: string }).access]),
      ),
    );
    for (const [route, access] of Object.entries(expected)) assert.equal(seen.get(route), access, route);
  });

  test('every route enforces its rule: anonymous callers get 401, users 403 on admin routes, never a 500', async () => {
    const user = await signedInUser(portal.app, 'walker');
    const methods = (route: (typeof routes)[number]) =>
      [route.method].flat().filter((method) => method !== 'HEAD' && method !== 'OPTIONS') as Array<
        'GET' | 'POST' | 'PUT' | 'DELETE'
      >;
    let walked = 0;
    for (const route of apiRoutes()) {
      const access = (route.config as { access?: string }).access;
      if (access === 'public' || route.url.startsWith('/api/docs')) continue;
      const url = route.url.replace(/:uid/g, '1').replace(/:id/g, '1');
      for (const method of methods(route)) {
        const body = method === 'GET' ? undefined : {};
        const anonymous = await call(portal.app, method, url, { body });
        assert.equal(anonymous.status, 401, `${method} ${route.url} anonymous: ${anonymous.raw}`);
        const asUser = await call(portal.app, method, url, { body, session: user.session });
        assert.ok(asUser.status < 500, `${method} ${route.url} as a user: ${asUser.raw}`);
        if (access === 'admin') assert.equal(asUser.status, 403, `${method} ${route.url} as a user`);
        walked += 1;
      }
    }
    assert.ok(walked >= 40, `walked ${walked} routes`);
  });

  test('a route without a declaration stops the app from starting', () => {
    const app = Fastify();
    app.addHook('onRoute', checkRouteAccess);
    assert.throws(() => app.get('/api/forgotten', async () => ({})), /has no declaration/);
    // Declaring access by hand is not enough: the route must come from its operation.
    assert.throws(
      () => app.get('/api/undeclared', { config: { access: 'public' } }, async () => ({})),
      /has no declaration/,
    );
    const declared = {
      method: 'GET',
      path: '/api/declared',
      access: 'public',
      answer: 'EmptyObject',
    } as const satisfies Operation;
    assert.throws(
      () =>
        app.get(
          '/api/declared',
          { config: { access: 'everyone' as never, operation: declared } },
          async () => ({}),
        ),
      /no access rule/,
    );
    // A declaration of another path does not declare this one.
    assert.throws(
      () => app.get('/api/other', { config: { access: 'public', operation: declared } }, async () => ({})),
      /has no declaration/,
    );
    route(app, declared, async () => ok({}));
    app.get('/not-api', async () => ({}));
  });

  test('the server registers every declared operation, and no /api route without one', () => {
    const registered = new Set(
      routes
        .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
        .flatMap((r) => [r.method].flat().map((method) => `${method} ${r.url}`)),
    );
    const declared = operationsIn(operations).map(routeKey);
    assert.deepEqual(
      declared.filter((key) => !registered.has(key)),
      [],
      'declared operations the server does not register',
    );
    const heads = new Set(
      declared.filter((key) => key.startsWith('GET ')).map((key) => `HEAD ${key.slice(4)}`),
    );
    assert.deepEqual(
      [...registered].filter((key) => !declared.includes(key) && !heads.has(key)),
      [],
      '/api routes without a declaration',
    );
    assert.ok(declared.length >= 100, `${declared.length} operations`);
  });

  test('every declared operation has its docs, and the API documentation shows them', async () => {
    const undocumented = operationsIn(operations)
      .filter((operation) => !docsOf(operation)?.summary)
      .map(routeKey);
    assert.deepEqual(undocumented, [], 'operations without a summary in operations/<area>.docs.ts');
    const openApi = await call(portal.app, 'GET', '/api/docs/json');
    const paths = (openApi.body as unknown as { paths: Record<string, Record<string, { summary?: string }>> })
      .paths;
    assert.equal(paths['/api/teams']?.get?.summary, 'My teams, newest first');
    assert.match(paths['/api/admin/news/{id}']?.put?.summary ?? '', /^Replace a news item/);
  });
});

describe('the envelope', () => {
  test('an unknown /api route answers a 404 envelope, whatever the method', async () => {
    const get = await call(portal.app, 'GET', '/api/no/such/thing');
    assert.equal(get.status, 404);
    assert.equal(get.body.code, 404);
    assert.match(get.body.message, /GET \/api\/no\/such\/thing/);
    const post = await call(portal.app, 'POST', '/api/no/such/thing', { body: {} });
    assert.equal(post.status, 404);
    assert.equal(post.body.code, 404);
  });

  test('a body over 1 MiB answers 413', async () => {
    const answer = await call(portal.app, 'POST', '/api/register', {
      body: { ...newAccount('big'), padding: 'x'.repeat(1024 * 1024 + 10) },
    });
    assert.equal(answer.status, 413);
    assert.equal(answer.body.code, 413);
    assert.match(answer.body.message, /1 MiB/);
  });

  test('broken JSON and empty bodies answer 400 with a sentence', async () => {
    const broken = await portal.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    assert.equal(broken.statusCode, 400);
    assert.equal(broken.json().code, 400);
    assert.equal(broken.json().message, 'The request body is not valid JSON.');
    const empty = await portal.app.inject({
      method: 'POST',
      url: '/api/login/outLogin',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(empty.statusCode, 400);
    assert.match(empty.json().message, /empty/);
  });

  test('garbage never answers 500', async () => {
    const user = await signedInUser(portal.app, 'fuzz');
    const bodies: unknown[] = [
      null,
      [],
      'text',
      42,
      true,
      { a: { b: { c: [1, 2, { d: null }] } } },
      { type: null },
      { uid: -1 },
    ];
    const targets: Array<['POST' | 'PUT', string]> = [
      ['POST', '/api/register'],
      ['POST', '/api/login/account'],
      ['POST', '/api/login/outLogin'],
      ['PUT', '/api/user/password'],
      ['PUT', `/api/user/user/${user.uid}`],
      ['PUT', '/api/notices/1/read'],
      ['PUT', '/api/notices/read-all'],
      ['PUT', '/api/user/evpi'],
      ['POST', '/api/user/2fa/enable'],
      ['POST', '/api/user/2fa/disable'],
    ];
    for (const [method, url] of targets) {
      for (const body of bodies) {
        const answer = await portal.app.inject({
          method,
          url,
          headers: { 'content-type': 'application/json', cookie: `portal_session=${user.session}` },
          payload: JSON.stringify(body),
        });
        assert.ok(
          answer.statusCode >= 400 && answer.statusCode < 500,
          `${method} ${url} ${JSON.stringify(body)}: ${answer.statusCode}`,
        );
        assert.equal(answer.json().code, answer.statusCode);
        assert.ok(answer.json().message);
      }
    }
    for (const query of [
      'phone[]=1',
      'phone=%00',
      'current=1e400',
      'pageSize=-1',
      'keyword=' + 'k'.repeat(200),
    ]) {
      for (const url of ['/api/login/captcha', '/api/notices', '/api/users']) {
        const answer = await portal.app.inject({
          method: 'GET',
          url: `${url}?${query}`,
          headers: { cookie: `portal_session=${user.session}` },
        });
        assert.ok(answer.statusCode < 500, `${url}?${query}: ${answer.statusCode}`);
      }
    }
  });

  test('field messages are translated too', async () => {
    const answer = await call<{ fields: Record<string, string> }>(portal.app, 'POST', '/api/register', {
      body: { username: 'a', email: 'b', password: 'c' },
      headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' },
    });
    assert.equal(answer.status, 400);
    assert.match(answer.body.message, /^部分字段不正确/);
    assert.match(answer.body.data.fields.email!, /邮箱/);
  });
});

describe('cross-site request rules', () => {
  const body = () => ({ type: 'account', username: 'nobody', password: 'Whatever-123' });

  test('a state-changing call from another origin answers 403', async () => {
    const answer = await call(portal.app, 'POST', '/api/login/account', {
      body: body(),
      headers: { origin: 'https://evil.example', host: 'portal.example' },
    });
    assert.equal(answer.status, 403);
    assert.equal(answer.body.message, 'Requests from another site are refused.');
    const fetchMetadata = await call(portal.app, 'POST', '/api/login/account', {
      body: body(),
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    assert.equal(fetchMetadata.status, 403);
  });

  test('the same origin, or no Origin at all, is let through', async () => {
    const same = await call(portal.app, 'POST', '/api/login/account', {
      body: body(),
      headers: { origin: 'http://portal.example', host: 'portal.example' },
    });
    assert.equal(same.status, 400, 'reaches the password check');
    const none = await call(portal.app, 'POST', '/api/login/account', { body: body() });
    assert.equal(none.status, 400);
  });

  test('a form-encoded or text body answers 415', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
      const answer = await portal.app.inject({
        method: 'POST',
        url: '/api/login/account',
        headers: { 'content-type': type },
        payload: 'type=account&username=a&password=b',
      });
      assert.equal(answer.statusCode, 415, type);
      assert.equal(answer.json().code, 415);
    }
  });

  test('reads are not subject to the rules', async () => {
    const answer = await call(portal.app, 'GET', '/api/user/currentUser', {
      headers: { origin: 'https://evil.example' },
    });
    assert.equal(answer.status, 200);
  });
});

describe('headers and docs', () => {
  test('security headers on API answers; a CSP the SPA passes', async () => {
    const answer = await call(portal.app, 'GET', '/api/user/currentUser');
    const csp = String(answer.headers['content-security-policy']);
    // Scripts from the site, and the one inline loader of a rendered page (server/render/render-page.ts).
    assert.equal(/script-src ([^;]+)/.exec(csp)?.[1], `'self' ${SCRIPT_LOADER_SOURCE}`);
    assert.match(csp, /style-src 'self' 'unsafe-inline'/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.equal(answer.headers['x-content-type-options'], 'nosniff');
    assert.equal(answer.headers['x-frame-options'], 'DENY');
    assert.equal(answer.headers['strict-transport-security'], undefined, 'no HSTS on plain http');
  });

  test('OpenAPI lists every route with its access, and Swagger UI is served', async () => {
    const json = await portal.app.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(json.statusCode, 200);
    const spec = json.json() as {
      paths: Record<string, Record<string, { description?: string; security?: unknown }>>;
    };
    assert.ok(spec.paths['/api/register']?.post);
    assert.ok(spec.paths['/api/user/user/{uid}']?.put);
    assert.match(spec.paths['/api/users']!.get!.description!, /Access: admin/);
    assert.ok(spec.paths['/api/notices']!.get!.security, 'signed-in routes name the session cookie');
    assert.equal(
      Object.keys(spec.paths).filter((p) => p.startsWith('/api/docs')).length,
      0,
      'docs do not document themselves',
    );
    const ui = await portal.app.inject({ method: 'GET', url: '/api/docs' });
    assert.equal(ui.statusCode, 200);
    assert.match(ui.body, /swagger/i);
  });
});
