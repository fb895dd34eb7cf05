/**
 * What the mailed links do: set a new password (and end every session), mark the address
 * verified, or undo an email change (and end every session). A link is used up by its first use,
 * right or wrong; a bad one changes nothing.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { ResetPasswordParams, RevertEmailParams, VerifyEmailParams } from '../../../common/contract';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { isLocale, type Locale } from '../../../common/locales';
import { consumeToken, dropTokens } from './account-tokens';
import { audit } from '../audit/audit';
import { assertAcceptablePassword, hashPassword } from './password';
import { recordSecurityEvent } from './security-events';
import { deleteUserSessions } from './sessions';
import { withConflicts } from './users';

const invalidLink = () => new AppError(400, 'accountLinkInvalid');

export async function resetPassword(
  db: Database,
  input: ResetPasswordParams & { now: Date },
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

export async function verifyEmail(db: Database, input: VerifyEmailParams & { now: Date }): Promise<void> {
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

/**
 * The undo link of an email change: the account gets back the address the link went to (verified,
 * since the link proves its owner reads it). Whoever changed it held a session, perhaps a stolen
 * one, and may have asked for a password reset at the new address: every session of the account
 * ends, and its reset, verification and other undo links stop working (an undo link mailed to an
 * address in between must not move the account away again). 409 when another account has taken
 * the address meanwhile; the link then still works.
 */
export async function revertEmail(
  db: Database,
  input: RevertEmailParams & { now: Date },
): Promise<{ uid: number }> {
  return db.transaction(async (tx) => {
    const link = await consumeToken(tx, 'emailRevert', input.token, input.now);
    if (!link) throw invalidLink();
    const [taken] = await tx
      .select({ uid: users.uid })
      .from(users)
      .where(and(eq(users.email, link.email), ne(users.uid, link.uid)))
      .limit(1);
    if (taken) throw new AppError(409, 'emailTaken');
    const [before] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.uid, link.uid))
      .for('update');
    if (!before) throw invalidLink();
    await withConflicts(() =>
      tx
        .update(users)
        .set({ email: link.email, emailVerifiedAt: input.now, updatedAt: input.now })
        .where(eq(users.uid, link.uid)),
    );
    for (const purpose of ['emailRevert', 'passwordReset', 'emailVerify'] as const) {
      await dropTokens(tx, link.uid, purpose);
    }
    await deleteUserSessions(tx, link.uid);
    await recordSecurityEvent(
      tx,
      {
        action: 'security.emailReverted',
        actorUid: null,
        uid: link.uid,
        before: { email: before.email },
        after: { email: link.email },
      },
      input.now,
    );
    return { uid: link.uid };
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
