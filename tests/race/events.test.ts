/**
 * Three server processes on one PostgreSQL share what a user relies on: a session made on one is
 * valid on the others, login budgets count on all of them, and the live channel reaches every
 * process (LISTEN/NOTIFY plus the backlog, server/runtime/channel.ts). Run by `npm run test:race`.
 *
 *  - a session made on A is valid on B and C; the 11th failed login is a 429 on each;
 *  - an SSE client on C hears an event made on A within 2 s;
 *  - cut off, it reconnects to B with Last-Event-ID and gets every missed event once, in order;
 *  - an event whose transaction commits later than another's comes later in the stream, whichever
 *    was written first: a client resuming after the other's id still gets it;
 *  - with every process's LISTEN connection terminated and unable to come back for a while,
 *    an event made meanwhile still arrives: listening again reads the gap from the backlog;
 *  - at SIGTERM a process ends its streams with a `retry:` well before the drain's grace, and a
 *    client resumes on another process without losing what was made meanwhile.
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { after, before, test } from 'node:test';
import postgres from 'postgres';
import type * as API from '../../common/contract';
import { publish } from '../../server/runtime/channel';
import { contentBody } from '../server/support/factories';
import { eventsOf, openEvents, type SseClient } from '../server/support/sse';
import { raceCluster, type RaceCluster } from './cluster';

let cluster: RaceCluster;
let a: string;
let b: string;
let c: string;
let adminCookie: string;
const streams: SseClient[] = [];

const post = (base: string, path: string, cookie: string, body: unknown) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });

async function signIn(base: string, username: string, password: string) {
  const answer = await post(base, '/api/login/account', '', { type: 'account', username, password });
  const token = /portal_session=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')?.[1];
  assert.ok(answer.ok && token, `signed in on ${base}: ${answer.status} ${await answer.text()}`);
  return `portal_session=${token}`;
}

/** A published news item, made through `base`; its id. */
async function news(base: string) {
  const answer = await post(base, '/api/admin/news', adminCookie, contentBody('news'));
  const body = (await answer.json()) as { data: API.AdminContentItem };
  assert.equal(answer.status, 200, JSON.stringify(body));
  return body.data.id;
}

async function stream(base: string, lastEventId?: string) {
  const client = await openEvents(base, { lastEventId });
  streams.push(client);
  assert.equal(client.status, 200);
  await client.until((s) => s.retries.length > 0, 'retry');
  return client;
}

const newsIds = (client: SseClient) => eventsOf<{ id: number }>(client, 'content').map((e) => e.id);

before(async () => {
  cluster = await raceCluster();
  await cluster.startServers(3);
  [a, b, c] = cluster.servers.map((server) => server.base) as [string, string, string];
  adminCookie = await signIn(a, 'admin', 'Race-Admin-Password-1');
});

after(async () => {
  for (const client of streams) client.cut();
  await cluster?.end();
});

test('a session made on one process is valid on the others; the 11th failed login is a 429 on each', async () => {
  const account = { username: 'roamer', email: 'roamer@race.test', password: 'Correct-Horse-9' };
  assert.equal((await post(a, '/api/register', '', account)).status, 200);
  const cookie = await signIn(a, account.username, account.password);
  for (const base of [a, b, c]) {
    const answer = await fetch(`${base}/api/user/currentUser`, { headers: { cookie } });
    const body = (await answer.json()) as { code: number; data: { username: string } };
    assert.equal(body.code, 200, `signed in on ${base}`);
    assert.equal(body.data.username, account.username);
  }

  // The default budget: 10 failures per (account, address), counted in the database.
  const attempt = (base: string, password: string) =>
    post(base, '/api/login/account', '', { type: 'account', username: account.username, password });
  const guesses = [];
  for (let i = 0; i < 10; i += 1)
    guesses.push((await attempt([a, b, c][i % 3]!, `Wrong-password-${i}`)).status);
  assert.deepEqual(guesses, Array(10).fill(400));
  for (const base of [a, b, c])
    assert.equal((await attempt(base, 'Wrong-password-11')).status, 429, `the 11th on ${base}`);
});

test('an SSE client on C hears an event made on A within 2 s; cut off, it gets what it missed once, in order', async () => {
  const onC = await stream(c);
  const started = Date.now();
  const first = await news(a);
  await onC.until((s) => newsIds(s).includes(first), 'the event made on A', 2000);
  assert.ok(Date.now() - started <= 2000, `${Date.now() - started} ms`);

  onC.cut();
  const missed = [await news(a), await news(b), await news(c)];
  const onB = await stream(b, onC.lastEventId);
  await onB.until((s) => newsIds(s).length >= missed.length, 'the missed events');
  const live = await news(a);
  await onB.until((s) => newsIds(s).includes(live), 'the live event');
  assert.deepEqual(newsIds(onB), [...missed, live], 'every missed event once, in order, then the live one');
  const ids = onB.events.map((event) => Number(event.id));
  assert.deepEqual(
    ids,
    [...new Set(ids)].sort((x, y) => x - y),
  );
});

test('ids follow the commit order: an event written first but committed last comes last', async () => {
  const onA = await stream(a);
  const [early, late] = [800_001, 800_002];
  const event = (id: number) => ({
    type: 'content' as const,
    audience: 'public' as const,
    data: { kind: 'news' as const, id },
  });
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let written = () => undefined as void;
  const writtenFirst = new Promise<void>((resolve) => {
    written = resolve;
  });
  // Written first, committed last.
  const slow = cluster.handle.db.transaction(async (tx) => {
    await publish(tx, event(early));
    written();
    await gate;
  });
  await writtenFirst;
  await cluster.handle.db.transaction((tx) => publish(tx, event(late)));
  await onA.until((s) => newsIds(s).includes(late), 'the event committed first');
  release();
  await slow;
  await onA.until((s) => newsIds(s).includes(early), 'the event committed last');
  // Only this test's two events: one an earlier test made may still reach a stream opened since.
  const ours = (ids: number[]) => ids.filter((id) => id === early || id === late);
  assert.deepEqual(ours(newsIds(onA)), [late, early], 'streamed in commit order');

  // A client that heard only the first commit resumes after it, and still gets the other.
  const heardLate = onA.events.find(
    (e) => e.event === 'content' && (JSON.parse(e.data) as { id: number }).id === late,
  )!;
  const resumed = await stream(c, heardLate.id);
  await resumed.until((s) => newsIds(s).includes(early), 'the event committed last, from the backlog');
  assert.deepEqual(ours(newsIds(resumed)), [early]);
});

test('events made while the LISTEN connections are down arrive once they are back', async () => {
  const onC = await stream(c);
  const server = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => undefined });
  const database = server(cluster.databaseName);
  try {
    const listeners = async () =>
      (
        await server`select pid from pg_stat_activity where datname = ${cluster.databaseName} and query ilike 'listen %'`
      ).map((row) => row.pid as number);
    assert.equal((await listeners()).length, 3, 'one LISTEN connection per process');

    // No connection can come back until we say so; the test's own is open already.
    await cluster.handle.db.execute('select 1');
    await server`alter database ${database} allow_connections false`;
    for (const pid of await listeners()) await server`select pg_terminate_backend(${pid}, 5000)`;
    assert.deepEqual(await listeners(), []);
    const marker = 900_000 + Math.floor(Math.random() * 99_999);
    await cluster.handle.db.transaction((tx) =>
      publish(tx, { type: 'content', audience: 'public', data: { kind: 'news', id: marker } }),
    );
    await server`alter database ${database} allow_connections true`;

    await onC.until((s) => newsIds(s).includes(marker), 'the event made while nobody listened', 15_000);
    const later = await news(a);
    await onC.until((s) => newsIds(s).includes(later), 'the next event, through NOTIFY again', 5000);
    assert.deepEqual(newsIds(onC), [marker, later]);
  } finally {
    await server`alter database ${database} allow_connections true`;
    await server.end();
  }
});

// Last: it stops process C.
test('at SIGTERM a process tells its streams to reconnect before the drain waits; they resume elsewhere', async () => {
  const onC = await stream(c);
  const server = cluster.servers.find((s) => s.base === c)!;
  const exited = once(server.process, 'exit');
  const started = Date.now();
  server.process.kill('SIGTERM');
  // The drain drops what is still open after 5 s; a stream must end well before.
  await onC.until((s) => s.ended, 'the end of the stream', 4000);
  assert.equal(onC.retries.length, 2, `told to reconnect, ${Date.now() - started} ms after SIGTERM`);
  const meanwhile = await news(b);
  const onA = await stream(a, onC.lastEventId);
  await onA.until((s) => newsIds(s).includes(meanwhile), 'the event made while reconnecting');
  assert.deepEqual(newsIds(onA), [meanwhile]);
  await exited;
});
