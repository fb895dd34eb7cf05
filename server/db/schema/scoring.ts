import type {
  Advancement,
  ScoringComponent,
  ScoringEntry,
  Sheet,
  TieBreak,
} from '../../../common/contract/scoring';
import {
  OFFICIAL_ROLES,
  PUBLICATION_STATES,
  RUN_STATES,
  SCORING_ENTRY_KINDS,
} from '../../../common/vocabulary';
import { users } from './accounts';
import { createdAt, instant, oneOf } from './columns';
import { competitions, phases } from './competitions';
import { teams } from './teams';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

// ---------------------------------------------------------------------------------------------
// Scoring and results (server/features/scoring, server/features/results). Nothing here is updated
// in place that a person entered: tablets' entries are append-only events, submissions are kept,
// and a committed score is corrected by a new version beside the old one.

export type OfficialRoleName = (typeof OFFICIAL_ROLES)[number];
export type RunStateName = (typeof RUN_STATES)[number];
export type PublicationStateName = (typeof PUBLICATION_STATES)[number];

/** Every version of a competition's scheme; the newest is in force. */
export const scoringSchemes = pgTable(
  'scoring_schemes',
  {
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    components: jsonb('components').$type<ScoringComponent[]>().notNull(),
    tieBreaks: jsonb('tie_breaks').$type<TieBreak[]>().notNull(),
    createdBy: integer('created_by').references(() => users.uid, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.competitionId, t.version] }),
    check('scoring_schemes_version_check', sql`${t.version} >= 1`),
  ],
);

/** Who officiates a competition, in which role; one person may hold several. */
export const competitionOfficials = pgTable(
  'competition_officials',
  {
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    role: varchar('role', { length: 16 }).$type<OfficialRoleName>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.competitionId, t.uid, t.role] }),
    index('competition_officials_uid_idx').on(t.uid),
    check('competition_officials_role_check', sql`${t.role} IN (${oneOf(OFFICIAL_ROLES)})`),
  ],
);

/** Teams a final phase sent on to the next one (a competition's first phase takes approved enrolments). */
export const phaseQualifiers = pgTable(
  'phase_qualifiers',
  {
    phaseId: integer('phase_id')
      .notNull()
      .references(() => phases.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    fromPhaseId: integer('from_phase_id')
      .notNull()
      .references(() => phases.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.phaseId, t.teamId] })],
);

/** A team's run in a phase: a field attempt, or a judged component's session with the judges. */
export const runs = pgTable(
  'runs',
  {
    id: serial('id').primaryKey(),
    phaseId: integer('phase_id')
      .notNull()
      .references(() => phases.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    component: varchar('component', { length: 32 }).notNull(),
    field: varchar('field', { length: 32 }),
    slot: instant('slot'),
    attempt: integer('attempt').notNull(),
    state: varchar('state', { length: 16 }).$type<RunStateName>().notNull().default('scheduled'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('runs_phase_team_component_attempt_key').on(t.phaseId, t.teamId, t.component, t.attempt),
    index('runs_team_idx').on(t.teamId),
    check('runs_state_check', sql`${t.state} IN (${oneOf(RUN_STATES)})`),
    check('runs_attempt_check', sql`${t.attempt} >= 1`),
  ],
);

/**
 * What tablets recorded, append-only, each once: `id` is the tablet's UUID, so a resent batch adds
 * nothing. `seq` is the order the server took them in, the order a sheet is folded in.
 */
export const scoringEvents = pgTable(
  'scoring_events',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    id: uuid('id').notNull(),
    runId: integer('run_id')
      .notNull()
      .references(() => runs.id, { onDelete: 'cascade' }),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid),
    device: varchar('device', { length: 64 }).notNull(),
    schemeVersion: integer('scheme_version').notNull(),
    kind: varchar('kind', { length: 16 }).$type<(typeof SCORING_ENTRY_KINDS)[number]>().notNull(),
    entry: jsonb('entry').$type<ScoringEntry>().notNull(),
    clientAt: instant('client_at').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('scoring_events_id_key').on(t.id),
    index('scoring_events_run_uid_idx').on(t.runId, t.uid, t.seq),
    check('scoring_events_kind_check', sql`${t.kind} IN (${oneOf(SCORING_ENTRY_KINDS)})`),
  ],
);

/** A referee's (or judge's) signed sheet for a run; a later one by the same person replaces theirs. */
export const runSubmissions = pgTable(
  'run_submissions',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => runs.id, { onDelete: 'cascade' }),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid),
    device: varchar('device', { length: 64 }).notNull(),
    eventId: uuid('event_id').notNull(),
    schemeVersion: integer('scheme_version').notNull(),
    sheet: jsonb('sheet').$type<Sheet>().notNull(),
    points: integer('points').notNull(),
    signature: varchar('signature', { length: 64 }).notNull(),
    submittedAt: createdAt(),
  },
  (t) => [index('run_submissions_run_idx').on(t.runId, t.uid, t.id)],
);

/** A run's committed score, version by version; the newest counts, the others stay readable. */
export const runScores = pgTable(
  'run_scores',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => runs.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    schemeVersion: integer('scheme_version').notNull(),
    sheet: jsonb('sheet').$type<Sheet>().notNull(),
    points: integer('points').notNull(),
    maxPoints: integer('max_points').notNull(),
    submissionId: integer('submission_id').references(() => runSubmissions.id),
    committedBy: integer('committed_by')
      .notNull()
      .references(() => users.uid),
    reason: text('reason'),
    committedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.version] }),
    check('run_scores_version_check', sql`${t.version} >= 1`),
    check('run_scores_points_check', sql`${t.maxPoints} >= 1 AND ${t.points} BETWEEN 0 AND ${t.maxPoints}`),
    check('run_scores_reason_check', sql`${t.version} = 1 OR ${t.reason} IS NOT NULL`),
  ],
);

/** A phase's publication state, freeze and advancement rule, and the seed of its draw. */
export const phasePublications = pgTable(
  'phase_publications',
  {
    phaseId: integer('phase_id')
      .primaryKey()
      .references(() => phases.id, { onDelete: 'cascade' }),
    state: varchar('state', { length: 16 }).$type<PublicationStateName>().notNull().default('draft'),
    freezeAt: instant('freeze_at'),
    advancement: jsonb('advancement').$type<Advancement>(),
    drawSeed: varchar('draw_seed', { length: 64 }).notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [check('phase_publications_state_check', sql`${t.state} IN (${oneOf(PUBLICATION_STATES)})`)],
);
