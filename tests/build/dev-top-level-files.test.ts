/**
 * `umi dev` answers the top-level files of `public/` at the site's root (config/build/devTopLevelFiles.ts),
 * as the server does for the build: the layout's logo shows in development too.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { topLevelPublicFiles } from '../../config/build/devTopLevelFiles';

const PUBLIC = path.resolve(__dirname, '../../public');

/** What the middleware does with a request: the file it sends, or `next` when it lets it go on. */
function answer(method: string, requestPath: string): string {
  let outcome = 'nothing';
  topLevelPublicFiles(PUBLIC)(
    { method, path: requestPath },
    {
      sendFile: (file) => {
        outcome = path.relative(PUBLIC, file);
      },
    },
    () => {
      outcome = 'next';
    },
  );
  return outcome;
}

test("the spec's logo and the favicon are sent from public/, by GET or HEAD", () => {
  assert.equal(answer('GET', '/zhck_logo_blue.svg'), 'zhck_logo_blue.svg');
  assert.equal(answer('HEAD', '/favicon.svg'), 'favicon.svg');
});

test('pages, missing files, folders, dot files and other methods go on to the app', () => {
  for (const [method, requestPath] of [
    ['GET', '/News'],
    ['GET', '/missing.svg'],
    ['GET', '/../package.json'],
    ['GET', '/user/dist/favicon.svg'],
    ['GET', '/.env'],
    ['POST', '/zhck_logo_blue.svg'],
  ])
    assert.equal(answer(method!, requestPath!), 'next', `${method} ${requestPath}`);
});
