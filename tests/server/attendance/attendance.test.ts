/**
 * Attendance at the venue through the API: sessions, the rotating check-in code, present and late,
 * absences recorded when a session closes, team status, corrections and the CSV.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { LOCALE_COOKIE } from '../../../common/locales';
import type * as API from '../../../common/contract';
import {
  call,
  csvRows,
  noRateLimits,
  rules,
  SESSION_COOKIE,
  startPortal,
  type TestPortal,
} from '../support/helpers';
import {
  adminSession,
  checkInVenue,
  DAY,
  evpiBody,
  openCompetition,
  type Person,
  person,
  teamOf,
} from '../support/factories';

let portal: TestPortal;
let admin: { uid: number; session: string };

before(async () => {
  portal = await startPortal();
  admin = await adminSession(portal);
});
after(() => portal?.close());

const MINUTE = 60_000;

/** A competition with an approved team of a leader and two members, and a session open from now. */
const venue = (options: { graceMinutes?: number; lengthMinutes?: number } = {}) =>
  checkInVenue(portal, admin, options);

const codeOf = async (sessionId: number) =>
  (
    await call<API.CheckInCode>(portal.app, 'GET', `/api/admin/attendance/sessions/${sessionId}/code`, {
      session: admin.session,
    })
  ).body.data;

const checkIn = (who: Person, sessionId: number, teamId: number, code: string) =>
  call<API.AttendanceRecordView>(portal.app, 'POST', '/api/attendance/check-in', {
    session: who.session,
    body: { sessionId, teamId, code },
  });

describe('the check-in code', () => {
  test('is six digits that change every minute, and the QR URL opens the check-in page with it', async () => {
    const { session } = await venue();
    const first = await codeOf(session.id);
    assert.match(first.code, /^\d{6}$/);
    assert.equal(first.url, `/account/Team/Attendance?session=${session.id}&code=${first.code}`);
    assert.ok(Date.parse(first.expiresAt) > portal.app.now().getTime());
    assert.ok(Date.parse(first.expiresAt) - portal.app.now().getTime() <= MINUTE);
    portal.advance(MINUTE);
    assert.notEqual((await codeOf(session.id)).code, first.code);
  });

  test('only admins may read it', async () => {
    const { session, leader } = await venue();
    assert.equal(
      (
        await call(portal.app, 'GET', `/api/admin/attendance/sessions/${session.id}/code`, {
          session: leader.session,
        })
      ).status,
      403,
    );
    assert.equal(
      (await call(portal.app, 'GET', `/api/admin/attendance/sessions/${session.id}/code`)).status,
      401,
    );
  });
});

describe('checking in', () => {
  test('with the code on screen a member is present; a wrong code is refused and records nothing', async () => {
    const { session, team, a } = await venue();
    const wrong = await checkIn(
      a,
      session.id,
      team.id,
      '000000' === (await codeOf(session.id)).code ? '111111' : '000000',
    );
    assert.equal(wrong.status, 409);
    assert.deepEqual(rules(wrong), ['check_in_code_invalid']);
    const { code } = await codeOf(session.id);
    const done = await checkIn(a, session.id, team.id, code);
    assert.equal(done.status, 200, done.raw);
    assert.equal(done.body.data.status, 'present');
    const twice = await checkIn(a, session.id, team.id, code);
    assert.deepEqual(rules(twice), ['already_checked_in']);
  });

  test('a code just replaced still works; one two minutes old does not', async () => {
    const { session, team, a, b } = await venue();
    const { code } = await codeOf(session.id);
    portal.advance(MINUTE);
    assert.equal((await checkIn(a, session.id, team.id, code)).status, 200);
    portal.advance(MINUTE);
    assert.deepEqual(rules(await checkIn(b, session.id, team.id, code)), ['check_in_code_invalid']);
  });

  test('after the grace minutes a check-in is late', async () => {
    const { session, team, a } = await venue({ graceMinutes: 5 });
    portal.advance(10 * MINUTE);
    const late = await checkIn(a, session.id, team.id, (await codeOf(session.id)).code);
    assert.equal(late.body.data.status, 'late');
  });

  test('outside the session, or for someone else’s team, check-in is refused', async () => {
    const { session, team } = await venue({ lengthMinutes: 5 });
    const stranger = await person(portal);
    const code = (await codeOf(session.id)).code;
    const foreign = await checkIn(stranger, session.id, team.id, code);
    assert.equal(foreign.status, 403);
    assert.deepEqual(rules(foreign), ['not_team_member']);
    const bad = await call(portal.app, 'POST', '/api/attendance/check-in', {
      session: stranger.session,
      body: { sessionId: session.id, teamId: team.id, code: 'abc' },
    });
    assert.equal(bad.status, 400);
    const { leader } = await venue();
    portal.advance(10 * MINUTE);
    const closed = await checkIn(leader, session.id, team.id, (await codeOf(session.id)).code);
    assert.equal(closed.status, 403, 'the leader of another team is not a member of this one');
  });
});

describe('who checks in', () => {
  test('a team without a place is refused, and is not counted at the session', async () => {
    const { competition, session } = await venue();
    const [leader, member] = [await person(portal), await person(portal)];
    const unplaced = await teamOf(portal, competition.id, leader, [member]);
    const answer = await checkIn(member, session.id, unplaced.id, (await codeOf(session.id)).code);
    assert.equal(answer.status, 409);
    assert.deepEqual(rules(answer), ['team_not_enrolled']);
    const teams = await call<API.TeamAttendance[]>(
      portal.app,
      'GET',
      `/api/admin/attendance/sessions/${session.id}/teams`,
      {
        session: admin.session,
      },
    );
    assert.ok(!teams.body.data.some((t) => t.teamId === unplaced.id));
  });

  test('admins find sessions by a word of the title', async () => {
    const { competition } = await venue();
    const found = await call<API.Page<API.AdminSessionView>>(
      portal.app,
      'GET',
      '/api/admin/attendance/sessions',
      {
        session: admin.session,
        query: { competitionId: String(competition.id), keyword: 'briefing' },
      },
    );
    assert.equal(found.body.data.total, 1);
    const none = await call<API.Page<API.AdminSessionView>>(
      portal.app,
      'GET',
      '/api/admin/attendance/sessions',
      {
        session: admin.session,
        query: { competitionId: String(competition.id), keyword: 'banquet' },
      },
    );
    assert.equal(none.body.data.total, 0);
  });
});

describe('records and team status', () => {
  test('when a session closes, who did not come is absent; the team is incomplete; an admin excuses', async () => {
    const { session, team, leader, a, b } = await venue({ lengthMinutes: 30 });
    await checkIn(a, session.id, team.id, (await codeOf(session.id)).code);
    await checkIn(leader, session.id, team.id, (await codeOf(session.id)).code);
    const during = await call<API.TeamAttendance[]>(portal.app, 'GET', '/api/attendance/teams', {
      session: leader.session,
      query: { sessionId: String(session.id) },
    });
    assert.deepEqual(
      during.body.data.map((t) => [t.status, t.attended, t.expected]),
      [['incomplete', 2, 3]],
    );
    assert.equal(
      (
        await call(portal.app, 'GET', '/api/attendance/teams', {
          session: a.session,
          query: { teamId: String(team.id) },
        })
      ).status,
      404,
      'members who do not lead see no team status',
    );
    portal.advance(DAY);
    const records = await call<API.Page<API.AttendanceRecordView>>(
      portal.app,
      'GET',
      '/api/attendance/records',
      {
        session: a.session,
        query: { sessionId: String(session.id) },
      },
    );
    const byUid = new Map(records.body.data.list.map((r) => [r.uid, r.status]));
    assert.deepEqual(
      [byUid.get(leader.uid), byUid.get(a.uid), byUid.get(b.uid)],
      ['present', 'present', 'absent'],
    );
    const excused = await call<API.AttendanceRecordView>(
      portal.app,
      'PUT',
      `/api/admin/attendance/sessions/${session.id}/records/${b.uid}`,
      { session: admin.session, body: { status: 'excused', note: 'Flight delayed' } },
    );
    assert.equal(excused.body.data.status, 'excused');
    const after = await call<API.TeamAttendance[]>(
      portal.app,
      'GET',
      `/api/admin/attendance/sessions/${session.id}/teams`,
      {
        session: admin.session,
      },
    );
    assert.equal(after.body.data.find((t) => t.teamId === team.id)?.status, 'present');
    const log = await call<API.Page<API.AuditEntry>>(portal.app, 'GET', '/api/admin/audit', {
      session: admin.session,
      query: { teamId: String(team.id) },
    });
    assert.equal(log.body.data.list[0]!.action, 'attendance.correct');
  });

  test('nobody checked in: the team is absent at the closed session', async () => {
    const { session, team, leader } = await venue({ lengthMinutes: 10 });
    portal.advance(DAY);
    const statuses = await call<API.TeamAttendance[]>(portal.app, 'GET', '/api/attendance/teams', {
      session: leader.session,
      query: { sessionId: String(session.id) },
    });
    assert.deepEqual(
      statuses.body.data.map((t) => [t.teamId, t.status, t.state]),
      [[team.id, 'absent', 'closed']],
    );
  });

  test('a session with check-ins cannot be deleted', async () => {
    const { session, team, a } = await venue({ lengthMinutes: 10 });
    await checkIn(a, session.id, team.id, (await codeOf(session.id)).code);
    const removal = await call(portal.app, 'DELETE', `/api/admin/attendance/sessions/${session.id}`, {
      session: admin.session,
      body: {},
    });
    assert.deepEqual(rules(removal), ['session_has_records']);
  });

  test('the session CSV lists everyone expected by legal name, username, email, team, role and status', async () => {
    const { session, team, leader, a, b } = await venue({ lengthMinutes: 10 });
    const names = new Map([
      [leader.uid, '李明 Li Ming'],
      [a.uid, 'Ana Souza'],
      // A name that a spreadsheet would run as a formula.
      [b.uid, '=HYPERLINK("http://evil.example")'],
    ]);
    for (const who of [leader, a, b]) {
      const saved = await call(portal.app, 'PUT', '/api/user/evpi', {
        session: who.session,
        body: evpiBody('2006-03-01', { legalName: names.get(who.uid) }),
      });
      assert.equal(saved.status, 200, saved.raw);
    }
    // A nickname is whatever the person typed; the sheet does not go by it.
    await checkIn(a, session.id, team.id, (await codeOf(session.id)).code);
    const download = (headers: Record<string, string>) =>
      call(portal.app, 'GET', `/api/admin/attendance/sessions/${session.id}/records.csv`, {
        headers: { cookie: `${SESSION_COOKIE}=${admin.session}`, ...headers },
      });

    const open = await download({ 'accept-language': 'en-US' });
    assert.equal(open.status, 200, open.raw);
    assert.match(String(open.headers['content-type']), /^text\/csv/);
    assert.ok(open.raw.startsWith('\ufeff'), 'a byte-order mark for spreadsheet programs');
    const [header, ...rows] = csvRows(open.raw);
    assert.deepEqual(header, [
      'Session',
      'Competition',
      'Team',
      'Role',
      'Legal name',
      'Username',
      'Email',
      'User ID',
      'Status',
      'Checked in at',
      'Note',
    ]);
    const byUser = (list: string[][]) => new Map(list.map((row) => [row[5], row]));
    const before = byUser(rows);
    assert.equal(rows.length, 3, 'the two who have not checked in are listed too');
    assert.deepEqual(before.get(leader.username)!.slice(2, 9), [
      team.name,
      'Leader',
      '李明 Li Ming',
      leader.username,
      leader.email,
      String(leader.uid),
      'Not checked in yet',
    ]);
    assert.deepEqual(before.get(a.username)!.slice(3, 9), [
      'Member',
      'Ana Souza',
      a.username,
      a.email,
      String(a.uid),
      'Present',
    ]);
    assert.ok(before.get(a.username)![9], 'when a checked in');
    assert.equal(before.get(b.username)![8], 'Not checked in yet');
    assert.equal(before.get(b.username)![4], `'=HYPERLINK("http://evil.example")`, 'the formula is defused');

    // The admin's chosen language (the SPA's cookie) wins over the browser's, which a download sends.
    const chosen = await download({
      cookie: `${SESSION_COOKIE}=${admin.session}; ${LOCALE_COOKIE}=zh-CN`,
      'accept-language': 'en-US,en;q=0.9',
    });
    const [zhHeader, ...zhRows] = csvRows(chosen.raw);
    assert.deepEqual(zhHeader!.slice(3, 5), ['角色', '证件姓名']);
    const zhLeader = byUser(zhRows).get(leader.username)!;
    assert.deepEqual([zhLeader[3], zhLeader[8]], ['队长', '尚未签到']);

    portal.advance(DAY);
    const closed = byUser(csvRows((await download({ 'accept-language': 'en-US' })).raw).slice(1));
    assert.deepEqual(
      [leader, a, b].map((who) => closed.get(who.username)![8]),
      ['Absent', 'Present', 'Absent'],
    );
  });

  test('my sessions list shows my team and my record; sessions of others are not listed', async () => {
    const { session, team, a } = await venue();
    await checkIn(a, session.id, team.id, (await codeOf(session.id)).code);
    const mine = await call<API.Page<API.AttendanceSessionView>>(
      portal.app,
      'GET',
      '/api/attendance/sessions',
      { session: a.session },
    );
    assert.deepEqual(
      mine.body.data.list.map((s) => [s.id, s.teamId, s.state, s.myRecord?.status]),
      [[session.id, team.id, 'open', 'present']],
    );
    const stranger = await person(portal);
    const none = await call<API.Page<API.AttendanceSessionView>>(
      portal.app,
      'GET',
      '/api/attendance/sessions',
      { session: stranger.session },
    );
    assert.equal(none.body.data.total, 0);
  });

  test('a session that ends before it starts is a 400, and nothing is created', async () => {
    const competition = await openCompetition(portal, admin);
    const now = portal.app.now().getTime();
    const answer = await call<API.FieldErrors>(portal.app, 'POST', '/api/admin/attendance/sessions', {
      session: admin.session,
      body: {
        competitionId: competition.id,
        title: 'Backwards',
        location: '',
        startsAt: new Date(now).toISOString(),
        endsAt: new Date(now - MINUTE).toISOString(),
      },
    });
    assert.equal(answer.status, 400);
    assert.ok(answer.body.data.fields.endsAt);
    const list = await call<API.Page<API.AdminSessionView>>(
      portal.app,
      'GET',
      '/api/admin/attendance/sessions',
      {
        session: admin.session,
        query: { competitionId: String(competition.id) },
      },
    );
    assert.equal(list.body.data.total, 0);
  });
});

describe('guessing check-in codes', () => {
  /** A portal whose check-in budget is 3 wrong codes, and a leader who may check in to an open session. */
  async function guardedCheckIn() {
    const guarded = await startPortal({
      rateLimits: { ...noRateLimits, checkInFailures: { max: 3, timeWindowMs: 10 * MINUTE } },
    });
    const guardedAdmin = await adminSession(guarded);
    const competition = await openCompetition(guarded, guardedAdmin, {
      minTeamSize: 1,
      requiresApproval: false,
    });
    const leader = await person(guarded);
    const team = await teamOf(guarded, competition.id, leader);
    await call(guarded.app, 'POST', '/api/enrolments', {
      session: leader.session,
      body: { competitionId: competition.id, teamId: team.id },
    });
    const now = guarded.app.now().getTime();
    const created = await call<API.AdminSessionView>(guarded.app, 'POST', '/api/admin/attendance/sessions', {
      session: guardedAdmin.session,
      body: {
        competitionId: competition.id,
        title: 'Safety briefing',
        location: '',
        startsAt: new Date(now - MINUTE).toISOString(),
        endsAt: new Date(now + 60 * MINUTE).toISOString(),
      },
    });
    const sessionId = created.body.data.id;
    const { code } = (
      await call<API.CheckInCode>(guarded.app, 'GET', `/api/admin/attendance/sessions/${sessionId}/code`, {
        session: guardedAdmin.session,
      })
    ).body.data;
    const wrong = String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
    const attempt = (value: string) =>
      call(guarded.app, 'POST', '/api/attendance/check-in', {
        session: leader.session,
        body: { sessionId, teamId: team.id, code: value },
      });
    return { guarded, code, wrong, attempt };
  }

  test('after a few wrong codes for one session, further tries are refused with 429, even the right code', async () => {
    const { guarded, code, wrong, attempt } = await guardedCheckIn();
    try {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await attempt(wrong)).status);
      assert.deepEqual(statuses, [409, 409, 409, 429]);
      assert.equal((await attempt(code)).status, 429);
    } finally {
      await guarded.close();
    }
  });

  test('codes sent at once are checked no more often than the budget allows', async () => {
    const { guarded, code, wrong, attempt } = await guardedCheckIn();
    try {
      // The right code 20th of 20: three wrong ones use the budget up before it is looked at.
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => attempt(i === 19 ? code : wrong)),
      );
      const statuses = answers.map((answer) => answer.status);
      assert.equal(statuses.filter((status) => status === 409).length, 3, statuses.join(' '));
      assert.equal(statuses.filter((status) => status === 429).length, 17, statuses.join(' '));
    } finally {
      await guarded.close();
    }
  });
});
