/**
 * The user as `GET /api/user/currentUser` answers it (API.CurrentUser): no hash, no session. Apart
 * from users.ts, so the session lookup can build it in the same query as the session itself.
 */
import { sql } from 'drizzle-orm';
import {
  defaultBindings,
  defaultNotifications,
  defaultSecurity,
  type users,
  type AccessLevel,
  type Bindings,
  type NotificationSettings,
  type SecuritySettings,
} from '../../db/schema';
import type { PasswordStrength } from './password';

export type UserRow = typeof users.$inferSelect;

export interface PublicUser {
  uid: number;
  username: string;
  nickname: string;
  avatar: string | null;
  email: string;
  /** Someone opened the verification link sent to this address. */
  emailVerified: boolean;
  phone: string | null;
  access: AccessLevel;
  profile: string;
  country: string;
  province: string;
  city: string;
  address: string;
  notifications: NotificationSettings;
  security: SecuritySettings;
  bindings: Bindings;
  passwordStrength: PasswordStrength | null;
  unreadCount: number;
  createdAt: string;
  /** Two-factor sign-in is on: login asks for a TOTP or recovery code after the password. */
  twoFactor: boolean;
}

/**
 * The user's unread notices, as a column of a query on users. Names are written out in full:
 * drizzle leaves columns unqualified in a one-table query, and `"uid" = "uid"` would match every row.
 */
export const unreadCount =
  sql<number>`(select count(*) from "notices" where "notices"."uid" = "users"."uid" and "notices"."read_at" is null)`.mapWith(
    Number,
  );

/** Whether the user has two-factor sign-in on, as a column of a query on users (names in full, as above). */
export const twoFactorOn =
  sql<boolean>`exists (select 1 from "two_factor" where "two_factor"."uid" = "users"."uid" and "two_factor"."secret" is not null)`.mapWith(
    Boolean,
  );

export function toPublicUser(row: UserRow, unread: number, twoFactor: boolean): PublicUser {
  return {
    uid: row.uid,
    username: row.username,
    nickname: row.nickname,
    avatar: row.avatar,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    phone: row.phone,
    access: row.access,
    profile: row.profile,
    country: row.country,
    province: row.province,
    city: row.city,
    address: row.address,
    notifications: { ...defaultNotifications, ...row.notifications },
    // The settings' old MFA switch now tells the truth: it mirrors two-factor sign-in.
    security: { ...defaultSecurity, ...row.security, mfaEnabled: twoFactor },
    bindings: { ...defaultBindings, ...row.bindings },
    passwordStrength: row.passwordStrength,
    unreadCount: unread,
    createdAt: row.createdAt.toISOString(),
    twoFactor,
  };
}
