/**
 * The process around the app (server/runtime/listen-first.ts, server/main.ts): what the port answers while
 * the portal starts, and what happens to requests that have arrived, or are on their way on an idle
 * keep-alive connection, when it is told to stop. The stop is a real process on PGlite, or on
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { freePort, waitUntilUp } from '../../../scripts/portal-process';
import { pgliteFolder } from '../../../server/db/client';
import { listenFirst, type EarlyServer } from '../../../server/runtime/listen-first';
import { createDatabase } from '../support/helpers';
import { migratedTemplate } from '../support/pgliteTemplate';

describe('while starting', () => {
  let early: EarlyServer;
  after(() => early?.close());

  test('liveness answers 200 (the process lives), readiness and the rest 503', async () => {
    early = await listenFirst(0, '127.0.0.1');
    const { port } = early.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;

    const live = await fetch(`${base}/api/health`);
    assert.equal(live.status, 200);
    const body = (await live.json()) as { code: number; data: { status: string; uptime: number } };
    assert.equal(body.code, 200);
    assert.equal(body.data.status, 'starting');
    assert.ok(body.data.uptime >= 0);

    for (const url of ['/api/health/ready', '/api/competitions']) {
      const answer = await fetch(`${base}${url}`, { headers: { 'accept-language': 'pt-BR' } });
      assert.equal(answer.status, 503, url);
      assert.equal(answer.headers.get('retry-after'), '1');
      assert.deepEqual(await answer.json(), {
        code: 503,
        message: 'O portal está iniciando; tente novamente em instantes.',
        data: null,
      });
    }
  });
});

describe('listening when ready (PostgreSQL, several processes behind a proxy)', () => {
  let early: EarlyServer | undefined;
  after(() => early?.close());

  test('the port refuses connections until the app is ready, so a proxy sends every request elsewhere', async () => {
    const port = await freePort();
    early = await listenFirst(port, '127.0.0.1', { whenReady: true });
    early.factory((_request, response) => response.end('served'));
    const url = `http://127.0.0.1:${port}/api/enrolments`;
    await assert.rejects(fetch(url, { method: 'POST' }), (error: Error) => {
      assert.equal((error.cause as NodeJS.ErrnoException).code, 'ECONNREFUSED');
      return true;
    });

    await early.open();
    assert.equal(await (await fetch(url, { method: 'POST' })).text(), 'served');
  });

  test('a taken port still stops the start before anything is opened', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => {
      taken.listen(0, '127.0.0.1', resolve);
    });
    const { port } = taken.address() as { port: number };
    try {
      await assert.rejects(listenFirst(port, '127.0.0.1', { whenReady: true }), /is in use/);
    } finally {
      taken.close();
    }
  });
});

/** Reads one answer (headers, and a Content-Length or chunked body) from `socket`. */
function readAnswer(socket: Socket): Promise<{ head: string; body: string }> {
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    let settled = false;
    const done = (head: string, body: Buffer) => {
      settled = true;
      resolve({ head, body: body.toString() });
    };
    const onData = (chunk: Buffer) => {
      if (settled) return;
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = received.subarray(0, end).toString();
      const rest = received.subarray(end + 4);
      if (!/transfer-encoding: *chunked/i.test(head)) {
        const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? 0);
        if (rest.length >= length) done(head, rest.subarray(0, length));
        return;
      }
      // Chunks: the size in hex, CRLF, the bytes, CRLF; the last has size 0.
      const parts: Buffer[] = [];
      for (let at = 0; ;) {
        const line = rest.indexOf('\r\n', at);
        if (line < 0) return;
        const size = parseInt(rest.subarray(at, line).toString(), 16);
        if (size === 0) return done(head, Buffer.concat(parts));
        if (rest.length < line + 2 + size + 2) return;
        parts.push(rest.subarray(line + 2, line + 2 + size));
        at = line + 2 + size + 2;
      }
    };
    socket.on('data', onData);
    socket.once('close', () => {
      if (!settled) reject(new Error(`the connection closed after ${JSON.stringify(received.toString())}`));
    });
  });
}

describe('stopping, behind a proxy that reuses idle connections', () => {
  /** A serving early server (Fastify's place taken by a handler that answers 200), and a connection to it. */
  async function serving() {
    const early = await listenFirst(0, '127.0.0.1');
    early.factory((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end('{"code":200}');
    });
    await early.open();
    const socket = connect((early.server.address() as { port: number }).port, '127.0.0.1');
    socket.on('error', () => undefined);
    await once(socket, 'connect');
    return { early, socket };
  }
  const ask = (socket: Socket, path: string) => {
    const answer = readAnswer(socket);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: zh-CN\r\n\r\n`);
    return answer;
  };

  test('readiness answers 503 from the moment the stop begins', async () => {
    const { early, socket } = await serving();
    assert.match((await ask(socket, '/api/health/ready')).head, /^HTTP\/1\.1 200 /);

    const stopped = early.close();
    const answer = await ask(socket, '/api/health/ready');
    assert.match(answer.head, /^HTTP\/1\.1 503 /);
    assert.match(answer.head, /\r\nconnection: close/i);
    assert.deepEqual(JSON.parse(answer.body), {
      code: 503,
      message: '门户正在停止，请稍后重试。',
      data: null,
    });
    await stopped;
  });

  test('an idle keep-alive connection is not closed under a request: one sent after the port closed is answered', async () => {
    const { early, socket } = await serving();
    const first = await ask(socket, '/api/competitions');
    assert.doesNotMatch(
      first.head,
      /connection: close/i,
      'kept alive, as a proxy keeps it for the next request',
    );

    const stopped = early.close();
    // The port no longer takes connections; the proxy's idle one is still its to use.
    while (early.server.listening) await new Promise(setImmediate);
    const second = await ask(socket, '/api/competitions');
    assert.match(second.head, /^HTTP\/1\.1 200 /);
    assert.match(second.head, /\r\nconnection: close/i, 'and then closed, by the answer');
    await once(socket, 'close');
    await stopped;
  });

  test('when the grace ends, idle connections are dropped, and an answer still being worked on is sent', async () => {
    const early = await listenFirst(0, '127.0.0.1');
    let finish: (() => void) | undefined;
    early.factory((request, response) => {
      response.setHeader('content-type', 'application/json');
      // A write still waiting for its database when the grace ends.
      if (request.url === '/slow') finish = () => response.end('{"code":200}');
      else response.end('{"code":200}');
    });
    await early.open();
    const open = async () => {
      const socket = connect((early.server.address() as { port: number }).port, '127.0.0.1');
      socket.on('error', () => undefined);
      await once(socket, 'connect');
      return socket;
    };
    const [idle, busy] = [await open(), await open()];
    await ask(idle, '/api/competitions');
    const answer = ask(busy, '/slow');
    while (!finish) await new Promise(setImmediate);

    const stopped = early.close(200);
    await once(idle, 'close');
    assert.equal(busy.destroyed, false, 'the connection with an answer in progress stays open');
    finish!();
    const slow = await answer;
    assert.match(slow.head, /^HTTP\/1\.1 200 /);
    assert.match(slow.head, /\r\nconnection: close/i);
    await stopped;
  });
});

/** Stops a process (SIGSTOP) and returns once the kernel reports it stopped. */
async function holdStill(pid: number) {
  process.kill(pid, 'SIGSTOP');
  // /proc/<pid>/stat: "pid (name) state …"; T is stopped.
  while (!/\) T /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))) await sleep(10);
}

/** What came back on a connection until it closed: the bytes, and the socket error if there was one. */
function collect(socket: Socket): Promise<{ received: string; error?: string }> {
  return new Promise((resolve) => {
    let received = '';
    let error: string | undefined;
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.on('error', (failure: NodeJS.ErrnoException) => {
      error = failure.code ?? failure.message;
    });
    socket.on('close', () => resolve({ received, error }));
  });
}

describe('SIGTERM', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'portal-lifecycle-'));
  let dropDatabase: (() => Promise<void>) | undefined;
  after(async () => {
    rmSync(work, { recursive: true, force: true });
    await dropDatabase?.();
  });

  test('every request that has arrived is answered, none is reset, and the process exits cleanly', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    const database = adminUrl ? await createDatabase(adminUrl) : undefined;
    dropDatabase = database?.drop;
    if (!database) {
      // The shared migrated dump: a first start's initdb is not what is tested.
      mkdirSync(work, { recursive: true });
      const client = await PGlite.create(pgliteFolder(work), { loadDataDir: await migratedTemplate() });
      await client.close();
    }
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: database?.url ?? '',
        DATA_DIR: work,
        PORT: String(port),
        HOST: '127.0.0.1',
        DIST_DIR: '/nonexistent-dist',
        ADMIN_PASSWORD: 'Lifecycle-Admin-Password-1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    try {
      await waitUntilUp(`http://127.0.0.1:${port}/api/health/ready`, child, 120_000);

      // Connections made and requests sent, all before the signal. The process is held still while
      // it comes, so that when it runs again some requests are read but not parsed and some
      // connections are not even accepted yet (they wait in the kernel's queue).
      const connectAll = (count: number) =>
        Promise.all(
          Array.from({ length: count }, async () => {
            const socket = connect(port, '127.0.0.1');
            await once(socket, 'connect');
            return socket;
          }),
        );
      const sockets = await connectAll(20);
      await holdStill(child.pid!);
      sockets.push(...(await connectAll(20)));
      const answers = sockets.map(collect);
      for (const socket of sockets) {
        socket.write('GET /api/competitions HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      }
      const exited = once(child, 'exit') as Promise<[number | null, string | null]>;
      child.kill('SIGTERM');
      child.kill('SIGCONT');

      const results = await Promise.all(answers);
      const unanswered = results.filter((result) => !/^HTTP\/1\.1 200 /.test(result.received));
      assert.deepEqual(
        unanswered.map((result) => result.error ?? result.received.slice(0, 40)),
        [],
        `${unanswered.length} of ${results.length} requests were not answered 200`,
      );
      assert.deepEqual(await exited, [0, null], 'a clean exit, not a forced one');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      child.kill('SIGCONT');
    }
  });
});
