import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgSequence, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { LIVE_EVENTS, type LiveEventType } from '../../../common/contract/events';
import { createdAt, oneOf } from './columns';

/** The live stream's positions, taken at commit (the trigger of the `events_at_commit` migration). */
export const eventPositions = pgSequence('event_positions');

/**
 * The live channel's backlog (server/runtime/channel.ts): what `GET /api/events` streams, kept so a
 * client that reconnects gets what it missed. `id` is the event's place in the stream, the SSE `id:`:
 * a deferred trigger sets it as the transaction commits, under a lock, so ids follow the commit
 * order and an id is never seen before every smaller one is. Until then it is null (`seq` only
 * names the row). Each (audience, type) keeps a bounded number of events, each a bounded time.
 */
export const events = pgTable(
  'events',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    id: bigint('id', { mode: 'number' }),
    type: varchar('type', { length: 16 }).$type<LiveEventType>().notNull(),
    /** `public`, `admins`, or `user:<uid>`. */
    audience: varchar('audience', { length: 24 }).notNull(),
    /** Ids only (common/contract/events.ts): a reader fetches what changed through the API. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('events_id_key').on(t.id),
    index('events_audience_type_seq_idx').on(t.audience, t.type, t.seq),
    index('events_created_at_idx').on(t.createdAt),
    check('events_type_check', sql`${t.type} IN (${oneOf(Object.keys(LIVE_EVENTS))})`),
  ],
);
