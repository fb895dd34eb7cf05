/**
 * Sessions: the browser holds a random 32-byte token; the database holds only its sha256, so a
 * copy of the table cannot be turned back into working cookies.
 *
 * Lifetime is sliding: a remembered session ("auto login") lives 30 days after its last use, any
 * other 1 day. To avoid a write on every request, expiry is pushed forward at most once an hour.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users, type AccessLevel } from '../../db/schema';
import { officiatesAnywhere, toPublicUser, twoFactorOn, unreadCount, type PublicUser } from './public-user';

export const REMEMBERED_LIFETIME_MS = 30 * 24 * 3600 * 1000;
export const SHORT_LIFETIME_MS = 24 * 3600 * 1000;
const SLIDE_GRANULARITY_MS = 3600 * 1000;

const lifetime = (persistent: boolean) => (persistent ? REMEMBERED_LIFETIME_MS : SHORT_LIFETIME_MS);

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionUser {
  uid: number;
  access: AccessLevel;
  /** sha256 of the token: the sessions row's id. Never sent to the client. */
  sessionId: string;
  persistent: boolean;
  /** This session passed the second step of sign-in (or proved a code turning two-factor on). */
  secondFactor: boolean;
}

export interface IssuedSession {
  token: string;
  expiresAt: Date;
  persistent: boolean;
}

export async function createSession(
  db: Database,
  input: { uid: number; persistent: boolean; secondFactor?: boolean; userAgent?: string; now: Date },
): Promise<IssuedSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + lifetime(input.persistent));
  await db.insert(sessions).values({
    id: hashToken(token),
    uid: input.uid,
    persistent: input.persistent,
    secondFactor: input.secondFactor === true,
    createdAt: input.now,
    expiresAt,
    userAgent: input.userAgent?.slice(0, 255) ?? null,
  });
  return { token, expiresAt, persistent: input.persistent };
}

/** A session with its user as currentUser shows it: what one query returns per token. */
export interface FoundSession {
  id: string;
  persistent: boolean;
  secondFactor: boolean;
  expiresAt: Date;
  account: PublicUser;
}

export interface ResolvedSession {
  user: SessionUser;
  /** The signed-in user as `GET /api/user/currentUser` answers it, read in the same query. */
  account: PublicUser;
  /** Set when the expiry moved forward, so the caller can refresh the cookie's own lifetime. */
  renewedUntil?: Date;
}

/**
 * The sessions of many token hashes, each with its user, unread count and roles, in one query. One
 * statement whatever the number of ids (`= any($1)`), so it stays one prepared statement.
 */
export async function findSessions(db: Database, ids: readonly string[]): Promise<FoundSession[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      id: sessions.id,
      persistent: sessions.persistent,
      secondFactor: sessions.secondFactor,
      expiresAt: sessions.expiresAt,
      user: users,
      unread: unreadCount,
      twoFactor: twoFactorOn,
      officiates: officiatesAnywhere,
    })
    .from(sessions)
    .innerJoin(users, eq(users.uid, sessions.uid))
    .where(sql`${sessions.id} = any(${sql.param([...ids])}::varchar[])`);
  return rows.map((row) => ({
    id: row.id,
    persistent: row.persistent,
    secondFactor: row.secondFactor,
    expiresAt: row.expiresAt,
    account: toPublicUser(row.user, row.unread, row.twoFactor, row.officiates),
  }));
}

/**
 * What a found session means at `now`: null when unknown or expired (an expired row is deleted),
 * and its expiry slid forward when that is due, which happens at most once an hour.
 */
export async function settleSession(
  db: Database,
  found: FoundSession | undefined,
  now: Date,
): Promise<ResolvedSession | null> {
  if (!found) return null;
  if (found.expiresAt.getTime() <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, found.id));
    return null;
  }
  const { account } = found;
  const user: SessionUser = {
    uid: account.uid,
    access: account.access,
    sessionId: found.id,
    persistent: found.persistent,
    secondFactor: found.secondFactor,
  };
  const target = new Date(now.getTime() + lifetime(found.persistent));
  if (target.getTime() - found.expiresAt.getTime() < SLIDE_GRANULARITY_MS) return { user, account };
  await db.update(sessions).set({ expiresAt: target }).where(eq(sessions.id, found.id));
  return { user, account, renewedUntil: target };
}

/** The user behind a cookie token, or null when the token is unknown or expired. */
export async function resolveSession(
  db: Database,
  token: string,
  now: Date,
): Promise<ResolvedSession | null> {
  const [found] = await findSessions(db, [hashToken(token)]);
  return settleSession(db, found, now);
}

export async function deleteSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user except, optionally, one. */
export async function deleteUserSessions(db: Database, uid: number, except?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(except ? and(eq(sessions.uid, uid), ne(sessions.id, except)) : eq(sessions.uid, uid));
}

/**
 * Two-factor was turned on or off: every other session of the user ends (one opened before, with
 * the password alone, must not pass for a two-factor one), and this one records whether it now
 * counts as having passed the second step.
 */
export async function keepOnlySession(
  db: Database,
  input: { uid: number; sessionId: string; secondFactor: boolean },
): Promise<void> {
  await deleteUserSessions(db, input.uid, input.sessionId);
  await db
    .update(sessions)
    .set({ secondFactor: input.secondFactor })
    .where(and(eq(sessions.id, input.sessionId), eq(sessions.uid, input.uid)));
}

/** Removes expired rows; called now and then so the table does not grow without bound. */
export async function purgeExpiredSessions(db: Database, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
