/**
 * The simulation track: a phase that scores controllers (its scenario, its public and hidden seeds,
 * its limits per team), the submissions teams make, and each submission's trials.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ControllerLanguage } from '../../../common/contract/simulation';
import {
  CONTROLLER_LANGUAGES,
  SUBMISSION_COUNTING,
  SUBMISSION_FAILURES,
  SUBMISSION_STATES,
  TRIAL_FAILURES,
} from '../../../common/vocabulary';
import { users } from './accounts';
import { createdAt, instant, oneOf } from './columns';
import { phases } from './competitions';
import { teams } from './teams';

export type SubmissionStateName = (typeof SUBMISSION_STATES)[number];
export type SubmissionCountingName = (typeof SUBMISSION_COUNTING)[number];
export type SubmissionFailureName = (typeof SUBMISSION_FAILURES)[number] | (typeof TRIAL_FAILURES)[number];

/** A phase run as a simulation: which scenario, which seeds, and what each team may do. */
export const simulationPhases = pgTable(
  'simulation_phases',
  {
    phaseId: integer('phase_id')
      .primaryKey()
      .references(() => phases.id, { onDelete: 'cascade' }),
    scenario: varchar('scenario', { length: 40 }).notNull(),
    /** Seeds whose trials the team sees at once. */
    publicSeeds: jsonb('public_seeds').$type<number[]>().notNull(),
    /** Seeds scored at once, shown only once the phase's results are published. */
    hiddenSeeds: jsonb('hidden_seeds').$type<number[]>().notNull(),
    /** Submissions per team per day, counted in the team's time zone. */
    dailyLimit: integer('daily_limit').notNull().default(5),
    /** A team's submissions running at once. */
    concurrentLimit: integer('concurrent_limit').notNull().default(1),
    counting: varchar('counting', { length: 8 }).$type<SubmissionCountingName>().notNull().default('best'),
  },
  (t) => [
    check('simulation_phases_daily_limit_check', sql`${t.dailyLimit} >= 1`),
    check('simulation_phases_concurrent_limit_check', sql`${t.concurrentLimit} >= 1`),
    check('simulation_phases_counting_check', sql`${t.counting} IN (${oneOf(SUBMISSION_COUNTING)})`),
  ],
);

export const simulationSubmissions = pgTable(
  'simulation_submissions',
  {
    id: serial('id').primaryKey(),
    phaseId: integer('phase_id')
      .notNull()
      .references(() => simulationPhases.phaseId, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    submittedBy: integer('submitted_by').references(() => users.uid, { onDelete: 'set null' }),
    /** The zip in the portal's storage (server/runtime/storage.ts). */
    artifact: varchar('artifact', { length: 80 }).notNull(),
    language: varchar('language', { length: 8 }).$type<ControllerLanguage>().notNull(),
    /** The team's calendar day it counts toward, in the team's time zone when it was made. */
    day: varchar('day', { length: 10 }).notNull(),
    state: varchar('state', { length: 12 }).$type<SubmissionStateName>().notNull().default('queued'),
    failure: varchar('failure', { length: 24 }).$type<SubmissionFailureName>(),
    /** Sum of the trials' scores, in thousandths: public trials, and all of them. */
    publicMilli: integer('public_milli'),
    totalMilli: integer('total_milli'),
    selected: boolean('selected').notNull().default(false),
    /** Runs started: a worker that died leaves one more. */
    attempts: integer('attempts').notNull().default(0),
    /** The worker running it, and when it last said it was alive. */
    worker: varchar('worker', { length: 64 }),
    heartbeatAt: instant('heartbeat_at'),
    createdAt: createdAt(),
    startedAt: instant('started_at'),
    finishedAt: instant('finished_at'),
  },
  (t) => [
    index('simulation_submissions_team_idx').on(t.phaseId, t.teamId, t.createdAt),
    index('simulation_submissions_running_idx')
      .on(t.heartbeatAt)
      .where(sql`${t.state} = 'running'`),
    uniqueIndex('simulation_submissions_selected_key')
      .on(t.phaseId, t.teamId)
      .where(sql`${t.selected}`),
    check('simulation_submissions_state_check', sql`${t.state} IN (${oneOf(SUBMISSION_STATES)})`),
    check(
      'simulation_submissions_failure_check',
      sql`${t.failure} IS NULL OR ${t.failure} IN (${oneOf([...SUBMISSION_FAILURES, ...TRIAL_FAILURES])})`,
    ),
    check('simulation_submissions_language_check', sql`${t.language} IN (${oneOf(CONTROLLER_LANGUAGES)})`),
  ],
);

/**
 * Every selection a team made, in order: a frozen board counts the submission the team had selected
 * at its cutoff (the latest selection by then), whatever it selected since.
 */
export const simulationSelections = pgTable(
  'simulation_selections',
  {
    id: serial('id').primaryKey(),
    phaseId: integer('phase_id')
      .notNull()
      .references(() => simulationPhases.phaseId, { onDelete: 'cascade' }),
    teamId: integer('team_id').notNull(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => simulationSubmissions.id, { onDelete: 'cascade' }),
    at: instant('at').notNull(),
  },
  (t) => [index('simulation_selections_team_idx').on(t.phaseId, t.teamId, t.at)],
);

/** One seed of a submission: its score and parts, how it ended, the log's end, and the replay. */
export const simulationTrials = pgTable(
  'simulation_trials',
  {
    submissionId: integer('submission_id')
      .notNull()
      .references(() => simulationSubmissions.id, { onDelete: 'cascade' }),
    seed: integer('seed').notNull(),
    hidden: boolean('hidden').notNull(),
    milli: integer('milli').notNull(),
    parts: jsonb('parts').$type<Record<string, number>>().notNull(),
    failure: varchar('failure', { length: 24 }),
    logTail: text('log_tail').notNull().default(''),
    steps: integer('steps').notNull(),
    replay: jsonb('replay').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.submissionId, t.seed] }),
    check(
      'simulation_trials_failure_check',
      sql`${t.failure} IS NULL OR ${t.failure} IN (${oneOf(TRIAL_FAILURES)})`,
    ),
  ],
);
