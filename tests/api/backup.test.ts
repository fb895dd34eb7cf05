/**
 * Backup and restore (issue 10), on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set: data →
 * `npm run backup` while the portal runs → `npm run restore` into an empty folder or database →
 * the same rows (row count and checksum per table) and the same uploads; a restore into a non-empty
 * target is refused and changes nothing. The scripts run as real processes, as an operator runs them.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import type { Database } from '../../server/db/client';
import { competitions } from '../../server/db/schema';
import { tableStats, type Manifest, type TableStats } from '../../server/backup/manifest';
import { extractTarGz } from '../../server/backup/tar';
import { diskStorage, uploadsFolder } from '../../server/storage';
import { registerAccount, startPortal } from './helpers';

const adminUrl = process.env.TEST_DATABASE_URL;
const work = mkdtempSync(path.join(tmpdir(), 'portal-backup-'));
const folder = (name: string) => path.join(work, name);
const databases: string[] = [];

async function newDatabase(): Promise<string | undefined> {
  if (!adminUrl) return undefined;
  const name = `portal_backup_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  databases.push(name);
  return Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
}

after(async () => {
  rmSync(work, { recursive: true, force: true });
  if (!adminUrl) return;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  for (const name of databases) await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

/** `npm run backup|restore -- file`, with DATA_DIR and DATABASE_URL as an operator sets them. */
async function script(name: 'backup' | 'restore', file: string, dataDir: string, databaseUrl = '') {
  const child = spawn(process.execPath, ['--import', 'tsx', `server/scripts/${name}.ts`, file], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
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

/** The archive's contents, unpacked into a folder of their own. */
async function unpack(file: string) {
  const into = mkdtempSync(path.join(work, 'unpacked-'));
  await extractTarGz(file, (name) => path.join(into, name));
  return {
    manifest: JSON.parse(readFileSync(path.join(into, 'manifest.json'), 'utf8')) as Manifest,
    upload: (name: string) => readFileSync(path.join(into, 'uploads', name)),
    names: readdirSync(into, { recursive: true }) as string[],
  };
}

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
let source: Record<string, TableStats>;
let sourceUrl: string | undefined;
const archive = folder('portal.tar.gz');

before(async () => {
  // The portal runs (and, on PGlite, holds its folder) while the backup is made.
  sourceUrl = await newDatabase();
  const portal = await startPortal({ dataDir: folder('source'), databaseUrl: sourceUrl });
  try {
    for (let i = 0; i < 3; i += 1) await registerAccount(portal.app);
    await portal.app.db.insert(competitions).values({
      track: 'aerial',
      texts: { 'en-US': { name: 'Backed up', summary: 'Ünïcode — and "quotes"' } },
      enrolmentOpensAt: new Date('2030-01-01T08:00:00.123Z'),
      enrolmentClosesAt: new Date('2030-02-01T08:00:00Z'),
      capacity: 12,
      minTeamSize: 1,
      maxTeamSize: 4,
      requiresApproval: true,
    });
    uploadName = await diskStorage(uploadsFolder(folder('source'))).put(upload, 'png');

    const made = await script('backup', archive, folder('source'), sourceUrl);
    assert.equal(made.code, 0, made.output);
    assert.match(made.output, /Backup written to .*1 uploaded files/);
    source = await statsOf(portal.app.db);
  } finally {
    await portal.close();
  }
  assert.ok(source.users!.rows >= 3 && source.competitions!.rows === 1, 'the data is there to compare');
});

test('the archive holds a manifest, the database and the uploads', async () => {
  const { manifest, upload: stored, names } = await unpack(archive);
  assert.equal(manifest.driver, adminUrl ? 'postgres' : 'pglite');
  assert.match(manifest.schemaVersion, /^\d{4}_/);
  assert.ok(Date.now() - Date.parse(manifest.createdAt) < 10 * 60_000);
  assert.deepEqual(manifest.tables, source, 'the figures of the rows the dump holds');
  assert.ok(names.includes(adminUrl ? 'database/postgres.dump' : 'database/pglite.tar'));
  assert.deepEqual(stored(uploadName), upload);
});

test('a restore into an empty target brings back the same rows and uploads; a second is refused', async () => {
  const targetUrl = await newDatabase();
  const restored = await script('restore', archive, folder('target'), targetUrl);
  assert.equal(restored.code, 0, restored.output);
  assert.match(restored.output, /checked against the backup/);
  assert.deepEqual(readFileSync(path.join(uploadsFolder(folder('target')), uploadName)), upload);

  // Read back by a backup of the restored portal (on PGlite one made with no portal running, so the
  // script opens the folder itself): its figures are the restored database's.
  const again = folder('again.tar.gz');
  const made = await script('backup', again, folder('target'), targetUrl);
  assert.equal(made.code, 0, made.output);
  assert.deepEqual((await unpack(again)).manifest.tables, source, 'the same rows in every table');

  // A target that is not empty: the restored PGlite folder, or the restored PostgreSQL database.
  const before = snapshot(folder('target'));
  const refused = await script('restore', archive, targetUrl ? folder('other') : folder('target'), targetUrl);
  assert.equal(refused.code, 2, refused.output);
  assert.match(
    refused.output,
    targetUrl ? /Restore refused: The database is not empty/ : /already holds a database/,
  );
  assert.deepEqual(snapshot(folder('target')), before, 'the refused restore changed no file');
});

test('a backup is restored with the driver that made it, else refused', { skip: !adminUrl }, async () => {
  const refused = await script('restore', archive, folder('pglite'));
  assert.equal(refused.code, 2, refused.output);
  assert.match(refused.output, /backup is of a PostgreSQL database, and the target is PGlite/);
  assert.deepEqual(
    readdirSync(folder('pglite')).filter((name) => !name.startsWith('.')),
    [],
  );
});
