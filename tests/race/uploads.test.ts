/**
 * Uploads across processes: two server processes on one PostgreSQL, each with a data folder of its
 * own, as on two machines. With DATABASE_URL the files live in the database (STORAGE unset), so an
 * image uploaded through one process is served by the other, and the same bytes uploaded through
 * the other get the same name. Run by `npm run test:race`.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { raceCluster, type RaceCluster } from './cluster';

let cluster: RaceCluster;
const folders = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'portal-race-uploads-')));
let cookie = '';

before(async () => {
  cluster = await raceCluster();
  await Promise.all(folders.map((folder) => cluster.startServer({ DATA_DIR: folder })));
  const login = await fetch(`${cluster.servers[0]!.base}/api/login/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'account', username: 'admin', password: 'Race-Admin-Password-1' }),
  });
  assert.equal(login.status, 200);
  cookie = `portal_session=${/portal_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1]}`;
});

after(async () => {
  await cluster?.end();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** The content admin's image upload operation, through one server; returns the image's address. */
async function upload(base: string, bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
  const answer = await fetch(`${base}/api/admin/uploads`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  const body = (await answer.json()) as { data: { url: string } };
  assert.equal(answer.status, 200, JSON.stringify(body));
  return body.data.url;
}

test('an image uploaded through one process is served by another, byte for byte', async () => {
  const [first, second] = cluster.servers.map((server) => server.base) as [string, string];
  const png = readFileSync(path.join(__dirname, '../fixtures/pixel.png'));
  // More than two of the database store's 256 KiB chunks, so the other process reads them in order.
  const bytes = Buffer.concat([png, randomBytes(600 * 1024)]);
  const url = await upload(first, bytes);

  const served = await fetch(`${second}${url}`);
  assert.equal(served.status, 200);
  assert.equal(served.headers.get('content-type'), 'image/png');
  assert.ok(Buffer.from(await served.arrayBuffer()).equals(bytes), 'the same bytes');

  assert.equal(await upload(second, bytes), url, 'the same bytes, the same name, on either process');
});
