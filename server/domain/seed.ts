/**
 * First start: an empty database gets its administrator and a welcome notice for them. Content
 * (news, pages) is seeded by the issues that add it.
 */
import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { createNotice } from './notices';
import { registerUser } from './users';

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

export async function seedIfEmpty(db: Database, options: SeedOptions, now: Date): Promise<SeedResult> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return { seeded: false };
  const password = options.adminPassword ?? generatePassword();
  const admin = await registerUser(
    db,
    {
      username: options.adminUsername,
      email: options.adminEmail,
      password,
      access: 'admin',
      nickname: 'Administrator',
    },
    now,
  );
  await createNotice(db, {
    uid: admin.uid,
    type: 'notification',
    title: 'Welcome to the competition portal',
    description:
      'This is the administrator account created on first start. Change its password under Settings → Security.',
    now,
  });
  return { seeded: true, ...admin, ...(options.adminPassword ? {} : { generatedPassword: password }) };
}
