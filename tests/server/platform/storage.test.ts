/**
 * Uploads in the database (`STORAGE=postgres`), on PGlite here and on PostgreSQL under
 * with-postgres.sh (test:api:postgres): served back byte for byte, the largest file allowed stored
 * in chunks and read back one chunk at a time, the same bytes stored once, an unknown name a 404;
 * the store chosen with DATABASE_URL unless STORAGE says otherwise; a bad STORAGE stops the start;
 * the files of a folder store copied into the database (`npm run uploads:to-database`).
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { UPLOAD_MAX_BYTES } from '../../../common/limits';
import type * as API from '../../../common/contract';
import { uploadChunks, uploads } from '../../../server/db/schema';
import { CHUNK_BYTES, databaseStorage } from '../../../server/runtime/database-storage';
import { readConfig } from '../../../server/runtime/config';
import { copyFolder, diskStorage } from '../../../server/runtime/storage';
import { startPortal, type TestPortal } from '../support/helpers';
import { adminSession } from '../support/factories';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let portal: TestPortal;
let admin: { session: string };

before(async () => {
  portal = await startPortal({ storage: 'postgres' });
  admin = await adminSession(portal);
});
after(() => portal?.close());

const fixture = (name: string) => readFileSync(join(__dirname, '../../fixtures', name));
const boundary = '----portal-storage-boundary';

/** The content admin's image upload operation, as the SPA sends it. */
async function upload(target: TestPortal, session: string, bytes: Buffer) {
  const answer = await target.app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      cookie: `portal_session=${session}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  assert.equal(answer.statusCode, 200, answer.body);
  return (answer.json() as { data: API.UploadedImage }).data;
}

const storedFiles = async (target: TestPortal, name: string) =>
  target.app.db.select().from(uploads).where(eq(uploads.name, name));

test('an uploaded image is served back byte for byte, with its type, from the database', async () => {
  for (const [file, type] of [
    ['pixel.png', 'image/png'],
    ['pixel.jpg', 'image/jpeg'],
    ['pixel.webp', 'image/webp'],
  ] as const) {
    const bytes = fixture(file);
    const image = await upload(portal, admin.session, bytes);
    const [stored] = await storedFiles(portal, image.url.replace('/uploads/', ''));
    assert.equal(stored?.size, bytes.length, 'kept in the database, not in a folder');
    const served = await portal.app.inject({ method: 'GET', url: image.url });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], type);
    assert.match(String(served.headers['cache-control']), /immutable/);
    assert.deepEqual(served.rawPayload, bytes);
  }
});

test('the largest file allowed is stored in chunks and read back whole, one chunk at a time', async () => {
  const png = fixture('pixel.png');
  const bytes = Buffer.concat([png, randomBytes(UPLOAD_MAX_BYTES - png.length)]);
  const image = await upload(portal, admin.session, bytes);
  const name = image.url.replace('/uploads/', '');
  const chunks = Math.ceil(bytes.length / CHUNK_BYTES);
  assert.ok(chunks >= 3);
  const [stored] = await storedFiles(portal, name);
  assert.deepEqual([stored?.size, stored?.chunks], [bytes.length, chunks]);
  const [rows] = await portal.app.db
    .select({ n: count() })
    .from(uploadChunks)
    .where(eq(uploadChunks.name, name));
  assert.equal(rows?.n, chunks);

  const served = await portal.app.inject({ method: 'GET', url: image.url });
  assert.equal(served.statusCode, 200);
  assert.ok(served.rawPayload.equals(bytes), 'every byte, in order');

  // What the route sends: a stream that hands over one chunk row at a time, never the whole file.
  const stream = await databaseStorage(() => portal.app.db).open(name);
  assert.ok(stream);
  const pieces: Buffer[] = [];
  for await (const piece of stream) pieces.push(piece as Buffer);
  assert.equal(pieces.length, chunks);
  assert.ok(pieces.every((piece) => piece.length <= CHUNK_BYTES));
  assert.ok(Buffer.concat(pieces).equals(bytes));
});

test('the same bytes uploaded twice, even at once, are stored once under one name', async () => {
  const bytes = Buffer.concat([fixture('pixel.png'), randomBytes(CHUNK_BYTES + 10)]);
  const [first, second] = await Promise.all([
    upload(portal, admin.session, bytes),
    upload(portal, admin.session, bytes),
  ]);
  const third = await upload(portal, admin.session, bytes);
  assert.equal(first.url, second.url);
  assert.equal(first.url, third.url);
  const name = first.url.replace('/uploads/', '');
  assert.equal((await storedFiles(portal, name)).length, 1);
  const [rows] = await portal.app.db
    .select({ n: count() })
    .from(uploadChunks)
    .where(eq(uploadChunks.name, name));
  assert.equal(rows?.n, 2);
  assert.deepEqual((await portal.app.inject({ method: 'GET', url: first.url })).rawPayload, bytes);
});

test('a name that does not exist, or is not a stored name, is a 404 with a sentence', async () => {
  for (const url of [`/uploads/${'0'.repeat(64)}.png`, '/uploads/..%2Fpglite', '/uploads/x.png']) {
    const answer = await portal.app.inject({ method: 'GET', url });
    assert.equal(answer.statusCode, 404, url);
    const body = answer.json() as { code: number; message: string };
    assert.equal(body.code, 404);
    assert.ok(body.message.length > 5, body.message);
  }
});

test('the database holds uploads when DATABASE_URL is set, unless STORAGE=folder', async () => {
  const kinds = onPostgres ? [undefined, 'folder' as const] : [undefined];
  for (const storage of kinds) {
    const other = await startPortal(storage ? { storage } : {});
    try {
      const { session } = await adminSession(other);
      const bytes = Buffer.concat([fixture('pixel.png'), randomBytes(64)]);
      const image = await upload(other, session, bytes);
      const inDatabase = (await storedFiles(other, image.url.replace('/uploads/', ''))).length === 1;
      assert.equal(inDatabase, onPostgres && storage === undefined, `STORAGE=${storage ?? '(unset)'}`);
      assert.deepEqual((await other.app.inject({ method: 'GET', url: image.url })).rawPayload, bytes);
    } finally {
      await other.close();
    }
  }
});

test('STORAGE is folder or postgres; anything else stops the start with a sentence', async () => {
  assert.equal(readConfig({}).storage, undefined);
  assert.equal(readConfig({ STORAGE: 'postgres' }).storage, 'postgres');
  assert.equal(readConfig({ STORAGE: ' Folder ' }).storage, 'folder');
  for (const wrong of ['s3', 'database', 'pg'])
    assert.throws(() => readConfig({ STORAGE: wrong }), /STORAGE must be folder or postgres, not "/, wrong);

  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, STORAGE: 'nfs', PORT: '0', DATA_DIR: '/nonexistent-data' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number];
  assert.equal(code, 1);
  assert.match(stderr, /The server could not start: STORAGE must be folder or postgres, not "nfs"/);
});

test('a folder store is copied into the database once, leaving out damaged and foreign files', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'portal-uploads-copy-'));
  try {
    const files = [fixture('pixel.png'), Buffer.concat([fixture('pixel.jpg'), randomBytes(CHUNK_BYTES)])];
    const names = [
      await diskStorage(folder).put(files[0]!, 'png'),
      await diskStorage(folder).put(files[1]!, 'jpg'),
    ];
    const damaged = `${'a'.repeat(64)}.webp`;
    writeFileSync(join(folder, damaged), fixture('pixel.webp'));
    writeFileSync(join(folder, 'notes.txt'), 'not an upload');
    const store = databaseStorage(() => portal.app.db);

    assert.deepEqual(await copyFolder(folder, store), { copied: [...names].sort(), damaged: [damaged] });
    assert.deepEqual(await copyFolder(folder, store), { copied: [...names].sort(), damaged: [damaged] });
    for (const [i, name] of names.entries()) {
      assert.equal((await storedFiles(portal, name)).length, 1, 'stored once, though copied twice');
      const served = await portal.app.inject({ method: 'GET', url: `/uploads/${name}` });
      assert.ok(served.rawPayload.equals(files[i]!));
    }
    assert.equal((await portal.app.inject({ method: 'GET', url: `/uploads/${damaged}` })).statusCode, 404);

    // No folder is nothing to copy; a folder that cannot be read is an error, not "0 files".
    assert.deepEqual(await copyFolder(join(folder, 'absent'), store), { copied: [], damaged: [] });
    await assert.rejects(copyFolder(join(folder, 'notes.txt'), store), { code: 'ENOTDIR' });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
