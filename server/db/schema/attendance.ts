import { ATTENDANCE_STATUSES } from '../../../common/vocabulary';
import { users } from './accounts';
import { createdAt, instant, oneOf } from './columns';
import { competitions } from './competitions';
import { teams } from './teams';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export type AttendanceStatusName = (typeof ATTENDANCE_STATUSES)[number];

export const attendanceSessions = pgTable(
  'attendance_sessions',
  {
    id: serial('id').primaryKey(),
    // A competition without teams has no records, so its sessions may go with it.
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 120 }).notNull(),
    location: varchar('location', { length: 120 }).notNull().default(''),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    graceMinutes: integer('grace_minutes').notNull().default(15),
    /** The TOTP secret (base32) the rotating check-in code is derived from; never leaves the server. */
    codeSecret: varchar('code_secret', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('attendance_sessions_competition_idx').on(t.competitionId, t.startsAt),
    check('attendance_sessions_window_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('attendance_sessions_grace_check', sql`${t.graceMinutes} >= 0`),
  ],
);

export const attendanceRecords = pgTable(
  'attendance_records',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => attendanceSessions.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    status: varchar('status', { length: 8 }).$type<AttendanceStatusName>().notNull(),
    checkedInAt: instant('checked_in_at'),
    note: text('note').notNull().default(''),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('attendance_records_session_uid_key').on(t.sessionId, t.uid),
    index('attendance_records_team_idx').on(t.teamId),
    check('attendance_records_status_check', sql`${t.status} IN (${oneOf(ATTENDANCE_STATUSES)})`),
  ],
);
