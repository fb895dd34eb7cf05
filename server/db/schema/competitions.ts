import type { Locale } from '../../../common/locales';
import { TRACKS } from '../../../common/vocabulary';
import { createdAt, instant, oneOf } from './columns';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, varchar } from 'drizzle-orm/pg-core';

// ---------------------------------------------------------------------------------------------
// Competitions, teams, enrolment and attendance. The rules that must hold under concurrency are
// constraints here (one team per person per competition, one live enrolment per team); the rest
// are checked in server/features/* under row locks on the competition or the team.

export type TrackName = (typeof TRACKS)[number];

export type CompetitionTexts = Partial<Record<Locale, { name: string; summary: string }>>;
export type PhaseNames = Partial<Record<Locale, string>>;

export const competitions = pgTable(
  'competitions',
  {
    id: serial('id').primaryKey(),
    track: varchar('track', { length: 16 }).$type<TrackName>().notNull(),
    /** Name and summary by locale; read with the fallback chosen → en-US → zh-CN. */
    texts: jsonb('texts').$type<CompetitionTexts>().notNull(),
    enrolmentOpensAt: instant('enrolment_opens_at').notNull(),
    enrolmentClosesAt: instant('enrolment_closes_at').notNull(),
    capacity: integer('capacity').notNull(),
    minTeamSize: integer('min_team_size').notNull(),
    maxTeamSize: integer('max_team_size').notNull(),
    maxAdvisors: integer('max_advisors').notNull().default(2),
    requiresApproval: boolean('requires_approval').notNull().default(true),
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    agesOn: date('ages_on', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('competitions_track_check', sql`${t.track} IN (${oneOf(TRACKS)})`),
    check('competitions_window_check', sql`${t.enrolmentClosesAt} > ${t.enrolmentOpensAt}`),
    check('competitions_capacity_check', sql`${t.capacity} >= 1`),
    check(
      'competitions_team_size_check',
      sql`${t.minTeamSize} >= 1 AND ${t.maxTeamSize} >= ${t.minTeamSize}`,
    ),
    check('competitions_max_advisors_check', sql`${t.maxAdvisors} >= 0`),
    check(
      'competitions_ages_check',
      sql`(${t.minAge} IS NULL OR ${t.maxAge} IS NULL OR ${t.minAge} <= ${t.maxAge}) AND ((${t.minAge} IS NULL AND ${t.maxAge} IS NULL) OR ${t.agesOn} IS NOT NULL)`,
    ),
  ],
);

export const phases = pgTable(
  'phases',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    /** The phase's name by locale, read with the same fallback as a competition's. */
    names: jsonb('names').$type<PhaseNames>().notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
  },
  (t) => [
    index('phases_competition_idx').on(t.competitionId, t.startsAt),
    check('phases_window_check', sql`${t.endsAt} >= ${t.startsAt}`),
  ],
);
