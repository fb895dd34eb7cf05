/**
 * Crash safety with real server processes (issue 10), on PGlite, or on PostgreSQL when
 * TEST_DATABASE_URL is set (tests/api/with-postgres.sh):
 *
 *  - `kill -9` during a burst of writes, three times: every write the server acknowledged is there
 *    after the restart;
 *  - SIGTERM while an upload has stalled mid-body: the process exits within 10 s, and the database
 *    then opens cleanly with every acknowledged write in it.
 *
 * One server at a time, each restart reusing the same data, so the file costs four starts per driver.
 * (A second process on a used PGlite folder is tests/api/data-folder.test.ts.)
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { inArray } from 'drizzle-orm';
import postgres from 'postgres';
import { freePort, waitUntilUp } from '../../scripts/portal-process';
import { openDatabase } from '../../server/db/client';
import { competitions } from '../../server/db/schema';

const ADMIN_PASSWORD = 'Crash-Admin-Password-1';
const adminUrl = process.env.TEST_DATABASE_URL;
const dbName = `portal_crash_${randomBytes(4).toString('hex')}`;
const databaseUrl = adminUrl
  ? Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString()
  : undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-crash-'));

interface Server {
  child: ChildProcess;
  base: string;
}
let server: Server;
let cookie = '';
/** Ids of the competitions whose creation the server answered 200, over every round. */
const acknowledged: number[] = [];

async function start(): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl ?? '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: '/nonexistent-dist',
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  // A first start on PGlite creates its folder: slow on a busy machine.
  await waitUntilUp(`${base}/api/health`, child, 120_000);
  return { child, base };
}

before(async () => {
  if (adminUrl) {
    const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`CREATE DATABASE ${dbName}`);
    await admin.end();
  }
  server = await start();
  const login = await fetch(`${server.base}/api/login/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'account', username: 'admin', password: ADMIN_PASSWORD }),
  });
  assert.equal(login.status, 200);
  // Sessions live in the database, so this one outlives every restart.
  cookie = `portal_session=${/portal_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1]}`;
});

after(async () => {
  if (server?.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await once(server.child, 'exit');
  }
  rmSync(dataDir, { recursive: true, force: true });
  if (adminUrl) {
    const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
});

const competition = (name: string) => ({
  name,
  summary: 'Written during a crash test',
  track: 'simulation',
  enrolmentOpensAt: '2030-01-01T00:00:00.000Z',
  enrolmentClosesAt: '2030-02-01T00:00:00.000Z',
  minTeamSize: 1,
  maxTeamSize: 3,
  capacity: 10,
});

/**
 * Writes with a few requests always in flight, and `kill -9`s the server once some have been
 * answered. Returns the ids it acknowledged; requests cut off by the kill count for nothing.
 */
async function burstThenKill(round: number): Promise<number[]> {
  const ids: number[] = [];
  const failures: number[] = [];
  let next = 0;
  let killed = false;
  const worker = async () => {
    while (!killed) {
      const n = (next += 1);
      try {
        const answer = await fetch(`${server.base}/api/admin/competitions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify(competition(`Crash ${round}.${n}`)),
        });
        const body = (await answer.json()) as { data: { id: number } };
        if (answer.status === 200) ids.push(body.data.id);
        else failures.push(answer.status);
      } catch {
        // Cut off by the kill: not acknowledged.
      }
    }
  };
  const workers = Array.from({ length: 6 }, worker);
  while (ids.length < 10 && server.child.exitCode === null) await sleep(5);
  server.child.kill('SIGKILL');
  killed = true;
  await Promise.all(workers);
  if (server.child.exitCode === null && server.child.signalCode === null) await once(server.child, 'exit');
  assert.deepEqual(failures, [], 'every write that was answered was accepted');
  assert.ok(ids.length >= 10);
  return ids;
}

test('kill -9 during a write burst, three times: every acknowledged write is there after the restart', async () => {
  for (let round = 1; round <= 3; round += 1) {
    acknowledged.push(...(await burstThenKill(round)));
    server = await start();
    // Through the restarted server: the writes of every round so far, none lost.
    const missing: number[] = [];
    for (const id of acknowledged) {
      const answer = await fetch(`${server.base}/api/competitions/${id}`);
      if (answer.status !== 200) missing.push(id);
    }
    assert.deepEqual(missing, [], `round ${round}: acknowledged writes missing after kill -9`);
  }
});

test('SIGTERM with an upload stalled mid-body: exit within 10 s, then the database opens cleanly', async () => {
  const { port } = new URL(server.base);
  const socket = connect(Number(port), '127.0.0.1');
  await once(socket, 'connect');
  socket.on('error', () => undefined);
  const boundary = 'crash-test-boundary';
  socket.write(
    `POST /api/admin/uploads HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 100000\r\n\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n` +
      '\x89PNG',
  );
  // The request has reached the upload route and waits for the rest of its body.
  await sleep(300);

  const sent = Date.now();
  server.child.kill('SIGTERM');
  const [code] = (await once(server.child, 'exit')) as [number | null];
  const took = Date.now() - sent;
  socket.destroy();
  assert.ok(took < 10_000, `exited after ${took} ms`);
  assert.equal(code, 0, 'a clean exit, not a forced one');
  if (!databaseUrl)
    assert.equal(
      existsSync(path.join(dataDir, 'pglite.lock')),
      false,
      'PGlite was closed and its lock removed',
    );

  // The next open of the database: PGlite's folder (or PostgreSQL) opens and answers.
  const handle = await openDatabase({ dataDir, databaseUrl });
  try {
    const rows = await handle.db
      .select({ id: competitions.id })
      .from(competitions)
      .where(inArray(competitions.id, acknowledged));
    assert.equal(rows.length, acknowledged.length, 'every acknowledged write is there');
  } finally {
    await handle.close();
  }
});
