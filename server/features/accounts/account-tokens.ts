/**
 * Single-use links sent by mail. The link carries a random 32-byte token; the table keeps its
 * sha256 (as for sessions), the account, the address it went to and when it stops working.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountTokens, type AccountTokenPurpose } from '../../db/schema';
import { hashToken } from './sessions';

export const TOKEN_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  passwordReset: 30 * 60_000,
  emailVerify: 72 * 3600_000,
  // Long enough for an owner who reads mail only now and then to notice a change they did not make.
  emailRevert: 7 * 24 * 3600_000,
};

/** Ends every link of one purpose for a user (after a reset, the other reset links are worthless). */
export async function dropTokens(db: Database, uid: number, purpose: AccountTokenPurpose): Promise<void> {
  await db.delete(accountTokens).where(and(eq(accountTokens.uid, uid), eq(accountTokens.purpose, purpose)));
}

/**
 * A fresh link for `uid`; earlier links of the same purpose stop working, so only the newest mail
 * counts. Except undo links: each goes to a different former address, and a second change must not
 * void the link the first one sent to the owner.
 */
export async function issueToken(
  db: Database,
  input: { uid: number; purpose: AccountTokenPurpose; email: string; now: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    if (input.purpose !== 'emailRevert') await dropTokens(tx, input.uid, input.purpose);
    // Expired links of anyone go too, so the table stays small without a timer of its own.
    await tx.delete(accountTokens).where(lt(accountTokens.expiresAt, input.now));
    await tx.insert(accountTokens).values({
      id: hashToken(token),
      uid: input.uid,
      purpose: input.purpose,
      email: input.email,
      createdAt: input.now,
      expiresAt: new Date(input.now.getTime() + TOKEN_LIFETIME_MS[input.purpose]),
    });
  });
  return token;
}

/**
 * Uses a link up: one DELETE … RETURNING, so two requests with the same token cannot both succeed.
 * Null for an unknown, used or expired token.
 */
export async function consumeToken(
  db: Database,
  purpose: AccountTokenPurpose,
  token: string,
  now: Date,
): Promise<{ uid: number; email: string } | null> {
  const [row] = await db
    .delete(accountTokens)
    .where(and(eq(accountTokens.id, hashToken(token)), eq(accountTokens.purpose, purpose)))
    .returning({ uid: accountTokens.uid, email: accountTokens.email, expiresAt: accountTokens.expiresAt });
  if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
  return { uid: row.uid, email: row.email };
}
