/**
 * Setting up scoring through the API: a competition's scheme (the season's as version 1, checked
 * and versioned edits), its officials (and the Scoring menu's flag), and a phase's runs, one at a
 * time or generated for every team.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type * as API from '../../../common/contract';
import { phaseQualifiers } from '../../../server/db/schema';
import { call, rules, startPortal, type TestPortal } from '../support/helpers';
import { adminSession, DAY, openCompetition, person, teamOf } from '../support/factories';
import { scoringVenue, type Venue } from '../support/scoring-venue';

let portal: TestPortal;
let admin: { uid: number; session: string };
let venue: Venue;

before(async () => {
  portal = await startPortal();
  admin = await adminSession(portal);
  venue = await scoringVenue(portal, admin);
});
after(() => portal?.close());

const schemeUrl = (id: number) => `/api/admin/competitions/${id}/scoring`;
const asAdmin = <T>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
) => call<T>(portal.app, method, url, { session: admin.session, body, headers });

async function auditOf(competitionId: number, action: string) {
  const page = await call<API.Page<API.AuditEntry>>(portal.app, 'GET', '/api/admin/audit', {
    session: admin.session,
    query: { competitionId: String(competitionId), pageSize: '100' },
  });
  assert.equal(page.status, 200, page.raw);
  return page.body.data.list.filter((e) => e.action === action);
}

describe('the scoring scheme', () => {
  test("a competition starts with the season's scheme: 60/15/20/5, three judged rubrics, three tie-breaks", async () => {
    const competition = await openCompetition(portal, admin);
    const answer = await asAdmin<API.SchemeView>('GET', schemeUrl(competition.id));
    assert.equal(answer.status, 200, answer.raw);
    const scheme = answer.body.data;
    assert.equal(scheme.version, 1);
    assert.deepEqual(
      scheme.components.map((c) => [c.key, c.kind, c.weight]),
      [
        ['missions', 'field', 60],
        ['documentation', 'judged', 15],
        ['interview', 'judged', 20],
        ['safety', 'judged', 5],
      ],
    );
    const missions = scheme.components[0] as API.FieldComponent;
    assert.equal(missions.attempts, 2);
    assert.equal(missions.aggregate, 'best');
    assert.ok(missions.timed);
    assert.ok(missions.items.length >= 4 && missions.items.length <= 6);
    assert.ok(missions.items.some((item) => item.kind === 'penalty'));
    for (const item of missions.items) assert.equal(Object.keys(item.names).length, 5, item.key);
    for (const c of scheme.components.slice(1) as API.JudgedComponent[])
      assert.ok(c.criteria.length >= 2 && c.criteria.length <= 4, c.key);
    assert.deepEqual(scheme.tieBreaks, [
      { kind: 'component', key: 'missions' },
      { kind: 'time', key: 'missions' },
      { kind: 'component', key: 'interview' },
    ]);
    // Read again: still version 1 (the first need made it once).
    assert.equal((await asAdmin<API.SchemeView>('GET', schemeUrl(competition.id))).body.data.version, 1);
  });

  test('an unknown competition is a 404, for reading and for saving', async () => {
    assert.equal((await asAdmin('GET', schemeUrl(999_999))).status, 404);
    const saved = await asAdmin('PUT', schemeUrl(999_999), {
      components: venue.scheme.components,
      tieBreaks: [],
    });
    assert.equal(saved.status, 404, saved.raw);
  });

  test('a scheme that breaks a rule is a 400 naming the field, in the reader’s language, and saves nothing', async () => {
    const competition = await openCompetition(portal, admin);
    const base = (await asAdmin<API.SchemeView>('GET', schemeUrl(competition.id))).body.data;
    const [missions, documentation, interview, safety] = base.components as [
      API.FieldComponent,
      API.JudgedComponent,
      API.JudgedComponent,
      API.JudgedComponent,
    ];
    const cases: Array<[string, Pick<API.SchemeInput, 'components' | 'tieBreaks'>, string]> = [
      [
        'weights',
        { components: [{ ...missions, weight: 50 }, documentation, interview, safety], tieBreaks: [] },
        'components',
      ],
      [
        'component keys',
        { components: [missions, { ...documentation, key: 'missions' }, interview, safety], tieBreaks: [] },
        'components.1.key',
      ],
      [
        'item keys',
        {
          components: [
            { ...missions, items: [...missions.items, { ...missions.items[0]! }] },
            documentation,
            interview,
            safety,
          ],
          tieBreaks: [],
        },
        `components.0.items.${missions.items.length}.key`,
      ],
      [
        'criterion keys',
        {
          components: [
            missions,
            { ...documentation, criteria: [documentation.criteria[0]!, documentation.criteria[0]!] },
            interview,
            safety,
          ],
          tieBreaks: [],
        },
        'components.1.criteria.1.key',
      ],
      [
        'a tie-break on no component',
        { components: base.components, tieBreaks: [{ kind: 'component', key: 'robots' }] },
        'tieBreaks.0.key',
      ],
      [
        'a time tie-break on a judged component',
        { components: base.components, tieBreaks: [{ kind: 'time', key: 'interview' }] },
        'tieBreaks.0.key',
      ],
      [
        'a time tie-break on an untimed field component',
        {
          components: [{ ...missions, timed: false }, documentation, interview, safety],
          tieBreaks: [{ kind: 'time', key: 'missions' }],
        },
        'tieBreaks.0.key',
      ],
    ];
    for (const [name, body, field] of cases) {
      const answer = await asAdmin<{ fields: Record<string, string> }>(
        'PUT',
        schemeUrl(competition.id),
        body,
      );
      assert.equal(answer.status, 400, `${name}: ${answer.raw}`);
      assert.ok(answer.body.data.fields[field], `${name}: ${answer.raw}`);
    }
    const chinese = await asAdmin<{ fields: Record<string, string> }>(
      'PUT',
      schemeUrl(competition.id),
      { components: [{ ...missions, weight: 50 }, documentation, interview, safety], tieBreaks: [] },
      { 'accept-language': 'zh-CN' },
    );
    assert.match(chinese.body.data.fields.components!, /100.*90/);
    assert.match(chinese.body.data.fields.components!, /之和/);
    const after = (await asAdmin<API.SchemeView>('GET', schemeUrl(competition.id))).body.data;
    assert.equal(after.version, 1, 'no refused edit made a version');
    assert.equal((await auditOf(competition.id, 'scoring.scheme')).length, 0);
  });

  test('each save makes the next version, audited; the view can be sent back as read', async () => {
    const competition = await openCompetition(portal, admin);
    const first = (await asAdmin<API.SchemeView>('GET', schemeUrl(competition.id))).body.data;
    const [missions, ...judged] = first.components as [API.FieldComponent, ...API.ScoringComponent[]];
    const edited = { ...first, components: [{ ...missions, attempts: 3 }, ...judged] };
    const second = await asAdmin<API.SchemeView>('PUT', schemeUrl(competition.id), edited);
    assert.equal(second.status, 200, second.raw);
    assert.equal(second.body.data.version, 2);
    assert.equal((second.body.data.components[0] as API.FieldComponent).attempts, 3);
    const third = await asAdmin<API.SchemeView>('PUT', schemeUrl(competition.id), second.body.data);
    assert.equal(third.body.data.version, 3);
    assert.equal((await asAdmin<API.SchemeView>('GET', schemeUrl(competition.id))).body.data.version, 3);
    const entries = await auditOf(competition.id, 'scoring.scheme');
    assert.equal(entries.length, 2);
    assert.ok(entries.every((e) => e.actorUid === admin.uid));
  });
});

describe('officials', () => {
  test('the list names each official with their role', async () => {
    const answer = await asAdmin<API.OfficialList>(
      'GET',
      `/api/admin/competitions/${venue.competition.id}/officials`,
    );
    assert.equal(answer.status, 200, answer.raw);
    const byUid = new Map(answer.body.data.map((o) => [o.uid, o.role]));
    assert.equal(byUid.get(venue.people.referee.uid), 'referee');
    assert.equal(byUid.get(venue.people.headReferee.uid), 'head_referee');
    assert.equal(byUid.get(venue.people.judge.uid), 'judge');
    assert.equal(answer.body.data.length, 5);
  });

  test('a save replaces the set, audited; an unknown uid is a 400 naming it and changes nothing', async () => {
    const competition = await openCompetition(portal, admin);
    const [a, b] = [await person(portal), await person(portal)];
    const url = `/api/admin/competitions/${competition.id}/officials`;
    const first = await asAdmin<API.OfficialList>('PUT', url, {
      officials: [
        { uid: a.uid, role: 'referee' },
        { uid: a.uid, role: 'judge' },
      ],
    });
    assert.equal(first.status, 200, first.raw);
    assert.equal(first.body.data.length, 2);
    const refused = await asAdmin<{ fields: Record<string, string> }>('PUT', url, {
      officials: [
        { uid: b.uid, role: 'referee' },
        { uid: 987_654, role: 'judge' },
      ],
    });
    assert.equal(refused.status, 400, refused.raw);
    assert.match(refused.body.data.fields['officials.1.uid']!, /987654/);
    assert.equal((await asAdmin<API.OfficialList>('GET', url)).body.data.length, 2, 'nothing changed');
    const replaced = await asAdmin<API.OfficialList>('PUT', url, {
      officials: [{ uid: b.uid, role: 'head_referee' }],
    });
    assert.deepEqual(
      replaced.body.data.map((o) => [o.uid, o.role]),
      [[b.uid, 'head_referee']],
    );
    assert.equal((await auditOf(competition.id, 'scoring.officials')).length, 2);
    assert.equal((await asAdmin('GET', '/api/admin/competitions/999999/officials')).status, 404);
  });

  test('the current user is told whether they officiate', async () => {
    const me = (session: string) =>
      call<API.CurrentUser>(portal.app, 'GET', '/api/user/currentUser', { session });
    assert.equal((await me(venue.people.referee.session)).body.data.officiates, true);
    assert.equal((await me(venue.people.judge.session)).body.data.officiates, true);
    assert.equal((await me(venue.leaders[0]!.session)).body.data.officiates, false);
    assert.equal((await me(admin.session)).body.data.officiates, false);
  });
});

describe('runs', () => {
  const runsUrl = () => `/api/admin/phases/${venue.phase.id}/runs`;

  test('generation gives every approved team both attempts on the fields in turn and one run per judged component', async () => {
    const { runs, teams, phase } = venue;
    assert.equal(runs.length, teams.length * (2 + 3));
    const field = runs
      .filter((r) => r.component === 'missions')
      .sort((a, b) => a.slot!.localeCompare(b.slot!) || a.field!.localeCompare(b.field!));
    assert.deepEqual(
      field.map((r) => r.field),
      ['Pool A', 'Pool B', 'Pool A', 'Pool B'],
    );
    const start = Date.parse(phase.startsAt);
    assert.deepEqual(
      field.map((r) => (Date.parse(r.slot!) - start) / 60_000),
      [0, 0, 15, 15],
    );
    assert.deepEqual(
      field.map((r) => r.attempt),
      [1, 1, 2, 2],
    );
    for (const team of teams)
      for (const key of ['documentation', 'interview', 'safety'])
        assert.equal(runs.filter((r) => r.teamId === team.id && r.component === key).length, 1, key);
    assert.ok(
      runs.every(
        (r) => r.state === 'scheduled' && r.version === null && r.competitionId === venue.competition.id,
      ),
    );
  });

  test('generating again keeps the runs there are', async () => {
    const again = await asAdmin<API.RunView[]>('POST', runsUrl(), {
      generate: 'every-team',
      startsAt: new Date(Date.now() + 5 * DAY).toISOString(),
      minutesApart: 30,
    });
    assert.equal(again.status, 200, again.raw);
    assert.deepEqual(
      again.body.data.map((r) => [r.id, r.slot, r.field]).sort(),
      venue.runs.map((r) => [r.id, r.slot, r.field]).sort(),
    );
  });

  test('one run at a time: checked against the phase, the scheme and the runs there are', async () => {
    const competition = await openCompetition(portal, admin);
    const [leader, member] = [await person(portal), await person(portal)];
    const stranger = await teamOf(portal, competition.id, leader, [member]);
    const team = venue.teams[0]!.id;
    const duplicate = await asAdmin('POST', runsUrl(), { teamId: team, component: 'missions', attempt: 1 });
    assert.equal(duplicate.status, 409, duplicate.raw);
    assert.deepEqual(rules(duplicate), ['run_exists']);
    const tooMany = await asAdmin<{ fields: Record<string, string> }>('POST', runsUrl(), {
      teamId: team,
      component: 'missions',
      attempt: 3,
    });
    assert.equal(tooMany.status, 400, tooMany.raw);
    assert.ok(tooMany.body.data.fields.attempt);
    const judgedTwice = await asAdmin<{ fields: Record<string, string> }>('POST', runsUrl(), {
      teamId: team,
      component: 'interview',
      attempt: 2,
    });
    assert.equal(judgedTwice.status, 400, judgedTwice.raw);
    const unknown = await asAdmin<{ fields: Record<string, string> }>('POST', runsUrl(), {
      teamId: team,
      component: 'robots',
      attempt: 1,
    });
    assert.equal(unknown.status, 400, unknown.raw);
    assert.ok(unknown.body.data.fields.component);
    const outsider = await asAdmin('POST', runsUrl(), {
      teamId: stranger.id,
      component: 'missions',
      attempt: 1,
    });
    assert.equal(outsider.status, 409, outsider.raw);
    assert.deepEqual(rules(outsider), ['team_not_in_phase']);
    assert.equal(
      (await asAdmin('POST', '/api/admin/phases/999999/runs', { generate: 'every-team' })).status,
      404,
    );
    const leap = await asAdmin<{ fields: Record<string, string> }>('POST', runsUrl(), {
      generate: 'every-team',
      startsAt: '2027-06-30T23:59:60Z',
    });
    assert.equal(leap.status, 400, leap.raw);
    assert.ok(leap.body.data.fields.startsAt);
    const listed = await asAdmin<API.RunView[]>('GET', runsUrl());
    assert.equal(listed.body.data.length, venue.runs.length, 'no refused run was made');
  });

  test('a later phase runs the teams the phase before sent on', async () => {
    const now = portal.app.now().getTime();
    const later = await asAdmin<API.AdminPhase>('POST', '/api/admin/phases', {
      competitionId: venue.competition.id,
      name: 'Grand final',
      startsAt: new Date(now + 10 * DAY).toISOString(),
      endsAt: new Date(now + 11 * DAY).toISOString(),
    });
    const url = `/api/admin/phases/${later.body.data.id}/runs`;
    const none = await asAdmin<API.RunView[]>('POST', url, { generate: 'every-team' });
    assert.deepEqual(none.body.data, [], 'nobody has qualified yet');
    const refused = await asAdmin('POST', url, {
      teamId: venue.teams[0]!.id,
      component: 'missions',
      attempt: 1,
    });
    assert.deepEqual(rules(refused), ['team_not_in_phase']);
    await portal.app.db.insert(phaseQualifiers).values({
      phaseId: later.body.data.id,
      teamId: venue.teams[1]!.id,
      fromPhaseId: venue.phase.id,
      rank: 1,
    });
    const one = await asAdmin<API.RunView[]>('POST', url, { generate: 'every-team' });
    assert.deepEqual([...new Set(one.body.data.map((r) => r.teamId))], [venue.teams[1]!.id]);
    const added = await asAdmin<API.RunView[]>('POST', url, {
      teamId: venue.teams[1]!.id,
      component: 'missions',
      attempt: 2,
    });
    assert.equal(added.status, 409, 'generation made attempt 2 already');
  });
});
