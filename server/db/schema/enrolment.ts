import { ENROLMENT_STATUSES, LIVE_ENROLMENT_STATUSES } from '../../../common/vocabulary';
import { users } from './accounts';
import { createdAt, instant, oneOf } from './columns';
import { competitions } from './competitions';
import { teams } from './teams';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export type EnrolmentStatusName = (typeof ENROLMENT_STATUSES)[number];

export const enrolments = pgTable(
  'enrolments',
  {
    /**
     * Also the waiting list's order: enrolments of a competition are inserted under its row lock, so
     * ids rise in the order teams arrived, whichever server's clock said what.
     */
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    status: varchar('status', { length: 12 }).$type<EnrolmentStatusName>().notNull(),
    createdAt: createdAt(),
    reviewNote: text('review_note'),
    reviewedAt: instant('reviewed_at'),
    reviewedBy: integer('reviewed_by').references(() => users.uid, { onDelete: 'set null' }),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enrolments_one_live_per_team_key')
      .on(t.teamId)
      .where(sql`${t.status} IN (${oneOf(LIVE_ENROLMENT_STATUSES)})`),
    index('enrolments_competition_status_idx').on(t.competitionId, t.status, t.id),
    check('enrolments_status_check', sql`${t.status} IN (${oneOf(ENROLMENT_STATUSES)})`),
  ],
);
