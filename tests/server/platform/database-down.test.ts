/**
 * When the database cannot answer, requests are answered 503 with a sentence in the caller's
 * language, within the query bound, and the portal serves again once the database is back. On
 * PostgreSQL (TEST_DATABASE_URL, tests/api/with-postgres.sh) the portal reaches its database through
 * a proxy this file controls: "stalled" holds every byte (a paused server), "down" cuts and refuses
 * connections. On PGlite, which runs in-process, only the answer to a lost connection is checked.
 */
import type { Operation } from '../../../common/contract/operation';
import { route } from '../../../server/http/route';
import assert from 'node:assert/strict';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { after, describe, test } from 'node:test';
import { buildApp, type App } from '../../../server/app';
import { readConfig } from '../../../server/runtime/config';
import { call, createDatabase, noRateLimits, startPortal } from '../support/helpers';

const NOT_READY = {
  'en-US': 'The portal cannot reach its database right now.',
  'zh-CN': '门户暂时无法连接数据库。',
  'zh-TW': '入口網站暫時無法連線資料庫。',
  'pt-BR': 'O portal não consegue acessar o banco de dados no momento.',
  'id-ID': 'Portal tidak dapat menjangkau basis datanya saat ini.',
};

test('a query that loses its connection answers 503 in the caller’s language, not 500', async () => {
  const portal = await startPortal({}, (app) => {
    // What postgres.js throws when the server refuses or cuts the connection.
    const lostConnection = {
      method: 'GET',
      path: '/api/test/lost-connection',
      access: 'public',
      answer: 'EmptyObject',
    } as const satisfies Operation;
    route(app, lostConnection, async () => {
      throw new Error('Failed query', {
        cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      });
    });
  });
  try {
    for (const [locale, message] of Object.entries(NOT_READY)) {
      const answer = await call(portal.app, 'GET', '/api/test/lost-connection', {
        headers: { 'accept-language': locale },
      });
      assert.equal(answer.status, 503, answer.raw);
      assert.deepEqual(answer.body, { code: 503, message, data: null });
    }
  } finally {
    await portal.close();
  }
});

test('DATABASE_TIMEOUT_MS is a number of milliseconds', () => {
  assert.equal(readConfig({}).databaseTimeoutMs, undefined, 'unset: the default');
  assert.equal(readConfig({ DATABASE_TIMEOUT_MS: '2500' }).databaseTimeoutMs, 2500);
  for (const wrong of ['5s', '0', '-1', '1.5'])
    assert.throws(() => readConfig({ DATABASE_TIMEOUT_MS: wrong }), /DATABASE_TIMEOUT_MS must be/, wrong);
});

/** A TCP proxy to PostgreSQL that can hold every byte (stalled) or cut and refuse connections (down). */
async function databaseProxy(host: string, port: number) {
  let mode: 'up' | 'stalled' | 'down' = 'up';
  const pairs = new Set<{ client: Socket; server: Socket; held: [Socket, Buffer][] }>();
  const listener: Server = createServer((client) => {
    if (mode === 'down') {
      client.destroy();
      return;
    }
    const pair = { client, server: connect(port, host), held: [] as [Socket, Buffer][] };
    pairs.add(pair);
    const forward = (to: Socket) => (chunk: Buffer) => {
      if (mode === 'up') to.write(chunk);
      else pair.held.push([to, chunk]);
    };
    client.on('data', forward(pair.server));
    pair.server.on('data', forward(client));
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      pair.server.destroy();
    };
    for (const socket of [client, pair.server]) {
      socket.on('error', end);
      socket.on('close', end);
    }
  });
  await new Promise<void>((resolve) => {
    listener.listen(0, '127.0.0.1', resolve);
  });
  return {
    port: (listener.address() as { port: number }).port,
    stall() {
      mode = 'stalled';
    },
    down() {
      mode = 'down';
      for (const pair of pairs) {
        pair.client.destroy();
        pair.server.destroy();
      }
    },
    up() {
      mode = 'up';
      for (const pair of pairs) for (const [to, chunk] of pair.held.splice(0)) to.write(chunk);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const pair of pairs) pair.client.destroy();
        listener.close(() => resolve());
      }),
  };
}

const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  describe('PostgreSQL stalled or down', () => {
    let app: App;
    let proxy: Awaited<ReturnType<typeof databaseProxy>>;
    let drop: (() => Promise<void>) | undefined;
    after(async () => {
      proxy?.up();
      await app?.close();
      await proxy?.close();
      await drop?.();
    });

    const competitions = (locale = 'en-US') =>
      call(app, 'GET', '/api/competitions', { headers: { 'accept-language': locale } });

    // Without a bound, the stalled request waits for as long as the server is paused: the test's
    // own timeout is what fails it then. No wall-clock assertion is needed.
    test(
      'a stalled server: 503 once the query bound passes; served again when it is back',
      { timeout: 60_000 },
      async () => {
        const database = await createDatabase(adminUrl);
        drop = database.drop;
        const target = new URL(database.url);
        proxy = await databaseProxy(target.hostname, Number(target.port));
        const through = new URL(database.url);
        through.hostname = '127.0.0.1';
        through.port = String(proxy.port);
        app = buildApp({
          databaseUrl: through.toString(),
          dataDir: 'memory',
          distDir: '/nonexistent-dist',
          rateLimits: noRateLimits,
          databaseTimeoutMs: 1_000,
        });
        await app.ready();
        assert.equal((await competitions()).status, 200);

        proxy.stall();
        const stalled = await competitions('zh-CN');
        assert.equal(stalled.status, 503, stalled.raw);
        assert.deepEqual(stalled.body, { code: 503, message: NOT_READY['zh-CN'], data: null });

        proxy.up();
        assert.equal((await competitions()).status, 200);
      },
    );

    test(
      'a server that is down: 503 at once, and served again when it is back',
      { timeout: 60_000 },
      async () => {
        proxy.down();
        const down = await competitions('pt-BR');
        assert.equal(down.status, 503, down.raw);
        assert.deepEqual(down.body, { code: 503, message: NOT_READY['pt-BR'], data: null });

        proxy.up();
        // The pool reconnects on the next query.
        assert.equal((await competitions()).status, 200);
      },
    );
  });
}
