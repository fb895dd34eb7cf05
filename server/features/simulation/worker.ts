/**
 * Running a submission, as a worker does: claim it (within the team's limit of submissions running
 * at once), unpack its artifact, run its trials one by one in the sandbox, and end it scored or
 * failed. Every end is guarded by the claim (the worker and the attempt): a worker that was taken
 * for lost and comes back can change nothing, so no submission is scored twice.
 *
 * A worker says it is alive after each trial (`heartbeat_at`). `takeBackLost` finds submissions
 * whose worker has been silent longer than a trial may last: they are queued again, or, after
 * MAX_ATTEMPTS runs, failed as `worker_lost`. Nothing stays `running`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { simulationPhases, simulationSubmissions, simulationTrials, teams } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Storage } from '../../runtime/storage';
import { unpackArtifact } from './artifact';
import { startController } from './sandbox/controller';
import { DEFAULT_LIMITS, type SandboxLimits } from './sandbox/limits';
import { scenarioNamed } from './scenarios';
import { announced, announceSubmissions } from './announce';
import { teamSubmissions } from './submissions';
import { runTrial } from './trial';

/** Runs a submission may get before it fails as `worker_lost`. */
export const MAX_ATTEMPTS = 3;

export interface WorkerContext {
  db: Database;
  storage: Storage;
  clock: () => Date;
  /** This worker's name, as admins see it: host and process. */
  name: string;
  cgroups: boolean;
  limits?: SandboxLimits;
  /** Aborted when the worker stops: the submission it runs goes back to the queue at once. */
  signal?: AbortSignal;
}

/**
 * How long a worker may be silent before its submission is taken back: a trial's budget and half as
 * much again for the writes around it (at least 5 s): 90 s with the default budget.
 */
export const silenceAllowedMs = (limits: SandboxLimits = DEFAULT_LIMITS) =>
  limits.trialMs + Math.max(5_000, limits.trialMs / 2);

type Claimed = { phaseId: number; artifact: string; attempts: number };

/** Takes a queued submission for this worker, unless its team already has as many running as it may. */
async function claim(ctx: WorkerContext, id: number): Promise<Claimed | 'busy' | undefined> {
  return ctx.db.transaction(async (tx) => {
    const [submission] = await tx
      .select({
        teamId: simulationSubmissions.teamId,
        phaseId: simulationSubmissions.phaseId,
        state: simulationSubmissions.state,
      })
      .from(simulationSubmissions)
      .where(eq(simulationSubmissions.id, id));
    if (submission?.state !== 'queued') return undefined;
    // The team's row is the lock its claims take turns on.
    await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, submission.teamId)).for('update');
    const [phase] = await tx
      .select({ limit: simulationPhases.concurrentLimit })
      .from(simulationPhases)
      .where(eq(simulationPhases.phaseId, submission.phaseId));
    const running = await teamSubmissions(tx, submission, eq(simulationSubmissions.state, 'running'));
    if (running >= (phase?.limit ?? 1)) return 'busy';
    const now = ctx.clock();
    const [claimed] = await tx
      .update(simulationSubmissions)
      .set({
        state: 'running',
        worker: ctx.name,
        heartbeatAt: now,
        attempts: sql`${simulationSubmissions.attempts} + 1`,
        startedAt: sql`coalesce(${simulationSubmissions.startedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(and(eq(simulationSubmissions.id, id), eq(simulationSubmissions.state, 'queued')))
      .returning({
        ...announced,
        artifact: simulationSubmissions.artifact,
        attempts: simulationSubmissions.attempts,
      });
    if (!claimed) return undefined;
    await announceSubmissions(tx, [claimed]);
    return { phaseId: claimed.phaseId, artifact: claimed.artifact, attempts: claimed.attempts };
  });
}

/** This claim still holds: the submission is running, here, in this attempt. */
const stillOurs = (ctx: WorkerContext, id: number, attempts: number) =>
  and(
    eq(simulationSubmissions.id, id),
    eq(simulationSubmissions.state, 'running'),
    eq(simulationSubmissions.worker, ctx.name),
    eq(simulationSubmissions.attempts, attempts),
  );

async function heartbeat(db: Database, ctx: WorkerContext, id: number, attempts: number): Promise<boolean> {
  const rows = await db
    .update(simulationSubmissions)
    .set({ heartbeatAt: ctx.clock() })
    .where(stillOurs(ctx, id, attempts))
    .returning({ id: simulationSubmissions.id });
  return rows.length > 0;
}

async function bytesOf(storage: Storage, name: string): Promise<Buffer | undefined> {
  const stream = await storage.open(name);
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Puts a claimed submission back in the queue: its worker is stopping. Its recorded trials stand. */
async function release(ctx: WorkerContext, id: number, attempts: number) {
  await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(simulationSubmissions)
      .set({ state: 'queued', worker: null, attempts: attempts - 1 })
      .where(stillOurs(ctx, id, attempts))
      .returning(announced);
    await announceSubmissions(tx, rows);
  });
}

/**
 * Ends a claimed submission: scored, or failed with `failure` (given, or the first failed public
 * trial's). The sums come from its trials, in the same statement.
 */
async function finish(ctx: WorkerContext, id: number, attempts: number, failure?: 'artifact_invalid') {
  const trials = await ctx.db
    .select({
      hidden: simulationTrials.hidden,
      milli: simulationTrials.milli,
      failure: simulationTrials.failure,
    })
    .from(simulationTrials)
    .where(eq(simulationTrials.submissionId, id))
    .orderBy(asc(simulationTrials.hidden), asc(simulationTrials.seed));
  // A public trial's failure fails the submission, with its reason. A hidden one scores 0 like any
  // failed trial, and shows only with the hidden trials: failing the submission would tell of it.
  const failed = failure ?? trials.find((trial) => trial.failure && !trial.hidden)?.failure ?? undefined;
  const sum = (rows: typeof trials) => rows.reduce((total, trial) => total + trial.milli, 0);
  await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(simulationSubmissions)
      .set({
        state: failed ? 'failed' : 'scored',
        failure: (failed as typeof simulationSubmissions.$inferInsert.failure) ?? null,
        publicMilli: sum(trials.filter((trial) => !trial.hidden)),
        totalMilli: sum(trials),
        finishedAt: ctx.clock(),
      })
      .where(stillOurs(ctx, id, attempts))
      .returning(announced);
    await announceSubmissions(tx, rows);
  });
}

/**
 * Runs a submission's trials and ends it. Returns 'busy' when the team has as many running as it
 * may (the caller queues it again a little later), 'released' when the worker stopped under it
 * (queued again; the caller sends it on); otherwise what became of it.
 */
export async function runSubmission(
  ctx: WorkerContext,
  id: number,
): Promise<'busy' | 'done' | 'skipped' | 'released'> {
  const claimed = await claim(ctx, id);
  if (claimed === 'busy') return 'busy';
  if (!claimed) return 'skipped';
  const { attempts } = claimed;
  const [phase] = await ctx.db
    .select()
    .from(simulationPhases)
    .where(eq(simulationPhases.phaseId, claimed.phaseId));
  const scenario = scenarioNamed(phase!.scenario);
  const limits = ctx.limits ?? DEFAULT_LIMITS;
  const work = await mkdtemp(path.join(tmpdir(), 'portal-trial-'));
  try {
    const bytes = await bytesOf(ctx.storage, claimed.artifact);
    let language;
    try {
      if (!bytes) throw new AppError(404, 'submissionNotFound');
      language = await unpackArtifact(bytes, work);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await finish(ctx, id, attempts, 'artifact_invalid');
      return 'done';
    }
    const done = new Set(
      (
        await ctx.db
          .select({ seed: simulationTrials.seed })
          .from(simulationTrials)
          .where(eq(simulationTrials.submissionId, id))
      ).map((row) => row.seed),
    );
    const seeds = [
      ...phase!.publicSeeds.map((seed) => ({ seed, hidden: false })),
      ...phase!.hiddenSeeds.map((seed) => ({ seed, hidden: true })),
    ];
    for (const { seed, hidden } of seeds) {
      // A worker that died after a trial left it recorded: trials are reproducible, so it stands.
      if (done.has(seed)) continue;
      const result = await runTrial(
        scenario,
        seed,
        startController({ work, language, limits, cgroups: ctx.cgroups }),
        ctx.signal,
      );
      if (ctx.signal?.aborted) {
        await release(ctx, id, attempts);
        return 'released';
      }
      // Recorded only under this claim, which the heartbeat's row lock holds until the trial is in: a
      // submission cancelled, taken back or run again meanwhile keeps no trial of this run.
      const recorded = await ctx.db.transaction(async (tx) => {
        if (!(await heartbeat(tx, ctx, id, attempts))) return false;
        await tx
          .insert(simulationTrials)
          .values({
            submissionId: id,
            seed,
            hidden,
            milli: result.score.milli,
            parts: result.score.parts,
            failure: result.failure ?? null,
            logTail: result.logTail,
            steps: result.steps,
            replay: result.replay,
            createdAt: ctx.clock(),
          })
          .onConflictDoNothing();
        return true;
      });
      if (!recorded) return 'done';
    }
    await finish(ctx, id, attempts);
    return 'done';
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Submissions whose worker has been silent too long: queued again (their ids returned, for the
 * caller to send to the queue), or failed as `worker_lost` after MAX_ATTEMPTS runs.
 */
export async function takeBackLost(db: Database, now: Date, limits?: SandboxLimits): Promise<number[]> {
  const silentSince = new Date(now.getTime() - silenceAllowedMs(limits));
  const lost = and(
    eq(simulationSubmissions.state, 'running'),
    lt(simulationSubmissions.heartbeatAt, silentSince),
  );
  return db.transaction(async (tx) => {
    const failed = await tx
      .update(simulationSubmissions)
      .set({ state: 'failed', failure: 'worker_lost', finishedAt: now })
      .where(and(lost, sql`${simulationSubmissions.attempts} >= ${MAX_ATTEMPTS}`))
      .returning(announced);
    const again = await tx
      .update(simulationSubmissions)
      .set({ state: 'queued', worker: null })
      .where(and(lost, sql`${simulationSubmissions.attempts} < ${MAX_ATTEMPTS}`))
      .returning(announced);
    await announceSubmissions(tx, [...failed, ...again]);
    return again.map((row) => row.id);
  });
}

/** Queued submissions, oldest first: what a worker starting up sends to the queue again. */
export async function queuedSubmissions(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: simulationSubmissions.id })
    .from(simulationSubmissions)
    .where(inArray(simulationSubmissions.state, ['queued']))
    .orderBy(asc(simulationSubmissions.id));
  return rows.map((row) => row.id);
}
