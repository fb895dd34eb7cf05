/**
 * Competitions and teams through the API: what visitors read, and every team rule and refusal, with
 * who may call what (anonymous, user, member, leader, another team's leader, admin).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { SEASON } from '../../../common/season';
import type * as API from '../../../common/contract';
import { teamMembers, teams } from '../../../server/db/schema';
import { call, rules, startPortal, type TestPortal } from '../support/helpers';
import { adminSession, DAY, openCompetition, person, teamOf } from '../support/factories';

let portal: TestPortal;
let admin: { uid: number; session: string };

before(async () => {
  portal = await startPortal();
  admin = await adminSession(portal);
});
after(() => portal?.close());

const teamRows = async () => (await portal.app.db.select({ n: count() }).from(teams))[0]!.n;

describe('competitions for visitors', () => {
  test('the first start seeds the season of common/season.ts, readable by anyone', async () => {
    const answer = await call<API.Page<API.CompetitionView>>(portal.app, 'GET', '/api/competitions', {
      headers: { 'accept-language': 'en-US' },
    });
    assert.equal(answer.status, 200);
    const seeded = answer.body.data.list.filter((c) => c.name.endsWith(String(SEASON.year)));
    assert.equal(seeded.length, SEASON.tracks.length);
    for (const competition of seeded) {
      assert.equal(competition.enrolmentClosesAt, SEASON.enrolment.closesAt);
      assert.equal(competition.minTeamSize, SEASON.team.minStudents);
      assert.equal(competition.maxTeamSize, SEASON.team.maxStudents);
      assert.equal(competition.maxAdvisors, SEASON.team.maxAdvisors);
      assert.ok(
        competition.phases.some((p) => p.startsAt.startsWith('2027-08-17T16:00')),
        'finals phase',
      );
    }
  });

  test('phase names come in the reader’s language too', async () => {
    const list = await call<API.Page<API.CompetitionView>>(portal.app, 'GET', '/api/competitions', {
      headers: { 'accept-language': 'zh-CN' },
    });
    const seeded = list.body.data.list.find(
      (c) => c.track === 'simulation' && c.name.startsWith(String(SEASON.year)),
    )!;
    assert.deepEqual(
      seeded.phases.map((p) => [p.name, p.locale]),
      [
        [SEASON.phaseNames.enrolment['zh-CN'], 'zh-CN'],
        [SEASON.phaseNames.qualifier['zh-CN'], 'zh-CN'],
        [SEASON.phaseNames.finals['zh-CN'], 'zh-CN'],
      ],
    );
    const phase = await call<API.AdminPhase>(portal.app, 'POST', '/api/admin/phases', {
      session: admin.session,
      body: {
        competitionId: seeded.id,
        name: 'Technical review',
        translations: { 'pt-BR': 'Revisão técnica' },
        startsAt: '2027-05-10T00:00:00Z',
        endsAt: '2027-05-20T00:00:00Z',
      },
    });
    assert.equal(phase.status, 200, phase.raw);
    const inIndonesian = await call<API.CompetitionView>(
      portal.app,
      'GET',
      `/api/competitions/${seeded.id}`,
      {
        headers: { 'accept-language': 'id-ID' },
      },
    );
    assert.deepEqual(
      inIndonesian.body.data.phases.filter((p) => p.id === phase.body.data.id).map((p) => [p.name, p.locale]),
      [['Technical review', 'en-US']],
    );
  });

  test('names come in the reader’s locale, or en-US, and say which', async () => {
    const created = await openCompetition(portal, admin, {
      name: 'Harbour Sprint',
      summary: 'English text',
      translations: { 'zh-CN': { name: '海港冲刺赛', summary: '中文' } },
    });
    const inChinese = await call<API.CompetitionView>(portal.app, 'GET', `/api/competitions/${created.id}`, {
      headers: { 'accept-language': 'zh-CN' },
    });
    assert.equal(inChinese.body.data.name, '海港冲刺赛');
    assert.equal(inChinese.body.data.locale, 'zh-CN');
    const inPortuguese = await call<API.CompetitionView>(
      portal.app,
      'GET',
      `/api/competitions/${created.id}`,
      {
        headers: { 'accept-language': 'pt-BR' },
      },
    );
    assert.equal(inPortuguese.body.data.name, 'Harbour Sprint');
    assert.equal(inPortuguese.body.data.locale, 'en-US');
  });

  test('a zh-CN-only competition falls back to zh-CN for every other reader', async () => {
    const created = await openCompetition(portal, admin, { name: '青岛杯', summary: '', locale: 'zh-CN' });
    const answer = await call<API.CompetitionView>(portal.app, 'GET', `/api/competitions/${created.id}`, {
      headers: { 'accept-language': 'id-ID' },
    });
    assert.equal(answer.body.data.name, '青岛杯');
    assert.equal(answer.body.data.locale, 'zh-CN');
  });

  test('an unknown competition is a 404, a malformed id a 400', async () => {
    assert.equal((await call(portal.app, 'GET', '/api/competitions/999999')).status, 404);
    assert.equal((await call(portal.app, 'GET', '/api/competitions/abc')).status, 400);
  });
});

describe('admin input that is no real date', () => {
  test('a leap second, a zone suffix, year 0 or 30 February are a 400 naming the field; nothing is created', async () => {
    const before = await call<API.Page<API.AdminCompetitionView>>(
      portal.app,
      'GET',
      '/api/admin/competitions',
      {
        session: admin.session,
      },
    );
    const now = portal.app.now().getTime();
    const base = {
      name: 'Bad Dates',
      summary: '',
      track: 'aerial',
      enrolmentOpensAt: new Date(now).toISOString(),
      enrolmentClosesAt: new Date(now + DAY).toISOString(),
      minTeamSize: 1,
      maxTeamSize: 2,
      capacity: 3,
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ enrolmentClosesAt: '2027-06-30T23:59:60Z' }, 'enrolmentClosesAt'],
      [{ enrolmentOpensAt: '2027-01-01T00:00:00Z[UTC]' }, 'enrolmentOpensAt'],
      [{ enrolmentOpensAt: '0000-01-01T00:00:00Z' }, 'enrolmentOpensAt'],
      [{ minAge: 14, maxAge: 25, agesOn: '2027-02-30' }, 'agesOn'],
    ];
    for (const [change, field] of cases) {
      const answer = await call<API.FieldErrors>(portal.app, 'POST', '/api/admin/competitions', {
        session: admin.session,
        body: { ...base, ...change },
      });
      assert.equal(answer.status, 400, `${JSON.stringify(change)}: ${answer.raw}`);
      assert.ok(answer.body.data.fields[field], answer.raw);
    }
    const after = await call<API.Page<API.AdminCompetitionView>>(
      portal.app,
      'GET',
      '/api/admin/competitions',
      {
        session: admin.session,
      },
    );
    assert.equal(after.body.data.total, before.body.data.total);
  });
});

describe('creating and editing a team', () => {
  test('anyone signed in creates a team and leads it; anonymous is sent to sign in', async () => {
    const competition = await openCompetition(portal, admin);
    const anonymous = await call(portal.app, 'POST', '/api/teams', {
      body: {
        competitionId: competition.id,
        name: 'Nobody',
        organisation: 'Uni',
        country: 'China',
        description: '',
      },
    });
    assert.equal(anonymous.status, 401);
    const leader = await person(portal);
    const team = await teamOf(portal, competition.id, leader);
    assert.equal(team.myRole, 'leader');
    assert.equal(team.members[0]!.uid, leader.uid);
    assert.match(team.inviteCode ?? '', /^[A-HJ-NP-Z2-9]{8}$/);
  });

  test('one team per person per competition, and names are unique regardless of case', async () => {
    const competition = await openCompetition(portal, admin);
    const leader = await person(portal);
    const team = await teamOf(portal, competition.id, leader);
    const second = await call(portal.app, 'POST', '/api/teams', {
      session: leader.session,
      body: {
        competitionId: competition.id,
        name: 'Another',
        organisation: 'Uni',
        country: 'China',
        description: '',
      },
    });
    assert.equal(second.status, 409);
    assert.deepEqual(rules(second), ['already_in_team']);
    const other = await person(portal);
    const before = await teamRows();
    const clash = await call(portal.app, 'POST', '/api/teams', {
      session: other.session,
      headers: { 'accept-language': 'zh-CN' },
      body: {
        competitionId: competition.id,
        name: team.name.toUpperCase(),
        organisation: 'Uni',
        country: 'China',
        description: '',
      },
    });
    assert.equal(clash.status, 409);
    assert.deepEqual(rules(clash), ['team_name_taken']);
    assert.match(clash.body.message, /本赛事已有名为/);
    assert.equal(await teamRows(), before);
  });

  test('no team is formed after enrolment closes', async () => {
    const now = portal.app.now().getTime();
    const competition = await openCompetition(portal, admin, {
      enrolmentOpensAt: new Date(now - 10 * DAY).toISOString(),
      enrolmentClosesAt: new Date(now - DAY).toISOString(),
    });
    const leader = await person(portal);
    const answer = await call(portal.app, 'POST', '/api/teams', {
      session: leader.session,
      body: {
        competitionId: competition.id,
        name: 'Too Late',
        organisation: 'Uni',
        country: 'China',
        description: '',
      },
    });
    assert.equal(answer.status, 409);
    assert.deepEqual(rules(answer), ['enrolment_closed']);
  });

  test('bad input is a 400 naming the field, and nothing is created', async () => {
    const competition = await openCompetition(portal, admin);
    const leader = await person(portal);
    const before = await teamRows();
    for (const body of [
      {
        competitionId: competition.id,
        name: '  x  ',
        organisation: 'Uni',
        country: 'China',
        description: '',
      },
      {
        competitionId: competition.id,
        name: 'Fine',
        organisation: 'Uni',
        country: 'China',
        description: '',
        extra: 1,
      },
      { competitionId: competition.id, name: 'Fine', organisation: 'U', country: 'China', description: '' },
      { competitionId: 'one', name: 'Fine', organisation: 'Uni', country: 'China', description: '' },
      {
        competitionId: competition.id,
        name: 'Nul\u0000',
        organisation: 'Uni',
        country: 'China',
        description: '',
      },
    ]) {
      const answer = await call<API.FieldErrors>(portal.app, 'POST', '/api/teams', {
        session: leader.session,
        body,
      });
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.ok(Object.keys(answer.body.data.fields).length > 0);
    }
    const missing = await call(portal.app, 'POST', '/api/teams', {
      session: leader.session,
      body: { competitionId: 999999, name: 'Fine', organisation: 'Uni', country: 'China', description: '' },
    });
    assert.equal(missing.status, 404);
    assert.equal(await teamRows(), before);
  });

  test('the leader or an admin edits the team; a member is refused with 403', async () => {
    const competition = await openCompetition(portal, admin);
    const [leader, member] = [await person(portal), await person(portal)];
    const team = await teamOf(portal, competition.id, leader, [member]);
    const body = { name: 'Renamed', organisation: 'Uni', country: 'Brazil', description: 'New' };
    const byMember = await call(portal.app, 'PUT', `/api/teams/${team.id}`, {
      session: member.session,
      body,
    });
    assert.equal(byMember.status, 403);
    assert.deepEqual(rules(byMember), ['not_team_leader']);
    const byLeader = await call<API.TeamView>(portal.app, 'PUT', `/api/teams/${team.id}`, {
      session: leader.session,
      body,
    });
    assert.equal(byLeader.status, 200);
    assert.equal(byLeader.body.data.country, 'Brazil');
    const byAdmin = await call<API.TeamView>(portal.app, 'PUT', `/api/teams/${team.id}`, {
      session: admin.session,
      body: { ...body, name: 'Admin Named' },
    });
    assert.equal(byAdmin.body.data.name, 'Admin Named');
  });

  test("a team's time zone is UTC until its leader sets a real one; an unknown one changes nothing", async () => {
    const competition = await openCompetition(portal, admin);
    const leader = await person(portal);
    const team = await teamOf(portal, competition.id, leader);
    assert.equal(team.timeZone, 'UTC');
    const body = { name: team.name, organisation: 'Uni', country: 'Brazil', description: '' };
    const edit = (timeZone: string) =>
      call<API.TeamView>(portal.app, 'PUT', `/api/teams/${team.id}`, {
        session: leader.session,
        body: { ...body, timeZone },
      });
    for (const wrong of ['Mars/Olympus_Mons', 'UTC+25']) {
      const refused = await edit(wrong);
      assert.equal(refused.status, 400, refused.raw);
      assert.match(refused.raw, /timeZone/);
    }
    const kept = await call<API.TeamView>(portal.app, 'GET', `/api/teams/${team.id}`, {
      session: leader.session,
    });
    assert.equal(kept.body.data.timeZone, 'UTC');
    assert.equal(kept.body.data.organisation, team.organisation, 'nothing else changed either');
    const set = await edit('America/Sao_Paulo');
    assert.equal(set.status, 200, set.raw);
    assert.equal(set.body.data.timeZone, 'America/Sao_Paulo');
    const without = await call<API.TeamView>(portal.app, 'PUT', `/api/teams/${team.id}`, {
      session: leader.session,
      body,
    });
    assert.equal(without.body.data.timeZone, 'America/Sao_Paulo', 'an edit without one keeps it');
  });
});

describe('who sees a team', () => {
  test('members and admins see it with its invite code; others get 404, as for a missing team', async () => {
    const competition = await openCompetition(portal, admin);
    const [leader, member, stranger, otherLeader] = [
      await person(portal),
      await person(portal),
      await person(portal),
      await person(portal),
    ];
    const team = await teamOf(portal, competition.id, leader, [member]);
    await teamOf(portal, competition.id, otherLeader);
    const asMember = await call<API.TeamView>(portal.app, 'GET', `/api/teams/${team.id}`, {
      session: member.session,
    });
    assert.equal(asMember.body.data.inviteCode, team.inviteCode);
    assert.equal(asMember.body.data.myRole, 'member');
    const asAdmin = await call<API.TeamView>(portal.app, 'GET', `/api/teams/${team.id}`, {
      session: admin.session,
    });
    assert.equal(asAdmin.body.data.inviteCode, team.inviteCode);
    for (const outsider of [stranger, otherLeader]) {
      const answer = await call(portal.app, 'GET', `/api/teams/${team.id}`, { session: outsider.session });
      assert.equal(answer.status, 404);
      assert.ok(!answer.raw.includes(team.inviteCode!));
    }
    assert.equal((await call(portal.app, 'GET', `/api/teams/${team.id}`)).status, 401);
    const mine = await call<API.Page<API.TeamView>>(portal.app, 'GET', '/api/teams', {
      session: member.session,
    });
    assert.deepEqual(
      mine.body.data.list.map((t) => t.id),
      [team.id],
    );
  });
});

describe('joining by invite code', () => {
  test('a code typed in lower case with spaces joins; a wrong code is refused', async () => {
    const competition = await openCompetition(portal, admin);
    const [leader, member] = [await person(portal), await person(portal)];
    const team = await teamOf(portal, competition.id, leader);
    const wrong = await call(portal.app, 'POST', '/api/teams/join', {
      session: member.session,
      body: { inviteCode: 'ZZZZZZZZ' },
    });
    assert.equal(wrong.status, 409);
    assert.deepEqual(rules(wrong), ['invite_invalid']);
    const joined = await call<API.TeamView>(portal.app, 'POST', '/api/teams/join', {
      session: member.session,
      body: { inviteCode: ` ${team.inviteCode!.toLowerCase()} ` },
    });
    assert.equal(joined.status, 200);
    assert.equal(joined.body.data.myRole, 'member');
    const malformed = await call(portal.app, 'POST', '/api/teams/join', {
      session: member.session,
      body: { inviteCode: 'short' },
    });
    assert.equal(malformed.status, 400);
  });

  test('a team never passes its maximum of students; advisors do not count', async () => {
    const competition = await openCompetition(portal, admin, { maxTeamSize: 2 });
    const [leader, second, third, advisor] = [
      await person(portal),
      await person(portal),
      await person(portal),
      await person(portal, { born: '1980-05-05' }),
    ];
    const team = await teamOf(portal, competition.id, leader, [second]);
    const full = await call(portal.app, 'POST', '/api/teams/join', {
      session: third.session,
      body: { inviteCode: team.inviteCode },
    });
    assert.equal(full.status, 409);
    assert.deepEqual(rules(full), ['team_full']);
    const asAdvisor = await call<API.TeamView>(portal.app, 'POST', '/api/teams/join', {
      session: advisor.session,
      body: { inviteCode: team.inviteCode, role: 'advisor' },
    });
    assert.equal(asAdvisor.status, 200, asAdvisor.raw);
    assert.equal(asAdvisor.body.data.members.length, 3);
  });

  test('advisors are adults with their personal information saved, at most two', async () => {
    const competition = await openCompetition(portal, admin);
    const leader = await person(portal);
    const team = await teamOf(portal, competition.id, leader);
    const join = (who: { session: string }) =>
      call(portal.app, 'POST', '/api/teams/join', {
        session: who.session,
        body: { inviteCode: team.inviteCode, role: 'advisor' },
      });
    const minor = await person(portal, { born: '2012-01-01', evpi: false });
    await call(portal.app, 'PUT', '/api/user/evpi', {
      session: minor.session,
      body: {
        legalName: 'Young One',
        dateOfBirth: '2012-01-01',
        nationality: 'China',
        documentType: 'id_card',
        documentNumber: 'X1',
        organisation: 'School',
        emergencyContactName: 'Parent',
        emergencyContactPhone: '+8613800002222',
        guardianName: 'Parent',
        guardianPhone: '+8613800002222',
      },
    });
    assert.deepEqual(rules(await join(minor)), ['advisor_minor']);
    assert.deepEqual(rules(await join(await person(portal, { evpi: false }))), ['evpi_incomplete']);
    assert.equal((await join(await person(portal, { born: '1975-01-01' }))).status, 200);
    assert.equal((await join(await person(portal, { born: '1976-01-01' }))).status, 200);
    const third = await join(await person(portal, { born: '1977-01-01' }));
    assert.equal(third.status, 409);
    assert.deepEqual(rules(third), ['too_many_advisors']);
  });

  test('joining an enrolled team, a student meets the age limits the team met', async () => {
    const competition = await openCompetition(portal, admin, {
      minTeamSize: 1,
      minAge: 14,
      maxAge: 25,
      agesOn: '2027-08-01',
    });
    const leader = await person(portal);
    const team = await teamOf(portal, competition.id, leader);
    await call(portal.app, 'POST', '/api/enrolments', {
      session: leader.session,
      body: { competitionId: competition.id, teamId: team.id },
    });
    const tooOld = await person(portal, { born: '1990-01-01' });
    const answer = await call(portal.app, 'POST', '/api/teams/join', {
      session: tooOld.session,
      body: { inviteCode: team.inviteCode },
    });
    assert.deepEqual(rules(answer), ['age_out_of_range']);
  });

  test('a new invite code revokes the old one; only the leader may ask for one', async () => {
    const competition = await openCompetition(portal, admin, { maxTeamSize: 5 });
    const [leader, member, newcomer] = [await person(portal), await person(portal), await person(portal)];
    const team = await teamOf(portal, competition.id, leader, [member]);
    const byMember = await call(portal.app, 'POST', `/api/teams/${team.id}/invite`, {
      session: member.session,
      body: {},
    });
    assert.equal(byMember.status, 403);
    const renewed = await call<API.TeamView>(portal.app, 'POST', `/api/teams/${team.id}/invite`, {
      session: leader.session,
      body: {},
    });
    assert.notEqual(renewed.body.data.inviteCode, team.inviteCode);
    const old = await call(portal.app, 'POST', '/api/teams/join', {
      session: newcomer.session,
      body: { inviteCode: team.inviteCode },
    });
    assert.deepEqual(rules(old), ['invite_invalid']);
    const fresh = await call(portal.app, 'POST', '/api/teams/join', {
      session: newcomer.session,
      body: { inviteCode: renewed.body.data.inviteCode },
    });
    assert.equal(fresh.status, 200);
  });

  test('members of the team hear that someone joined', async () => {
    const competition = await openCompetition(portal, admin);
    const [leader, member] = [await person(portal), await person(portal)];
    await teamOf(portal, competition.id, leader, [member]);
    const notices = await call<API.Page<API.Notice>>(portal.app, 'GET', '/api/notices', {
      session: leader.session,
      headers: { 'accept-language': 'zh-CN' },
    });
    assert.ok(
      notices.body.data.list.some((n) => n.title.includes('加入了')),
      notices.raw,
    );
  });
});

describe('leaving, removing, handing over and dissolving', () => {
  test('the leader cannot leave while others remain; a member leaves; the leader removes', async () => {
    const competition = await openCompetition(portal, admin, { maxTeamSize: 5 });
    const [leader, a, b] = [await person(portal), await person(portal), await person(portal)];
    const team = await teamOf(portal, competition.id, leader, [a, b]);
    const leaderLeaves = await call(portal.app, 'DELETE', `/api/teams/${team.id}/members/me`, {
      session: leader.session,
      body: {},
    });
    assert.equal(leaderLeaves.status, 409);
    assert.deepEqual(rules(leaderLeaves), ['leader_cannot_leave']);
    const memberRemoves = await call(portal.app, 'DELETE', `/api/teams/${team.id}/members/${b.uid}`, {
      session: a.session,
      body: {},
    });
    assert.equal(memberRemoves.status, 403);
    const left = await call<API.TeamLeaveResult>(portal.app, 'DELETE', `/api/teams/${team.id}/members/me`, {
      session: a.session,
      body: {},
    });
    assert.deepEqual(left.body.data, { teamId: team.id, dissolved: false });
    const removed = await call<API.TeamView>(portal.app, 'DELETE', `/api/teams/${team.id}/members/${b.uid}`, {
      session: leader.session,
      body: {},
    });
    assert.deepEqual(
      removed.body.data.members.map((m) => m.uid),
      [leader.uid],
    );
    const notAMember = await call(portal.app, 'DELETE', `/api/teams/${team.id}/members/${b.uid}`, {
      session: leader.session,
      body: {},
    });
    assert.deepEqual(rules(notAMember), ['member_not_found']);
  });

  test('the leadership goes to a student, never to an advisor; the old leader stays a member', async () => {
    const competition = await openCompetition(portal, admin);
    const [leader, member, advisor] = [
      await person(portal),
      await person(portal),
      await person(portal, { born: '1970-01-01' }),
    ];
    const team = await teamOf(portal, competition.id, leader, [member]);
    await call(portal.app, 'POST', '/api/teams/join', {
      session: advisor.session,
      body: { inviteCode: team.inviteCode, role: 'advisor' },
    });
    const toAdvisor = await call(portal.app, 'POST', `/api/teams/${team.id}/leader`, {
      session: leader.session,
      body: { uid: advisor.uid },
    });
    assert.deepEqual(rules(toAdvisor), ['leader_must_be_student']);
    const handed = await call<API.TeamView>(portal.app, 'POST', `/api/teams/${team.id}/leader`, {
      session: leader.session,
      body: { uid: member.uid },
    });
    assert.equal(handed.status, 200);
    assert.equal(handed.body.data.members.find((m) => m.uid === member.uid)?.role, 'leader');
    assert.equal(handed.body.data.members.find((m) => m.uid === leader.uid)?.role, 'member');
    const notices = await call<API.Page<API.Notice>>(portal.app, 'GET', '/api/notices', {
      session: member.session,
      headers: { 'accept-language': 'en-US' },
    });
    assert.ok(notices.body.data.list.some((n) => n.title.includes('now leads')));
  });

  test('the last member leaving dissolves the team, and its members may form another', async () => {
    const competition = await openCompetition(portal, admin);
    const leader = await person(portal);
    const team = await teamOf(portal, competition.id, leader);
    const left = await call<API.TeamLeaveResult>(portal.app, 'DELETE', `/api/teams/${team.id}/members/me`, {
      session: leader.session,
      body: {},
    });
    assert.deepEqual(left.body.data, { teamId: team.id, dissolved: true });
    assert.equal(
      (await call(portal.app, 'GET', `/api/teams/${team.id}`, { session: admin.session })).status,
      404,
    );
    const again = await teamOf(portal, competition.id, leader);
    assert.notEqual(again.id, team.id);
  });

  test('the leader dissolves a team; members are freed and told', async () => {
    const competition = await openCompetition(portal, admin);
    const [leader, member] = [await person(portal), await person(portal)];
    const team = await teamOf(portal, competition.id, leader, [member]);
    const byMember = await call(portal.app, 'DELETE', `/api/teams/${team.id}`, {
      session: member.session,
      body: {},
    });
    assert.equal(byMember.status, 403);
    const dissolved = await call<API.TeamLeaveResult>(portal.app, 'DELETE', `/api/teams/${team.id}`, {
      session: leader.session,
      body: {},
    });
    assert.deepEqual(dissolved.body.data, { teamId: team.id, dissolved: true });
    const members = await portal.app.db.select().from(teamMembers).where(eq(teamMembers.teamId, team.id));
    assert.equal(members.length, 0);
    const notices = await call<API.Page<API.Notice>>(portal.app, 'GET', '/api/notices', {
      session: member.session,
      headers: { 'accept-language': 'en-US' },
    });
    assert.ok(notices.body.data.list.some((n) => n.title.includes('dissolved')));
  });
});

describe('the admin console: teams and audit', () => {
  test('admins list every team by member; users are refused', async () => {
    const competition = await openCompetition(portal, admin);
    const [leader, member] = [await person(portal), await person(portal)];
    const team = await teamOf(portal, competition.id, leader, [member]);
    const byMember = await call<API.Page<API.TeamView>>(portal.app, 'GET', '/api/admin/teams', {
      session: admin.session,
      query: { uid: String(member.uid) },
    });
    assert.deepEqual(
      byMember.body.data.list.map((t) => t.id),
      [team.id],
    );
    assert.equal(
      (await call(portal.app, 'GET', '/api/admin/teams', { session: member.session })).status,
      403,
    );
    assert.equal((await call(portal.app, 'GET', '/api/admin/teams')).status, 401);
  });

  test('every roster change is in the audit log: who, what, the target, before and after', async () => {
    const competition = await openCompetition(portal, admin);
    const [leader, member] = [await person(portal), await person(portal)];
    const team = await teamOf(portal, competition.id, leader, [member]);
    await call(portal.app, 'DELETE', `/api/teams/${team.id}/members/me`, {
      session: member.session,
      body: {},
    });
    const log = await call<API.Page<API.AuditEntry>>(portal.app, 'GET', '/api/admin/audit', {
      session: admin.session,
      query: { teamId: String(team.id) },
    });
    const actions = log.body.data.list.map((e) => e.action);
    assert.deepEqual(actions, ['team.leave', 'team.join', 'team.create']);
    const leave = log.body.data.list[0]!;
    assert.equal(leave.actorUid, member.uid);
    assert.equal(leave.targetId, member.uid);
    assert.ok(JSON.stringify(leave.before).includes(String(member.uid)));
    assert.ok(!JSON.stringify(leave.after).includes(String(member.uid)));
    assert.equal(
      (await call(portal.app, 'GET', '/api/admin/audit', { session: leader.session })).status,
      403,
    );
  });
});
