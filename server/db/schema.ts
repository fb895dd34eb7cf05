/**
 * The one database schema, for both drivers (PGlite and PostgreSQL). Migrations in ./migrations are
 * generated from this file with `npm run db:generate`; never edit a migration that has shipped.
 *
 * Conventions later tables follow: snake_case columns, `timestamptz` for instants, text columns with
 * CHECK constraints instead of Postgres enums (adding a value to a CHECK is a plain migration, adding
 * one to an enum is not transactional), and `on delete cascade` from rows that belong to a user.
 * Teams, competitions, enrolments, attendance and news reference `users.uid` the same way.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const ACCESS_LEVELS = ['user', 'admin'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export const NOTICE_TYPES = ['notification', 'message', 'event'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

export const DOCUMENT_TYPES = ['passport', 'id_card', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const PASSWORD_STRENGTHS = ['weak', 'medium', 'strong'] as const;

export interface NotificationSettings {
  accountPassword: boolean;
  systemMessages: boolean;
  todoTasks: boolean;
}

export interface SecuritySettings {
  securityPhone: string | null;
  securityQuestion: string | null;
  backupEmail: string | null;
  mfaEnabled: boolean;
}

export interface Bindings {
  github: string | null;
  google: string | null;
  wechat: string | null;
}

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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** `IN (...)` for a CHECK constraint; the values are our own constants, never user input. */
const oneOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

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
});

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    type: varchar('type', { length: 16 }).$type<NoticeType>().notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notices_uid_created_at_idx').on(t.uid, t.createdAt),
    check('notices_type_check', sql`${t.type} IN (${oneOf(NOTICE_TYPES)})`),
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
