/**
 * The simulation queue across processes: a web process takes 200 uploads of the sample controller
 * from four teams, then two workers (`npm run worker`) start and run them on one PostgreSQL, with
 * the uploads in the database. A worker is killed (-9) three times while it runs a submission, and started
 * again each time. Trials may last 5 s here (SIMULATION_TRIAL_SECONDS), so a killed worker's
 * submission is taken back within a minute.
 *
 *  - all 200 end: every 4th upload is the sample, scored; the others exit at once, failed as `crash`
 *    (a quarter of the sample's cost, so the test stays short);
 *  - none stays running past its trial's budget plus 60 s;
 *  - none ends twice: one trial each, and one final event each;
 *  - the sample gives the same score and replay, to the bit, on either worker.
 */
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type * as API from '../../common/contract';
import {
  events,
  phases,
  simulationPhases,
  simulationSubmissions,
  simulationTrials,
} from '../../server/db/schema';
import { multipartFile, zipOf } from '../server/support/files';
import { raceCluster, type RaceCluster } from './cluster';

const SUBMISSIONS = 200;
const TEAMS = 4;
const KILLS = 3;
const TRIAL_SECONDS = 5;
/** How long a submission may stay running in one attempt: its one trial's budget plus 60 s. */
const RUNNING_AT_MOST_MS = (TRIAL_SECONDS + 60) * 1000;
const SAMPLE = readFileSync('server/features/simulation/scenarios/subsea-gates/kit/main.py');
/** Exits at once: its trial ends as `crash` in a fraction of the sample's time, so most are these. */
const CRASHING = 'import sys\nsys.exit(3)\n';
const SAMPLE_EVERY = 4;

let cluster: RaceCluster;
const workers: ChildProcess[] = [];

before(async () => {
  cluster = await raceCluster({ SIMULATION_TRIAL_SECONDS: String(TRIAL_SECONDS) });
  await cluster.startServer();
});

after(() => cluster?.end());

/** A competition open for enrolment with a simulation phase open now: one public seed, no limits in the way. */
async function qualifier() {
  const db = cluster.handle.db;
  const now = Date.now();
  const cup = await cluster.competition('Simulation race cup', 'simulation');
  const [phase] = await db
    .insert(phases)
    .values({
      competitionId: cup.id,
      names: { 'en-US': 'Race qualifier' },
      startsAt: new Date(now - 3_600_000),
      endsAt: new Date(now + 86_400_000),
    })
    .returning();
  await db.insert(simulationPhases).values({
    phaseId: phase!.id,
    scenario: 'subsea-gates',
    publicSeeds: [7],
    hiddenSeeds: [],
    dailyLimit: 100,
    concurrentLimit: 10,
  });
  return { competitionId: cup.id, phaseId: phase!.id };
}

/** A leader's team in the competition, holding a place; the leader's cookie and the team's id. */
async function enrolledTeam(competitionId: number, leader: { cookie: string }, i: number) {
  const { base } = cluster.servers[0]!;
  const post = async <T>(path: string, body: unknown) => {
    const answer = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: leader.cookie },
      body: JSON.stringify(body),
    });
    const text = await answer.text();
    assert.equal(answer.status, 200, text);
    return (JSON.parse(text) as { data: T }).data;
  };
  const team = await post<API.TeamView>('/api/teams', {
    competitionId,
    name: `Sim racers ${i}`,
    organisation: 'Race University',
    country: 'China',
    description: '',
  });
  await post('/api/enrolments', { competitionId, teamId: team.id });
  return team.id;
}

type Row = typeof simulationSubmissions.$inferSelect;

test(`${SUBMISSIONS} submissions on two workers, ${KILLS} of them killed mid-run: each ends once, scored alike`, async () => {
  const { competitionId, phaseId } = await qualifier();
  const leaders = await cluster.people(TEAMS, 'simleader');
  const teamIds = await Promise.all(leaders.map((leader, i) => enrolledTeam(competitionId, leader, i)));
  const [sample, crashing] = await Promise.all(
    [SAMPLE, CRASHING].map(async (source) =>
      multipartFile(await zipOf([{ name: 'main.py', data: source }]), 'controller.zip', 'application/zip'),
    ),
  );
  const { base } = cluster.servers[0]!;
  const sampleIds: number[] = [];

  // The teams take turns, so that each has some queued throughout.
  for (let i = 0; i < SUBMISSIONS; i += 1) {
    const team = i % TEAMS;
    const file = i % SAMPLE_EVERY === 0 ? sample! : crashing!;
    const answer = await fetch(
      `${base}/api/teams/${teamIds[team]}/simulation/phases/${phaseId}/submissions`,
      {
        method: 'POST',
        headers: { ...file.headers, cookie: leaders[team]!.cookie },
        body: file.payload,
      },
    );
    const text = await answer.text();
    assert.equal(answer.status, 200, text);
    if (file === sample) sampleIds.push((JSON.parse(text) as { data: API.SimulationSubmission }).data.id);
  }

  // The workers start once every upload is queued: the queue keeps what the web process took.
  workers.push(cluster.startWorker(), cluster.startWorker());
  const db = cluster.handle.db;
  const mine = eq(simulationSubmissions.phaseId, phaseId);
  /** When each submission was first seen running, in each of its runs. */
  const runningSince = new Map<string, number>();
  const killed: number[] = [];
  const deadline = Date.now() + 8 * 60_000;
  for (;;) {
    const rows: Row[] = await db.select().from(simulationSubmissions).where(mine);
    const now = Date.now();
    for (const row of rows.filter((r) => r.state === 'running')) {
      const run = `${row.id}:${row.attempts}`;
      if (!runningSince.has(run)) runningSince.set(run, now);
      assert.ok(
        now - runningSince.get(run)! <= RUNNING_AT_MOST_MS,
        `submission ${row.id} has been running for ${now - runningSince.get(run)!} ms (run ${row.attempts})`,
      );
    }
    // Kill a worker while it runs a submission, then start another in its place.
    if (killed.length < KILLS) {
      const victim = workers[killed.length % workers.length]!;
      const held = rows.find((r) => r.state === 'running' && r.worker === `${hostname()}:${victim.pid}`);
      if (held) {
        victim.kill('SIGKILL');
        killed.push(held.id);
        workers[workers.indexOf(victim)] = cluster.startWorker();
      }
    }
    if (rows.length === SUBMISSIONS && rows.every((r) => ['scored', 'failed', 'cancelled'].includes(r.state)))
      break;
    assert.ok(now < deadline, `still not ended: ${rows.filter((r) => r.state !== 'scored').length}`);
    await sleep(250);
  }

  const rows: Row[] = await db.select().from(simulationSubmissions).where(mine);
  assert.deepEqual(
    rows
      .filter((r) => (sampleIds.includes(r.id) ? r.state !== 'scored' : r.failure !== 'crash'))
      .map((r) => [r.id, r.state, r.failure]),
    [],
    'the samples scored, the others failed as crash',
  );
  assert.equal(killed.length, KILLS, 'a worker was killed three times while running a submission');
  for (const id of killed)
    assert.ok(
      rows.find((r) => r.id === id)!.attempts >= 2,
      `submission ${id} ran again after its worker died`,
    );

  const ids = rows.map((r) => r.id);
  const trials = await db.select().from(simulationTrials).where(inArray(simulationTrials.submissionId, ids));
  assert.equal(trials.length, SUBMISSIONS, 'one trial each');
  const finalEvents = await db
    .select({
      submissionId: sql<number>`(${events.data} ->> 'submissionId')::int`,
      n: sql<number>`count(*)::int`,
    })
    .from(events)
    .where(
      and(
        eq(events.type, 'simulation'),
        eq(events.audience, 'admins'),
        sql`${events.data} ->> 'state' IN ('scored', 'failed', 'cancelled')`,
      ),
    )
    .groupBy(sql`1`);
  const mineEnded = finalEvents.filter((e) => ids.includes(e.submissionId));
  assert.equal(mineEnded.length, SUBMISSIONS, 'each announced ended');
  assert.deepEqual(
    mineEnded.filter((e) => e.n !== 1),
    [],
    'none ended (so none scored) twice',
  );

  // Bit-identical: one score, one set of parts and one replay for the one artifact.
  const samples = trials.filter((trial) => sampleIds.includes(trial.submissionId));
  assert.equal(samples.length, SUBMISSIONS / SAMPLE_EVERY);
  const first = samples[0]!;
  for (const trial of samples) {
    assert.equal(trial.milli, first.milli, `submission ${trial.submissionId}'s score`);
    assert.deepEqual(trial.parts, first.parts);
    assert.deepEqual(trial.replay, first.replay, `submission ${trial.submissionId}'s replay`);
  }
  assert.ok(first.milli > 0, 'the sample scores');
  const ranOn = new Set(rows.filter((r) => sampleIds.includes(r.id)).map((r) => r.worker));
  assert.ok(ranOn.size >= 2, `the sample run by several workers: ${[...ranOn].join(', ')}`);
});
