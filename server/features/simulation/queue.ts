/**
 * A process that runs simulation submissions: it takes them from the job queue (pg-boss on
 * PostgreSQL, the in-process queue on PGlite), one at a time, and every half minute takes back the
 * submissions of workers that went silent. On PGlite the portal's one process is the worker; on
 * PostgreSQL the processes started with `npm run worker` are, and web processes only queue.
 */
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Jobs } from '../../runtime/jobs';
import type { Storage } from '../../runtime/storage';
import { cgroupsUsable } from './sandbox/cgroup';
import { DEFAULT_LIMITS, type SandboxLimits } from './sandbox/limits';
import { SIMULATION_LIMITS } from '../../../common/limits';
import { SIMULATION_JOB } from './submissions';
import { runSubmission, silenceAllowedMs, takeBackLost } from './worker';

/** How long a submission whose team has as many running as it may waits before it is tried again. */
const BUSY_RETRY_MS = 5_000;
/** How often silent workers are looked for: a few times within the silence a worker is allowed. */
const sweepMs = (limits?: SandboxLimits) => Math.min(30_000, silenceAllowedMs(limits) / 4);

export interface QueueContext {
  db: () => Database;
  jobs: Jobs;
  storage: Storage;
  clock: () => Date;
  log: FastifyBaseLogger;
  limits?: SandboxLimits;
}

/** Sends a submission to the queue: once, however often it is sent (its key). */
export const enqueue = (jobs: Jobs, submissionId: number, startAfter?: Date) =>
  jobs.send(SIMULATION_JOB, { submissionId }, { singletonKey: `submission-${submissionId}`, startAfter });

/**
 * The simulation queue's settings, the same in every process that declares it. A failed run is not
 * retried by the queue: takeBackLost decides, by the submission's attempts. One at a time: a trial
 * takes a core. A run may last every trial's budget, and the queue must not count it lost before
 * that (pg-boss would then hand this process the next one meanwhile).
 */
export const simulationQueueOptions = (limits: SandboxLimits = DEFAULT_LIMITS) => ({
  retryLimit: 0,
  batchSize: 1,
  expireSeconds: Math.ceil((2 * SIMULATION_LIMITS.seeds * limits.trialMs) / 1000 + 60),
});

/** Makes this process a worker; returns what stops it (before the database closes). */
export function startSimulationWorker(context: QueueContext): { stop(): void } {
  const abort = new AbortController();
  const cgroups = cgroupsUsable();
  if (!cgroups)
    context.log.warn(
      'simulation worker: no cgroups (not root): trials run without process and memory limits',
    );
  const name = `${hostname()}:${process.pid}`;
  context.jobs.work<{ submissionId: number }>(
    SIMULATION_JOB,
    async ({ submissionId }) => {
      const outcome = await runSubmission(
        {
          db: context.db(),
          storage: context.storage,
          clock: context.clock,
          name,
          cgroups,
          limits: context.limits,
          signal: abort.signal,
        },
        submissionId,
      );
      if (outcome === 'busy')
        await enqueue(context.jobs, submissionId, new Date(context.clock().getTime() + BUSY_RETRY_MS));
      if (outcome === 'released') await enqueue(context.jobs, submissionId);
    },
    simulationQueueOptions(context.limits),
  );
  const sweep = setInterval(() => {
    takeBackLost(context.db(), context.clock(), context.limits)
      .then((ids) => Promise.all(ids.map((id) => enqueue(context.jobs, id))))
      .catch((error: unknown) => context.log.warn({ err: error }, 'simulation worker: could not take back'));
  }, sweepMs(context.limits));
  sweep.unref();
  return {
    stop() {
      clearInterval(sweep);
      abort.abort();
    },
  };
}
