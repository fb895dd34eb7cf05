/**
 * Accounts: registration, sign-in checks, the user as the API shows it, the admin's list, the
 * settings update, and password changes. Every function takes the database (or a transaction) first.
 */
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  defaultBindings,
  defaultNotifications,
  defaultSecurity,
  users,
  type AccessLevel,
} from '../../db/schema';
import type {
  Page,
  PageQuery,
  PasswordChange,
  RegisterParams,
  Registered,
  UserListItem,
  UserUpdate,
} from '../../../common/contract';
import { READ_ONLY_USER_FIELDS, type ReadOnlyUserField } from '../../../common/user-fields';
import { AppError, fieldError, uniqueViolation } from '../../http/errors';
import { EMAIL_MAX_LENGTH } from '../../../common/limits';
import type { Locale } from '../../../common/locales';
import type { MessageKey } from '../../i18n/translate';
import { assertAcceptablePassword, burnPasswordCheck, hashPassword, verifyPassword } from './password';
import {
  officiatesAnywhere,
  toPublicUser,
  twoFactorOn,
  unreadCount,
  type PublicUser,
  type UserRow,
} from './public-user';
import { createSession, deleteUserSessions, type IssuedSession } from './sessions';
import { likePattern } from '../content/search';
import { recordSecurityEvent } from './security-events';

export type { PublicUser } from './public-user';

export interface Actor {
  uid: number;
  access: AccessLevel;
}

/**
 * Emails are kept trimmed and in lower case. Lower case may be longer than what was typed ('İ' is
 * two characters in lower case), so the length is checked again here, after normalising.
 */
export function normaliseEmail(email: string, field = 'email'): string {
  const normalised = email.trim().toLowerCase();
  if (normalised.length > EMAIL_MAX_LENGTH)
    throw fieldError(field, 'field.tooLong', { limit: EMAIL_MAX_LENGTH });
  return normalised;
}

const emptyToNull = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim());

/** Which field a broken unique constraint is about, and what to say. */
const conflicts: Record<string, { field: string; key: MessageKey }> = {
  users_username_lower_key: { field: 'username', key: 'usernameTaken' },
  users_email_key: { field: 'email', key: 'emailTaken' },
  users_phone_key: { field: 'phone', key: 'phoneTaken' },
};

const conflict = (name: keyof typeof conflicts) => {
  const { field, key } = conflicts[name]!;
  return new AppError(409, key, undefined, { [field]: { key } });
};

/** Runs a write; a unique violation that slipped past the checks (two requests racing) becomes a 409. */
export async function withConflicts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint !== undefined && constraint in conflicts) throw conflict(constraint);
    throw error;
  }
}

async function assertFree(
  db: Database,
  values: { username?: string; email?: string; phone?: string | null },
  exceptUid?: number,
) {
  const others = (condition: SQL) =>
    exceptUid === undefined ? condition : and(condition, sql`${users.uid} <> ${exceptUid}`)!;
  const taken = async (condition: SQL) =>
    (await db.select({ uid: users.uid }).from(users).where(others(condition)).limit(1)).length > 0;
  if (values.username && (await taken(sql`lower(${users.username}) = lower(${values.username})`))) {
    throw conflict('users_username_lower_key');
  }
  if (values.email && (await taken(eq(users.email, values.email)))) throw conflict('users_email_key');
  if (values.phone && (await taken(eq(users.phone, values.phone)))) throw conflict('users_phone_key');
}

/**
 * What `POST /api/register` takes, and what only the server sets: the first start and tests make
 * admins and name accounts; a registration through the API does neither.
 */
export type Registration = RegisterParams & {
  access?: AccessLevel;
  nickname?: string;
  /** The language of the account's mail. */
  locale?: Locale;
};

export async function registerUser(db: Database, input: Registration, now: Date): Promise<Registered> {
  const strength = assertAcceptablePassword(input.password);
  const email = normaliseEmail(input.email);
  const phone = input.phone ? input.phone : null;
  await assertFree(db, { username: input.username, email, phone });
  const passwordHash = await hashPassword(input.password);
  const [created] = await withConflicts(() =>
    db
      .insert(users)
      .values({
        username: input.username,
        email,
        phone,
        passwordHash,
        passwordStrength: strength,
        nickname: input.nickname ?? input.username,
        access: input.access ?? 'user',
        locale: input.locale ?? null,
        notifications: defaultNotifications,
        security: defaultSecurity,
        bindings: defaultBindings,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ uid: users.uid, username: users.username }),
  );
  return created!;
}

/** The account for a username or email and password, or null; takes the same time either way. */
/** The account a login string names: an email when it has an @, a username (any case) otherwise. */
const byLogin = (login: string) => {
  const name = login.trim();
  return name.includes('@')
    ? eq(users.email, normaliseEmail(name, 'username'))
    : sql`lower(${users.username}) = lower(${name})`;
};

/** The uid of the account a login string names, without checking any password. */
export async function findUidByLogin(db: Database, login: string): Promise<number | null> {
  const [row] = await db.select({ uid: users.uid }).from(users).where(byLogin(login)).limit(1);
  return row?.uid ?? null;
}

export async function authenticate(db: Database, login: string, password: string): Promise<Actor | null> {
  const [row] = await db
    .select({ uid: users.uid, access: users.access, passwordHash: users.passwordHash })
    .from(users)
    .where(byLogin(login))
    .limit(1);
  if (!row) {
    await burnPasswordCheck(password);
    return null;
  }
  return (await verifyPassword(row.passwordHash, password)) ? { uid: row.uid, access: row.access } : null;
}

export async function findUserByPhone(db: Database, phone: string): Promise<Actor | null> {
  const [row] = await db
    .select({ uid: users.uid, access: users.access })
    .from(users)
    .where(eq(users.phone, phone))
    .limit(1);
  return row ?? null;
}

export async function getUser(db: Database, uid: number): Promise<PublicUser | null> {
  const [row] = await db
    .select({ user: users, unread: unreadCount, twoFactor: twoFactorOn, officiates: officiatesAnywhere })
    .from(users)
    .where(eq(users.uid, uid));
  return row ? toPublicUser(row.user, row.unread, row.twoFactor, row.officiates) : null;
}

/** A list query once its defaults are applied (`shared/paging.ts`): page and size always known. */
export type PageRequest = Required<Pick<PageQuery, 'current' | 'pageSize'>> & Pick<PageQuery, 'keyword'>;

export async function listUsers(db: Database, page: PageRequest): Promise<Page<UserListItem>> {
  const keyword = page.keyword?.trim();
  const where = keyword
    ? or(
        ilike(users.username, likePattern(keyword)),
        ilike(users.nickname, likePattern(keyword)),
        ilike(users.email, likePattern(keyword)),
      )
    : undefined;
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select({
      uid: users.uid,
      username: users.username,
      nickname: users.nickname,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      phone: users.phone,
      access: users.access,
      country: users.country,
      createdAt: users.createdAt,
      twoFactor: twoFactorOn,
    })
    .from(users)
    .where(where)
    .orderBy(asc(users.uid))
    .limit(page.pageSize)
    .offset((page.current - 1) * page.pageSize);
  return {
    list: rows.map(({ emailVerifiedAt, ...row }) => ({
      ...row,
      emailVerified: emailVerifiedAt !== null,
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    current: page.current,
    pageSize: page.pageSize,
  };
}

/**
 * The read-only fields the caller sent that differ from the stored user, each as a field error:
 * sending back what was read is fine, trying to change it is a 400 naming the field.
 */
function readOnlyChanges(
  input: UserUpdate,
  stored: Pick<UserRow, ReadOnlyUserField>,
): Record<string, { key: MessageKey }> {
  const changed = READ_ONLY_USER_FIELDS.filter(
    (field) =>
      input[field] !== undefined &&
      // The same instant written another way (another offset, no milliseconds) is unchanged.
      (field === 'createdAt'
        ? Date.parse(input.createdAt!) !== stored.createdAt.getTime()
        : input[field] !== stored[field]),
  );
  return Object.fromEntries(changed.map((field) => [field, { key: 'field.readOnly' as const }]));
}

/**
 * A user changing their own email must give the current password: with the address, whoever holds
 * a session (stolen, or left open) would get the account's password resets. A wrong one is a 400 on
 * `password` (the caller counts it as a failed login). An admin changing someone else's address is
 * not asked: they do not know it, and helping a user who lost their mailbox is their job.
 */
async function assertEmailChangeAllowed(
  actor: Actor,
  uid: number,
  password: string | undefined,
  passwordHash: string,
): Promise<void> {
  if (actor.uid !== uid) return;
  if (!password) {
    throw new AppError(400, 'emailChangeNeedsPassword', undefined, {
      password: { key: 'emailChangeNeedsPassword' },
    });
  }
  if (!(await verifyPassword(passwordHash, password))) {
    throw new AppError(400, 'oldPasswordWrong', undefined, { password: { key: 'oldPasswordWrong' } });
  }
}

/**
 * Replaces a user's editable fields. The user may edit themself, an admin anyone; nobody changes
 * their own access (so the last admin cannot lock everyone out), and only admins change anyone's.
 * Only email and nickname must be filled in (the schema checks); the other texts may be empty.
 * Read-only fields (username, passwordStrength, createdAt) are refused only when they differ.
 * Users changing their own email give their password; `previousEmail` is then the address the
 * caller tells of the change (with a link to undo it).
 */
export async function updateUser(
  db: Database,
  actor: Actor,
  uid: number,
  input: UserUpdate,
  now: Date,
): Promise<{ user: PublicUser; emailChanged: boolean; previousEmail?: string }> {
  if (input.uid !== uid) throw new AppError(400, 'uidMismatch', undefined, { uid: { key: 'uidMismatch' } });
  const isAdmin = actor.access === 'admin';
  if (actor.uid !== uid && !isAdmin) throw new AppError(403, 'forbidden');

  const email = normaliseEmail(input.email);
  // '' is no phone: NULL, like a registration without one, so phoneless accounts never collide.
  const phone = emptyToNull(input.phone);
  const previousEmail = await db.transaction(async (tx) => {
    const [target] = await tx
      .select({
        email: users.email,
        passwordHash: users.passwordHash,
        access: users.access,
        username: users.username,
        passwordStrength: users.passwordStrength,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(eq(users.uid, uid))
      .for('update');
    if (!target) throw new AppError(404, 'userNotFound');
    const readOnly = readOnlyChanges(input, target);
    if (Object.keys(readOnly).length) throw new AppError(400, 'invalidInput', undefined, readOnly);
    if (input.access !== undefined && input.access !== target.access && (!isAdmin || actor.uid === uid)) {
      throw new AppError(403, 'cannotChangeAccess');
    }
    // The password first: without it, a session must not learn whether an address is registered.
    if (email !== target.email)
      await assertEmailChangeAllowed(actor, uid, input.password, target.passwordHash);
    await assertFree(tx, { email, phone }, uid);
    if (email !== target.email) {
      await recordSecurityEvent(
        tx,
        {
          action: 'security.emailChanged',
          actorUid: actor.uid,
          uid,
          before: { email: target.email },
          after: { email },
        },
        now,
      );
    }
    if (input.access !== undefined && input.access !== target.access) {
      await recordSecurityEvent(
        tx,
        {
          action: 'security.accessChanged',
          actorUid: actor.uid,
          uid,
          before: { access: target.access },
          after: { access: input.access },
        },
        now,
      );
    }
    await withConflicts(() =>
      tx
        .update(users)
        .set({
          nickname: input.nickname.trim(),
          avatar: emptyToNull(input.avatar),
          email,
          // A new address is unverified until its own link is used.
          ...(email !== target.email ? { emailVerifiedAt: null } : {}),
          phone,
          profile: input.profile.trim(),
          country: input.country.trim(),
          province: input.province.trim(),
          city: input.city.trim(),
          address: input.address.trim(),
          notifications: input.notifications,
          security: {
            securityPhone: emptyToNull(input.security.securityPhone),
            securityQuestion: emptyToNull(input.security.securityQuestion),
            backupEmail: input.security.backupEmail?.trim()
              ? normaliseEmail(input.security.backupEmail, 'security.backupEmail')
              : null,
            mfaEnabled: input.security.mfaEnabled,
          },
          bindings: {
            github: emptyToNull(input.bindings.github),
            google: emptyToNull(input.bindings.google),
            wechat: emptyToNull(input.bindings.wechat),
          },
          ...(input.access !== undefined ? { access: input.access } : {}),
          updatedAt: now,
        })
        .where(eq(users.uid, uid)),
    );
    return email !== target.email ? target.email : null;
  });
  const user = (await getUser(db, uid))!;
  if (previousEmail === null) return { user, emailChanged: false };
  return { user, emailChanged: true, ...(actor.uid === uid ? { previousEmail } : {}) };
}

/** Checks the current password and stores the new one. Ending sessions is the caller's part. */
export async function changePassword(
  db: Database,
  uid: number,
  input: PasswordChange,
  now: Date,
): Promise<void> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.uid, uid))
    .limit(1);
  if (!row) throw new AppError(404, 'userNotFound');
  if (!(await verifyPassword(row.passwordHash, input.oldPassword))) {
    throw new AppError(400, 'oldPasswordWrong', undefined, { oldPassword: { key: 'oldPasswordWrong' } });
  }
  if (input.oldPassword === input.newPassword) {
    throw new AppError(400, 'samePassword', undefined, { newPassword: { key: 'samePassword' } });
  }
  const strength = assertAcceptablePassword(input.newPassword, 'newPassword');
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), passwordStrength: strength, updatedAt: now })
    .where(eq(users.uid, uid));
}

/**
 * A password change as one step: the new hash, every session of the user ended, and a fresh
 * session for the browser that made the change. All or nothing, so a failure halfway cannot leave
 * old sessions alive after the password changed.
 */
export async function revisePassword(
  db: Database,
  input: PasswordChange & {
    uid: number;
    persistent: boolean;
    /** The changing session passed the second step: the one that replaces it has too. */
    secondFactor: boolean;
    userAgent?: string;
    /** The caller's address, for the audit log. */
    address?: string;
    now: Date;
  },
): Promise<IssuedSession> {
  return db.transaction(async (tx) => {
    await changePassword(tx, input.uid, input, input.now);
    await deleteUserSessions(tx, input.uid);
    await recordSecurityEvent(
      tx,
      {
        action: 'security.passwordChanged',
        actorUid: input.uid,
        uid: input.uid,
        after: { address: input.address ?? null },
      },
      input.now,
    );
    return createSession(tx, input);
  });
}
