/**
 * The online qualifier from upload to the top 16, through the API and the portal's own worker: 20
 * teams upload a controller (16 the sample at 16 cruising speeds, 4 one that never moves), the worker scores every trial
 * in the sandbox, the results rank the teams by every trial once published, and made final with
 * the top 16 going on, the 16 that reach the dock are the ones that go.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type * as API from '../../../common/contract';
import { phaseQualifiers } from '../../../server/db/schema';
import { adminSession, DAY, openCompetition, person } from '../support/factories';
import { multipartFile, zipOf } from '../support/files';
import { call, type TestPortal, startPortal } from '../support/helpers';
import { simulationPhase } from '../support/simulation';

const SAMPLE = readFileSync('server/features/simulation/scenarios/subsea-gates/kit/main.py');
/** Stays where it starts: no gate, no dock, a score of 0. */
const IDLE = `import json, sys
for line in sys.stdin:
    print(json.dumps({"surge": 0, "sway": 0, "heave": 0, "yaw": 0}), flush=True)
`;
const HOUR = 3600_000;
/** The sample at another cruising thrust (0.8 in the kit): each team docks at its own time. */
const cruising = (thrust: number) =>
  SAMPLE.toString().replace('clamp(0.8 * facing)', `clamp(${thrust.toFixed(2)} * facing)`);

let portal: TestPortal;
let admin: { session: string };

before(async () => {
  portal = await startPortal({ simulationWorker: true });
  admin = await adminSession(portal);
});
after(() => portal?.close());

const ask = async <T>(method: 'GET' | 'PUT' | 'POST', url: string, session?: string, body?: unknown) => {
  const answer = await call<T>(portal.app, method, url, { session, body });
  assert.equal(answer.status, 200, `${method} ${url}: ${answer.raw}`);
  return answer.body.data;
};

test('20 teams upload, the worker scores them, and made final the top 16 go on', async () => {
  const competition = await openCompetition(portal, admin, {
    track: 'simulation',
    minTeamSize: 1,
    capacity: 30,
    requiresApproval: false,
  });
  const now = portal.app.now().getTime();
  const qualifier = await ask<API.AdminPhase>('POST', '/api/admin/phases', admin.session, {
    competitionId: competition.id,
    name: 'Online qualifier',
    startsAt: new Date(now - HOUR).toISOString(),
    endsAt: new Date(now + DAY).toISOString(),
  });
  const finals = await ask<API.AdminPhase>('POST', '/api/admin/phases', admin.session, {
    competitionId: competition.id,
    name: 'World finals',
    startsAt: new Date(now + 30 * DAY).toISOString(),
    endsAt: new Date(now + 32 * DAY).toISOString(),
  });
  await simulationPhase(portal, admin.session, qualifier.id, { publicSeeds: [7], hiddenSeeds: [8] });
  const zipped = async (source: string) =>
    multipartFile(await zipOf([{ name: 'main.py', data: source }]), 'controller.zip', 'application/zip');
  const idle = await zipped(IDLE);

  const docking: number[] = [];
  const standing: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const leader = await person(portal);
    const team = await ask<API.TeamView>('POST', '/api/teams', leader.session, {
      competitionId: competition.id,
      name: `Qualifier team ${i}`,
      organisation: 'Ocean University',
      country: 'China',
      description: '',
    });
    await ask('POST', '/api/enrolments', leader.session, { competitionId: competition.id, teamId: team.id });
    const file = i % 5 === 4 ? idle : await zipped(cruising(0.8 - docking.length * 0.01));
    const sent = await call<API.SimulationSubmission>(
      portal.app,
      'POST',
      `/api/teams/${team.id}/simulation/phases/${qualifier.id}/submissions`,
      { session: leader.session, headers: file!.headers, body: file!.payload },
    );
    assert.equal(sent.status, 200, sent.raw);
    (file === idle ? standing : docking).push(team.id);
  }
  await portal.app.jobs.idle();

  const board = await ask<API.PhaseResults>('GET', `/api/results/phases/${qualifier.id}`, admin.session);
  assert.equal(board.rows.length, 20, 'every team is ranked by its scored submission');
  const ranked = board.rows.map((row) => row.teamId);
  assert.deepEqual(new Set(ranked.slice(0, 16)), new Set(docking), 'the 16 that dock lead');
  assert.ok(
    board.rows.slice(0, 16).every((row) => row.total > 70),
    'a docking run scores over 70',
  );
  // Each total is the mean of every trial, the hidden one included, as officials see it.
  for (const row of board.rows.slice(0, 16)) {
    const { submissions } = (
      await ask<API.TeamSimulation>('GET', `/api/teams/${row.teamId}/simulation`, admin.session)
    )[0]!;
    const detail = await ask<API.SimulationSubmissionDetail>(
      'GET',
      `/api/teams/${row.teamId}/simulation/submissions/${submissions[0]!.id}`,
      admin.session,
    );
    assert.deepEqual(
      detail.trials.map((trial) => trial.seed),
      [7, 8],
    );
    const mean = detail.trials.reduce((sum, trial) => sum + trial.score, 0) / 2;
    assert.ok(Math.abs(row.total - mean) < 0.001, `team ${row.teamId}: ${row.total} is the mean ${mean}`);
  }
  const totals = board.rows.slice(0, 16).map((row) => row.total);
  assert.deepEqual(
    totals,
    [...totals].sort((a, b) => b - a),
    'ranked by total',
  );
  assert.ok(new Set(totals).size > 8, `the cruising speeds give different totals: ${totals.join(', ')}`);
  assert.ok(
    board.rows.slice(16).every((row) => row.total === 0),
    'standing still scores 0',
  );

  await ask('PUT', `/api/admin/phases/${qualifier.id}/publication`, admin.session, {
    state: 'final',
    advancement: { kind: 'top', count: 16 },
  });
  const published = await ask<API.PhaseResults>('GET', `/api/results/phases/${qualifier.id}`);
  assert.deepEqual(
    new Set(published.rows.filter((row) => row.qualified).map((row) => row.teamId)),
    new Set(docking),
    'the top 16 go on to the finals',
  );
  assert.deepEqual(
    published.rows
      .filter((row) => !row.qualified)
      .map((row) => row.teamId)
      .sort(),
    [...standing].sort(),
  );
  const goingOn = await portal.app.db
    .select({ teamId: phaseQualifiers.teamId })
    .from(phaseQualifiers)
    .where(eq(phaseQualifiers.phaseId, finals.id));
  assert.deepEqual(new Set(goingOn.map((row) => row.teamId)), new Set(docking), 'the finals take them');
});
