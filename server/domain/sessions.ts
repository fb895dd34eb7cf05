/**
 * Sessions: the browser holds a random 32-byte token; the database holds only its sha256, so a
 * copy of the table cannot be turned back into working cookies.
 *
 * Lifetime is sliding: a remembered session ("auto login") lives 30 days after its last use, any
 * other 1 day. To avoid a write on every request, expiry is pushed forward at most once an hour.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, users, type AccessLevel } from '../db/schema';

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
}

export interface IssuedSession {
  token: string;
  expiresAt: Date;
  persistent: boolean;
}

export async function createSession(
  db: Database,
  input: { uid: number; persistent: boolean; userAgent?: string; now: Date },
): Promise<IssuedSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + lifetime(input.persistent));
  await db.insert(sessions).values({
    id: hashToken(token),
    uid: input.uid,
    persistent: input.persistent,
    createdAt: input.now,
    expiresAt,
    userAgent: input.userAgent?.slice(0, 255) ?? null,
  });
  return { token, expiresAt, persistent: input.persistent };
}

/**
 * The user behind a cookie token, or null when the token is unknown or expired. `renewedUntil` is set
 * when the expiry moved forward, so the caller can refresh the cookie's own lifetime.
 */
export async function resolveSession(
  db: Database,
  token: string,
  now: Date,
): Promise<{ user: SessionUser; renewedUntil?: Date } | null> {
  const id = hashToken(token);
  const [row] = await db
    .select({
      uid: users.uid,
      access: users.access,
      persistent: sessions.persistent,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.uid, sessions.uid))
    .where(eq(sessions.id, id))
    .limit(1);
  if (!row) return null;
  if (row.expiresAt.getTime() <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  const user: SessionUser = { uid: row.uid, access: row.access, sessionId: id, persistent: row.persistent };
  const target = new Date(now.getTime() + lifetime(row.persistent));
  if (target.getTime() - row.expiresAt.getTime() < SLIDE_GRANULARITY_MS) return { user };
  await db.update(sessions).set({ expiresAt: target }).where(eq(sessions.id, id));
  return { user, renewedUntil: target };
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

/** Removes expired rows; called now and then so the table does not grow without bound. */
export async function purgeExpiredSessions(db: Database, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
