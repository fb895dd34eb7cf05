import { createdAt } from './columns';
import { index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters (server/plugins/rate-limit.ts), here so that every process shares them and a
 * restart keeps them. A fixed window per key: the first hit starts it, and a hit after `resets_at`
 * starts a fresh one. Rows past `resets_at` are dead and swept now and then.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    /** The budget, e.g. `loginPerIp` or `loginFailuresPerAccount`. */
    name: varchar('name', { length: 48 }).notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.key] }), index('rate_counters_resets_at_idx').on(t.resetsAt)],
);

/**
 * Keys the server makes for itself on first start, shared by every process on the database: the one
 * that signs device cookies (plugins/login-budgets.ts). Deleting a row makes a new key at the next
 * start, and everything signed with the old one stops being trusted.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: varchar('name', { length: 48 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
