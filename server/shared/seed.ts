/**
 * First start: an empty database gets its administrator, a welcome notice for them, and the season's
 * competitions (server/features/enrolment/season.ts). Content (news, pages) is seeded by the issue that adds it.
 */
import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { AppError, uniqueViolation } from '../http/errors';
import { createNotice } from '../features/notices/notices';
import { seedSeason } from '../features/enrolment/season';
import { registerUser } from '../features/accounts/users';

export interface SeedOptions {
  adminUsername: string;
  /** When absent a strong password is generated and returned, to be shown once. */
  adminPassword?: string;
  adminEmail: string;
}

export type SeedResult =
  { seeded: false } | { seeded: true; uid: number; username: string; generatedPassword?: string };

/** A generated password: 24 characters of four kinds, so it always rates "strong". */
function generatePassword(): string {
  return `${randomBytes(15).toString('base64url').slice(0, 20)}aA1!`;
}

/**
 * Several servers may start together against one PostgreSQL: each may find the table empty, but
 * only one administrator insert can win (username and email are unique). The seed runs in one
 * transaction, and a loser's unique violation means another server has just seeded.
 */
export async function seedIfEmpty(db: Database, options: SeedOptions, now: Date): Promise<SeedResult> {
  const password = options.adminPassword ?? generatePassword();
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx.select({ n: count() }).from(users);
      if ((existing?.n ?? 0) > 0) return { seeded: false } as const;
      const admin = await registerUser(
        tx,
        {
          username: options.adminUsername,
          email: options.adminEmail,
          password,
          access: 'admin',
          nickname: 'Administrator',
        },
        now,
      );
      await createNotice(tx, {
        uid: admin.uid,
        type: 'notification',
        title: 'Welcome to the competition portal',
        description:
          'This is the administrator account created on first start. Change its password under Settings → Security.',
        now,
      });
      await seedSeason(tx, now);
      return {
        seeded: true,
        ...admin,
        ...(options.adminPassword ? {} : { generatedPassword: password }),
      } as const;
    });
  } catch (error) {
    // registerUser turns a unique violation on username or email into a 409.
    if ((error instanceof AppError && error.status === 409) || uniqueViolation(error) !== undefined) {
      return { seeded: false };
    }
    throw error;
  }
}
