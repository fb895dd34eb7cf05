/**
 * A controller's zip is checked by its bytes before anything runs it: size, type, and each entry's
 * path and kind (server/features/simulation/artifact.ts).
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { checkArtifact, unpackArtifact } from '../../../server/features/simulation/artifact';
import { AppError } from '../../../server/http/errors';
import { zipOf as zip } from '../support/files';

const folders: string[] = [];
after(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => assert.fail('accepted'),
    (thrown: unknown) => thrown,
  );
  assert.ok(error instanceof AppError, String(error));
  return { status: error.status, key: error.key, params: error.params };
}

const MAIN = { name: 'main.py', data: 'print("hello")\n' };

test('a zip with main.py is a Python controller, with main.js a Node one; it unpacks read-only', async () => {
  assert.equal(await checkArtifact(await zip([MAIN, { name: 'lib/plan.py', data: 'X = 1\n' }])), 'python');
  assert.equal(await checkArtifact(await zip([{ name: 'main.js', data: '' }])), 'node');
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-artifact-'));
  folders.push(folder);
  await unpackArtifact(await zip([MAIN, { name: 'lib/plan.py', data: 'X = 1\n' }]), folder);
  assert.equal(readFileSync(path.join(folder, 'lib/plan.py'), 'utf8'), 'X = 1\n');
  assert.equal(statSync(path.join(folder, 'main.py')).mode & 0o777, 0o444);
});

test('a path that climbs out of the folder, or starts at the root, is refused by name', async () => {
  assert.deepEqual(
    await refusal(checkArtifact(await zip([MAIN, { name: 'xx/evil.py' }], [['xx/evil', '../evil']]))),
    {
      status: 400,
      key: 'artifactUnsafePath',
      params: { path: '../evil.py' },
    },
  );
  const absolute = await zip([MAIN, { name: 'xetc/cron' }], [['xetc/cron', '/etc/cron']]);
  assert.equal((await refusal(checkArtifact(absolute))).key, 'artifactUnsafePath');
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-artifact-'));
  folders.push(folder);
  await refusal(unpackArtifact(absolute, folder));
  assert.throws(() => statSync('/etc/cron'), 'nothing was written outside');
});

test('a link or a device is refused; only files and folders are accepted', async () => {
  const link = await zip([MAIN, { name: 'data', data: '/home', mode: 0o120777 }]);
  assert.deepEqual(await refusal(checkArtifact(link)), {
    status: 400,
    key: 'artifactLink',
    params: { path: 'data' },
  });
});

test('bytes that are not a zip, whatever the name says: 415', async () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  assert.deepEqual(await refusal(checkArtifact(png)), {
    status: 415,
    key: 'artifactNotZip',
    params: undefined,
  });
});

test('over 5 MB: 413 with the limit; a zip bomb stops at what it unpacks to', async () => {
  const big = await zip([MAIN, { name: 'noise.bin', data: randomBytes(5.5 * 1024 * 1024) }]);
  assert.deepEqual(await refusal(checkArtifact(big)), {
    status: 413,
    key: 'artifactTooLarge',
    params: { limit: '5 MB' },
  });
  const bomb = await zip([MAIN, { name: 'zeros.bin', data: Buffer.alloc(25 * 1024 * 1024) }]);
  assert.ok(bomb.length < 1024 * 1024, 'small as a zip');
  assert.equal((await refusal(checkArtifact(bomb))).key, 'artifactUnpackedTooLarge');
});

test('without main.py or main.js at the top: refused with what to add', async () => {
  assert.equal(
    (await refusal(checkArtifact(await zip([{ name: 'src/main.py', data: '' }])))).key,
    'artifactNoEntry',
  );
});
