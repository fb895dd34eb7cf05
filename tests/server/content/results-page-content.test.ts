/**
 * The results pages carry their answers like the other public pages (server/render/page-content.ts):
 * the server asks the results API as an anonymous reader, in the page's language, and carries a
 * success or a 404 (an unknown phase) under the address the SPA's call uses. No database: the app's
 * `inject` is played here, so this checks the wiring (common/page-content.ts, server/render/page-status.ts),
 * not the results rules.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pageContentAnswers } from '../../../server/render/page-content';
import { pageStatus, statusReadsContent } from '../../../server/render/page-status';

interface Injected {
  url: string;
  headers: Record<string, string>;
}

function fakeApp(statusOf: (url: string) => number) {
  const asked: Injected[] = [];
  const app = {
    inject: async (request: Injected) => {
      asked.push(request);
      const statusCode = statusOf(request.url);
      return { statusCode, json: () => ({ code: statusCode === 200 ? 200 : statusCode, url: request.url }) };
    },
  };
  return { app: app as never, asked };
}

test('/Results carries the index, asked anonymously in the page’s language', async () => {
  const { app, asked } = fakeApp(() => 200);
  const answers = await pageContentAnswers(app, '/Results', 'pt-BR');
  assert.deepEqual(Object.keys(answers), ['pt-BR /api/results']);
  assert.deepEqual(asked, [{ method: 'GET', url: '/api/results', headers: { 'accept-language': 'pt-BR' } }]);
  assert.ok(!('cookie' in asked[0]!.headers), 'no session: the answer is the public one');
});

test('/Results/:phaseId carries the phase’s ranking, and a 404 for an unknown phase', async () => {
  const { app } = fakeApp((url) => (url.endsWith('/404404') ? 404 : 200));
  assert.deepEqual(await pageContentAnswers(app, '/Results/2', 'en-US'), {
    'en-US /api/results/phases/2': { code: 200, url: '/api/results/phases/2' },
  });
  assert.deepEqual(await pageContentAnswers(app, '/Results/404404', 'en-US'), {
    'en-US /api/results/phases/404404': { code: 404, url: '/api/results/phases/404404' },
  });
});

test('a malformed phase id asks nothing; an error answer is left to the page', async () => {
  const { app, asked } = fakeApp(() => 500);
  assert.deepEqual(await pageContentAnswers(app, '/Results/x', 'en-US'), {});
  assert.equal(asked.length, 0);
  assert.deepEqual(await pageContentAnswers(app, '/Results/3', 'en-US'), {});
});

test('an unknown or malformed phase answers 404, as the page shows the phase is not found', async () => {
  const { app } = fakeApp(() => 200);
  const missing = { 'en-US /api/results/phases/404404': { code: 404 } };
  assert.equal(await pageStatus(app, '/Results/404404', 'en-US', missing), 404);
  assert.equal(await pageStatus(app, '/Results/x', 'en-US', {}), 404);
  assert.equal(
    await pageStatus(app, '/Results/2', 'en-US', { 'en-US /api/results/phases/2': { code: 200 } }),
    200,
  );
  // Without its answer (a stalled database) the phase is taken to exist.
  assert.equal(await pageStatus(app, '/Results/2', 'en-US', {}), 200);
  assert.equal(await pageStatus(app, '/Results', 'en-US', {}), 200);
  assert.ok(statusReadsContent('/Results/2'));
});
