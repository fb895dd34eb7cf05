/**
 * Finding the session behind a cookie without a query per request where that is sound. Every
 * signed-in API request needs it, so it is the portal's hottest read:
 *
 *  - concurrent lookups share one query (`= any($1)`), one round trip for a whole burst;
 *  - on PGlite, found sessions are kept in this process until the next write to the database.
 *    Only this process can open the folder, so no write can go unseen, and a logout, a password
 *    change or an access change is seen by the very next request. Never on PostgreSQL, where other
 *    processes end sessions too.
 */
import type { Database } from '../../db/client';
import type { WriteWatch } from '../../db/write-watch';
import { findSessions, type FoundSession } from './sessions';

export interface SessionLookup {
  /** The session whose token hashes to `id`, with its user; undefined when there is none. */
  find(id: string): Promise<FoundSession | undefined>;
}

interface Waiter {
  resolve(found: FoundSession | undefined): void;
  reject(error: unknown): void;
}

/** Queries on the way at once; lookups that arrive meanwhile wait and go out together in the next one. */
const MAX_IN_FLIGHT = 2;

/**
 * Lookups made while the event loop handles one round of I/O go out as one query; under load, all
 * those that arrive while earlier queries run do, so the database gets fewer, larger queries.
 */
export function batchedLookup(db: Database): SessionLookup {
  let pending: Map<string, Waiter[]> | null = null;
  let inFlight = 0;
  let scheduled = false;

  const flush = async (batch: Map<string, Waiter[]>) => {
    try {
      const found = new Map((await findSessions(db, [...batch.keys()])).map((row) => [row.id, row]));
      for (const [id, waiters] of batch) for (const waiter of waiters) waiter.resolve(found.get(id));
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  };

  const schedule = () => {
    if (scheduled || !pending || inFlight >= MAX_IN_FLIGHT) return;
    scheduled = true;
    // After every request that arrived in this round of I/O has asked.
    setImmediate(() => {
      scheduled = false;
      const batch = pending;
      if (!batch || inFlight >= MAX_IN_FLIGHT) return;
      pending = null;
      inFlight += 1;
      void flush(batch).finally(() => {
        inFlight -= 1;
        schedule();
      });
    });
  };

  return {
    find: (id) =>
      new Promise((resolve, reject) => {
        pending ??= new Map();
        const waiters = pending.get(id);
        if (waiters) waiters.push({ resolve, reject });
        else pending.set(id, [{ resolve, reject }]);
        schedule();
      }),
  };
}

const MAX_CACHED = 10_000;

/** Keeps what `next` found until the database's next write. Sound only for PGlite (see above). */
export function cachedLookup(next: SessionLookup, writes: WriteWatch): SessionLookup {
  const entries = new Map<string, FoundSession>();
  let readAt = writes.generation();

  return {
    async find(id) {
      if (writes.generation() !== readAt) {
        entries.clear();
        readAt = writes.generation();
      }
      const hit = entries.get(id);
      if (hit) return hit;
      const started = writes.generation();
      const found = await next.find(id);
      // A write that ran while the query did may have made the answer stale: use it, don't keep it.
      // Unknown tokens are not kept either, so made-up cookies cannot fill the cache.
      if (found && writes.generation() === started && readAt === started) {
        if (entries.size >= MAX_CACHED) entries.clear();
        entries.set(id, found);
      }
      return found;
    },
  };
}
