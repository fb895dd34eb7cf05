/**
 * An admin turns off someone's two-factor sign-in, for a person who lost both the phone and the
 * recovery codes and so cannot sign in (the one way out before was SQL by the operator).
 *
 * The person's sessions end too. The reset is made on the word of someone who says they lost their
 * phone: if it was stolen with a signed-in browser on it, that session must not outlive the reset,
 * and the owner loses little (they sign in again with the password, as after a password change).
 * The secret (its row, a pending secret with it) and every recovery code go: a later set-up starts
 * afresh.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale } from '../../../common/locales';
import type { Database } from '../../db/client';
import { recoveryCodes, twoFactor, users } from '../../db/schema';
import { AppError, RuleError } from '../../http/errors';
import type { Mailer } from '../../messaging/mail';
import { renderMail } from '../../messaging/mail-templates';
import type { Caller } from '../../shared/caller';
import { notify } from '../notices/notices';
import { recordSecurityEvent } from './security-events';
import { deleteUserSessions } from './sessions';

/** Where the mail sends the person to set two-factor up again (config/routes.ts). */
export const SECURITY_SETTINGS_PAGE = '/account/settings?tab=security';

/**
 * Turns two-factor off for `uid`. Refused for the admin's own account (their own settings ask for
 * the password and a code, which an admin button would skip), 404 for nobody, 409 when it is off.
 */
export async function resetTwoFactor(tx: Database, caller: Caller, uid: number, now: Date): Promise<void> {
  if (caller.uid === uid) throw new RuleError([{ rule: 'two_factor_reset_self' }]);
  const [user] = await tx
    .select({ username: users.username, nickname: users.nickname })
    .from(users)
    .where(eq(users.uid, uid))
    .limit(1);
  if (!user) throw new AppError(404, 'userNotFound');
  // One statement decides: of two admins pressing at once, one turns it off and the other is told it is off.
  const removed = await tx
    .delete(twoFactor)
    .where(and(eq(twoFactor.uid, uid), isNotNull(twoFactor.secret)))
    .returning({ uid: twoFactor.uid });
  if (!removed.length) throw new AppError(409, 'twoFactorNotOnFor', { name: user.nickname || user.username });
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.uid, uid));
  await deleteUserSessions(tx, uid);
  await recordSecurityEvent(tx, { action: 'security.twoFactorReset', actorUid: caller.uid, uid }, now);
  await notify(
    tx,
    [uid],
    { title: 'notice.twoFactorReset', description: 'notice.twoFactorResetBody', params: {} },
    now,
  );
}

/** Tells the person by mail, in their language, with a link to set it up again. */
export async function mailTwoFactorReset(
  db: Database,
  mailer: Mailer,
  input: { uid: number; baseUrl: string },
): Promise<void> {
  const [row] = await db
    .select({ email: users.email, nickname: users.nickname, username: users.username, locale: users.locale })
    .from(users)
    .where(eq(users.uid, input.uid))
    .limit(1);
  if (!row) return;
  await mailer.send(
    renderMail('twoFactorReset', isLocale(row.locale) ? row.locale : DEFAULT_LOCALE, row.email, {
      name: row.nickname || row.username,
      link: `${input.baseUrl.replace(/\/+$/, '')}${SECURITY_SETTINGS_PAGE}`,
    }),
  );
}
