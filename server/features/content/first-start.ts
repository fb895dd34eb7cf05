/**
 * The content a first start loads (server/seed).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { count, sql } from 'drizzle-orm';
import type { ContentInput, ContentKind } from '../../../common/contract';
import type { Database } from '../../db/client';
import { contentItems } from '../../db/schema';
import { saveContent } from './edits';

/** Taken only if free: a wait for a held lock would count towards a query's bound (db/unavailable.ts). */
const SEED_LOCK = sql<boolean>`pg_try_advisory_xact_lock(hashtext('content_seed'))`;
const RETRY_MS = 250;

/**
 * Loads today's content on the first start (no item yet). Several servers may start together on one
 * PostgreSQL: a transaction-level advisory lock lets one of them seed while the others wait, then
 * find the items there. They wait here, between tries, not in a query: seeding on a busy machine
 * may take longer than DATABASE_TIMEOUT_MS. The lock goes with its transaction, so a seeder that
 * dies frees it.
 */
export async function seedContentIfEmpty(
  db: Database,
  load: () => (ContentInput & { kind: ContentKind })[],
  now: Date,
): Promise<number> {
  for (;;) {
    const seeded = await db.transaction(async (tx) => {
      const [lock] = await tx.select({ taken: SEED_LOCK }).from(sql`(values (1)) as one (x)`);
      if (!lock?.taken) return null;
      const [existing] = await tx.select({ n: count() }).from(contentItems);
      if ((existing?.n ?? 0) > 0) return 0;
      const seeds = load();
      for (const { kind, ...input } of seeds) await saveContent(tx, null, kind, input, now);
      return seeds.length;
    });
    if (seeded !== null) return seeded;
    await sleep(RETRY_MS);
  }
}
