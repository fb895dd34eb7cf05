import { NOTICE_TYPES } from '../../../common/vocabulary';
import { users } from './accounts';
import { createdAt, oneOf } from './columns';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export type NoticeType = (typeof NOTICE_TYPES)[number];

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    type: varchar('type', { length: 16 }).$type<NoticeType>().notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    /**
     * A notice the server writes for an event (an enrolment decision, a new member) keeps its message
     * keys and values, so each reader sees it in their own language; title and description are then
     * the English text, for anything that reads the table directly.
     */
    titleKey: varchar('title_key', { length: 64 }),
    descriptionKey: varchar('description_key', { length: 64 }),
    params: jsonb('params').$type<Record<string, string | number>>(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notices_uid_created_at_idx').on(t.uid, t.createdAt),
    check('notices_type_check', sql`${t.type} IN (${oneOf(NOTICE_TYPES)})`),
  ],
);
