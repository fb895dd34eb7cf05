/**
 * Submissions to a simulation phase, from queued to their end (server/features/simulation): the
 * daily limit in the team's time zone, the claim that runs at most the team's limit at once, the
 * trials a worker records, cancelling, and a worker that goes silent.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import {
  events,
  phases,
  simulationPhases,
  simulationSubmissions,
  simulationTrials,
  teams,
} from '../../../server/db/schema';
import { RuleError } from '../../../server/http/errors';
import { cgroupsUsable } from '../../../server/features/simulation/sandbox/cgroup';
import { enqueue } from '../../../server/features/simulation/queue';
import { subseaGates } from '../../../server/features/simulation/scenarios/subsea-gates';
import { cancel, SIMULATION_JOB, submit } from '../../../server/features/simulation/submissions';
import {
  runSubmission,
  silenceAllowedMs,
  takeBackLost,
  type WorkerContext,
} from '../../../server/features/simulation/worker';
import { diskStorage } from '../../../server/runtime/storage';
import { adminSession, openCompetition, person, teamOf } from '../support/factories';
import { unzipTo, zipOf } from '../support/files';
import { startPortal, type TestPortal } from '../support/helpers';

const SAMPLE = readFileSync('server/features/simulation/scenarios/subsea-gates/kit/main.py');
let portal: TestPortal;
let folder: string;
let phaseId: number;
let teamId: number;
let uid: number;
let ctx: WorkerContext;

before(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'portal-sim-store-'));
  portal = await startPortal({ storage: diskStorage(folder), simulationWorker: true });
  const admin = await adminSession(portal);
  const competition = await openCompetition(portal, admin);
  const leader = await person(portal);
  const team = await teamOf(portal, competition.id, leader);
  teamId = team.id;
  uid = leader.uid;
  const now = portal.app.now();
  const [phase] = await portal.app.db
    .insert(phases)
    .values({
      competitionId: competition.id,
      names: { 'en-US': 'Simulation qualifier' },
      startsAt: now,
      endsAt: now,
    })
    .returning({ id: phases.id });
  phaseId = phase!.id;
  await portal.app.db.insert(simulationPhases).values({
    phaseId,
    scenario: 'subsea-gates',
    publicSeeds: [7, 8],
    hiddenSeeds: [9],
    dailyLimit: 5,
    concurrentLimit: 1,
  });
  ctx = {
    db: portal.app.db,
    storage: diskStorage(folder),
    clock: () => portal.app.now(),
    name: 'test-worker',
    cgroups: cgroupsUsable(),
  };
});
after(async () => {
  await portal?.close();
  rmSync(folder, { recursive: true, force: true });
});

const stored = async (files: Record<string, Buffer | string>) =>
  ctx.storage.put(await zipOf(Object.entries(files).map(([name, data]) => ({ name, data }))), 'zip');
/** Submits `source` as a Python controller and runs it to its end; the submission's id. */
async function runPython(source: string) {
  const { id } = await submit(
    ctx.db,
    { phaseId, teamId, uid, artifact: await stored({ 'main.py': source }), language: 'python' },
    portal.app.now(),
  );
  await runSubmission(ctx, id);
  return id;
}
const state = async (id: number) =>
  (await portal.app.db.select().from(simulationSubmissions).where(eq(simulationSubmissions.id, id)))[0]!;

test('a submission is run by a worker: every trial recorded, the sums public and total, scored', async () => {
  const { id } = await submit(
    ctx.db,
    { phaseId, teamId, uid, artifact: await stored({ 'main.py': SAMPLE }), language: 'python' },
    portal.app.now(),
  );
  assert.equal((await state(id)).state, 'queued');
  assert.equal(await runSubmission(ctx, id), 'done');
  const trials = await ctx.db.select().from(simulationTrials).where(eq(simulationTrials.submissionId, id));
  assert.deepEqual(trials.map((t) => [t.seed, t.hidden, t.failure]).sort(), [
    [7, false, null],
    [8, false, null],
    [9, true, null],
  ]);
  const row = await state(id);
  assert.equal(row.state, 'scored');
  assert.equal(
    row.publicMilli,
    trials.filter((t) => !t.hidden).reduce((a, t) => a + t.milli, 0),
  );
  assert.equal(
    row.totalMilli,
    trials.reduce((a, t) => a + t.milli, 0),
  );
  assert.equal(await runSubmission(ctx, id), 'skipped', 'a job sent twice runs it once');
  // Its team and the admins heard each state, in order; the events carry ids and the state only.
  const expected = ['queued', 'running', 'scored'].map((state) => ({
    submissionId: id,
    phaseId,
    teamId,
    state,
  }));
  for (const audience of [`user:${uid}`, 'admins']) {
    const heard = await ctx.db
      .select({ data: events.data })
      .from(events)
      .where(and(eq(events.type, 'simulation'), eq(events.audience, audience)))
      .orderBy(asc(events.id));
    assert.deepEqual(
      heard.map(({ data }) => data).filter((data) => data.submissionId === id),
      expected,
      audience,
    );
  }
});

test("the starter kit's local runner gives the portal's score for the public seeds", async () => {
  const id = await runPython(SAMPLE.toString());
  const trials = await ctx.db.select().from(simulationTrials).where(eq(simulationTrials.submissionId, id));
  const portalScores = trials
    .filter((trial) => !trial.hidden)
    .sort((a, b) => a.seed - b.seed)
    .map((trial) => ({ seed: trial.seed, score: trial.milli / 1000, steps: trial.steps }));

  const kit = await portal.app.inject({ method: 'GET', url: '/api/simulation/scenarios/subsea-gates/kit' });
  assert.equal(kit.statusCode, 200, kit.body);
  assert.equal(kit.headers['content-type'], 'application/zip');
  const unpacked = mkdtempSync(path.join(tmpdir(), 'portal-kit-'));
  try {
    await unzipTo(kit.rawPayload, unpacked);
    const folder = path.join(unpacked, 'subsea-gates-kit');
    assert.deepEqual(readFileSync(path.join(folder, 'main.py')), SAMPLE, 'the kit holds the sample');
    // As a team runs it: its own Node, from the kit's folder, with no portal module around it.
    const run = spawnSync(process.execPath, ['run.cjs', '--json', '--seed', '7', '--seed', '8', '.'], {
      cwd: folder,
      encoding: 'utf8',
      env: { PATH: process.env.PATH },
    });
    assert.equal(run.status, 0, run.stderr);
    const local = JSON.parse(run.stdout) as { trials: { seed: number; score: number; steps: number }[] };
    assert.deepEqual(
      local.trials.map(({ seed, score, steps }) => ({ seed, score, steps })),
      portalScores,
    );
  } finally {
    rmSync(unpacked, { recursive: true, force: true });
  }
});

test('a controller that breaks a rule fails its submission with the trial’s reason', async () => {
  const id = await runPython(`import socket\nsocket.create_connection(("127.0.0.1", 5432))\n`);
  const row = await state(id);
  assert.deepEqual([row.state, row.failure], ['failed', 'network_denied']);
});

test('a controller that fails only on a hidden seed is scored: that trial scores 0, its reason kept', async () => {
  // It crashes where the dock is where seed 9 (the hidden one) puts it, and idles elsewhere.
  const world = await subseaGates.create(9);
  const { dock } = world.observe() as { dock: { center: number[] } };
  world.free();
  const source = `import sys, json
hidden = ${JSON.stringify(dock.center)}
for line in sys.stdin:
    if json.loads(line)["dock"]["center"] == hidden:
        raise SystemExit("the hidden seed")
    print(json.dumps({"surge": 0, "sway": 0, "heave": 0, "yaw": 0}), flush=True)
`;
  const id = await runPython(source);
  const row = await state(id);
  assert.deepEqual([row.state, row.failure], ['scored', null], 'nothing tells of the hidden trial');
  const trials = await ctx.db.select().from(simulationTrials).where(eq(simulationTrials.submissionId, id));
  assert.deepEqual(trials.map((t) => [t.seed, t.failure, t.failure ? t.milli : 'any']).sort(), [
    [7, null, 'any'],
    [8, null, 'any'],
    [9, 'crash', 0],
  ]);
});

test('the 6th submission of the team’s day is refused with when the count starts again', async () => {
  // A team in São Paulo (UTC−3): its day began at 03:00 UTC.
  await ctx.db.update(teams).set({ timeZone: 'America/Sao_Paulo' }).where(eq(teams.id, teamId));
  await ctx.db.delete(simulationSubmissions).where(eq(simulationSubmissions.teamId, teamId));
  const at = new Date('2027-06-12T14:00:00Z');
  const artifact = await stored({ 'main.py': SAMPLE });
  for (let i = 0; i < 5; i += 1)
    await submit(ctx.db, { phaseId, teamId, uid, artifact, language: 'python' }, at);
  const refused = await submit(ctx.db, { phaseId, teamId, uid, artifact, language: 'python' }, at).then(
    () => assert.fail('accepted'),
    (error: unknown) => error,
  );
  assert.ok(refused instanceof RuleError);
  assert.deepEqual(refused.violations, [
    { rule: 'submission_daily_limit', values: { limit: 5, resetsAt: '2027-06-13T03:00:00.000Z' } },
  ]);
  // At 02:59 UTC on the 13th it is still the 12th in São Paulo; at 03:00 a new day.
  await assert.rejects(
    submit(ctx.db, { phaseId, teamId, uid, artifact, language: 'python' }, new Date('2027-06-13T02:59:00Z')),
    RuleError,
  );
  await submit(
    ctx.db,
    { phaseId, teamId, uid, artifact, language: 'python' },
    new Date('2027-06-13T03:00:00Z'),
  );
});

test('one running at a time for the team: a second claim waits; a cancelled one never runs', async () => {
  await ctx.db.delete(simulationSubmissions).where(eq(simulationSubmissions.teamId, teamId));
  const artifact = await stored({ 'main.py': SAMPLE });
  const now = portal.app.now();
  const first = await submit(ctx.db, { phaseId, teamId, uid, artifact, language: 'python' }, now);
  const second = await submit(ctx.db, { phaseId, teamId, uid, artifact, language: 'python' }, now);
  await ctx.db
    .update(simulationSubmissions)
    .set({ state: 'running', worker: 'elsewhere', heartbeatAt: now, attempts: 1 })
    .where(eq(simulationSubmissions.id, first.id));
  assert.equal(await runSubmission(ctx, second.id), 'busy');
  assert.equal((await state(second.id)).state, 'queued');
  await cancel(ctx.db, teamId, second.id, now);
  assert.equal(await runSubmission(ctx, second.id), 'skipped');
  assert.equal((await state(second.id)).state, 'cancelled');
  await assert.rejects(
    cancel(ctx.db, teamId, second.id, now),
    (error: unknown) => error instanceof RuleError && error.violations[0]!.rule === 'submission_final',
  );
  await assert.rejects(
    cancel(ctx.db, teamId + 1000, first.id, now),
    /submissionNotFound/,
    'not another team’s',
  );
});

test('a silent worker’s submission is queued again, and after 3 runs fails as worker_lost', async () => {
  await ctx.db.delete(simulationSubmissions).where(eq(simulationSubmissions.teamId, teamId));
  const now = portal.app.now();
  const { id } = await submit(
    ctx.db,
    { phaseId, teamId, uid, artifact: await stored({ 'main.py': SAMPLE }), language: 'python' },
    now,
  );
  const silent = new Date(now.getTime() - silenceAllowedMs() - 1);
  await ctx.db
    .update(simulationSubmissions)
    .set({ state: 'running', worker: 'gone', heartbeatAt: silent, attempts: 1 })
    .where(eq(simulationSubmissions.id, id));
  assert.deepEqual(await takeBackLost(ctx.db, now), [id]);
  assert.equal((await state(id)).state, 'queued');
  await ctx.db
    .update(simulationSubmissions)
    .set({ state: 'running', worker: 'gone', heartbeatAt: silent, attempts: 3 })
    .where(eq(simulationSubmissions.id, id));
  assert.deepEqual(await takeBackLost(ctx.db, now), []);
  const row = await state(id);
  assert.deepEqual([row.state, row.failure], ['failed', 'worker_lost']);
});

test('a controller in the store is never served as an upload: it is its team’s alone', async () => {
  const name = await stored({ 'main.py': SAMPLE });
  assert.ok(await ctx.storage.open(name), 'stored');
  const answer = await portal.app.inject({ method: 'GET', url: `/uploads/${name}` });
  assert.equal(answer.statusCode, 404);
  assert.equal(answer.json().code, 404);
});

test('sent to the job queue, a submission is run by the portal’s worker to its end', async () => {
  await ctx.db.delete(simulationSubmissions).where(eq(simulationSubmissions.teamId, teamId));
  const artifact = await stored({ 'main.py': SAMPLE });
  const { id } = await submit(
    ctx.db,
    { phaseId, teamId, uid, artifact, language: 'python' },
    portal.app.now(),
  );
  await enqueue(portal.app.jobs, id);
  await enqueue(portal.app.jobs, id);
  await portal.app.jobs.idle([SIMULATION_JOB]);
  const row = await state(id);
  assert.deepEqual([row.state, row.attempts], ['scored', 1]);
});
