/**
 * The live channel in one process (PGlite, or TEST_DATABASE_URL's PostgreSQL): `GET /api/events`
 * read over a real socket. Who hears what, replay after a reconnect (`Last-Event-ID`), the stream's
 * protocol (retry, heartbeat, no compression or buffering), the end at shutdown, the bounded backlog,
 * and the write paths that publish (notices, check-ins and corrections, content).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, count, eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import type * as API from '../../../common/contract';
import { events } from '../../../server/db/schema';
import { notify } from '../../../server/features/notices/notices';
import { BACKLOG, endLiveStreams, publish } from '../../../server/runtime/channel';
import { call, SESSION_COOKIE, startPortal, type TestPortal } from '../support/helpers';
import { adminSession, checkInVenue, contentBody, signedInUser } from '../support/factories';
import { eventsOf, openEvents, type SseClient } from '../support/sse';

let portal: TestPortal;
let base: string;
let admin: { uid: number; session: string };
const open: SseClient[] = [];

async function listening(target: TestPortal) {
  await target.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(target.app.server.address() as AddressInfo).port}`;
}

/** A stream, cut when the file ends. */
async function stream(options: Parameters<typeof openEvents>[1] = {}, at = base) {
  const client = await openEvents(at, options);
  open.push(client);
  assert.equal(client.status, 200, client.text);
  // The stream has subscribed once its first lines are out.
  await client.until((c) => c.retries.length > 0, 'retry');
  return client;
}

const sessions = new Map<number, string>();
const cookie = (session: string) => `${SESSION_COOKIE}=${session}`;
const notice = (uid: number) =>
  notify(portal.app.db, [uid], { title: 'notice.twoFactorReset', params: {} }, portal.app.now());
/** The id of the newest notice of `uid`. */
async function newestNotice(uid: number) {
  const answer = await call<API.Page<API.Notice>>(portal.app, 'GET', '/api/notices', {
    session: (await sessions.get(uid))!,
  });
  return answer.body.data.list[0]!.id;
}
async function user() {
  const who = await signedInUser(portal.app, 'live');
  sessions.set(who.uid, who.session);
  return who;
}
const publicNews = async (body: Record<string, unknown> = {}) => {
  const saved = await call<API.AdminContentItem>(portal.app, 'POST', '/api/admin/news', {
    session: admin.session,
    body: { ...contentBody('news'), ...body },
  });
  assert.equal(saved.status, 200, saved.raw);
  return saved.body.data;
};

before(async () => {
  portal = await startPortal();
  admin = await adminSession(portal);
  base = await listening(portal);
});
after(async () => {
  for (const client of open) client.cut();
  await portal?.close();
});

describe('who hears what', () => {
  test("a signed-in user hears their own notices, not another user's", async () => {
    const [me, other] = [await user(), await user()];
    const mine = await stream({ cookie: cookie(me.session) });
    await notice(other.uid);
    const theirs = await newestNotice(other.uid);
    await notice(me.uid);
    const own = await newestNotice(me.uid);
    await mine.until((c) => eventsOf(c, 'notice').some((e) => e.id === own), 'my notice');
    const heard = eventsOf<{ id: number }>(mine, 'notice').map((e) => e.id);
    assert.ok(heard.includes(own));
    assert.ok(!heard.includes(theirs), "another user's notice is not streamed to me");
    assert.ok(
      mine.events.every((e) => Number(e.id) > 0),
      'every event has its id',
    );
  });

  test('an anonymous client hears content only; an admin hears attendance too', async () => {
    const anonymous = await stream();
    const someone = await user();
    const adminStream = await stream({ cookie: cookie(admin.session) });
    await notice(someone.uid);
    await publish(portal.app.db, {
      type: 'attendance',
      audience: 'admins',
      data: { sessionId: 1, uid: someone.uid, status: 'present' },
    });
    const news = await publicNews();
    for (const client of [anonymous, adminStream])
      await client.until((c) => eventsOf(c, 'content').some((e) => e.id === news.id), 'the news item');
    assert.deepEqual(
      anonymous.events.map((e) => e.event),
      ['content'],
      'no notice or attendance event reaches an anonymous client',
    );
    assert.deepEqual(
      eventsOf(anonymous, 'content').map(({ eventId: _, ...data }) => data),
      [{ kind: 'news', id: news.id }],
    );
    assert.deepEqual(
      adminStream.events.map((e) => e.event),
      ['attendance', 'content'],
      "the admin hears the admins' events and the public ones, not someone else's notice",
    );
  });

  test('an event written in a transaction that rolls back is never streamed', async () => {
    const me = await user();
    const mine = await stream({ cookie: cookie(me.session) });
    await assert.rejects(
      portal.app.db.transaction(async (tx) => {
        await notify(tx, [me.uid], { title: 'notice.twoFactorReset', params: {} }, portal.app.now());
        throw new Error('rolled back');
      }),
      /rolled back/,
    );
    await notice(me.uid);
    const kept = await newestNotice(me.uid);
    await mine.until((c) => eventsOf(c, 'notice').length > 0, 'the committed notice');
    assert.deepEqual(
      eventsOf(mine, 'notice').map((e) => e.id),
      [kept],
    );
  });

  test('a user who signs out hears only the public events once the stream reconnects', async () => {
    const me = await user();
    const before_ = await stream({ cookie: cookie(me.session) });
    const out = await call(portal.app, 'POST', '/api/login/outLogin', { session: me.session, body: {} });
    assert.equal(out.status, 200, out.raw);
    before_.cut();
    const again = await stream({ cookie: cookie(me.session), lastEventId: before_.lastEventId });
    await notice(me.uid);
    const news = await publicNews();
    await again.until((c) => eventsOf(c, 'content').some((e) => e.id === news.id), 'the news item');
    assert.deepEqual(
      again.events.map((e) => e.event),
      ['content'],
      'the notice of a session that ended is not streamed',
    );
  });
});

describe('Last-Event-ID', () => {
  test('a client that reconnects gets every event it missed, in order, once, then live ones', async () => {
    const me = await user();
    const other = await user();
    const first = await stream({ cookie: cookie(me.session) });
    assert.notEqual(first.lastEventId, '', 'a stream opened without an id is told where it stands');
    await notice(me.uid);
    await first.until((c) => eventsOf(c, 'notice').length === 1, 'the first notice');
    first.cut();

    const missed: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      await notice(me.uid);
      missed.push(await newestNotice(me.uid));
      await notice(other.uid);
    }
    const again = await stream({ cookie: cookie(me.session), lastEventId: first.lastEventId });
    await again.until((c) => eventsOf(c, 'notice').length >= 3, 'the missed notices');
    await notice(me.uid);
    const live = await newestNotice(me.uid);
    await again.until((c) => eventsOf(c, 'notice').some((e) => e.id === live), 'the live notice');

    assert.deepEqual(
      eventsOf(again, 'notice').map((e) => e.id),
      [...missed, live],
      'the missed notices in order, then the live one, each once',
    );
    const ids = again.events.map((e) => Number(e.id));
    assert.equal(new Set(ids).size, ids.length, 'no event twice');
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => a - b),
      'ids only grow',
    );
    assert.ok(ids[0]! > Number(first.lastEventId));
  });

  test('a stream that heard nothing resumes from the position it was given', async () => {
    const me = await user();
    const quiet = await stream({ cookie: cookie(me.session) });
    quiet.cut();
    await notice(me.uid);
    const missed = await newestNotice(me.uid);
    const again = await stream({ cookie: cookie(me.session), lastEventId: quiet.lastEventId });
    await again.until((c) => eventsOf(c, 'notice').length > 0, 'the missed notice');
    assert.deepEqual(
      eventsOf(again, 'notice').map((e) => e.id),
      [missed],
    );
  });

  test('an id past the newest event (a database reset) resumes from now, not from that id', async () => {
    const me = await user();
    const ahead = await stream({ cookie: cookie(me.session), lastEventId: '999999999' });
    assert.ok(Number(ahead.lastEventId) < 999_999_999, `told where the stream stands: ${ahead.lastEventId}`);
    await notice(me.uid);
    const next = await newestNotice(me.uid);
    await ahead.until((c) => eventsOf(c, 'notice').some((e) => e.id === next), 'the next notice');
  });

  test('a Last-Event-ID that is not an event id is refused with a sentence, and opens nothing', async () => {
    for (const bad of ['abc', '-1', '1.5', '9'.repeat(20)]) {
      const answer = await call(portal.app, 'GET', '/api/events', { headers: { 'last-event-id': bad } });
      assert.equal(answer.status, 400, `${bad}: ${answer.raw}`);
      assert.equal(answer.body.code, 400);
      assert.match(answer.body.message, /Last-Event-ID/);
    }
  });
});

describe('the stream', () => {
  test('names its retry, is never compressed or buffered, sends heartbeats, ends when the app closes, and is not a slow request', async () => {
    const logged: string[] = [];
    const quick = await startPortal({
      liveEvents: { heartbeatMs: 50, retryMs: 1500 },
      logger: { level: 'warn', stream: { write: (line: string) => logged.push(line) } },
    });
    let closing: Promise<void> | undefined;
    try {
      const client = await stream({}, await listening(quick));
      assert.match(String(client.headers['content-type']), /^text\/event-stream/);
      assert.equal(client.headers['x-accel-buffering'], 'no');
      assert.match(String(client.headers['cache-control']), /no-cache/);
      assert.equal(client.headers['content-encoding'], undefined, 'not compressed, though gzip was offered');
      assert.ok(client.text.startsWith('retry: 1500\n\n'), client.text);
      // Open past the slow-request mark (1 s), which a stream is not.
      await client.until((c) => c.comments.length >= 25, '25 heartbeats, 50 ms apart');
      closing = quick.close();
      await client.until((c) => c.ended, 'the end of the stream');
      assert.equal(client.retries.length, 2, 'a second retry: before the end');
      assert.ok(client.retries[1]! >= 1500, `reconnect after ${client.retries[1]} ms`);
      await closing;
      assert.deepEqual(
        logged.filter((line) => line.includes('/api/events')),
        [],
        'a long stream is not logged as a slow request',
      );
    } finally {
      await (closing ?? quick.close());
    }
  });
});

describe('the write paths publish', () => {
  test('a check-in and a correction reach admins; a draft is not streamed, a published item and its edit are', async () => {
    const adminStream = await stream({ cookie: cookie(admin.session) });
    const anonymous = await stream();
    const { team, leader, a: member, session } = await checkInVenue(portal, admin);
    const sessionId = session.id;
    const code = await call<API.CheckInCode>(
      portal.app,
      'GET',
      `/api/admin/attendance/sessions/${sessionId}/code`,
      { session: admin.session },
    );
    const checkedIn = await call(portal.app, 'POST', '/api/attendance/check-in', {
      session: member.session,
      body: { sessionId, teamId: team.id, code: code.body.data.code },
    });
    assert.equal(checkedIn.status, 200, checkedIn.raw);
    const corrected = await call(
      portal.app,
      'PUT',
      `/api/admin/attendance/sessions/${sessionId}/records/${leader.uid}`,
      {
        session: admin.session,
        body: { status: 'excused', note: 'Visa appointment' },
      },
    );
    assert.equal(corrected.status, 200, corrected.raw);

    const draft = await publicNews({ status: 'draft' });
    const published = await publicNews();
    const edited = await call(portal.app, 'PUT', `/api/admin/news/${published.id}`, {
      session: admin.session,
      body: { ...contentBody('news'), revision: published.revision },
    });
    assert.equal(edited.status, 200, edited.raw);
    await anonymous.until((c) => eventsOf(c, 'content').length >= 2, 'the published item and its edit');
    await adminStream.until((c) => eventsOf(c, 'content').length >= 2, 'the content events');

    assert.deepEqual(
      eventsOf(adminStream, 'attendance').map(({ eventId: _, ...data }) => data),
      [
        { sessionId, uid: member.uid, status: 'present' },
        { sessionId, uid: leader.uid, status: 'excused' },
      ],
    );
    assert.deepEqual(
      eventsOf(anonymous, 'content').map(({ eventId: _, ...data }) => data),
      [
        { kind: 'news', id: published.id },
        { kind: 'news', id: published.id },
      ],
      'the published item and its edit; not the draft',
    );
    assert.notEqual(draft.id, published.id);
  });
});

describe('the backlog', () => {
  test('keeps a bounded number of events per audience and type, and drops expired ones', async () => {
    const audience = { uid: 999_999 };
    const many = Array.from({ length: BACKLOG.perAudienceAndType + 30 }, (_, i) => ({
      type: 'notice' as const,
      audience,
      data: { id: i + 1 },
    }));
    await publish(portal.app.db, ...many);
    const kept = async (key: string) =>
      (
        await portal.app.db
          .select({ n: count() })
          .from(events)
          .where(and(eq(events.audience, key), eq(events.type, 'notice')))
      )[0]!.n;
    assert.equal(await kept('user:999999'), BACKLOG.perAudienceAndType);

    await portal.app.db.insert(events).values({
      type: 'content',
      audience: 'public',
      data: { kind: 'news', id: 987_654 },
      createdAt: new Date(Date.now() - (BACKLOG.maxAgeSeconds + 60) * 1000),
    });
    const expired = async () =>
      (
        await portal.app.db
          .select({ n: count() })
          .from(events)
          .where(and(eq(events.audience, 'public'), eq(events.data, { kind: 'news', id: 987_654 })))
      )[0]!.n;
    assert.equal(await expired(), 1);
    await publish(portal.app.db, { type: 'notice', audience, data: { id: 0 } });
    assert.equal(await expired(), 0, 'an expired event is deleted by the next publish');
    assert.equal(await kept('user:999999'), BACKLOG.perAudienceAndType);
  });
});

// Last: it ends the portal's channel.
describe('shutdown', () => {
  test('every open stream is told to reconnect and ends; a stream opened afterwards ends at once', async () => {
    const client = await stream();
    await endLiveStreams(portal.app);
    await client.until((c) => c.ended, 'the end of the stream');
    assert.equal(client.retries.length, 2, 'a second retry: before the end');
    const late = await openEvents(base);
    open.push(late);
    await late.until((c) => c.ended, 'the end of a stream opened while shutting down');
    assert.equal(late.retries.length, 2);
    assert.equal(late.events.length, 0);
  });
});
