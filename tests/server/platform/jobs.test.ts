/**
 * The job runner on PGlite (server/runtime/jobs.ts, in process): time-based work runs when the app's
 * clock reaches it, without a request, survives a restart of the process, and is retried with
 * backoff. The clock is moved, never waited for. (PostgreSQL's pg-boss, with several processes and
 * a kill -9, is tests/race/jobs.test.ts.)
 *
 *  - a check-in session's end records the absentees with nobody reading the session, and a session
 *    whose end moved is settled at its new end;
 *  - a mail the mail server refused is retried with backoff and delivered once;
 *  - a session's end and a refused mail, both pending when the process stops, run after the
 *    restart (the mail goes to the outbox, the mail server being unset then).
 */
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type * as API from '../../../common/contract';
import { buildApp, type AppOptions } from '../../../server/app';
import { attendanceRecords, jobs } from '../../../server/db/schema';
import type { MailMessage } from '../../../server/messaging/mail';
import { call, noRateLimits, type TestPortal } from '../support/helpers';
import { adminSession, openCompetition, person, registerAccount, teamOf } from '../support/factories';
import { migratedTemplate } from '../support/pgliteTemplate';

const MINUTE = 60_000;
const folders: string[] = [];
after(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

/** A portal on PGlite ('memory' unless a folder is given) whose clock stands still until moved. */
async function portal(options: AppOptions = {}, startAt = Date.now()): Promise<TestPortal> {
  let offset = 0;
  const memory = (options.dataDir ?? 'memory') === 'memory';
  const app = buildApp({
    dataDir: 'memory',
    memoryTemplate: memory ? await migratedTemplate() : undefined,
    distDir: '/nonexistent-dist',
    rateLimits: noRateLimits,
    clock: () => new Date(startAt + offset),
    smsSender: { sendLoginCode: async () => undefined },
    ...options,
  });
  await app.ready();
  return {
    app,
    sms: [],
    advance: (ms) => {
      offset += ms;
    },
    close: () => app.close(),
  };
}

/** A competition with an approved team of three students, and a session open from now for an hour. */
async function venue(at: TestPortal, admin: { session: string }) {
  const competition = await openCompetition(at, admin);
  const [leader, a, b] = [await person(at), await person(at), await person(at)];
  const team = await teamOf(at, competition.id, leader, [a, b]);
  const enrolment = await call<API.EnrolmentView>(at.app, 'POST', '/api/enrolments', {
    session: leader.session,
    body: { competitionId: competition.id, teamId: team.id },
  });
  await call(at.app, 'PUT', `/api/admin/enrolments/${enrolment.body.data.id}`, {
    session: admin.session,
    body: { status: 'approved' },
  });
  const now = at.app.now().getTime();
  const body = {
    competitionId: competition.id,
    title: 'Opening briefing',
    location: 'Hall A',
    startsAt: new Date(now - MINUTE).toISOString(),
    endsAt: new Date(now + 60 * MINUTE).toISOString(),
    graceMinutes: 15,
  };
  const session = await call<API.AdminSessionView>(at.app, 'POST', '/api/admin/attendance/sessions', {
    session: admin.session,
    body,
  });
  assert.equal(session.status, 200, session.raw);
  return { session: session.body.data, body, people: [leader, a, b] };
}

/** The session's records, read from the database: no API read, which would settle the session itself. */
const recordsOf = (at: TestPortal, sessionId: number) =>
  at.app.db
    .select({ uid: attendanceRecords.uid, status: attendanceRecords.status })
    .from(attendanceRecords)
    .where(eq(attendanceRecords.sessionId, sessionId));

async function waitFor(what: string, done: () => Promise<boolean>) {
  const until = Date.now() + 15_000;
  while (!(await done())) {
    assert.ok(Date.now() < until, `${what} within 15 s`);
    await new Promise((resolve) => {
      setTimeout(resolve, 20);
    });
  }
}

test("a session's end records the absentees without anyone reading it, at its new end when it moved", async () => {
  const at = await portal();
  try {
    const admin = await adminSession(at);
    const { session, people } = await venue(at, admin);
    const moved = await venue(at, admin);
    const later = await call(at.app, 'PUT', `/api/admin/attendance/sessions/${moved.session.id}`, {
      session: admin.session,
      body: { ...moved.body, endsAt: new Date(Date.parse(moved.body.endsAt) + 60 * MINUTE).toISOString() },
    });
    assert.equal(later.status, 200, later.raw);
    await at.app.jobs.idle();
    assert.deepEqual(await recordsOf(at, session.id), [], 'nothing is settled before the end');

    at.advance(61 * MINUTE);
    // The runner's own timer notices the clock: no request, no idle() call.
    await waitFor('the absentees recorded', async () => (await recordsOf(at, session.id)).length === 3);
    assert.deepEqual(
      (await recordsOf(at, session.id)).map((r) => [r.uid, r.status]).sort(),
      people.map((p) => [p.uid, 'absent']).sort(),
    );
    await at.app.jobs.idle();
    assert.deepEqual(await recordsOf(at, moved.session.id), [], 'the moved session is still open');

    at.advance(60 * MINUTE);
    await at.app.jobs.idle();
    assert.equal((await recordsOf(at, moved.session.id)).length, 3, 'settled at its new end');
    assert.deepEqual(await at.app.db.select().from(jobs), [], 'no job is left');
  } finally {
    await at.close();
  }
});

test('a mail the mail server refused is retried with backoff, and delivered once', async () => {
  const delivered: MailMessage[] = [];
  let refusals = 2;
  const at = await portal({
    mailer: {
      async send(message) {
        // Registration sends a verification mail too: only the reset link is refused and counted.
        if (!message.text.includes('ResetPassword')) return;
        if (refusals > 0) {
          refusals -= 1;
          throw new Error('421 Service not available');
        }
        delivered.push(message);
      },
    },
  });
  try {
    const account = await registerAccount(at.app);
    const asked = await call(at.app, 'POST', '/api/password/forgot', { body: { email: account.email } });
    assert.equal(asked.status, 200);
    await at.app.mail.idle();
    assert.equal(refusals, 1, 'the first attempt was refused');
    assert.equal(delivered.length, 0);

    at.advance(29_000);
    await at.app.mail.idle();
    assert.equal(refusals, 1, 'no second attempt before its delay (30 s)');
    at.advance(2_000);
    await at.app.mail.idle();
    assert.equal(refusals, 0, 'the second attempt, refused too');

    at.advance(59_000);
    await at.app.mail.idle();
    assert.equal(delivered.length, 0, 'the third waits twice as long (60 s)');
    at.advance(2_000);
    await at.app.mail.idle();
    assert.deepEqual(
      delivered.map((mail) => mail.to),
      [account.email],
    );
    at.advance(60 * MINUTE);
    await at.app.mail.idle();
    assert.equal(delivered.length, 1, 'delivered once');
  } finally {
    await at.close();
  }
});

test('jobs pending when the process stops run after the restart: a session end, a refused mail', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-jobs-'));
  folders.push(dataDir);
  // Nothing listens on port 1: the mail server is down, the mail waits for its retry.
  const first = await portal({ dataDir, smtpUrl: 'smtp://127.0.0.1:1', publicUrl: 'https://portal.test' });
  let sessionId: number;
  let email: string;
  let stoppedAt: number;
  try {
    const admin = await adminSession(first);
    sessionId = (await venue(first, admin)).session.id;
    email = (await registerAccount(first.app)).email;
    const asked = await call(first.app, 'POST', '/api/password/forgot', { body: { email } });
    assert.equal(asked.status, 200);
    await first.app.mail.idle();
    const mailJobs = await first.app.db.select().from(jobs).where(eq(jobs.name, 'mail'));
    assert.ok(mailJobs.some((job) => JSON.stringify(job.data).includes('ResetPassword')));
    assert.ok(
      mailJobs.every((job) => job.attempts === 1 && job.state === 'waiting'),
      'each mail was tried once and waits',
    );
    stoppedAt = first.app.now().getTime();
  } finally {
    await first.close();
  }

  const second = await portal({ dataDir }, stoppedAt + 61 * MINUTE);
  try {
    await second.app.jobs.idle();
    assert.equal((await recordsOf(second, sessionId)).length, 3, 'the session was settled');
    const outbox = path.join(dataDir, 'outbox');
    const mails = await Promise.all(
      (await readdir(outbox))
        .filter((file) => file.endsWith('.eml'))
        .map((file) => readFile(path.join(outbox, file), 'utf8')),
    );
    // Registration's verification mails went out too, after the restart.
    const resets = mails.filter((mail) => mail.includes('ResetPassword'));
    assert.equal(resets.length, 1, 'the reset mail is in the outbox, once');
    assert.match(resets[0]!, new RegExp(`^To: ${email}`, 'm'));
    assert.deepEqual(await second.app.db.select().from(jobs), [], 'no job is left');
  } finally {
    await second.close();
  }
});
