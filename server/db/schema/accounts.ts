import type { Bindings, NotificationSettings, SecuritySettings } from '../../../common/contract/users';
import { LOCALES, type Locale } from '../../../common/locales';
import { ACCESS_LEVELS, DOCUMENT_TYPES, PASSWORD_STRENGTHS } from '../../../common/vocabulary';
import { createdAt, instant, oneOf } from './columns';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export type AccessLevel = (typeof ACCESS_LEVELS)[number];
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export type { Bindings, NotificationSettings, SecuritySettings };

export const defaultNotifications: NotificationSettings = {
  accountPassword: true,
  systemMessages: true,
  todoTasks: true,
};
export const defaultSecurity: SecuritySettings = {
  securityPhone: null,
  securityQuestion: null,
  backupEmail: null,
  mfaEnabled: false,
};
export const defaultBindings: Bindings = { github: null, google: null, wechat: null };

export const users = pgTable(
  'users',
  {
    uid: serial('uid').primaryKey(),
    username: varchar('username', { length: 32 }).notNull(),
    /** Stored lower-cased, so uniqueness and login ignore case. */
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Digits with an optional leading '+', spaces and dashes removed. */
    phone: varchar('phone', { length: 16 }),
    nickname: varchar('nickname', { length: 64 }).notNull().default(''),
    avatar: text('avatar'),
    profile: text('profile').notNull().default(''),
    country: varchar('country', { length: 64 }).notNull().default(''),
    province: varchar('province', { length: 64 }).notNull().default(''),
    city: varchar('city', { length: 64 }).notNull().default(''),
    address: varchar('address', { length: 255 }).notNull().default(''),
    access: varchar('access', { length: 16 }).$type<AccessLevel>().notNull().default('user'),
    notifications: jsonb('notifications')
      .$type<NotificationSettings>()
      .notNull()
      .default(defaultNotifications),
    security: jsonb('security').$type<SecuritySettings>().notNull().default(defaultSecurity),
    bindings: jsonb('bindings').$type<Bindings>().notNull().default(defaultBindings),
    passwordStrength: varchar('password_strength', { length: 8 }).$type<
      (typeof PASSWORD_STRENGTHS)[number]
    >(),
    /** When the current email was shown to reach its owner (a verification link); null until then. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The language mail is written in: the SPA's at registration or the last account action. */
    locale: varchar('locale', { length: 8 }).$type<Locale>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // "Alice" and "alice" are the same account: uniqueness is case-insensitive.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phone),
    check('users_access_check', sql`${t.access} IN (${oneOf(ACCESS_LEVELS)})`),
    check('users_password_strength_check', sql`${t.passwordStrength} IN (${oneOf(PASSWORD_STRENGTHS)})`),
    check('users_locale_check', sql`${t.locale} IN (${oneOf(LOCALES)})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 (hex) of the cookie's token: a leaked table cannot be replayed as cookies. */
    id: varchar('id', { length: 64 }).primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    /** Remembered sessions get a persistent cookie; others end when the browser closes. */
    persistent: boolean('persistent').notNull().default(true),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: varchar('user_agent', { length: 255 }),
    /**
     * The session passed the second step of sign-in (a TOTP or recovery code), or proved a code when
     * it turned two-factor on: only such a session counts as two-factor for ADMIN_REQUIRE_2FA.
     */
    secondFactor: boolean('second_factor').notNull().default(false),
  },
  (t) => [index('sessions_uid_idx').on(t.uid), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/** One live login code per phone; a new request replaces the old code. */
export const captchas = pgTable('captchas', {
  phone: varchar('phone', { length: 16 }).primaryKey(),
  codeHash: varchar('code_hash', { length: 64 }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  /**
   * Asked from the account's known device (its device cookie): a stranger's code does not hold the
   * owner's device to the once-a-minute rule.
   */
  ownerAsked: boolean('owner_asked').notNull().default(false),
});

export const ACCOUNT_TOKEN_PURPOSES = ['passwordReset', 'emailVerify', 'emailRevert'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * Links sent by mail (password reset, email verification, undoing an email change). Like sessions, only the sha256 of the
 * token is kept, so a copy of the table opens nothing. A link is used up by deleting its row.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 16 }).$type<AccountTokenPurpose>().notNull(),
    /** The address the link went to: it proves nothing once the account's email has changed. */
    email: varchar('email', { length: 254 }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('account_tokens_uid_idx').on(t.uid, t.purpose),
    index('account_tokens_expires_at_idx').on(t.expiresAt),
    check('account_tokens_purpose_check', sql`${t.purpose} IN (${oneOf(ACCOUNT_TOKEN_PURPOSES)})`),
  ],
);

/** A participant's personal information for enrolment; visible to the participant and admins only. */
export const evpi = pgTable(
  'evpi',
  {
    uid: integer('uid')
      .primaryKey()
      .references(() => users.uid, { onDelete: 'cascade' }),
    legalName: varchar('legal_name', { length: 128 }).notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    nationality: varchar('nationality', { length: 64 }).notNull(),
    documentType: varchar('document_type', { length: 16 }).$type<DocumentType>().notNull(),
    documentNumber: varchar('document_number', { length: 64 }).notNull(),
    organisation: varchar('organisation', { length: 128 }).notNull(),
    emergencyContactName: varchar('emergency_contact_name', { length: 128 }).notNull(),
    emergencyContactPhone: varchar('emergency_contact_phone', { length: 16 }).notNull(),
    guardianName: varchar('guardian_name', { length: 128 }),
    guardianPhone: varchar('guardian_phone', { length: 16 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('evpi_document_type_check', sql`${t.documentType} IN (${oneOf(DOCUMENT_TYPES)})`)],
);
// ---------------------------------------------------------------------------------------------
// Two-factor sign-in (TOTP, RFC 6238).

/**
 * A user's TOTP secret (base32). `pending_secret` is one set up but not yet confirmed with a code;
 * `secret` is the active one, and two-factor is on exactly when it is set. `last_step` is the time
 * step (unix seconds / 30) of the last accepted code: a code of that step or an earlier one is
 * refused, so a code seen over a shoulder cannot be used again.
 */
export const twoFactor = pgTable(
  'two_factor',
  {
    uid: integer('uid')
      .primaryKey()
      .references(() => users.uid, { onDelete: 'cascade' }),
    secret: varchar('secret', { length: 64 }),
    pendingSecret: varchar('pending_secret', { length: 64 }),
    enabledAt: instant('enabled_at'),
    lastStep: integer('last_step'),
  },
  (t) => [check('two_factor_enabled_check', sql`(${t.secret} IS NULL) = (${t.enabledAt} IS NULL)`)],
);

/** Single-use recovery codes, by sha256 (see domain/two-factor.ts for why a fast hash is enough). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [primaryKey({ columns: [t.uid, t.codeHash] })],
);
