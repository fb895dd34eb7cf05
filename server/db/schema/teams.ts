import { TEAM_ROLES } from '../../../common/vocabulary';
import { users } from './accounts';
import { createdAt, instant, oneOf } from './columns';
import { competitions } from './competitions';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export type TeamRoleName = (typeof TEAM_ROLES)[number];

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id),
    name: varchar('name', { length: 64 }).notNull(),
    organisation: varchar('organisation', { length: 128 }).notNull(),
    country: varchar('country', { length: 64 }).notNull(),
    description: text('description').notNull().default(''),
    inviteCode: varchar('invite_code', { length: 8 }).notNull(),
    /** The team's IANA time zone: where its days begin (a simulation phase's submissions per day). */
    timeZone: varchar('time_zone', { length: 64 }).notNull().default('UTC'),
    createdAt: createdAt(),
    /** A dissolved team keeps its row for its enrolment history and the audit log; it has no members. */
    dissolvedAt: instant('dissolved_at'),
  },
  (t) => [
    uniqueIndex('teams_invite_code_key').on(t.inviteCode),
    // Lets team_members say "this member's competition is the team's competition".
    uniqueIndex('teams_id_competition_key').on(t.id, t.competitionId),
    uniqueIndex('teams_competition_name_key')
      .on(t.competitionId, sql`lower(${t.name})`)
      .where(sql`${t.dissolvedAt} IS NULL`),
  ],
);

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: integer('team_id').notNull(),
    /** The team's competition, repeated so the database can keep one team per person per competition. */
    competitionId: integer('competition_id').notNull(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    role: varchar('role', { length: 8 }).$type<TeamRoleName>().notNull(),
    joinedAt: instant('joined_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.uid] }),
    foreignKey({
      name: 'team_members_team_fk',
      columns: [t.teamId, t.competitionId],
      foreignColumns: [teams.id, teams.competitionId],
    }).onDelete('cascade'),
    uniqueIndex('team_members_competition_uid_key').on(t.competitionId, t.uid),
    uniqueIndex('team_members_one_leader_key')
      .on(t.teamId)
      .where(sql`${t.role} = 'leader'`),
    index('team_members_uid_idx').on(t.uid),
    check('team_members_role_check', sql`${t.role} IN (${oneOf(TEAM_ROLES)})`),
  ],
);
