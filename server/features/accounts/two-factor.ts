/**
 * Two-factor sign-in with TOTP (RFC 6238, what authenticator apps speak): setting it up, confirming
 * it, turning it off, and checking a second factor at login.
 *
 * The secret is stored as it is in the database (the portal has no key setting to encrypt it with):
 * whoever reads the `two_factor` table can make codes, so the database and its backups must be kept
 * as private as the password hashes already are.
 *
 * Recovery codes are kept as plain sha256. A slow hash protects low-entropy secrets such as passwords;
 * these are 50 random bits each, so guessing one from its hash costs ~2^49 tries per code, out of
 * reach, while online guesses are held by the login limits.
 */
import { createHash, randomInt } from 'node:crypto';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import {
  TOTP_ISSUER,
  type TwoFactorDisable,
  type TwoFactorEnable,
  type TwoFactorEnabled,
  type TwoFactorSetup,
} from '../../../common/contract/two-factor';
import { RECOVERY_CODE_COUNT, TOTP_CODE_PATTERN } from '../../../common/limits';
import type { Database } from '../../db/client';
import { recoveryCodes, twoFactor, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { audit } from '../audit/audit';
import { verifyPassword } from './password';
import { keepOnlySession } from './sessions';

export const TOTP_PERIOD_SECONDS = 30;
/** Codes of the step before and after are accepted too: a phone's clock may be a little off. */
export const TOTP_WINDOW = 1;

const totpOf = (secret: string, username = '') =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label: username,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
  });

const stepAt = (now: Date) => Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/** The time step a code belongs to, within the window around `now`, or null when it matches none. */
function matchingStep(secret: string, code: string, now: Date): number | null {
  if (!new RegExp(TOTP_CODE_PATTERN).test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW });
  return delta === null ? null : stepAt(now) + delta;
}

/** Crockford's base32 alphabet: no I, L, O or U, so a code read aloud or copied by hand survives. */
const RECOVERY_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** Case, spaces and dashes do not matter; letters a person may confuse read as the digits they look like. */
const normaliseRecoveryCode = (code: string) =>
  code.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');

const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');

export async function isTwoFactorOn(db: Database, uid: number): Promise<boolean> {
  const [row] = await db.select({ secret: twoFactor.secret }).from(twoFactor).where(eq(twoFactor.uid, uid));
  return Boolean(row?.secret);
}

/**
 * A fresh secret, kept as pending until a code from it confirms the app has it. Asking again
 * replaces the pending one; an active secret stays as it is until two-factor is turned off.
 */
export async function startSetup(db: Database, uid: number): Promise<TwoFactorSetup> {
  const [user] = await db.select({ username: users.username }).from(users).where(eq(users.uid, uid));
  if (!user) throw new AppError(404, 'userNotFound');
  if (await isTwoFactorOn(db, uid)) throw new AppError(409, 'twoFactorAlreadyOn');
  const secret = new Secret({ size: 20 }).base32;
  await db
    .insert(twoFactor)
    .values({ uid, pendingSecret: secret })
    .onConflictDoUpdate({ target: twoFactor.uid, set: { pendingSecret: secret } });
  return { secret, otpauthUrl: totpOf(secret, user.username).toString() };
}

/** The signed-in user and the session that asks. */
export interface AskingSession {
  uid: number;
  sessionId: string;
}

/** The current password, or a 400 on the `password` field (the caller counts it as a failed login). */
async function assertPassword(db: Database, uid: number, password: string): Promise<void> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.uid, uid));
  if (!user) throw new AppError(404, 'userNotFound');
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError(400, 'oldPasswordWrong', undefined, { password: { key: 'oldPasswordWrong' } });
  }
}

/**
 * Confirms the pending secret with the password and a current code: two-factor is on, and ten new
 * recovery codes are made. The password, so that a stolen session cannot turn it on and lock the
 * owner out. The user's other sessions end; this one, having just proved a code, counts as two-factor.
 */
export async function enableTwoFactor(
  db: Database,
  { uid, sessionId }: AskingSession,
  input: TwoFactorEnable,
  now: Date,
): Promise<TwoFactorEnabled> {
  const { code } = input;
  await assertPassword(db, uid, input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(twoFactor).where(eq(twoFactor.uid, uid)).for('update');
    if (row?.secret) throw new AppError(409, 'twoFactorAlreadyOn');
    if (!row?.pendingSecret) throw new AppError(409, 'twoFactorNotSetUp');
    const step = matchingStep(row.pendingSecret, code, now);
    if (step === null) throw new AppError(400, 'wrongTotp', undefined, { code: { key: 'wrongTotp' } });
    await tx
      .update(twoFactor)
      .set({ secret: row.pendingSecret, pendingSecret: null, enabledAt: now, lastStep: step })
      .where(eq(twoFactor.uid, uid));
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.uid, uid));
    await tx.insert(recoveryCodes).values(codes.map((c) => ({ uid, codeHash: hashRecoveryCode(c) })));
    await keepOnlySession(tx, { uid, sessionId, secondFactor: true });
    await audit(
      tx,
      { actorUid: uid, action: 'security.twoFactorEnabled', targetType: 'user', targetId: uid },
      now,
    );
    return { recoveryCodes: codes };
  });
}

async function countUnused(db: Database, uid: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.uid, uid), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/**
 * Checks a second factor and spends it: a TOTP code of a step later than the last one used, or an
 * unused recovery code. Each is taken in one conditional update, so two requests racing with the
 * same code cannot both pass. False for anything else, and when two-factor is off.
 */
export async function spendSecondFactor(
  db: Database,
  uid: number,
  code: string,
  now: Date,
  actorUid = uid,
): Promise<boolean> {
  const [row] = await db.select({ secret: twoFactor.secret }).from(twoFactor).where(eq(twoFactor.uid, uid));
  if (!row?.secret) return false;
  const step = matchingStep(row.secret, code.trim(), now);
  if (step !== null) {
    const taken = await db
      .update(twoFactor)
      .set({ lastStep: step })
      .where(and(eq(twoFactor.uid, uid), or(isNull(twoFactor.lastStep), lt(twoFactor.lastStep, step))))
      .returning({ uid: twoFactor.uid });
    return taken.length > 0;
  }
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.uid, uid),
        eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ uid: recoveryCodes.uid });
  if (!spent.length) return false;
  await audit(
    db,
    {
      actorUid,
      action: 'security.recoveryCodeUsed',
      targetType: 'user',
      targetId: uid,
      after: { remaining: await countUnused(db, uid) },
    },
    now,
  );
  return true;
}

/**
 * Turns two-factor off with the password and a second factor, so a session left open on a shared
 * computer is not enough. The user's other sessions end. Throws 400 naming the wrong field; the
 * caller counts it as a failed login.
 */
export async function disableTwoFactor(
  db: Database,
  { uid, sessionId }: AskingSession,
  input: TwoFactorDisable,
  now: Date,
): Promise<void> {
  if (!(await isTwoFactorOn(db, uid))) throw new AppError(409, 'twoFactorNotOn');
  await assertPassword(db, uid, input.password);
  if (!(await spendSecondFactor(db, uid, input.code, now))) {
    throw new AppError(400, 'wrongTotp', undefined, { code: { key: 'wrongTotp' } });
  }
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.uid, uid));
    await tx.delete(twoFactor).where(eq(twoFactor.uid, uid));
    await keepOnlySession(tx, { uid, sessionId, secondFactor: false });
    await audit(
      tx,
      { actorUid: uid, action: 'security.twoFactorDisabled', targetType: 'user', targetId: uid },
      now,
    );
  });
}
