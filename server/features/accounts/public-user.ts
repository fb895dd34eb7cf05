/**
 * The user as `GET /api/user/currentUser` answers it (the contract's CurrentUser): no hash, no
 * session. Apart from users.ts, so the session lookup can build it in the same query as the session
 * itself.
 */
import { sql } from 'drizzle-orm';
import type { CurrentUser } from '../../../common/contract';
import { defaultBindings, defaultNotifications, defaultSecurity, type users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/**
 * Any user, as the API shows them. `twoFactorRequired` is left out: it is about the caller's own
 * session, so the current-user route adds it, and no other answer carries it.
 */
export type PublicUser = Omit<CurrentUser, 'twoFactorRequired'>;

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

/**
 * Whether the user officiates some competition (the Scoring menu), as a column of a query on users
 * (names in full, as above).
 */
export const officiatesAnywhere =
  sql<boolean>`exists (select 1 from "competition_officials" where "competition_officials"."uid" = "users"."uid")`.mapWith(
    Boolean,
  );

export function toPublicUser(
  row: UserRow,
  unread: number,
  twoFactor: boolean,
  officiates: boolean,
): PublicUser {
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
    officiates,
  };
}
