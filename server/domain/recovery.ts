/**
 * What the mailed links do: set a new password (and end every session), or mark the address
 * verified. A link is used up by its first use, right or wrong; a bad one changes nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../errors';
import { isLocale, type Locale } from '../../common/locales';
import { consumeToken, dropTokens } from './account-tokens';
import { audit } from './audit';
import { assertAcceptablePassword, hashPassword } from './password';
import { deleteUserSessions } from './sessions';

const invalidLink = () => new AppError(400, 'accountLinkInvalid');

export async function resetPassword(
  db: Database,
  input: { token: string; password: string; now: Date },
): Promise<{ uid: number }> {
  // Checked before the link is used, so a weak password does not cost the user their link.
  const strength = assertAcceptablePassword(input.password);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const link = await consumeToken(tx, 'passwordReset', input.token, input.now);
    if (!link) throw invalidLink();
    // The link proves the person reads this address: the email counts as verified from now on.
    const [changed] = await tx
      .update(users)
      .set({
        passwordHash,
        passwordStrength: strength,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${input.now.toISOString()}::timestamptz)`,
        updatedAt: input.now,
      })
      .where(and(eq(users.uid, link.uid), eq(users.email, link.email)))
      .returning({ uid: users.uid });
    // The account's address changed since the link was sent: it no longer speaks for the account.
    if (!changed) throw invalidLink();
    await dropTokens(tx, link.uid, 'passwordReset');
    await deleteUserSessions(tx, link.uid);
    await audit(
      tx,
      { actorUid: link.uid, action: 'security.passwordReset', targetType: 'user', targetId: link.uid },
      input.now,
    );
    return { uid: link.uid };
  });
}

export async function verifyEmail(db: Database, input: { token: string; now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    const link = await consumeToken(tx, 'emailVerify', input.token, input.now);
    if (!link) throw invalidLink();
    const [verified] = await tx
      .update(users)
      .set({ emailVerifiedAt: input.now })
      .where(and(eq(users.uid, link.uid), eq(users.email, link.email)))
      .returning({ uid: users.uid });
    if (!verified) throw invalidLink();
  });
}

/** Mail from now on is in this language. */
export async function rememberLocale(db: Database, uid: number, locale: Locale): Promise<void> {
  if (!isLocale(locale)) return;
  await db
    .update(users)
    .set({ locale })
    .where(and(eq(users.uid, uid), sql`${users.locale} is distinct from ${locale}`));
}
