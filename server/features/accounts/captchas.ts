/**
 * Six-digit login codes sent by SMS. A code lives 5 minutes, allows 5 guesses, is used once, and a
 * phone may ask for a new one at most once a minute, except that the account's known device may
 * replace a code a stranger asked for at once: strangers cannot hold the owner off. Only a hash is
 * stored: with a million possible codes the hash does not stop a determined reader of the table, it
 * keeps live codes out of plain sight (backups, query logs); the expiry and the attempt cap are what
 * protect the account.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, not, or, sql } from 'drizzle-orm';
import type { CaptchaResult } from '../../../common/contract';
import type { Database } from '../../db/client';
import { captchas } from '../../db/schema';
import { AppError } from '../../http/errors';

export const CAPTCHA_TTL_SECONDS = 300;
export const CAPTCHA_MAX_ATTEMPTS = 5;
export const CAPTCHA_RESEND_SECONDS = 60;

const hashCode = (phone: string, code: string) =>
  createHash('sha256').update(`${phone}:${code}`).digest('hex');

/**
 * Creates a fresh code for a phone, replacing any earlier one; 429 when the last was sent under a
 * minute ago, unless a stranger asked for it and `fromOwner` (the account's known device) asks now.
 * The answer's `code` goes by SMS only; the API answers the rest.
 */
export async function issueCaptcha(
  db: Database,
  phone: string,
  now: Date,
  { fromOwner = false } = {},
): Promise<CaptchaResult & { code: string }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const resendAfter = new Date(now.getTime() - CAPTCHA_RESEND_SECONDS * 1000);
  const values = {
    codeHash: hashCode(phone, code),
    sentAt: now,
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000),
    attempts: 0,
    ownerAsked: fromOwner,
  };
  const mayReplace = fromOwner
    ? or(lt(captchas.sentAt, resendAfter), not(captchas.ownerAsked))
    : lt(captchas.sentAt, resendAfter);
  // One statement decides "too soon" and writes, so two requests at once cannot both send a code.
  const written = await db
    .insert(captchas)
    .values({ phone, ...values })
    .onConflictDoUpdate({ target: captchas.phone, set: values, setWhere: mayReplace })
    .returning({ phone: captchas.phone });
  if (written.length === 0) {
    const [last] = await db
      .select({ sentAt: captchas.sentAt })
      .from(captchas)
      .where(eq(captchas.phone, phone));
    const waitMs = last ? last.sentAt.getTime() + CAPTCHA_RESEND_SECONDS * 1000 - now.getTime() : 0;
    throw new AppError(429, 'captchaTooSoon', { seconds: Math.max(1, Math.ceil(waitMs / 1000)) });
  }
  return { code, expiresIn: CAPTCHA_TTL_SECONDS };
}

/**
 * True once for the right code within its lifetime and attempt budget; the code is then spent, unless
 * `keep` (login's first step for an account with two-factor on, which sends the same code again with
 * the second factor). Every check counts as an attempt either way.
 */
export async function consumeCaptcha(
  db: Database,
  phone: string,
  code: string,
  now: Date,
  { keep = false } = {},
): Promise<boolean> {
  // Counting the attempt before comparing means parallel guesses cannot exceed the budget.
  const [row] = await db
    .update(captchas)
    .set({ attempts: sql`${captchas.attempts} + 1` })
    .where(
      and(
        eq(captchas.phone, phone),
        gt(captchas.expiresAt, now),
        lt(captchas.attempts, CAPTCHA_MAX_ATTEMPTS),
      ),
    )
    .returning({ codeHash: captchas.codeHash });
  if (!row) return false;
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hashCode(phone, code), 'hex');
  if (!timingSafeEqual(expected, given)) return false;
  if (!keep) await db.delete(captchas).where(eq(captchas.phone, phone));
  return true;
}
