/**
 * Keys the server makes for itself: random on first use, then kept in the database, so every process
 * on it signs alike and a restart changes nothing. Two processes starting at once agree: the first
 * insert wins and both read it back.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { serverSecrets } from '../db/schema';

export async function serverSecret(db: Database, name: string, now: Date): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url'), createdAt: now })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  return row!.value;
}
