/**
 * The process around the app (server/listen-first.ts, server/main.ts): what the port answers while
 * the portal starts, and what happens to requests that have arrived when it is told to stop.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { listenFirst, type EarlyServer } from '../../server/listen-first';

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
