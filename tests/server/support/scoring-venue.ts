/**
 * A competition ready to be scored: approved teams, a phase, its officials (two referees, a head
 * referee, two judges), every team's runs, and a second competition with a referee of its own (who
 * must not be able to score the first one's runs). Helpers make and send tablets' events.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type * as API from '../../../common/contract';
import { call, type TestPortal } from './helpers';
import { DAY, openCompetition, type Person, person, signedInUser, teamOf } from './factories';

export type Official = Awaited<ReturnType<typeof signedInUser>>;

export async function scoringVenue(portal: TestPortal, admin: { session: string }, teamCount = 2) {
  const { app } = portal;
  const ask = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => {
    const answer = await call<T>(app, method, url, { session: admin.session, body });
    assert.equal(answer.status, 200, `${method} ${url}: ${answer.raw}`);
    return answer.body.data;
  };
  const competition = await openCompetition(portal, admin);
  const teams: API.TeamView[] = [];
  const leaders: Person[] = [];
  for (let i = 0; i < teamCount; i += 1) {
    const [leader, member] = [await person(portal), await person(portal)];
    const team = await teamOf(portal, competition.id, leader, [member]);
    const enrolment = await call<API.EnrolmentView>(app, 'POST', '/api/enrolments', {
      session: leader.session,
      body: { competitionId: competition.id, teamId: team.id },
    });
    assert.equal(enrolment.status, 200, enrolment.raw);
    await ask('PUT', `/api/admin/enrolments/${enrolment.body.data.id}`, { status: 'approved' });
    teams.push(team);
    leaders.push(leader);
  }
  const now = app.now().getTime();
  const phase = await ask<API.AdminPhase>('POST', '/api/admin/phases', {
    competitionId: competition.id,
    name: 'Finals',
    startsAt: new Date(now + DAY).toISOString(),
    endsAt: new Date(now + 2 * DAY).toISOString(),
  });
  const official = () => signedInUser(app, 'official');
  const people = {
    referee: await official(),
    referee2: await official(),
    headReferee: await official(),
    judge: await official(),
    judge2: await official(),
    otherReferee: await official(),
  };
  await ask('PUT', `/api/admin/competitions/${competition.id}/officials`, {
    officials: [
      { uid: people.referee.uid, role: 'referee' },
      { uid: people.referee2.uid, role: 'referee' },
      { uid: people.headReferee.uid, role: 'head_referee' },
      { uid: people.judge.uid, role: 'judge' },
      { uid: people.judge2.uid, role: 'judge' },
    ],
  });
  const other = await openCompetition(portal, admin);
  await ask('PUT', `/api/admin/competitions/${other.id}/officials`, {
    officials: [{ uid: people.otherReferee.uid, role: 'head_referee' }],
  });
  const runs = await ask<API.RunView[]>('POST', `/api/admin/phases/${phase.id}/runs`, {
    generate: 'every-team',
    fields: ['Pool A', 'Pool B'],
  });
  const scheme = await ask<API.SchemeView>('GET', `/api/admin/competitions/${competition.id}/scoring`);
  const runOf = (teamIndex: number, component: string, attempt = 1) =>
    runs.find(
      (r) => r.teamId === teams[teamIndex]!.id && r.component === component && r.attempt === attempt,
    )!;
  return { competition, other, teams, leaders, phase, people, runs, runOf, scheme, ask };
}

export type Venue = Awaited<ReturnType<typeof scoringVenue>>;

/** One tablet entry with a fresh UUID. */
export const entry = (runId: number, schemeVersion: number, value: API.ScoringEntry): API.ScoringEvent => ({
  id: randomUUID(),
  runId,
  schemeVersion,
  at: new Date().toISOString(),
  entry: value,
});

export const sendBatch = (
  portal: TestPortal,
  who: { session: string },
  events: API.ScoringEvent[],
  device = 'tablet-1',
  headers?: Record<string, string>,
) =>
  call<API.ScoringBatchResult>(portal.app, 'POST', '/api/scoring/events', {
    session: who.session,
    body: { device, events },
    headers,
  });
