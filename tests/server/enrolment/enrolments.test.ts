/**
 * Enrolment through the API: the checks a leader meets, the waiting list and its promotions, the
 * admins' review (one and several), the roster freeze and the CSV export.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { count } from 'drizzle-orm';
import { enrolments } from '../../../server/db/schema';
import { LOCALE_COOKIE } from '../../../common/locales';
import type * as API from '../../../common/contract';
import { call, csvRows, rules, SESSION_COOKIE, startPortal, type TestPortal } from '../support/helpers';
import {
  adminSession,
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

const enrolmentRows = async () => (await portal.app.db.select({ n: count() }).from(enrolments))[0]!.n;

const enrol = (who: Person, competitionId: number, teamId: number) =>
  call<API.EnrolmentView>(portal.app, 'POST', '/api/enrolments', {
    session: who.session,
    body: { competitionId, teamId },
  });

const decide = (id: number, status: 'approved' | 'rejected', reviewNote?: string) =>
  call<API.EnrolmentView>(portal.app, 'PUT', `/api/admin/enrolments/${id}`, {
    session: admin.session,
    body: { status, ...(reviewNote ? { reviewNote } : {}) },
  });

/** A team of two complete students, ready to enrol. */
async function readyTeam(competitionId: number) {
  const [leader, member] = [await person(portal), await person(portal)];
  const team = await teamOf(portal, competitionId, leader, [member]);
  return { leader, member, team };
}

describe('enrolling a team', () => {
  test('every unmet condition is reported at once, and nothing is stored', async () => {
    const competition = await openCompetition(portal, admin, {
      minTeamSize: 3,
      minAge: 14,
      maxAge: 25,
      agesOn: '2027-08-01',
    });
    const leader = await person(portal, { born: '1990-01-01' });
    const unready = await person(portal, { evpi: false });
    const team = await teamOf(portal, competition.id, leader, [unready]);
    const before = await enrolmentRows();
    const answer = await enrol(leader, competition.id, team.id);
    assert.equal(answer.status, 409);
    assert.deepEqual(rules(answer).sort(), ['age_out_of_range', 'evpi_incomplete', 'team_too_small']);
    assert.equal(await enrolmentRows(), before);
    const values = (answer.body.data as unknown as API.RuleFailure).violations.find(
      (v) => v.rule === 'age_out_of_range',
    )!.values!;
    assert.equal(values.range, '14–25');
  });

  test('the window: not before it opens, not after it closes', async () => {
    const now = portal.app.now().getTime();
    const upcoming = await openCompetition(portal, admin, {
      enrolmentOpensAt: new Date(now + DAY).toISOString(),
      enrolmentClosesAt: new Date(now + 9 * DAY).toISOString(),
    });
    const { leader, team } = await readyTeam(upcoming.id);
    const early = await enrol(leader, upcoming.id, team.id);
    assert.deepEqual(rules(early), ['enrolment_not_open']);
    portal.advance(10 * DAY);
    const late = await enrol(leader, upcoming.id, team.id);
    assert.deepEqual(rules(late), ['enrolment_closed']);
  });

  test('only the team’s leader enrols it: a member gets 403, another team’s leader 404', async () => {
    const competition = await openCompetition(portal, admin);
    const { leader, member, team } = await readyTeam(competition.id);
    const other = await readyTeam(competition.id);
    const byMember = await enrol(member, competition.id, team.id);
    assert.equal(byMember.status, 403);
    assert.deepEqual(rules(byMember), ['not_team_leader']);
    assert.equal((await enrol(other.leader, competition.id, team.id)).status, 404);
    assert.equal(
      (await call(portal.app, 'POST', '/api/enrolments', { body: { competitionId: 1, teamId: 1 } })).status,
      401,
    );
    const wrongCompetition = await openCompetition(portal, admin);
    assert.deepEqual(rules(await enrol(leader, wrongCompetition.id, team.id)), ['team_other_competition']);
  });

  test('a team holds one live enrolment; pending until an admin decides', async () => {
    const competition = await openCompetition(portal, admin);
    const { leader, team } = await readyTeam(competition.id);
    const first = await enrol(leader, competition.id, team.id);
    assert.equal(first.status, 200, first.raw);
    assert.equal(first.body.data.status, 'pending');
    assert.equal(first.body.data.memberCount, 2);
    const again = await enrol(leader, competition.id, team.id);
    assert.deepEqual(rules(again), ['already_enrolled']);
    const view = await call<API.TeamView>(portal.app, 'GET', `/api/teams/${team.id}`, {
      session: leader.session,
    });
    assert.equal(view.body.data.enrolmentId, first.body.data.id);
    assert.equal(view.body.data.enrolmentStatus, 'pending');
  });

  test('without approval, a free place is approved at once', async () => {
    const competition = await openCompetition(portal, admin, { requiresApproval: false });
    const { leader, team } = await readyTeam(competition.id);
    assert.equal((await enrol(leader, competition.id, team.id)).body.data.status, 'approved');
  });
});

describe('the waiting list', () => {
  test('beyond capacity teams wait in order; a withdrawal promotes the first at once, with a notice', async () => {
    const competition = await openCompetition(portal, admin, { capacity: 1 });
    const [a, b, c] = [
      await readyTeam(competition.id),
      await readyTeam(competition.id),
      await readyTeam(competition.id),
    ];
    const first = await enrol(a.leader, competition.id, a.team.id);
    const second = await enrol(b.leader, competition.id, b.team.id);
    const third = await enrol(c.leader, competition.id, c.team.id);
    assert.equal(first.body.data.status, 'pending');
    assert.deepEqual([second.body.data.status, second.body.data.waitlistPosition], ['waitlisted', 1]);
    assert.equal(third.body.data.waitlistPosition, 2);
    const listed = await call<API.CompetitionView>(portal.app, 'GET', `/api/competitions/${competition.id}`);
    assert.deepEqual(
      [listed.body.data.enrolledTeams, listed.body.data.waitlistedTeams, listed.body.data.windowState],
      [1, 2, 'full'],
    );

    const withdrawn = await call<API.EnrolmentView>(
      portal.app,
      'DELETE',
      `/api/enrolments/${first.body.data.id}`,
      {
        session: a.leader.session,
        body: {},
      },
    );
    assert.equal(withdrawn.body.data.status, 'withdrawn');
    const mine = await call<API.Page<API.EnrolmentView>>(portal.app, 'GET', '/api/enrolments', {
      session: b.member.session,
    });
    assert.equal(mine.body.data.list[0]!.status, 'pending');
    const thirdNow = await call<API.Page<API.EnrolmentView>>(portal.app, 'GET', '/api/enrolments', {
      session: c.leader.session,
    });
    assert.equal(thirdNow.body.data.list[0]!.waitlistPosition, 1);
    const notices = await call<API.Page<API.Notice>>(portal.app, 'GET', '/api/notices', {
      session: b.member.session,
      headers: { 'accept-language': 'pt-BR' },
    });
    assert.ok(
      notices.body.data.list.some((n) => n.title.includes('conseguiu uma vaga')),
      notices.raw,
    );
  });

  test('the first view of the list (enrolling) shows a full competition whose waiting list is open', async () => {
    const now = portal.app.now().getTime();
    const full = await openCompetition(portal, admin, { capacity: 1 });
    const open = await openCompetition(portal, admin);
    const upcoming = await openCompetition(portal, admin, {
      enrolmentOpensAt: new Date(now + DAY).toISOString(),
      enrolmentClosesAt: new Date(now + 9 * DAY).toISOString(),
    });
    const [holding, waiting] = [await readyTeam(full.id), await readyTeam(full.id)];
    assert.equal((await enrol(holding.leader, full.id, holding.team.id)).body.data.status, 'pending');
    assert.equal((await enrol(waiting.leader, full.id, waiting.team.id)).body.data.status, 'waitlisted');

    const listed = async (windowState: string) => {
      const answer = await call<API.Page<API.CompetitionView>>(portal.app, 'GET', '/api/competitions', {
        query: { windowState, pageSize: '100' },
      });
      assert.equal(answer.status, 200, answer.raw);
      return answer.body.data.list;
    };
    const enrolling = await listed('enrolling');
    const ids = enrolling.map((c) => c.id);
    assert.ok(ids.includes(full.id), 'the full competition, where both leaders find their team');
    assert.ok(ids.includes(open.id));
    assert.ok(!ids.includes(upcoming.id));
    assert.equal(enrolling.find((c) => c.id === full.id)?.windowState, 'full');
    assert.ok(enrolling.every((c) => c.windowState === 'open' || c.windowState === 'full'));
    // Competitions with places left come first.
    assert.ok(ids.indexOf(open.id) < ids.indexOf(full.id));
    // `open` still means places left.
    assert.ok(!(await listed('open')).some((c) => c.id === full.id));

    const unknown = await call(portal.app, 'GET', '/api/competitions', { query: { windowState: 'ajar' } });
    assert.equal(unknown.status, 400);
    assert.match(unknown.body.message, /windowState/);
  });

  test('a rejection and a dissolved team free their places for the teams waiting', async () => {
    const competition = await openCompetition(portal, admin, { capacity: 1 });
    const [a, b, c] = [
      await readyTeam(competition.id),
      await readyTeam(competition.id),
      await readyTeam(competition.id),
    ];
    const first = await enrol(a.leader, competition.id, a.team.id);
    const second = await enrol(b.leader, competition.id, b.team.id);
    await enrol(c.leader, competition.id, c.team.id);
    const rejected = await decide(first.body.data.id, 'rejected', 'Safety documents missing');
    assert.equal(rejected.body.data.reviewNote, 'Safety documents missing');
    const promoted = await call<API.Page<API.EnrolmentView>>(portal.app, 'GET', '/api/admin/enrolments', {
      session: admin.session,
      query: { competitionId: String(competition.id), status: 'pending' },
    });
    assert.deepEqual(
      promoted.body.data.list.map((e) => e.id),
      [second.body.data.id],
    );
    const dissolved = await call(portal.app, 'DELETE', `/api/teams/${b.team.id}`, {
      session: b.leader.session,
      body: {},
    });
    assert.equal(dissolved.status, 200);
    const teamC = await call<API.TeamView>(portal.app, 'GET', `/api/teams/${c.team.id}`, {
      session: c.leader.session,
    });
    assert.equal(teamC.body.data.enrolmentStatus, 'pending');
  });

  test('a larger capacity gives its new places to the waiting list; a smaller one than held is refused', async () => {
    const competition = await openCompetition(portal, admin, { capacity: 1 });
    const [a, b] = [await readyTeam(competition.id), await readyTeam(competition.id)];
    await enrol(a.leader, competition.id, a.team.id);
    const waiting = await enrol(b.leader, competition.id, b.team.id);
    const input = {
      name: competition.name,
      summary: competition.summary,
      track: competition.track,
      enrolmentOpensAt: competition.enrolmentOpensAt,
      enrolmentClosesAt: competition.enrolmentClosesAt,
      minTeamSize: competition.minTeamSize,
      maxTeamSize: competition.maxTeamSize,
    };
    const grown = await call<API.AdminCompetitionView>(
      portal.app,
      'PUT',
      `/api/admin/competitions/${competition.id}`,
      {
        session: admin.session,
        body: { ...input, capacity: 2 },
      },
    );
    assert.equal(grown.body.data.enrolledTeams, 2);
    const promoted = await call<API.Page<API.EnrolmentView>>(portal.app, 'GET', '/api/enrolments', {
      session: b.leader.session,
    });
    assert.equal(promoted.body.data.list.find((e) => e.id === waiting.body.data.id)?.status, 'pending');
    const shrunk = await call(portal.app, 'PUT', `/api/admin/competitions/${competition.id}`, {
      session: admin.session,
      body: { ...input, capacity: 1 },
    });
    assert.equal(shrunk.status, 409);
    assert.deepEqual(rules(shrunk), ['capacity_below_places']);
  });
});

describe('the admins’ review', () => {
  test('approve with a notice in each member’s language; a decided enrolment cannot be approved again', async () => {
    const competition = await openCompetition(portal, admin);
    const { leader, member, team } = await readyTeam(competition.id);
    const enrolment = await enrol(leader, competition.id, team.id);
    const byLeader = await call(portal.app, 'PUT', `/api/admin/enrolments/${enrolment.body.data.id}`, {
      session: leader.session,
      body: { status: 'approved' },
    });
    assert.equal(byLeader.status, 403);
    const approved = await decide(enrolment.body.data.id, 'approved', 'Welcome');
    assert.equal(approved.body.data.status, 'approved');
    assert.ok(approved.body.data.reviewedAt);
    assert.deepEqual(rules(await decide(enrolment.body.data.id, 'approved')), ['review_not_pending']);
    const notices = await call<API.Page<API.Notice>>(portal.app, 'GET', '/api/notices', {
      session: member.session,
      headers: { 'accept-language': 'zh-CN' },
    });
    const notice = notices.body.data.list.find((n) => n.title.includes('已通过审核'));
    assert.ok(notice, notices.raw);
    assert.match(notice.description, /Welcome/);
    const bad = await call(portal.app, 'PUT', `/api/admin/enrolments/${enrolment.body.data.id}`, {
      session: admin.session,
      body: { status: 'maybe' },
    });
    assert.equal(bad.status, 400);
    assert.equal((await decide(999999, 'approved')).status, 404);
  });

  test('several at once: each decided on its own, refusals reported', async () => {
    const competition = await openCompetition(portal, admin);
    const [a, b] = [await readyTeam(competition.id), await readyTeam(competition.id)];
    const first = await enrol(a.leader, competition.id, a.team.id);
    const second = await enrol(b.leader, competition.id, b.team.id);
    await decide(second.body.data.id, 'approved');
    const batch = await call<API.EnrolmentBatchResult>(portal.app, 'POST', '/api/admin/enrolments/review', {
      session: admin.session,
      body: { ids: [first.body.data.id, second.body.data.id], status: 'approved' },
    });
    assert.equal(batch.status, 200);
    assert.deepEqual(
      batch.body.data.reviewed.map((e) => e.id),
      [first.body.data.id],
    );
    assert.deepEqual(
      batch.body.data.refused.map((r) => r.id),
      [second.body.data.id],
    );
    assert.ok(batch.body.data.refused[0]!.message.length > 0);
  });

  test('the admin list pages, filters and sorts on the server', async () => {
    const competition = await openCompetition(portal, admin);
    const teamsIn = [
      await readyTeam(competition.id),
      await readyTeam(competition.id),
      await readyTeam(competition.id),
    ];
    for (const { leader, team } of teamsIn) await enrol(leader, competition.id, team.id);
    const list = (sorter: string, current = '1') =>
      call<API.Page<API.EnrolmentView>>(portal.app, 'GET', '/api/admin/enrolments', {
        session: admin.session,
        query: { competitionId: String(competition.id), sorter, pageSize: '2', current },
      });
    const names = teamsIn.map((t) => t.team.name).sort();
    const ascending = [
      ...(await list('teamName:ascend')).body.data.list,
      ...(await list('teamName:ascend', '2')).body.data.list,
    ];
    assert.deepEqual(
      ascending.map((e) => e.teamName),
      names,
    );
    const descending = await list('teamName:descend');
    assert.equal(descending.body.data.total, 3);
    assert.deepEqual(
      descending.body.data.list.map((e) => e.teamName),
      [names[2], names[1]],
    );
    const unknownField = await list('password:ascend');
    assert.equal(unknownField.status, 200, 'an unknown sort field keeps the default order');
  });

  test('the CSV names every member by legal name, username and email, with role and status in words', async () => {
    const competition = await openCompetition(portal, admin);
    const [leader, member] = [await person(portal), await person(portal)];
    await call(portal.app, 'PUT', '/api/user/evpi', {
      session: member.session,
      body: evpiBody('2006-03-01', { legalName: '王芳' }),
    });
    const created = await call<API.TeamView>(portal.app, 'POST', '/api/teams', {
      session: leader.session,
      body: {
        competitionId: competition.id,
        name: '=HYPERLINK("x")',
        organisation: '深海大学',
        country: 'China',
        description: '',
      },
    });
    await call(portal.app, 'POST', '/api/teams/join', {
      session: member.session,
      body: { inviteCode: created.body.data.inviteCode },
    });
    await enrol(leader, competition.id, created.body.data.id);
    const download = (headers: Record<string, string>) =>
      call(portal.app, 'GET', '/api/admin/enrolments.csv', {
        query: { competitionId: String(competition.id) },
        headers: { cookie: `${SESSION_COOKIE}=${admin.session}`, ...headers },
      });
    const csv = await download({ 'accept-language': 'en-US' });
    assert.equal(csv.status, 200);
    assert.match(String(csv.headers['content-type']), /text\/csv/);
    assert.ok(csv.raw.startsWith('\ufeff'));
    assert.ok(!/(^|,)=HYPERLINK/m.test(csv.raw), 'the formula is escaped');
    const [header, ...rows] = csvRows(csv.raw);
    assert.deepEqual(header, [
      'Enrolment',
      'Competition',
      'Team',
      'Status',
      'Waiting list',
      'Enrolled at',
      'Reviewed at',
      'Review note',
      'Role',
      'Legal name',
      'Username',
      'Email',
      'User ID',
    ]);
    assert.deepEqual(
      rows.map((row) => [row[2], row[3], ...row.slice(8)]),
      [
        [
          `'=HYPERLINK("x")`,
          'Under review',
          'Leader',
          'Test Participant',
          leader.username,
          leader.email,
          String(leader.uid),
        ],
        [
          `'=HYPERLINK("x")`,
          'Under review',
          'Member',
          '王芳',
          member.username,
          member.email,
          String(member.uid),
        ],
      ],
    );
    // The language the admin chose in the portal, not the browser's that a download carries.
    const chosen = csvRows(
      (
        await download({
          cookie: `${SESSION_COOKIE}=${admin.session}; ${LOCALE_COOKIE}=pt-BR`,
          'accept-language': 'zh-CN',
        })
      ).raw,
    );
    assert.deepEqual([chosen[0]![9], chosen[1]![3], chosen[1]![8]], ['Nome civil', 'Em análise', 'Líder']);
    assert.equal(
      (
        await call(portal.app, 'GET', '/api/admin/enrolments.csv', {
          session: leader.session,
          query: { competitionId: '1' },
        })
      ).status,
      403,
    );
  });
});

describe('the roster freeze', () => {
  test('after enrolment closes an enrolled team’s members cannot leave, and nobody joins', async () => {
    const now = portal.app.now().getTime();
    const competition = await openCompetition(portal, admin, {
      enrolmentClosesAt: new Date(now + 2 * DAY).toISOString(),
    });
    const { leader, member, team } = await readyTeam(competition.id);
    await enrol(leader, competition.id, team.id);
    const early = await call(portal.app, 'DELETE', `/api/teams/${team.id}/members/me`, {
      session: member.session,
      body: {},
    });
    assert.deepEqual(rules(early), ['team_too_small'], 'an enrolled team keeps its minimum while open');
    portal.advance(3 * DAY);
    const view = await call<API.TeamView>(portal.app, 'GET', `/api/teams/${team.id}`, {
      session: leader.session,
    });
    assert.equal(view.body.data.rosterFrozen, true);
    const leave = await call(portal.app, 'DELETE', `/api/teams/${team.id}/members/me`, {
      session: member.session,
      body: {},
    });
    assert.deepEqual(rules(leave), ['roster_frozen']);
    const join = await call(portal.app, 'POST', '/api/teams/join', {
      session: (await person(portal)).session,
      body: { inviteCode: team.inviteCode },
    });
    assert.deepEqual(rules(join), ['enrolment_closed']);
  });
});
