/**
 * The authorization matrix: every operation in the OpenAPI document × anonymous, a signed-in user,
 * a team member, that team's leader, another team's leader and an admin. The expected answers are
 * written once per route in access-matrix.ts (access level plus object rule); an operation without
 * an entry there fails, naming itself. One portal; sessions are made once and reused.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { EXPECTATIONS, expectedStatus, ROLES } from '../support/access-matrix';
import { buildWorld, everyLimitLifted, type World } from '../support/access-world';
import { call, startPortal, type TestPortal } from '../support/helpers';

let portal: TestPortal;
let world: World;
/** Every operation in OpenAPI, as `METHOD /path/:param` (the form the routes are written in). */
let operations: string[] = [];

before(async () => {
  portal = await startPortal({ rateLimits: everyLimitLifted, simulationWorker: false });
  const document = portal.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) => method !== 'head' && method !== 'options')
      .map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );
  const started = Date.now();
  world = await buildWorld(portal);
  console.log(`the world took ${Date.now() - started} ms`);
});
after(() => portal?.close());

describe('authorization matrix', () => {
  test('every operation in OpenAPI has an expectation, and every expectation an operation', () => {
    assert.ok(operations.length >= 90, `OpenAPI lists ${operations.length} operations`);
    const missing = operations.filter((operation) => !(operation in EXPECTATIONS));
    assert.deepEqual(
      missing,
      [],
      `Routes without an expectation: add each to EXPECTATIONS in tests/server/support/access-matrix.ts:\n  ${missing.join('\n  ')}`,
    );
    const stale = Object.keys(EXPECTATIONS).filter((key) => !operations.includes(key));
    assert.deepEqual(stale, [], `Expectations for routes that no longer exist:\n  ${stale.join('\n  ')}`);
  });

  test('each role gets what its route declares, and every answer is the envelope', async () => {
    const wrong: string[] = [];
    for (const operation of operations) {
      const expectation = EXPECTATIONS[operation];
      if (!expectation) continue;
      const [method, path] = operation.split(' ') as [Parameters<typeof call>[1], string];
      for (const role of ROLES) {
        const expected = expectedStatus(expectation, role);
        const request = await expectation.request(world, role, expected >= 200 && expected < 300);
        const session = request.session ?? world.sessions[role];
        const url = path.replace(/:(\w+)/g, (_, name: string) => {
          const value = request.params?.[name];
          if (value === undefined) throw new Error(`${operation}: no value for :${name}`);
          return encodeURIComponent(String(value));
        });
        const answer = await call(portal.app, method, url, {
          session,
          body: request.body ?? (method === 'GET' ? undefined : {}),
          query: request.query,
          headers: request.headers,
        });
        // A file (CSV, feed, image) is not wrapped; every other answer, refusals included, is the envelope.
        const code = expectation.code?.[role] ?? answer.status;
        const envelope = (expectation.raw && answer.status === 200) || answer.body.code === code;
        if (answer.status !== expected || !envelope)
          wrong.push(
            `${operation} as ${role}: expected ${expected}, got ${answer.status} ${answer.raw.slice(0, 160)}`,
          );
      }
    }
    assert.deepEqual(wrong, [], wrong.join('\n'));
  });
});
