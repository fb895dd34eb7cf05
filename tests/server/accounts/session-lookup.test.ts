/**
 * The session lookup keeps signed-in requests to one query at most, and on PGlite to none while
 * nothing was written: a session that ends or a user that changes must still show at the very next
 * request. Runs on both drivers (PGlite: the cache is on; PostgreSQL: batching only).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type * as API from '../../../common/contract';
import { notices, users } from '../../../server/db/schema';
import {
  batchedLookup,
  cachedLookup,
  type SessionLookup,
} from '../../../server/features/accounts/session-lookup';
import { createNotice } from '../../../server/features/notices/notices';
import type { FoundSession } from '../../../server/features/accounts/sessions';
import { call, startPortal, type TestPortal } from '../support/helpers';
import { adminSession, signedInUser } from '../support/factories';

let portal: TestPortal;
let admin: { uid: number; session: string };
before(async () => {
  portal = await startPortal();
  admin = await adminSession(portal);
});
after(() => portal?.close());

const current = (session: string) =>
  call<API.CurrentUser | null>(portal.app, 'GET', '/api/user/currentUser', { session });

/** Reads twice, so that on PGlite the next answer would come from the cache if nothing cleared it. */
async function warm(session: string) {
  for (let i = 0; i < 2; i += 1) assert.equal((await current(session)).body.code, 200);
}

describe('a change shows at the very next request', () => {
  test('logging out ends the session, and no other', async () => {
    const user = await signedInUser(portal.app, 'lookout');
    const other = await call(portal.app, 'POST', '/api/login/account', {
      body: { type: 'account', username: user.username, password: user.password },
    });
    await warm(user.session);
    await warm(other.session!);
    assert.equal(
      (await call(portal.app, 'POST', '/api/login/outLogin', { body: {}, session: user.session })).status,
      200,
    );
    assert.equal((await current(user.session)).body.code, 4002);
    assert.equal((await call(portal.app, 'GET', '/api/notices', { session: user.session })).status, 401);
    assert.equal((await current(other.session!)).body.code, 200, 'the same user elsewhere stays signed in');
  });

  test('a password change ends every other session of the user', async () => {
    const user = await signedInUser(portal.app, 'lookpw');
    const other = await call(portal.app, 'POST', '/api/login/account', {
      body: { type: 'account', username: user.username, password: user.password },
    });
    await warm(other.session!);
    const changed = await call(portal.app, 'PUT', '/api/user/password', {
      body: { oldPassword: user.password, newPassword: 'Another-Horse-7' },
      session: user.session,
    });
    assert.equal(changed.status, 200, changed.raw);
    assert.equal((await current(other.session!)).body.code, 4002);
    assert.equal((await current(user.session)).body.code, 4002, 'the old cookie of the changing browser too');
    assert.equal((await current(changed.session!)).body.code, 200, 'the fresh session works');
  });

  test('an access change by an admin, both ways', async () => {
    const user = await signedInUser(portal.app, 'lookacc');
    await warm(user.session);
    assert.equal((await call(portal.app, 'GET', '/api/users', { session: user.session })).status, 403);
    const read = async () => (await current(user.session)).body.data!;
    const promote = await call(portal.app, 'PUT', `/api/user/user/${user.uid}`, {
      body: { ...(await read()), access: 'admin' },
      session: admin.session,
    });
    assert.equal(promote.status, 200, promote.raw);
    assert.equal((await read()).access, 'admin');
    assert.equal((await call(portal.app, 'GET', '/api/users', { session: user.session })).status, 200);
    await call(portal.app, 'PUT', `/api/user/user/${user.uid}`, {
      body: { ...(await read()), access: 'user' },
      session: admin.session,
    });
    assert.equal((await call(portal.app, 'GET', '/api/users', { session: user.session })).status, 403);
  });

  test('a deleted user is signed out; a new notice is counted', async () => {
    const user = await signedInUser(portal.app, 'lookdel');
    await warm(user.session);
    const unread = (await current(user.session)).body.data!.unreadCount;
    await createNotice(portal.app.db, {
      uid: user.uid,
      type: 'notification',
      title: 'Hello',
      now: new Date(),
    });
    assert.equal((await current(user.session)).body.data!.unreadCount, unread + 1);
    await portal.app.db.update(notices).set({ readAt: new Date() }).where(eq(notices.uid, user.uid));
    assert.equal((await current(user.session)).body.data!.unreadCount, 0);

    await portal.app.db.delete(users).where(eq(users.uid, user.uid));
    assert.equal((await current(user.session)).body.code, 4002);
  });

  test('an expired session ends on time, cached or not', async () => {
    const user = await signedInUser(portal.app, 'lookexp');
    await warm(user.session);
    portal.advance(31 * 24 * 3600 * 1000);
    assert.equal((await current(user.session)).body.code, 4002);
  });

  test('many concurrent requests with many sessions each get their own user', async () => {
    const people = await Promise.all(
      Array.from({ length: 6 }, (_, i) => signedInUser(portal.app, `lookmany${i}`)),
    );
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => people[i % people.length]!).map(async (person) => ({
        person,
        answer: await current(person.session),
      })),
    );
    for (const { person, answer } of answers) assert.equal(answer.body.data?.uid, person.uid);
  });
});

describe('the in-process cache', () => {
  const found = (id: string, nickname: string) => ({ id, account: { nickname } }) as unknown as FoundSession;

  test('keeps an answer until the next write, and never one a write raced', async () => {
    let generation = 0;
    let nickname = 'first';
    let duringQuery = () => {};
    const source: SessionLookup = {
      async find(id) {
        const answer = found(id, nickname);
        duringQuery();
        return answer;
      },
    };
    const cache = cachedLookup(source, { generation: () => generation });

    assert.equal((await cache.find('a'))!.account.nickname, 'first');
    nickname = 'second';
    assert.equal((await cache.find('a'))!.account.nickname, 'first', 'kept while nothing was written');
    generation += 1;
    assert.equal((await cache.find('a'))!.account.nickname, 'second', 'dropped after a write');

    // A write lands while the query runs: the answer is used once, and not kept.
    nickname = 'third';
    generation += 1;
    duringQuery = () => {
      generation += 1;
      nickname = 'fourth';
    };
    assert.equal((await cache.find('a'))!.account.nickname, 'third');
    duringQuery = () => {};
    assert.equal((await cache.find('a'))!.account.nickname, 'fourth');
  });

  test('does not keep unknown tokens', async () => {
    let queries = 0;
    const cache = cachedLookup(
      {
        async find() {
          queries += 1;
          return undefined;
        },
      },
      { generation: () => 0 },
    );
    await cache.find('x');
    await cache.find('x');
    assert.equal(queries, 2);
  });
});

test('concurrent lookups share one query', async () => {
  const statements: number[] = [];
  const db = portal.app.db;
  const lookup = batchedLookup({
    select: (...args: Parameters<typeof db.select>) => {
      statements.push(1);
      return db.select(...args);
    },
  } as unknown as typeof db);
  const people = await Promise.all([signedInUser(portal.app, 'batch1'), signedInUser(portal.app, 'batch2')]);
  const { hashToken } = await import('../../../server/features/accounts/sessions');
  const results = await Promise.all(
    [...people, ...people, { session: 'A'.repeat(43), uid: -1 }].map((p) =>
      lookup.find(hashToken(p.session)),
    ),
  );
  assert.equal(statements.length, 1);
  assert.deepEqual(
    results.map((r) => r?.account.uid),
    [people[0]!.uid, people[1]!.uid, people[0]!.uid, people[1]!.uid, undefined],
  );
});
