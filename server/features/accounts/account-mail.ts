/**
 * The links the portal mails: a password reset and an email verification, each to the account's
 * address, and the undo link of an email change, to the address it replaced. Each is in the
 * account's language, as an absolute link on the portal's public address.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { DEFAULT_LOCALE, isLocale } from '../../../common/locales';
import type { Mailer } from '../../messaging/mail';
import { renderMail } from '../../messaging/mail-templates';
import { issueToken, TOKEN_LIFETIME_MS } from './account-tokens';
import { normaliseEmail } from './users';

/** The SPA's pages that take the links' tokens (config/routes.ts). */
export const RESET_PAGE = '/account/ResetPassword';
export const VERIFY_PAGE = '/account/VerifyEmail';
export const REVERT_PAGE = '/account/RevertEmail';

interface Recipient {
  uid: number;
  email: string;
  name: string;
  locale: string | null;
}

const recipientColumns = {
  uid: users.uid,
  email: users.email,
  nickname: users.nickname,
  username: users.username,
  locale: users.locale,
  emailVerifiedAt: users.emailVerifiedAt,
};

const toRecipient = (row: {
  uid: number;
  email: string;
  nickname: string;
  username: string;
  locale: string | null;
}): Recipient => ({
  uid: row.uid,
  email: row.email,
  name: row.nickname || row.username,
  locale: row.locale,
});

const linkTo = (baseUrl: string, page: string, token: string) =>
  `${baseUrl.replace(/\/+$/, '')}${page}?${new URLSearchParams({ token })}`;

async function send(
  db: Database,
  mailer: Mailer,
  recipient: Recipient,
  kind: 'passwordReset' | 'verifyEmail',
  input: { baseUrl: string; now: Date },
) {
  const purpose = kind === 'passwordReset' ? 'passwordReset' : 'emailVerify';
  const token = await issueToken(db, { uid: recipient.uid, purpose, email: recipient.email, now: input.now });
  const lifetime = TOKEN_LIFETIME_MS[purpose];
  const message = renderMail(
    kind,
    isLocale(recipient.locale) ? recipient.locale : DEFAULT_LOCALE,
    recipient.email,
    {
      name: recipient.name,
      link: linkTo(input.baseUrl, kind === 'passwordReset' ? RESET_PAGE : VERIFY_PAGE, token),
      minutes: Math.round(lifetime / 60_000),
      hours: Math.round(lifetime / 3600_000),
    },
  );
  await mailer.send(message);
}

/** Mails a reset link when an account has this address; does nothing otherwise (the caller cannot tell). */
export async function mailPasswordReset(
  db: Database,
  mailer: Mailer,
  input: { email: string; baseUrl: string; now: Date },
): Promise<boolean> {
  const [row] = await db
    .select(recipientColumns)
    .from(users)
    .where(eq(users.email, normaliseEmail(input.email)))
    .limit(1);
  if (!row) return false;
  await send(db, mailer, toRecipient(row), 'passwordReset', input);
  return true;
}

/** Mails a verification link to the account's current address, unless it is verified already. */
export async function mailVerification(
  db: Database,
  mailer: Mailer,
  input: { uid: number; baseUrl: string; now: Date },
): Promise<boolean> {
  const [row] = await db.select(recipientColumns).from(users).where(eq(users.uid, input.uid)).limit(1);
  if (!row || row.emailVerifiedAt) return false;
  await send(db, mailer, toRecipient(row), 'verifyEmail', input);
  return true;
}

/**
 * Tells the address an account just left of the change, with a link that puts it back: someone who
 * took over a session must not be able to move the account's mail (and so its password resets)
 * without the owner hearing of it.
 */
export async function mailEmailChanged(
  db: Database,
  mailer: Mailer,
  input: { uid: number; previousEmail: string; currentEmail: string; baseUrl: string; now: Date },
): Promise<boolean> {
  const [row] = await db.select(recipientColumns).from(users).where(eq(users.uid, input.uid)).limit(1);
  if (!row) return false;
  const recipient = toRecipient(row);
  const token = await issueToken(db, {
    uid: row.uid,
    purpose: 'emailRevert',
    email: input.previousEmail,
    now: input.now,
  });
  const message = renderMail(
    'emailChanged',
    isLocale(recipient.locale) ? recipient.locale : DEFAULT_LOCALE,
    input.previousEmail,
    {
      name: recipient.name,
      link: linkTo(input.baseUrl, REVERT_PAGE, token),
      days: Math.round(TOKEN_LIFETIME_MS.emailRevert / (24 * 3600_000)),
      previous: input.previousEmail,
      current: input.currentEmail,
    },
  );
  await mailer.send(message);
  return true;
}
