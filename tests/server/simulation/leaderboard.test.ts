/**
 * A simulation phase's results (server/features/simulation/ranking.ts through results/): each team's
 * counting submission ranked by the mean of its trials; hidden trials count only for those who may
 * see them; the top teams go on to the next phase when the phase is made final.
 *
 * Two teams whose public and hidden trials disagree: Reef leads on public trials, Kelp on all.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type * as API from '../../../common/contract';
import { adminSession, DAY, openCompetition, person, teamOf, type Person } from '../support/factories';
import { call, type TestPortal, startPortal } from '../support/helpers';
import { scoredSubmission, simulationPhase } from '../support/simulation';

const HOUR = 3600_000;
let portal: TestPortal;
let admin: { session: string };
let phaseId: number;
let nextPhaseId: number;
const teams: Record<'reef' | 'kelp' | 'tide', { id: number; leader: Person }> = {} as never;

const ask = async <T>(method: 'GET' | 'PUT' | 'POST', url: string, session?: string, body?: unknown) => {
  const answer = await call<T>(portal.app, method, url, { session, body });
  assert.equal(answer.status, 200, `${method} ${url}: ${answer.raw}`);
  return answer.body.data;
};

/** A scored submission of `team`, `minutesAgo`, with trials `[seed, points, hidden]`. */
const scored = (team: keyof typeof teams, trials: [number, number, boolean][], minutesAgo: number) =>
  scoredSubmission(
    portal.app.db,
    {
      phaseId,
      teamId: teams[team].id,
      uid: teams[team].leader.uid,
      at: new Date(portal.app.now().getTime() - minutesAgo * 60_000),
    },
    trials.map(([seed, points, hidden]) => [seed, points * 1000, hidden]),
  );

const totals = (results: API.PhaseResults) => results.rows.map((row) => [row.rank, row.teamId, row.total]);
const id = (team: keyof typeof teams) => teams[team].id;

before(async () => {
  portal = await startPortal({ simulationWorker: false });
  admin = await adminSession(portal);
  const competition = await openCompetition(portal, admin);
  for (const team of ['reef', 'kelp', 'tide'] as const) {
    const leader = await person(portal);
    const made = await teamOf(portal, competition.id, leader, [await person(portal)]);
    teams[team] = { id: made.id, leader };
  }
  const now = portal.app.now().getTime();
  const phase = (startsAt: number, label: string) =>
    ask<API.AdminPhase>('POST', '/api/admin/phases', admin.session, {
      competitionId: competition.id,
      name: label,
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(startsAt + DAY).toISOString(),
    });
  phaseId = (await phase(now - HOUR, 'Online qualifier')).id;
  nextPhaseId = (await phase(now + 30 * DAY, 'World finals')).id;
  await simulationPhase(portal, admin.session, phaseId);
  // Reef: 90 public, 30 hidden (mean 70). Kelp: 80 public, 95 hidden (mean 85). Tide: 50 everywhere.
  await scored(
    'reef',
    [
      [1, 90, false],
      [2, 90, false],
      [3, 30, true],
    ],
    40,
  );
  // A later, worse submission of Reef's: `best` keeps the one above.
  await scored(
    'reef',
    [
      [1, 10, false],
      [2, 10, false],
      [3, 10, true],
    ],
    10,
  );
  await scored(
    'kelp',
    [
      [1, 80, false],
      [2, 80, false],
      [3, 95, true],
    ],
    30,
  );
  await scored(
    'tide',
    [
      [1, 50, false],
      [2, 50, false],
      [3, 50, true],
    ],
    20,
  );
});
after(() => portal?.close());

test("an admin sees the ranking by every trial of each team's best submission, under the scenario", async () => {
  const results = await ask<API.PhaseResults>('GET', `/api/results/phases/${phaseId}`, admin.session);
  assert.deepEqual(totals(results), [
    [1, id('kelp'), 85],
    [2, id('reef'), 70],
    [3, id('tide'), 50],
  ]);
  assert.deepEqual(
    results.components.map((head) => [head.key, head.name]),
    [['simulation', 'Subsea gates']],
    'the column is the scenario, in the reader’s language',
  );
});

test('provisional: a team sees its own row by its public trials only, without a rank', async () => {
  await ask('PUT', `/api/admin/phases/${phaseId}/publication`, admin.session, { state: 'provisional' });
  const results = await ask<API.PhaseResults>(
    'GET',
    `/api/results/phases/${phaseId}`,
    teams.reef.leader.session,
  );
  assert.deepEqual(totals(results), [[null, id('reef'), 90]]);
  assert.ok(
    results.rows[0]!.components.every((component) => component.partMicro === 90_000_000),
    'no part counts the hidden trial',
  );
  const anonymous = await ask<API.PhaseResults>('GET', `/api/results/phases/${phaseId}`);
  assert.deepEqual(anonymous.rows, []);
});

test('final with the top two going on: the qualifiers are those of every trial', async () => {
  await ask('PUT', `/api/admin/phases/${phaseId}/publication`, admin.session, {
    state: 'final',
    advancement: { kind: 'top', count: 2 },
  });
  const results = await ask<API.PhaseResults>('GET', `/api/results/phases/${phaseId}`);
  assert.deepEqual(
    results.rows.map((row) => [row.rank, row.teamId, row.total, row.qualified]),
    [
      [1, id('kelp'), 85, true],
      [2, id('reef'), 70, true],
      [3, id('tide'), 50, false],
    ],
  );
  assert.ok(nextPhaseId > phaseId);
});
