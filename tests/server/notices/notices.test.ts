import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createNotice } from '../../../server/features/notices/notices';
import { call, startPortal, type TestPortal } from '../support/helpers';
import { signedInUser } from '../support/factories';

let portal: TestPortal;
before(async () => {
  portal = await startPortal();
});
after(() => portal?.close());

type NoticePage = {
  list: Array<{
    id: number;
    type: string;
    title: string;
    description: string;
    datetime: string;
    read: boolean;
  }>;
  total: number;
  current: number;
  pageSize: number;
};

async function userWithNotices(count: number) {
  const user = await signedInUser(portal.app, 'bell');
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    portal.advance(1000);
    const notice = await createNotice(portal.app.db, {
      uid: user.uid,
      type: i % 2 ? 'message' : 'notification',
      title: `Notice ${i}`,
      description: `Body ${i}`,
      now: portal.app.now(),
    });
    ids.push(notice.id);
  }
  return { ...user, ids };
}

describe('GET /api/notices', () => {
  test("lists the user's own notices, newest first, paginated", async () => {
    const user = await userWithNotices(3);
    await userWithNotices(2); // someone else's
    const answer = await call<NoticePage>(portal.app, 'GET', '/api/notices', {
      session: user.session,
      query: { pageSize: '2' },
    });
    assert.equal(answer.status, 200);
    assert.equal(answer.body.data.total, 3);
    assert.equal(answer.body.data.pageSize, 2);
    assert.equal(answer.body.data.current, 1);
    assert.deepEqual(
      answer.body.data.list.map((n) => n.title),
      ['Notice 2', 'Notice 1'],
    );
    const first = answer.body.data.list[0]!;
    assert.deepEqual(Object.keys(first).sort(), ['datetime', 'description', 'id', 'read', 'title', 'type']);
    assert.equal(first.read, false);
    assert.ok(!Number.isNaN(Date.parse(first.datetime)));

    const page2 = await call<NoticePage>(portal.app, 'GET', '/api/notices', {
      session: user.session,
      query: { pageSize: '2', current: '2' },
    });
    assert.deepEqual(
      page2.body.data.list.map((n) => n.title),
      ['Notice 0'],
    );
  });

  test('without a session answers 401; bad paging 400', async () => {
    assert.equal((await call(portal.app, 'GET', '/api/notices')).status, 401);
    const user = await signedInUser(portal.app, 'page');
    assert.equal(
      (await call(portal.app, 'GET', '/api/notices', { session: user.session, query: { pageSize: '1000' } }))
        .status,
      400,
    );
  });
});

describe('PUT /api/notices/:id/read and /api/notices/read-all', () => {
  test('marks one read, then all; unreadCount follows', async () => {
    const user = await userWithNotices(3);
    const one = await call<{ id: number; read: boolean }>(
      portal.app,
      'PUT',
      `/api/notices/${user.ids[0]}/read`,
      {
        body: {},
        session: user.session,
      },
    );
    assert.equal(one.status, 200);
    assert.equal(one.body.data.id, user.ids[0]);
    assert.equal(one.body.data.read, true);
    const again = await call(portal.app, 'PUT', `/api/notices/${user.ids[0]}/read`, {
      body: {},
      session: user.session,
    });
    assert.equal(again.status, 200, 'idempotent');

    const me = await call<{ unreadCount: number }>(portal.app, 'GET', '/api/user/currentUser', {
      session: user.session,
    });
    assert.equal(me.body.data.unreadCount, 2);

    const all = await call<{ updated: number }>(portal.app, 'PUT', '/api/notices/read-all', {
      body: {},
      session: user.session,
    });
    assert.equal(all.status, 200);
    assert.deepEqual(all.body.data, { updated: 2 });
    const list = await call<NoticePage>(portal.app, 'GET', '/api/notices', { session: user.session });
    assert.ok(list.body.data.list.every((n) => n.read));
  });

  test("another user's notice or an unknown id answers 404 and stays unread", async () => {
    const owner = await userWithNotices(1);
    const other = await signedInUser(portal.app, 'other');
    const answer = await call(portal.app, 'PUT', `/api/notices/${owner.ids[0]}/read`, {
      body: {},
      session: other.session,
    });
    assert.equal(answer.status, 404);
    assert.equal(answer.body.code, 404);
    assert.equal(
      (await call(portal.app, 'PUT', '/api/notices/99999999/read', { body: {}, session: other.session }))
        .status,
      404,
    );
    const list = await call<NoticePage>(portal.app, 'GET', '/api/notices', { session: owner.session });
    assert.equal(list.body.data.list[0]!.read, false);
  });

  test('bad ids, bodies and missing sessions are refused', async () => {
    const user = await userWithNotices(1);
    assert.equal(
      (await call(portal.app, 'PUT', '/api/notices/abc/read', { body: {}, session: user.session })).status,
      400,
    );
    assert.equal(
      (await call(portal.app, 'PUT', '/api/notices/0/read', { body: {}, session: user.session })).status,
      400,
    );
    assert.equal(
      (
        await call(portal.app, 'PUT', `/api/notices/${user.ids[0]}/read`, {
          body: { read: false },
          session: user.session,
        })
      ).status,
      400,
    );
    assert.equal(
      (await call(portal.app, 'PUT', `/api/notices/${user.ids[0]}/read`, { body: {} })).status,
      401,
    );
    assert.equal((await call(portal.app, 'PUT', '/api/notices/read-all', { body: {} })).status, 401);
  });
});
