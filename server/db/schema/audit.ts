import { users } from './accounts';
import { instant } from './columns';
import { index, integer, jsonb, pgTable, serial, varchar } from 'drizzle-orm/pg-core';

/** Who did what to which object, with the object before and after: every admin decision and roster change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: instant('at').notNull(),
    actorUid: integer('actor_uid').references(() => users.uid, { onDelete: 'set null' }),
    action: varchar('action', { length: 48 }).notNull(),
    targetType: varchar('target_type', { length: 24 }).notNull(),
    /** Null when there is no such object, e.g. a failed sign-in for a login name nobody has. */
    targetId: integer('target_id'),
    competitionId: integer('competition_id'),
    teamId: integer('team_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_competition_idx').on(t.competitionId, t.at),
    index('audit_log_team_idx').on(t.teamId, t.at),
    index('audit_log_at_idx').on(t.at),
  ],
);
