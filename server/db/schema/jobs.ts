import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, oneOf } from './columns';

export const JOB_STATES = ['waiting', 'active', 'failed'] as const;

/**
 * Jobs of the in-process runner (server/runtime/jobs.ts), used on PGlite only: PostgreSQL keeps its
 * jobs in pg-boss's own `pgboss` schema. Kept in a table so that a job due after a restart still
 * runs; a finished job's row is deleted, one that used up its retries stays `failed` for the operator.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    data: jsonb('data').notNull(),
    state: varchar('state', { length: 16 }).notNull().default('waiting'),
    /** When it may run next, by the app's clock. */
    runAt: instant('run_at').notNull(),
    /** At most one waiting job per (name, key): sending again moves it (a session's end that changed). */
    singletonKey: text('singleton_key'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('jobs_due_idx').on(t.state, t.runAt),
    uniqueIndex('jobs_singleton_idx')
      .on(t.name, t.singletonKey)
      .where(sql`${t.singletonKey} IS NOT NULL AND ${t.state} = 'waiting'`),
    check('jobs_state_check', sql`${t.state} IN (${oneOf(JOB_STATES)})`),
  ],
);
