/**
 * Work that runs later or outside a request (a check-in session's end, account mail), behind one
 * interface whichever database the portal runs on:
 *
 *  - PostgreSQL: pg-boss 10 (the last line for Node 20; docs/decisions/0033-jobs-on-pg-boss.md) in
 *    its own `pgboss` schema, with a small pool of its own. Its fetch takes a job with
 *    `FOR UPDATE SKIP LOCKED`, so each job runs in one process however many there are. A job whose
 *    process died stays `active` until it expires (`expireSeconds`), then pg-boss's maintenance
 *    puts it back for another process to retry.
 *  - PGlite: one process owns the data folder, so the jobs run in this process, kept in our `jobs`
 *    table (a job due after a restart still runs) and woken by a timer.
 *
 * A job may run twice (its process dies after the work but before the job is marked done, or the
 * work outlives its expiry), so every handler is idempotent.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { jobs as jobRows } from '../db/schema';

export interface SendOptions {
  /** Not before this instant, by the app's clock. */
  startAfter?: Date;
  /** At most one waiting job per name and key: sending again replaces its data and time. */
  singletonKey?: string;
}

export interface WorkOptions {
  /** Attempts after the first. Default 5. */
  retryLimit?: number;
  /** The first retry's delay; each next one doubles it. Default 30 s. */
  retryDelaySeconds?: number;
  /** PostgreSQL: how many of the queue's jobs a process takes and runs at once. Default 8. */
  batchSize?: number;
  /**
   * PostgreSQL: how long one of the queue's jobs may run before it counts as lost, when its work may
   * outlast the portal's `expireSeconds`. Default: that.
   */
  expireSeconds?: number;
}

/** A job's data, and its id: the same on every attempt, for a handler to make its work idempotent. */
export type JobHandler<T> = (data: T, job: { id: string }) => Promise<void>;

export interface Jobs {
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<void>;
  /** Registers the handler of a queue; before or after `start()`. */
  work<T extends object>(name: string, handler: JobHandler<T>, options?: WorkOptions): void;
  /**
   * Names a queue this process sends to but other processes run (a web process's simulation
   * queue): on PostgreSQL it exists from `start()`, with the settings its workers give it.
   */
  declare(name: string, options?: WorkOptions): void;
  start(): Promise<void>;
  /** Takes no more jobs and waits for the one running (the database is still open). */
  stop(): Promise<void>;
  /** Resolves once no job of `names` is due or running: for tests, and for `postbox.idle()`. */
  idle(names?: string[]): Promise<void>;
}

export interface JobsOptions {
  /** PostgreSQL: pg-boss on this database. Otherwise the in-process runner on `db()`. */
  databaseUrl?: string;
  db: () => Database;
  clock: () => Date;
  log: FastifyBaseLogger;
  /**
   * PostgreSQL: how long a job may run before it counts as lost and is retried by any process (and
   * the most a first retry waits). Default 60 s.
   */
  expireSeconds?: number;
}

export const DEFAULT_JOB_EXPIRE_SECONDS = 60;
const DEFAULT_RETRY_LIMIT = 5;
const DEFAULT_RETRY_DELAY_SECONDS = 30;
/** pg-boss: how often an idle worker looks for due jobs (it is woken at once for jobs sent here). */
const POLL_SECONDS = 1;
/** pg-boss: jobs taken per fetch, unless the queue says otherwise; each is completed or failed on its own. */
const DEFAULT_BATCH_SIZE = 8;
/** In process: the longest sleep between looks, so a clock moved by a test is noticed. */
const IN_PROCESS_POLL_MS = 1000;
const IDLE_CHECK_MS = 25;
/** PostgreSQL's deadlock_detected. */
const DEADLOCK = '40P01';

interface Queue {
  handler: JobHandler<object>;
  options: Required<Omit<WorkOptions, 'expireSeconds'>> & Pick<WorkOptions, 'expireSeconds'>;
}

const settle = (options: WorkOptions = {}): Queue['options'] => ({
  expireSeconds: options.expireSeconds,
  retryLimit: options.retryLimit ?? DEFAULT_RETRY_LIMIT,
  retryDelaySeconds: options.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
  batchSize: options.batchSize ?? DEFAULT_BATCH_SIZE,
});

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

const pause = (ms: number) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms).unref();
  });

interface Backend {
  send(name: string, data: object, options: SendOptions): Promise<void>;
  work(name: string, queue: Queue): Promise<void>;
  declare(name: string, options: Queue['options']): Promise<void>;
  stop(): Promise<void>;
  idle(names: string[]): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: pg-boss

async function pgBossBackend(url: string, options: JobsOptions): Promise<Backend> {
  const expireInSeconds = options.expireSeconds ?? DEFAULT_JOB_EXPIRE_SECONDS;
  const boss = new PgBoss({
    connectionString: url,
    schema: 'pgboss',
    // Its own pool, apart from the requests' one: fetches, completions and the maintenance.
    max: 2,
    application_name: 'portal-jobs',
    // No cron schedules (yet): no timekeeper polling for them.
    schedule: false,
    expireInSeconds,
    // Maintenance is what returns the jobs of a dead process, so it runs about twice per expiry.
    maintenanceIntervalSeconds: Math.max(1, Math.min(120, Math.floor(expireInSeconds / 2))),
    retentionDays: 7,
    deleteAfterDays: 7,
  });
  // An EventEmitter without an error listener would throw from wherever pg-boss emits.
  boss.on('error', (err) => options.log.error({ err }, 'job queue error'));
  await boss.start();
  const workers = new Map<string, string>();

  /** Creates the queue, or brings its settings up to date. */
  async function ensureQueue(name: string, queueOptions: Queue['options']) {
    const settings = {
      name,
      policy: 'standard' as const,
      retryLimit: queueOptions.retryLimit,
      // A job lost with its process is retried like a failed one: a short expiry, chosen for a
      // quick pick-up, shortens the first delay with it.
      retryDelay: Math.min(queueOptions.retryDelaySeconds, expireInSeconds),
      retryBackoff: true,
      expireInSeconds: queueOptions.expireSeconds ?? expireInSeconds,
    };
    // Processes starting together create the queues together, and creating one attaches a
    // partition to pg-boss's job table: PostgreSQL may end one of two such starts as a deadlock.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await boss.createQueue(name, settings);
        // createQueue keeps an existing queue as it was; this brings its settings up to date.
        await boss.updateQueue(name, settings);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== DEADLOCK || attempt >= 5) throw error;
      }
    }
  }

  return {
    async send(name, data, { startAfter, singletonKey }) {
      if (singletonKey)
        // Replaces the waiting one (not one running): pg-boss's own singletons keep the first instead.
        await boss
          .getDb()
          .executeSql(
            `DELETE FROM pgboss.job WHERE name = $1 AND singleton_key = $2 AND state IN ('created', 'retry')`,
            [name, singletonKey],
          );
      // The delay is measured on the app's clock and counted from the database's now(), so neither a
      // skewed server clock nor a test's moved clock makes it run early or late.
      const delaySeconds = startAfter ? (startAfter.getTime() - options.clock().getTime()) / 1000 : 0;
      const id = await boss.send(name, data, {
        ...(delaySeconds > 0 ? { startAfter: Math.ceil(delaySeconds) } : {}),
        ...(singletonKey ? { singletonKey } : {}),
      });
      // pg-boss drops a job for a queue that does not exist, without an error: what asked for it must
      // not be told it is done.
      if (!id) throw new Error(`job ${name} was not queued: no process has declared its queue`);
      const worker = workers.get(name);
      if (worker && delaySeconds <= 0) boss.notifyWorker(worker);
    },
    declare: ensureQueue,
    async work(name, { handler, options: queueOptions }) {
      await ensureQueue(name, queueOptions);
      const id = await boss.work<object>(
        name,
        { pollingIntervalSeconds: POLL_SECONDS, batchSize: queueOptions.batchSize },
        async (batch) => {
          // Each job is completed or failed on its own, so one failure does not repeat the others;
          // and all at once, since every job of the batch expires from when it was fetched: one after
          // the other, the last would wait for the rest and could expire and run again elsewhere.
          // Settled, not all: one job's failed mark must not end the batch while others still run.
          await Promise.allSettled(
            batch.map(async (job) => {
              try {
                await handler(job.data, { id: job.id });
                await boss.complete(name, job.id);
              } catch (error) {
                options.log.warn({ err: error, job: name, id: job.id }, 'job failed; it will be retried');
                await boss.fail(name, job.id, { message: message(error) });
              }
            }),
          );
          // A full batch means more are waiting: fetch again at once rather than after the poll.
          const worker = workers.get(name);
          if (batch.length === queueOptions.batchSize && worker) boss.notifyWorker(worker);
        },
      );
      workers.set(name, id);
    },
    async stop() {
      // Waits for the batch in hand (its handlers finish), then closes pg-boss's pool.
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
    async idle(names) {
      for (;;) {
        const { rows } = await boss.getDb().executeSql(
          `SELECT count(*)::int AS n FROM pgboss.job
           WHERE name = ANY($1) AND (state = 'active' OR (state IN ('created', 'retry') AND start_after <= now()))`,
          [names],
        );
        if (!rows[0]?.n) return;
        for (const name of names) {
          const worker = workers.get(name);
          if (worker) boss.notifyWorker(worker);
        }
        await pause(IDLE_CHECK_MS);
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------
// PGlite: in process

function inProcessBackend(options: JobsOptions, queues: Map<string, Queue>): Backend {
  const db = options.db();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let chain: Promise<void> = Promise.resolve();
  let queued: Promise<void> | null = null;

  /** Takes the next due job, marking it active. One process owns a PGlite folder, so nobody else takes it. */
  async function claim() {
    const names = [...queues.keys()];
    if (!names.length) return undefined;
    const [due] = await db
      .select({ id: jobRows.id })
      .from(jobRows)
      .where(
        and(eq(jobRows.state, 'waiting'), inArray(jobRows.name, names), lte(jobRows.runAt, options.clock())),
      )
      .orderBy(asc(jobRows.runAt), asc(jobRows.id))
      .limit(1);
    if (!due) return undefined;
    const [job] = await db
      .update(jobRows)
      .set({ state: 'active', attempts: sql`${jobRows.attempts} + 1` })
      .where(and(eq(jobRows.id, due.id), eq(jobRows.state, 'waiting')))
      .returning();
    return job;
  }

  async function failed(job: typeof jobRows.$inferSelect, queue: Queue, error: unknown) {
    const { retryLimit, retryDelaySeconds } = queue.options;
    const lastError = message(error).slice(0, 2000);
    if (job.attempts > retryLimit) {
      options.log.error({ err: error, job: job.name, id: job.id }, 'job failed for the last time');
      await db.update(jobRows).set({ state: 'failed', lastError }).where(eq(jobRows.id, job.id));
      return;
    }
    options.log.warn({ err: error, job: job.name, id: job.id }, 'job failed; it will be retried');
    if (job.singletonKey) {
      // A newer job with the same key was sent while this one ran: it replaces this one.
      const [newer] = await db
        .select({ id: jobRows.id })
        .from(jobRows)
        .where(
          and(
            eq(jobRows.name, job.name),
            eq(jobRows.singletonKey, job.singletonKey),
            eq(jobRows.state, 'waiting'),
          ),
        )
        .limit(1);
      if (newer) {
        await db.delete(jobRows).where(eq(jobRows.id, job.id));
        return;
      }
    }
    const delayMs = retryDelaySeconds * 1000 * 2 ** (job.attempts - 1);
    await db
      .update(jobRows)
      .set({ state: 'waiting', lastError, runAt: new Date(options.clock().getTime() + delayMs) })
      .where(eq(jobRows.id, job.id));
  }

  /** Runs every due job, one at a time; then how long to sleep until the next is due (or a while). */
  async function pass(): Promise<number | null> {
    clearTimeout(timer);
    while (!stopped) {
      const job = await claim();
      if (!job) break;
      const queue = queues.get(job.name)!;
      try {
        await queue.handler(job.data as object, { id: String(job.id) });
        await db.delete(jobRows).where(eq(jobRows.id, job.id));
      } catch (error) {
        await failed(job, queue, error);
      }
    }
    if (stopped) return null;
    const [next] = await db
      .select({ runAt: jobRows.runAt })
      .from(jobRows)
      .where(and(eq(jobRows.state, 'waiting'), inArray(jobRows.name, [...queues.keys(), ''])))
      .orderBy(asc(jobRows.runAt))
      .limit(1);
    if (!next) return null;
    return Math.min(Math.max(0, next.runAt.getTime() - options.clock().getTime()), IN_PROCESS_POLL_MS);
  }

  /** Queues one pass after those running; a pass already queued (not started) serves every caller. */
  function wake(): Promise<void> {
    if (stopped) return chain;
    if (!queued) {
      queued = chain
        .then(async () => {
          queued = null;
          const wait = await pass();
          if (wait === null || stopped) return;
          timer = setTimeout(wake, wait);
          timer.unref();
        })
        .catch((err: unknown) => options.log.error({ err }, 'jobs not run'));
      chain = queued;
    }
    return queued;
  }

  // A job left active was running when the process stopped without finishing it: it runs again,
  // unless a newer one with its key waits (one waiting job per key).
  chain = db
    .execute(
      sql`DELETE FROM ${jobRows} a WHERE a.state = 'active' AND EXISTS (
            SELECT 1 FROM ${jobRows} w WHERE w.state = 'waiting' AND w.name = a.name
              AND w.singleton_key = a.singleton_key)`,
    )
    .then(() => db.update(jobRows).set({ state: 'waiting' }).where(eq(jobRows.state, 'active')))
    .then(() => undefined);
  void wake();

  return {
    async send(name, data, { startAfter, singletonKey }) {
      const runAt = startAfter ?? options.clock();
      const row = { name, data, runAt, singletonKey: singletonKey ?? null };
      if (singletonKey)
        await db
          .insert(jobRows)
          .values(row)
          .onConflictDoUpdate({
            target: [jobRows.name, jobRows.singletonKey],
            targetWhere: sql`${jobRows.singletonKey} IS NOT NULL AND ${jobRows.state} = 'waiting'`,
            set: { data, runAt, attempts: 0, lastError: null },
          });
      else await db.insert(jobRows).values(row);
      void wake();
    },
    async work() {
      void wake();
    },
    // Its jobs are in this process's table, whatever queue they are for.
    async declare() {},
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await chain;
    },
    async idle() {
      // A pass runs until nothing is due, and the chain runs passes in order.
      await wake();
    },
  };
}

export function createJobs(options: JobsOptions): Jobs {
  const queues = new Map<string, Queue>();
  const declared = new Map<string, Queue['options']>();
  let backend: Backend | null = null;

  return {
    async send(name, data, sendOptions = {}) {
      if (!backend) throw new Error(`job ${name} sent before the job runner started`);
      await backend.send(name, data, sendOptions);
    },
    work(name, handler, workOptions) {
      const queue = { handler: handler as JobHandler<object>, options: settle(workOptions) };
      queues.set(name, queue);
      if (backend)
        backend
          .work(name, queue)
          .catch((err: unknown) => options.log.error({ err, job: name }, 'job queue not started'));
    },
    declare(name, workOptions) {
      declared.set(name, settle(workOptions));
      if (backend)
        backend
          .declare(name, settle(workOptions))
          .catch((err: unknown) => options.log.error({ err, job: name }, 'job queue not declared'));
    },
    async start() {
      if (backend) return;
      const started = options.databaseUrl
        ? await pgBossBackend(options.databaseUrl, options)
        : inProcessBackend(options, queues);
      for (const [name, settings] of declared) await started.declare(name, settings);
      for (const [name, queue] of queues) await started.work(name, queue);
      backend = started;
    },
    async stop() {
      const running = backend;
      backend = null;
      await running?.stop();
    },
    async idle(names = [...queues.keys()]) {
      await backend?.idle(names);
    },
  };
}
