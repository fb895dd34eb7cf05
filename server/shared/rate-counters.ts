/**
 * Rate-limit counters in the database: every process sees the same counts, and a restart keeps them.
 * A fixed window per (name, key), started by its first hit. Counting is one upsert that answers the
 * new count, so two processes counting at once never lose a hit (the row lock orders them).
 * Times come from the caller (the app's clock), never from the database's.
 *
 * A guess (a password, a code) takes its unit before it is checked (`takeHit`): the statement that
 * counts is the one that refuses, so guesses sent at once are never checked past the budget. A right
 * guess gives its unit back (`giveBack`), so only failures stay counted.
 */
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateCounters } from '../db/schema';

export interface CounterState {
  /** Hits in the current window, this one included when counted. */
  count: number;
  /** When the window ends. */
  resetsAt: Date;
}

/**
 * Counts one hit in the window of `name` and `key`, in one upsert, and answers the row: a window that
 * has ended starts again at this hit (both SET expressions read the old row). With `max`, the hit
 * counts only while the window holds fewer (or has ended), and no row comes back otherwise; the row
 * lock orders simultaneous hits.
 */
function upsertHit(db: Database, name: string, key: string, windowMs: number, now: Date, max?: number) {
  const fresh = new Date(now.getTime() + windowMs);
  const ended = sql`${rateCounters.resetsAt} <= ${now.toISOString()}::timestamptz`;
  return db
    .insert(rateCounters)
    .values({ name, key, count: 1, resetsAt: fresh })
    .onConflictDoUpdate({
      target: [rateCounters.name, rateCounters.key],
      set: {
        count: sql`case when ${ended} then 1 else ${rateCounters.count} + 1 end`,
        resetsAt: sql`case when ${ended} then excluded.resets_at else ${rateCounters.resetsAt} end`,
      },
      ...(max === undefined ? {} : { setWhere: sql`${ended} or ${rateCounters.count} < ${max}` }),
    })
    .returning({ count: rateCounters.count, resetsAt: rateCounters.resetsAt });
}

/** Counts one hit and answers the count, in one statement. */
export async function countHit(
  db: Database,
  name: string,
  key: string,
  windowMs: number,
  now: Date,
): Promise<CounterState> {
  const [row] = await upsertHit(db, name, key, windowMs, now);
  return row!;
}

/** The count without counting: zero when there is no live window. */
export async function readCount(db: Database, name: string, key: string, now: Date): Promise<CounterState> {
  const [row] = await db
    .select({ count: rateCounters.count, resetsAt: rateCounters.resetsAt })
    .from(rateCounters)
    .where(and(eq(rateCounters.name, name), eq(rateCounters.key, key), gt(rateCounters.resetsAt, now)))
    .limit(1);
  return row ?? { count: 0, resetsAt: now };
}

/**
 * Takes one unit of a budget of `max` per window, in one statement: the upsert counts only while
 * the window holds fewer than `max` (or has ended), and the row lock orders simultaneous takers.
 * Answers whether a unit was taken, and when the window ends (to tell a refused caller the wait).
 */
export async function takeHit(
  db: Database,
  name: string,
  key: string,
  max: number,
  windowMs: number,
  now: Date,
): Promise<{ taken: boolean; resetsAt: Date }> {
  const [row] = await upsertHit(db, name, key, windowMs, now, max);
  if (row) return { taken: true, resetsAt: row.resetsAt };
  return { taken: false, resetsAt: (await readCount(db, name, key, now)).resetsAt };
}

/**
 * Gives back a unit `takeHit` took from the window ending at `resetsAt`; nothing when that window
 * has since ended and another begun (the unit went with it).
 */
export async function giveBack(db: Database, name: string, key: string, resetsAt: Date): Promise<void> {
  await db
    .update(rateCounters)
    .set({ count: sql`${rateCounters.count} - 1` })
    .where(
      and(
        eq(rateCounters.name, name),
        eq(rateCounters.key, key),
        eq(rateCounters.resetsAt, resetsAt),
        gt(rateCounters.count, 0),
      ),
    );
}

/** Deletes the windows that have ended; an index on `resets_at` keeps it cheap. */
export async function sweepCounters(db: Database, now: Date): Promise<void> {
  await db.delete(rateCounters).where(lte(rateCounters.resetsAt, now));
}
