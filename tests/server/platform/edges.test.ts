/**
 * The edges an attacker or a bad network pushes on: lengths counted after normalising, the
 * cross-site rule on the route the router matched, malformed URLs in the envelope, bodies that
 * trickle in, proxies trusted by count or address only, and the health routes.
 */
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { setImmediate as setImmediatePromise } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { after, before, describe, test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema';
import { readTrustProxy } from '../../../server/runtime/config';
import { call, noRateLimits, startPortal, type TestPortal } from '../support/helpers';
import { newAccount, registerAccount } from '../support/factories';

let portal: TestPortal;

before(async () => {
  portal = await startPortal();
});
after(() => portal?.close());

const fields = (answer: Awaited<ReturnType<typeof call>>) =>
  (answer.body.data as { fields: Record<string, string> }).fields;

describe('lengths are checked after normalising', () => {
  test('an email that grows in lower case answers 400 naming the field; no account is made', async () => {
    // 'İ' is one character; lower-cased it is two ('i' and a combining dot), so 205 become 405.
    const email = `${'İ'.repeat(200)}@x.io`;
    const answer = await call(portal.app, 'POST', '/api/register', {
      body: { ...newAccount('grow'), email },
    });
    assert.equal(answer.status, 400, answer.raw);
    assert.equal(answer.body.code, 400);
    assert.match(fields(answer).email!, /at most 254 characters/);
    const [row] = await portal.app.db.select({ n: count() }).from(users).where(eq(users.email, email));
    assert.equal(row?.n, 0);
  });

  test('signing in with such an email is a 400 about the login name, not a 500', async () => {
    const answer = await call(portal.app, 'POST', '/api/login/account', {
      body: { type: 'account', username: `${'İ'.repeat(200)}@x.io`, password: 'Whatever-123' },
    });
    assert.equal(answer.status, 400, answer.raw);
    assert.match(fields(answer).username!, /at most 254 characters/);
  });
});

describe('the cross-site rule runs on the matched route', () => {
  test('an encoded /api path from another site is refused like the plain one, without a session', async () => {
    const account = await registerAccount(portal.app, newAccount('csrf'));
    for (const url of ['/api/login/account', '/%61pi/login/account', '/api/login/%61ccount']) {
      const answer = await call(portal.app, 'POST', url, {
        body: { type: 'account', username: account.username, password: account.password },
        headers: { origin: 'https://evil.example' },
      });
      assert.equal(answer.status, 403, `${url}: ${answer.raw}`);
      assert.equal(answer.body.message, 'Requests from another site are refused.');
      assert.equal(answer.session, undefined, url);
    }
  });
});

describe('the session is read on the matched route', () => {
  test('an encoded /api path knows who is signed in, like the plain one', async () => {
    const account = await registerAccount(portal.app, newAccount('encoded'));
    const login = await call(portal.app, 'POST', '/api/login/account', {
      body: { type: 'account', username: account.username, password: account.password },
    });
    for (const url of ['/api/user/currentUser', '/%61pi/user/currentUser']) {
      const answer = await call<{ uid: number }>(portal.app, 'GET', url, { session: login.session });
      assert.equal(answer.status, 200, `${url}: ${answer.raw}`);
      assert.equal(answer.body.data.uid, account.uid);
    }
  });
});

describe('a malformed URL is answered in the envelope', () => {
  test('GET /api/users/%ff answers 400 with a sentence in the caller’s language', async () => {
    const answer = await call(portal.app, 'GET', '/api/users/%ff', {
      headers: { 'accept-language': 'zh-CN' },
    });
    assert.equal(answer.status, 400, answer.raw);
    assert.deepEqual(answer.body, {
      code: 400,
      message: '请求地址无效：其中有未正确编码的字符。',
      data: null,
    });
  });
});

describe('a body must arrive in time', () => {
  test('a client that trickles its body gets 408 and the connection closes', async () => {
    const slow = await startPortal({ bodyTimeout: 300 });
    try {
      const address = await slow.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = new URL(address);
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1');
        let received = '';
        socket.on('data', (chunk) => {
          received += chunk.toString();
        });
        socket.on('close', () => resolve(received));
        socket.on('error', reject);
        socket.write(
          'POST /api/register HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
            'Content-Length: 1000\r\n\r\n{',
        );
        // More bytes keep coming, but never the whole body: the server closes the connection anyway.
        const trickle = setInterval(() => socket.write(' '), 100);
        socket.on('close', () => clearInterval(trickle));
      });
      assert.match(answer, /^HTTP\/1\.1 408 /);
      assert.match(answer, /connection: close/i);
      assert.match(answer, /"code":408/);
    } finally {
      await slow.close();
    }
  });

  test('a request through app.inject outlives its body time without an error', async () => {
    const quick = await startPortal({ bodyTimeout: 50 });
    try {
      assert.equal((await call(quick.app, 'GET', '/api/competitions')).status, 200);
      // Its stand-in request never says it is complete, so the body timer fires (within ten times its
      // 50 ms) and must not throw; a slower machine could only hide a failure, never make one.
      await new Promise((resolve) => {
        setTimeout(resolve, 500);
      });
      assert.equal((await call(quick.app, 'GET', '/api/competitions')).status, 200);
    } finally {
      await quick.close();
    }
  });

  describe('answered before the body arrives', () => {
    let slow: TestPortal;
    let port: number;
    before(async () => {
      slow = await startPortal({ bodyTimeout: 300 });
      port = Number(new URL(await slow.app.listen({ port: 0, host: '127.0.0.1' })).port);
    });
    after(() => slow?.close());

    /** Sends the head and the start of a 1000-byte body, then a byte every 100 ms until the server closes. */
    async function trickle(head: string) {
      const socket = connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString();
      });
      socket.write(`${head}\r\nHost: 127.0.0.1\r\nContent-Length: 1000\r\n\r\n{`);
      const more = setInterval(() => socket.write(' '), 100);
      // A space written after the server has closed may be reset; the close is what counts.
      socket.on('error', () => undefined);
      // A generous bound: far past the body's 300 ms, far short of Node's 300 s.
      const closed = await new Promise<boolean>((resolve) => {
        const bound = setTimeout(() => resolve(false), 15_000);
        socket.on('close', () => {
          clearTimeout(bound);
          resolve(true);
        });
      });
      clearInterval(more);
      socket.destroy();
      return { received, closed };
    }

    // Answered at once, but the body keeps trickling: the socket would be held until Node's 5-minute
    // request bound. The body's time runs out all the same, and the connection closes with it.
    for (const [what, head, status] of [
      ['a 401 (no session)', 'POST /api/user/2fa/setup HTTP/1.1\r\nContent-Type: application/json', 401],
      ['a 415 (not JSON)', 'POST /api/register HTTP/1.1\r\nContent-Type: text/plain', 415],
      ['a GET with a body', 'GET /api/competitions HTTP/1.1', 200],
    ] as const) {
      test(`${what} answered before its body arrives: the connection closes when the body's time is up`, async () => {
        const { received, closed } = await trickle(head);
        assert.match(received, new RegExp(`^HTTP/1\\.1 ${status} `), received);
        assert.equal(closed, true, 'the server closed the connection');
      });
    }
  });

  test('a request without a body waits for none: nothing holds its answer once it is sent', async () => {
    // The server's pages ask for their content with injected GETs, whose stream never ends: a timer
    // waiting for their body held each answer, payload and all, for the whole timeout (30 s).
    setFlagsFromString('--expose-gc');
    const collectGarbage = runInNewContext('gc') as () => void;
    let answer: { statusCode: number; raw: { res: object } } | undefined = await portal.app.inject({
      method: 'GET',
      url: '/api/news',
    });
    assert.equal(answer.statusCode, 200);
    const sent = new WeakRef(answer.raw.res);
    answer = undefined;
    // Out of this job (a WeakRef keeps its target until then) and past what the send left queued.
    for (let turn = 0; turn < 3; turn += 1) await setImmediatePromise();
    collectGarbage();
    assert.equal(sent.deref(), undefined, 'the answer is still held');
  });
});

describe('TRUST_PROXY', () => {
  test('takes a number of hops or proxy addresses, never every hop', () => {
    assert.equal(readTrustProxy(undefined), false);
    assert.equal(readTrustProxy('0'), false);
    assert.equal(readTrustProxy('off'), false);
    assert.equal(readTrustProxy('2'), 2);
    assert.equal(readTrustProxy('true'), 1, 'true means the one proxy in front, not every hop');
    assert.deepEqual(readTrustProxy('10.0.0.1, 192.168.0.0/16 ,::1'), ['10.0.0.1', '192.168.0.0/16', '::1']);
    assert.throws(() => readTrustProxy('proxy.example.org'), /TRUST_PROXY must be/);
    assert.throws(() => readTrustProxy('10.0.0.0/40'), /TRUST_PROXY must be/);
  });

  test('behind one proxy, addresses a client writes into X-Forwarded-For do not escape the login limit', async () => {
    const proxied = await startPortal({
      trustProxy: 1,
      rateLimits: { ...noRateLimits, loginPerIp: { max: 3, timeWindowMs: 60_000 } },
    });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const answer = await call(proxied.app, 'POST', '/api/login/account', {
          body: { type: 'account', username: 'nobody', password: 'Wrong-password-1' },
          // The client made up the first address; the proxy appended the one it saw.
          headers: { 'x-forwarded-for': `198.51.100.${attempt}, 203.0.113.7` },
        });
        statuses.push(answer.status);
      }
      assert.deepEqual(statuses, [400, 400, 400, 429, 429]);
      // Another visitor behind the same proxy is someone else, and is not limited.
      const other = await call(proxied.app, 'POST', '/api/login/account', {
        body: { type: 'account', username: 'nobody', password: 'Wrong-password-1' },
        headers: { 'x-forwarded-for': '203.0.113.8' },
      });
      assert.equal(other.status, 400, other.raw);
    } finally {
      await proxied.close();
    }
  });
});

describe('health', () => {
  test('/api/health and /api/health/ready answer 200 without a session', async () => {
    for (const [url, status] of [
      ['/api/health', 'ok'],
      ['/api/health/ready', 'ready'],
    ] as const) {
      const answer = await call<{ status: string; uptime: number }>(portal.app, 'GET', url);
      assert.equal(answer.status, 200, answer.raw);
      assert.equal(answer.body.data.status, status);
      assert.ok(answer.body.data.uptime >= 0);
    }
  });

  test('ready answers 503 while the database does not answer, and 200 again once it does', async () => {
    const { db } = portal.app;
    const execute = db.execute.bind(db);
    db.execute = (() => Promise.reject(new Error('connection refused'))) as unknown as typeof db.execute;
    try {
      const down = await call(portal.app, 'GET', '/api/health/ready');
      assert.equal(down.status, 503, down.raw);
      assert.deepEqual(down.body, {
        code: 503,
        message: 'The portal cannot reach its database right now.',
        data: null,
      });
      assert.equal((await call(portal.app, 'GET', '/api/health')).status, 200);
    } finally {
      db.execute = execute;
    }
    assert.equal((await call(portal.app, 'GET', '/api/health/ready')).status, 200);
  });

  test('both are in the OpenAPI document, with no session needed', async () => {
    const docs = await portal.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = docs.json().paths as Record<string, { get?: { responses: Record<string, unknown> } }>;
    assert.ok(paths['/api/health']?.get);
    assert.ok(paths['/api/health/ready']?.get?.responses['503']);
  });
});
