/**
 * What the data survives (issue 10), with real processes, on PGlite, or on PostgreSQL when
 * TEST_DATABASE_URL is set (tests/api/with-postgres.sh). One database goes through it all, so the
 * file costs four server starts per driver:
 *
 *  - `kill -9` during a burst of writes, twice: every write the server acknowledged is there
 *    after the restart;
 *  - SIGTERM while an upload has stalled mid-body: the process exits within 20 s, and the database
 *    then opens cleanly with every acknowledged write in it;
 *  - `npm run backup` while the database is open (on PGlite, held by another process, which answers
 *    on its socket) → `npm run restore` into an empty folder or database → the same rows (row count
 *    and checksum per table) and uploads, those of the folder and those in the database; a restore into a non-empty target, or of the other
 *    driver's backup, is refused and changes nothing.
 *
 * (A second process on a used PGlite folder is tests/server/platform/data-folder.test.ts.)
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { inArray, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { freePort, waitUntilUp } from '../../../scripts/portal-process';
import { readManifest, RefusedError, restoreBackup } from '../../../server/backup/archive';
import { compareStats, tableStats, type TableStats } from '../../../server/backup/manifest';
import { postgresStats } from '../../../server/backup/postgres';
import { openDatabase, pgliteFolder, type Database, type DatabaseHandle } from '../../../server/db/client';
import { competitions } from '../../../server/db/schema';
import { CHUNK_BYTES, databaseStorage } from '../../../server/runtime/database-storage';
import { DRAIN_GRACE_MS } from '../../../server/runtime/listen-first';
import { diskStorage, uploadsFolder } from '../../../server/runtime/storage';
import { migratedTemplate } from '../support/pgliteTemplate';

const ADMIN_PASSWORD = 'Crash-Admin-Password-1';
const adminUrl = process.env.TEST_DATABASE_URL;
const work = mkdtempSync(path.join(tmpdir(), 'portal-durability-'));
const folder = (name: string) => path.join(work, name);
const dataDir = folder('source');
const databases: string[] = [];

async function newDatabase(): Promise<string | undefined> {
  if (!adminUrl) return undefined;
  const name = `portal_durability_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  databases.push(name);
  return Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
}

interface Server {
  child: ChildProcess;
  base: string;
}
let databaseUrl: string | undefined;
let server: Server;
let cookie = '';
/** Ids of the competitions whose creation the server answered 200, over every round. */
const acknowledged: number[] = [];
/** The source database, opened by this process after the server's last stop. */
let holder: DatabaseHandle | undefined;

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
  await waitUntilUp(`${base}/api/health/ready`, child, 120_000);
  return { child, base };
}

before(async () => {
  databaseUrl = await newDatabase();
  if (!databaseUrl) {
    // The folder starts as the shared migrated dump (tests/server/support/pgliteTemplate.ts): a first start's
    // initdb in WebAssembly would cost more than the rest of the file, and is not what is tested.
    mkdirSync(dataDir);
    const client = await PGlite.create(pgliteFolder(dataDir), { loadDataDir: await migratedTemplate() });
    await client.close();
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
  await holder?.close();
  rmSync(work, { recursive: true, force: true });
  if (!adminUrl) return;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  for (const name of databases) await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
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

test('kill -9 during a write burst, twice: every acknowledged write is there after the restart', async () => {
  for (let round = 1; round <= 2; round += 1) {
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

test("SIGTERM with an upload stalled mid-body: exit soon after the drain's graces, then the database opens cleanly", async () => {
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
  // The stalled upload is in flight: it is given both graces (its answer may be in progress), then
  // dropped, and the process exits.
  assert.ok(took < 2 * DRAIN_GRACE_MS + 5_000, `exited after ${took} ms`);
  assert.equal(code, 0, 'a clean exit, not a forced one');
  if (!databaseUrl)
    assert.equal(
      existsSync(path.join(dataDir, 'pglite.lock')),
      false,
      'PGlite was closed and its lock removed',
    );

  // The next open of the database: PGlite's folder (or PostgreSQL) opens and answers. It stays open:
  // the backup below is made while another process holds the database.
  holder = await openDatabase({ dataDir, databaseUrl });
  const rows = await holder.db
    .select({ id: competitions.id })
    .from(competitions)
    .where(inArray(competitions.id, acknowledged));
  assert.equal(rows.length, acknowledged.length, 'every acknowledged write is there');
});

/** `npm run backup|restore -- file`, with DATA_DIR and DATABASE_URL as an operator sets them. */
async function script(name: 'backup' | 'restore', file: string, dir: string, url = '') {
  const child = spawn(process.execPath, ['--import', 'tsx', `server/scripts/${name}.ts`, file], {
    env: { ...process.env, DATA_DIR: dir, DATABASE_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number];
  return { code, output };
}

const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];

const statsOf = (db: Database) =>
  db.transaction((tx) => tableStats(async (statement) => rowsOf(await tx.execute(sql.raw(statement)))));

/** Every file under a folder with its size and modification time: what "changed nothing" compares. */
function snapshot(root: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(root, { recursive: true }) as string[]) {
    const stats = statSync(path.join(root, name));
    if (stats.isFile()) files[name] = `${stats.size}:${stats.mtimeMs}`;
  }
  return files;
}

const upload = Buffer.from('an uploaded image, as far as a backup is concerned');
let uploadName = '';
/** One in the database store (STORAGE=postgres), in more than one chunk. */
const storedUpload = randomBytes(CHUNK_BYTES + 100);
let storedUploadName = '';
let source: Record<string, TableStats>;
const archive = folder('portal.tar.gz');

test('npm run backup while the database is open: a manifest, the database and the uploads', async () => {
  assert.ok(holder, 'the database is open');
  uploadName = await diskStorage(uploadsFolder(dataDir)).put(upload, 'png');
  storedUploadName = await databaseStorage(() => holder!.db).put(storedUpload, 'webp');
  const made = await script('backup', archive, dataDir, databaseUrl);
  assert.equal(made.code, 0, made.output);
  assert.match(made.output, /Backup written to .*1 uploaded files from the folder and 1 in the database/);
  source = await statsOf(holder.db);
  await holder.close();
  holder = undefined;
  assert.ok(
    source.users!.rows >= 1 && acknowledged.length > 0 && source.competitions!.rows >= acknowledged.length,
    'the data is there to compare: every acknowledged write of the kill -9 test',
  );

  const manifest = await readManifest(archive);
  assert.equal(manifest.driver, adminUrl ? 'postgres' : 'pglite');
  assert.match(manifest.schemaVersion, /^\d{4}_/);
  assert.ok(Date.now() - Date.parse(manifest.createdAt) < 10 * 60_000);
  assert.equal(manifest.uploads, 1);
  assert.deepEqual(manifest.tables, source, 'the figures of the rows the dump holds');
});

test('a restore into an empty target brings back the same rows and uploads; a second is refused', async () => {
  const targetUrl = await newDatabase();
  const restored = await script('restore', archive, folder('target'), targetUrl);
  assert.equal(restored.code, 0, restored.output);
  assert.match(restored.output, /checked against the backup/);
  assert.deepEqual(readFileSync(path.join(uploadsFolder(folder('target')), uploadName)), upload);

  // The restore compared every table's rows and checksum with the manifest, which holds the
  // source's (above); that comparison notices a changed row or a missing table. On PostgreSQL, where
  // a look costs nothing, the test looks too.
  if (targetUrl) assert.deepEqual(await postgresStats(targetUrl), source, 'the same rows in every table');
  const changed = structuredClone(source);
  changed.users!.checksum = 'different';
  delete changed.competitions;
  assert.deepEqual(compareStats(source, changed), [
    'competitions: missing from the restored database',
    'users: same row count, different contents',
  ]);

  // A target that is not empty: the restored PGlite folder, or the restored PostgreSQL database.
  const before = snapshot(folder('target'));
  const refused = await script('restore', archive, targetUrl ? folder('other') : folder('target'), targetUrl);
  assert.equal(refused.code, 2, refused.output);
  assert.match(
    refused.output,
    targetUrl ? /Restore refused: The database is not empty/ : /already holds a database/,
  );
  assert.deepEqual(snapshot(folder('target')), before, 'the refused restore changed no file');

  // The upload kept in the database came back with it, whole.
  const target = await openDatabase({ dataDir: folder('target'), databaseUrl: targetUrl });
  try {
    const stream = await databaseStorage(() => target.db).open(storedUploadName);
    assert.ok(stream, 'the database store has the file');
    const pieces: Buffer[] = [];
    for await (const piece of stream) pieces.push(piece as Buffer);
    assert.ok(Buffer.concat(pieces).equals(storedUpload));
  } finally {
    await target.close();
  }
});

// Needs a PostgreSQL server to restore into: npm test runs it with the PostgreSQL API files (test:api:postgres).
const needsPostgres = adminUrl ? false : 'runs in npm run test:api:postgres, which has a PostgreSQL server';
test('a backup is restored with the driver that made it, else refused', { skip: needsPostgres }, async () => {
  // In this process: the script's exit code for a refusal is checked above.
  await assert.rejects(
    restoreBackup(archive, { dataDir: folder('pglite') }),
    (error: Error) =>
      error instanceof RefusedError &&
      /backup is of a PostgreSQL database, and the target is PGlite/.test(error.message),
  );
  assert.equal(existsSync(folder('pglite')), false, 'nothing was written');
});

test("PGlite keeps 16 MB of shared buffers, not a server's 128 MB, in each process's memory", async () => {
  // Whatever the suite runs on, the embedded database is the one whose buffers live in this process.
  const handle = await openDatabase({ dataDir: 'memory', memoryTemplate: await migratedTemplate() });
  try {
    // PGlite's driver answers with its rows.
    const { rows } = (await handle.db.execute(sql`show shared_buffers`)) as unknown as { rows: unknown[] };
    assert.deepEqual(rows, [{ shared_buffers: '16MB' }]);
  } finally {
    await handle.close();
  }
});
