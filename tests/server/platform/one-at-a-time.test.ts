/**
 * The per-key queue that lets one transaction per competition and process wait on its row
 * (server/shared/one-at-a-time.ts): calls for one key run in order, one at a time, whatever the one
 * before did; other keys do not wait.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setImmediate as settle } from 'node:timers/promises';
import { oneAtATime } from '../../../server/shared/one-at-a-time';

/** A promise and its resolve, to hold a piece of work until the test lets it go. */
function gate() {
  let open!: () => void;
  const closed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { closed, open };
}

test('calls for one key run one at a time, in the order they were made', async () => {
  const run = oneAtATime<number>();
  const events: string[] = [];
  const first = gate();
  const a = run(1, async () => {
    events.push('a starts');
    await first.closed;
    events.push('a ends');
    return 'a';
  });
  const b = run(1, async () => {
    events.push('b runs');
    return 'b';
  });
  const c = run(1, async () => {
    events.push('c runs');
    return 'c';
  });
  // Every promise callback that could run has run by the next turn of the event loop.
  await settle();
  assert.deepEqual(events, ['a starts'], 'b and c wait while a runs');
  first.open();
  assert.deepEqual(await Promise.all([a, b, c]), ['a', 'b', 'c']);
  assert.deepEqual(events, ['a starts', 'a ends', 'b runs', 'c runs']);
});

test('a call that fails gives its error to its caller and lets the next one run', async () => {
  const run = oneAtATime<string>();
  const failing = run('cup', async () => {
    throw new Error('refused');
  });
  const next = run('cup', async () => 'ran');
  await assert.rejects(failing, /refused/);
  assert.equal(await next, 'ran');
  assert.equal(await run('cup', async () => 'again'), 'again', 'the key takes new calls afterwards');
});

test('calls for other keys do not wait', async () => {
  const run = oneAtATime<number>();
  const held = gate();
  const slow = run(1, () => held.closed.then(() => 'one'));
  assert.equal(await run(2, async () => 'two'), 'two', 'key 2 ran while key 1 was held');
  held.open();
  assert.equal(await slow, 'one');
});
