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
  foreignKey,
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
import { LOCALES, type Locale } from '../../common/locales';
import type { ContentAttributes, ContentFields, ContentInput } from '../../common/contract/content';
import {
  ACCESS_LEVELS,
  ATTENDANCE_STATUSES,
  CONTENT_KINDS,
  CONTENT_STATUSES,
  DOCUMENT_TYPES,
  ENROLMENT_STATUSES,
  LIVE_ENROLMENT_STATUSES,
  NOTICE_TYPES,
  PASSWORD_STRENGTHS,
  TEAM_ROLES,
  TRACKS,
} from '../../common/vocabulary';

export type AccessLevel = (typeof ACCESS_LEVELS)[number];
export type NoticeType = (typeof NOTICE_TYPES)[number];
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

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
    /**
     * A notice the server writes for an event (an enrolment decision, a new member) keeps its message
     * keys and values, so each reader sees it in their own language; title and description are then
     * the English text, for anything that reads the table directly.
     */
    titleKey: varchar('title_key', { length: 64 }),
    descriptionKey: varchar('description_key', { length: 64 }),
    params: jsonb('params').$type<Record<string, string | number>>(),
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

// ---------------------------------------------------------------------------------------------
// Competitions, teams, enrolment and attendance. The rules that must hold under concurrency are
// constraints here (one team per person per competition, one live enrolment per team); the rest
// are checked in server/domain/* under row locks on the competition or the team.

export type TrackName = (typeof TRACKS)[number];
export type TeamRoleName = (typeof TEAM_ROLES)[number];
export type EnrolmentStatusName = (typeof ENROLMENT_STATUSES)[number];
export type AttendanceStatusName = (typeof ATTENDANCE_STATUSES)[number];

export type CompetitionTexts = Partial<Record<Locale, { name: string; summary: string }>>;
export type PhaseNames = Partial<Record<Locale, string>>;

const instant = (name: string) => timestamp(name, { withTimezone: true });

export const competitions = pgTable(
  'competitions',
  {
    id: serial('id').primaryKey(),
    track: varchar('track', { length: 16 }).$type<TrackName>().notNull(),
    /** Name and summary by locale; read with the fallback chosen → en-US → zh-CN. */
    texts: jsonb('texts').$type<CompetitionTexts>().notNull(),
    enrolmentOpensAt: instant('enrolment_opens_at').notNull(),
    enrolmentClosesAt: instant('enrolment_closes_at').notNull(),
    capacity: integer('capacity').notNull(),
    minTeamSize: integer('min_team_size').notNull(),
    maxTeamSize: integer('max_team_size').notNull(),
    maxAdvisors: integer('max_advisors').notNull().default(2),
    requiresApproval: boolean('requires_approval').notNull().default(true),
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    agesOn: date('ages_on', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('competitions_track_check', sql`${t.track} IN (${oneOf(TRACKS)})`),
    check('competitions_window_check', sql`${t.enrolmentClosesAt} > ${t.enrolmentOpensAt}`),
    check('competitions_capacity_check', sql`${t.capacity} >= 1`),
    check(
      'competitions_team_size_check',
      sql`${t.minTeamSize} >= 1 AND ${t.maxTeamSize} >= ${t.minTeamSize}`,
    ),
    check('competitions_max_advisors_check', sql`${t.maxAdvisors} >= 0`),
    check(
      'competitions_ages_check',
      sql`(${t.minAge} IS NULL OR ${t.maxAge} IS NULL OR ${t.minAge} <= ${t.maxAge}) AND ((${t.minAge} IS NULL AND ${t.maxAge} IS NULL) OR ${t.agesOn} IS NOT NULL)`,
    ),
  ],
);

export const phases = pgTable(
  'phases',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    /** The phase's name by locale, read with the same fallback as a competition's. */
    names: jsonb('names').$type<PhaseNames>().notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
  },
  (t) => [
    index('phases_competition_idx').on(t.competitionId, t.startsAt),
    check('phases_window_check', sql`${t.endsAt} >= ${t.startsAt}`),
  ],
);

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id),
    name: varchar('name', { length: 64 }).notNull(),
    organisation: varchar('organisation', { length: 128 }).notNull(),
    country: varchar('country', { length: 64 }).notNull(),
    description: text('description').notNull().default(''),
    inviteCode: varchar('invite_code', { length: 8 }).notNull(),
    createdAt: createdAt(),
    /** A dissolved team keeps its row for its enrolment history and the audit log; it has no members. */
    dissolvedAt: instant('dissolved_at'),
  },
  (t) => [
    uniqueIndex('teams_invite_code_key').on(t.inviteCode),
    // Lets team_members say "this member's competition is the team's competition".
    uniqueIndex('teams_id_competition_key').on(t.id, t.competitionId),
    uniqueIndex('teams_competition_name_key')
      .on(t.competitionId, sql`lower(${t.name})`)
      .where(sql`${t.dissolvedAt} IS NULL`),
  ],
);

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: integer('team_id').notNull(),
    /** The team's competition, repeated so the database can keep one team per person per competition. */
    competitionId: integer('competition_id').notNull(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    role: varchar('role', { length: 8 }).$type<TeamRoleName>().notNull(),
    joinedAt: instant('joined_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.uid] }),
    foreignKey({
      name: 'team_members_team_fk',
      columns: [t.teamId, t.competitionId],
      foreignColumns: [teams.id, teams.competitionId],
    }).onDelete('cascade'),
    uniqueIndex('team_members_competition_uid_key').on(t.competitionId, t.uid),
    uniqueIndex('team_members_one_leader_key')
      .on(t.teamId)
      .where(sql`${t.role} = 'leader'`),
    index('team_members_uid_idx').on(t.uid),
    check('team_members_role_check', sql`${t.role} IN (${oneOf(TEAM_ROLES)})`),
  ],
);

export const enrolments = pgTable(
  'enrolments',
  {
    /**
     * Also the waiting list's order: enrolments of a competition are inserted under its row lock, so
     * ids rise in the order teams arrived, whichever server's clock said what.
     */
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    status: varchar('status', { length: 12 }).$type<EnrolmentStatusName>().notNull(),
    createdAt: createdAt(),
    reviewNote: text('review_note'),
    reviewedAt: instant('reviewed_at'),
    reviewedBy: integer('reviewed_by').references(() => users.uid, { onDelete: 'set null' }),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enrolments_one_live_per_team_key')
      .on(t.teamId)
      .where(sql`${t.status} IN (${oneOf(LIVE_ENROLMENT_STATUSES)})`),
    index('enrolments_competition_status_idx').on(t.competitionId, t.status, t.id),
    check('enrolments_status_check', sql`${t.status} IN (${oneOf(ENROLMENT_STATUSES)})`),
  ],
);

export const attendanceSessions = pgTable(
  'attendance_sessions',
  {
    id: serial('id').primaryKey(),
    // A competition without teams has no records, so its sessions may go with it.
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 120 }).notNull(),
    location: varchar('location', { length: 120 }).notNull().default(''),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    graceMinutes: integer('grace_minutes').notNull().default(15),
    /** The TOTP secret (base32) the rotating check-in code is derived from; never leaves the server. */
    codeSecret: varchar('code_secret', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('attendance_sessions_competition_idx').on(t.competitionId, t.startsAt),
    check('attendance_sessions_window_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('attendance_sessions_grace_check', sql`${t.graceMinutes} >= 0`),
  ],
);

export const attendanceRecords = pgTable(
  'attendance_records',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => attendanceSessions.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    status: varchar('status', { length: 8 }).$type<AttendanceStatusName>().notNull(),
    checkedInAt: instant('checked_in_at'),
    note: text('note').notNull().default(''),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('attendance_records_session_uid_key').on(t.sessionId, t.uid),
    index('attendance_records_team_idx').on(t.teamId),
    check('attendance_records_status_check', sql`${t.status} IN (${oneOf(ATTENDANCE_STATUSES)})`),
  ],
);

/** Who did what to which object, with the object before and after: every admin decision and roster change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: instant('at').notNull(),
    actorUid: integer('actor_uid').references(() => users.uid, { onDelete: 'set null' }),
    action: varchar('action', { length: 48 }).notNull(),
    targetType: varchar('target_type', { length: 24 }).notNull(),
    /** Null when there is no such object, e.g. a failed sign-in for a login name nobody has. */
    targetId: integer('target_id'),
    competitionId: integer('competition_id'),
    teamId: integer('team_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_competition_idx').on(t.competitionId, t.at),
    index('audit_log_team_idx').on(t.teamId, t.at),
    index('audit_log_at_idx').on(t.at),
  ],
);

/**
 * What visitors read: one row per item (news, banner, material or section) and one per translation.
 * A deleted item keeps its row and revisions (`deleted_at`), so nothing an admin saved is lost.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 16 }).$type<(typeof CONTENT_KINDS)[number]>().notNull(),
    category: varchar('category', { length: 32 }).notNull(),
    slug: varchar('slug', { length: 64 }),
    pinned: boolean('pinned').notNull().default(false),
    position: integer('position').notNull().default(0),
    status: varchar('status', { length: 16 }).$type<(typeof CONTENT_STATUSES)[number]>().notNull(),
    /** Visible to the public from this instant on; null while a draft has never been published. */
    publishedAt: instant('published_at'),
    imageUrl: text('image_url'),
    linkUrl: text('link_url'),
    attributes: jsonb('attributes').$type<ContentAttributes>().notNull().default({}),
    revision: integer('revision').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    deletedAt: instant('deleted_at'),
  },
  (t) => [
    check('content_items_kind_check', sql`${t.kind} IN (${oneOf(CONTENT_KINDS)})`),
    check('content_items_status_check', sql`${t.status} IN (${oneOf(CONTENT_STATUSES)})`),
    check('content_items_published_check', sql`${t.status} = 'draft' OR ${t.publishedAt} IS NOT NULL`),
    uniqueIndex('content_items_slug_key')
      .on(t.kind, t.category, t.slug)
      .where(sql`${t.slug} IS NOT NULL AND ${t.deletedAt} IS NULL`),
    index('content_items_listing_idx').on(t.kind, t.category, t.publishedAt),
  ],
);

export const contentTranslations = pgTable(
  'content_translations',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    locale: varchar('locale', { length: 8 }).$type<Locale>().notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Markdown as the admin wrote it, and the HTML rendered and sanitized from it on write. */
    body: text('body').notNull().default(''),
    html: text('html').notNull().default(''),
    imageAlt: text('image_alt').notNull().default(''),
    fields: jsonb('fields').$type<ContentFields>().notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.locale] }),
    check('content_translations_locale_check', sql`${t.locale} IN (${oneOf(LOCALES)})`),
  ],
);

/** Every save of an item, as the admin sent it; restoring one saves it again as a new revision. */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    snapshot: jsonb('snapshot').$type<ContentInput>().notNull(),
    savedBy: integer('saved_by').references(() => users.uid, { onDelete: 'set null' }),
    savedAt: createdAt(),
  },
  (t) => [uniqueIndex('content_revisions_number_key').on(t.itemId, t.number)],
);

/**
 * Rate-limit counters (server/plugins/rate-limit.ts), here so that every process shares them and a
 * restart keeps them. A fixed window per key: the first hit starts it, and a hit after `resets_at`
 * starts a fresh one. Rows past `resets_at` are dead and swept now and then.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    /** The budget, e.g. `loginPerIp` or `loginFailuresPerAccount`. */
    name: varchar('name', { length: 48 }).notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.key] }), index('rate_counters_resets_at_idx').on(t.resetsAt)],
);

/**
 * Keys the server makes for itself on first start, shared by every process on the database: the one
 * that signs device cookies (plugins/login-budgets.ts). Deleting a row makes a new key at the next
 * start, and everything signed with the old one stops being trusted.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: varchar('name', { length: 48 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
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
