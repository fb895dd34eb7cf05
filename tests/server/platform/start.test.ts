/** `npm start` rebuilds the SPA only when its build is missing or older than a source. */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { buildState } from '../../../server/scripts/build-state';

const root = mkdtempSync(path.join(tmpdir(), 'portal-build-'));
after(() => rmSync(root, { recursive: true, force: true }));

const touch = (file: string, secondsAgo: number) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, 'x');
  const when = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(file, when, when);
};

test('missing, fresh, stale, and generated files ignored', () => {
  touch(path.join(root, 'src', 'pages', 'index.tsx'), 100);
  touch(path.join(root, '.umirc.ts'), 100);
  assert.deepEqual(buildState(root), { stale: true, reason: 'dist/index.html is missing' });

  touch(path.join(root, 'dist', 'index.html'), 50);
  assert.deepEqual(
    buildState(root),
    { stale: true, reason: 'dist-server/build-manifest.json is missing' },
    'a build without the server bundle, which renders the pages, is built again',
  );

  touch(path.join(root, 'dist-server', 'build-manifest.json'), 50);
  assert.deepEqual(buildState(root), { stale: false });

  touch(path.join(root, 'src', '.umi-production', 'umi.ts'), 0);
  assert.deepEqual(buildState(root), { stale: false }, "Umi's own generated files do not count");

  touch(path.join(root, 'config', 'routes.ts'), 10);
  assert.deepEqual(buildState(root), { stale: true, reason: 'config changed since the last build' });
});

test('a change to what the SPA shares with the server (common/) rebuilds it', () => {
  const shared = mkdtempSync(path.join(tmpdir(), 'portal-build-'));
  after(() => rmSync(shared, { recursive: true, force: true }));
  touch(path.join(shared, 'src', 'app.tsx'), 100);
  touch(path.join(shared, 'dist', 'index.html'), 50);
  touch(path.join(shared, 'dist-server', 'build-manifest.json'), 50);
  touch(path.join(shared, 'common', 'limits.ts'), 10);
  assert.deepEqual(buildState(shared), { stale: true, reason: 'common changed since the last build' });
});
