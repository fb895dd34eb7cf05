/**
 * The content a first start loads (server/seed).
 */
import { count, sql } from 'drizzle-orm';
import type { ContentInput, ContentKind } from '../../../common/contract';
import type { Database } from '../../db/client';
import { contentItems } from '../../db/schema';
import { saveContent } from './edits';

/**
 * Loads today's content on the first start (no item yet). Several servers may start together on one
 * PostgreSQL: a transaction-level advisory lock lets one of them seed while the others wait, then
 * find the items there.
 */
export async function seedContentIfEmpty(
  db: Database,
  load: () => (ContentInput & { kind: ContentKind })[],
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('content_seed'))`);
    const [existing] = await tx.select({ n: count() }).from(contentItems);
    if ((existing?.n ?? 0) > 0) return 0;
    const seeds = load();
    for (const { kind, ...input } of seeds) await saveContent(tx, null, kind, input, now);
    return seeds.length;
  });
}
