/** Accounts, sessions, settings, notices and personal information (spec sections 5 and 7). */
import { Type, type Static, type TSchema } from 'typebox';
import {
  ADDRESS_MAX_LENGTH,
  CAPTCHA_PATTERN,
  DATE_PATTERN,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  NICKNAME_MAX_LENGTH,
  OPTIONAL_EMAIL_PATTERN,
  OPTIONAL_PHONE_PATTERN,
  PHONE_PATTERN,
  PLACE_MAX_LENGTH,
  PROFILE_MAX_LENGTH,
  SECOND_FACTOR_PATTERN,
  URL_MAX_LENGTH,
  USERNAME_PATTERN,
} from '../limits';
import { PASSWORD_MAX_LENGTH } from '../passwordStrength';
import type { EditableUserField, ReadOnlyUserField } from '../user-fields';
import { closed, Instant, NonBlank, Nullable } from './base';

// Spelled out rather than mapped from the constants so TypeBox infers the literal types;
// server/contract.ts checks they match the database's lists.
export const Access = Type.Union([Type.Literal('user'), Type.Literal('admin')]);
export const NoticeType = Type.Union([
  Type.Literal('notification'),
  Type.Literal('message'),
  Type.Literal('event'),
]);
export const DocumentType = Type.Union([
  Type.Literal('passport'),
  Type.Literal('id_card'),
  Type.Literal('other'),
]);
export const PasswordStrength = Type.Union([
  Type.Literal('weak'),
  Type.Literal('medium'),
  Type.Literal('strong'),
]);

export const Email = Type.String({
  maxLength: EMAIL_MAX_LENGTH,
  pattern: EMAIL_PATTERN,
  description: 'Under 255 characters',
});
export const Phone = Type.String({
  pattern: PHONE_PATTERN,
  description: '6 to 15 digits, optionally starting with +',
});
export const Password = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH });

export const NotificationSettings = Type.Object(
  { accountPassword: Type.Boolean(), systemMessages: Type.Boolean(), todoTasks: Type.Boolean() },
  closed,
);

export const SecuritySettings = Type.Object(
  {
    securityPhone: Nullable(Type.String({ pattern: OPTIONAL_PHONE_PATTERN })),
    securityQuestion: Nullable(Type.String({ maxLength: 200 })),
    backupEmail: Nullable(Type.String({ maxLength: 254, pattern: OPTIONAL_EMAIL_PATTERN })),
    mfaEnabled: Type.Boolean(),
  },
  closed,
);

export const Bindings = Type.Object(
  {
    github: Nullable(Type.String({ maxLength: 128 })),
    google: Nullable(Type.String({ maxLength: 128 })),
    wechat: Nullable(Type.String({ maxLength: 128 })),
  },
  closed,
);

export const CurrentUser = Type.Object({
  uid: Type.Integer(),
  username: Type.String(),
  nickname: Type.String(),
  avatar: Nullable(Type.String()),
  email: Type.String(),
  emailVerified: Type.Boolean({ description: 'The link mailed to this address has been opened' }),
  phone: Nullable(Type.String()),
  access: Access,
  profile: Type.String(),
  country: Type.String(),
  province: Type.String(),
  city: Type.String(),
  address: Type.String(),
  notifications: NotificationSettings,
  security: SecuritySettings,
  bindings: Bindings,
  passwordStrength: Nullable(PasswordStrength),
  unreadCount: Type.Integer(),
  createdAt: Instant,
  twoFactor: Type.Boolean({ description: 'Two-factor sign-in (TOTP) is on; security.mfaEnabled mirrors it' }),
  officiates: Type.Optional(
    Type.Boolean({
      description:
        'Current user only: an official (referee, head referee or judge) of some competition; the Scoring menu shows',
    }),
  ),
  twoFactorRequired: Type.Optional(
    Type.Boolean({
      description:
        'Current user only: true for an admin without two-factor when ADMIN_REQUIRE_2FA is set; admin pages stay closed until it is on',
    }),
  ),
});

/** The editable fields: exactly common/user-fields.ts's list (`satisfies` refuses a missing or extra key). */
const editableUser = {
  uid: Type.Integer(),
  nickname: NonBlank(NICKNAME_MAX_LENGTH),
  avatar: Nullable(Type.String({ maxLength: URL_MAX_LENGTH })),
  email: Email,
  phone: Nullable(
    Type.String({
      pattern: OPTIONAL_PHONE_PATTERN,
      description: "null or '' for none, or 6 to 15 digits, optionally starting with +",
    }),
  ),
  profile: Type.String({ maxLength: PROFILE_MAX_LENGTH }),
  country: Type.String({ maxLength: PLACE_MAX_LENGTH }),
  province: Type.String({ maxLength: PLACE_MAX_LENGTH }),
  city: Type.String({ maxLength: PLACE_MAX_LENGTH }),
  address: Type.String({ maxLength: ADDRESS_MAX_LENGTH }),
  notifications: NotificationSettings,
  security: SecuritySettings,
  bindings: Bindings,
} satisfies Record<EditableUserField, TSchema>;

/** Read-only: accepted when equal to the stored value, so a client can send back what it read. */
const readOnlyUser = {
  username: Type.Optional(Type.String({ maxLength: 254 })),
  passwordStrength: Type.Optional(Nullable(PasswordStrength)),
  createdAt: Type.Optional(Instant),
} satisfies Record<ReadOnlyUserField, TSchema>;

/**
 * PUT /api/user/user/{uid}: the whole editable user, every key present. Only email and nickname must
 * be filled in; a new account's empty profile, address and phone (null or '' for none) go back as
 * they are, so it can save a notification switch, and an admin can change its access. The settings
 * form requires the rest (spec section 5); the API does not.
 *
 * The object GET /api/user/currentUser answers is accepted as it is: its read-only fields may come
 * back, and are refused (400, naming the field) only when they differ from the stored user.
 * `unreadCount` is a live count, not part of the user: accepted and ignored.
 */
export const UserUpdate = Type.Object(
  {
    ...editableUser,
    access: Type.Optional(Access),
    ...readOnlyUser,
    unreadCount: Type.Optional(Type.Integer({ minimum: 0 })),
    // Changed only through /api/user/2fa/*; accepted and ignored here.
    twoFactor: Type.Optional(Type.Boolean()),
    twoFactorRequired: Type.Optional(Type.Boolean()),
    // Set by the admins' officials lists: accepted and ignored.
    officiates: Type.Optional(Type.Boolean()),
    // Only the mailed link verifies an address: accepted and ignored.
    emailVerified: Type.Optional(Type.Boolean()),
    password: Type.Optional({
      ...Password,
      description:
        'The current password: needed when users change their own email (a session alone must not ' +
        'hand the account to whoever holds it); not used otherwise',
    }),
  },
  closed,
);

export const UserListItem = Type.Object({
  uid: Type.Integer(),
  username: Type.String(),
  nickname: Type.String(),
  email: Type.String(),
  emailVerified: Type.Boolean(),
  phone: Nullable(Type.String()),
  access: Access,
  country: Type.String(),
  createdAt: Instant,
  /** Two-factor sign-in is on: an admin may turn it off for someone who lost phone and codes. */
  twoFactor: Type.Boolean(),
});

/**
 * Both login forms in one closed object (rather than a union) so a bad field gets a plain
 * field message; the route checks that the fields of the chosen `type` are present.
 */
export const LoginParams = Type.Object(
  {
    type: Type.Union([Type.Literal('account'), Type.Literal('mobile')]),
    username: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })),
    password: Type.Optional(Password),
    mobile: Type.Optional(Phone),
    captcha: Type.Optional(Type.String({ pattern: CAPTCHA_PATTERN })),
    autoLogin: Type.Optional(
      Type.Boolean({ description: 'false: the session ends when the browser closes' }),
    ),
    totp: Type.Optional(
      Type.String({
        pattern: SECOND_FACTOR_PATTERN,
        description:
          'With two-factor sign-in on: the six-digit code of the authenticator app, or an unused recovery code',
      }),
    ),
  },
  closed,
);

/**
 * `ok`: signed in, the session cookie is set. `totp-required`: the password (or SMS code) was right,
 * but the account has two-factor sign-in on; send the same call again with `totp`. No session yet.
 */
export const LoginResult = Type.Union([
  Type.Object({
    status: Type.Literal('ok'),
    type: Type.Union([Type.Literal('account'), Type.Literal('mobile')]),
    currentAuthority: Access,
  }),
  Type.Object({ status: Type.Literal('totp-required') }),
]);

export const RegisterParams = Type.Object(
  {
    username: Type.String({ pattern: USERNAME_PATTERN, description: '3 to 32 of A-Z a-z 0-9 _ . -' }),
    email: Email,
    password: Type.String({
      minLength: 1,
      maxLength: PASSWORD_MAX_LENGTH,
      description: 'At least "medium" by common/passwordStrength.ts: 8+ characters of 2+ kinds',
    }),
    phone: Type.Optional(Phone),
  },
  closed,
);

export const Registered = Type.Object({ uid: Type.Integer(), username: Type.String() });

export const CaptchaQuery = Type.Object({ phone: Phone });
export const CaptchaResult = Type.Object({
  expiresIn: Type.Integer({ description: 'Seconds the code stays valid' }),
});

export const PasswordChange = Type.Object({ oldPassword: Password, newPassword: Password }, closed);

export const Notice = Type.Object({
  id: Type.Integer(),
  type: NoticeType,
  title: Type.String(),
  description: Type.String(),
  datetime: Instant,
  read: Type.Boolean(),
});

export const EvpiInput = Type.Object(
  {
    legalName: NonBlank(NAME_MAX_LENGTH),
    dateOfBirth: Type.String({ pattern: DATE_PATTERN, description: 'YYYY-MM-DD' }),
    nationality: NonBlank(64),
    documentType: DocumentType,
    documentNumber: NonBlank(64),
    organisation: NonBlank(NAME_MAX_LENGTH),
    emergencyContactName: NonBlank(NAME_MAX_LENGTH),
    emergencyContactPhone: Phone,
    guardianName: Nullable(Type.String({ maxLength: NAME_MAX_LENGTH, description: 'Required under 18' })),
    guardianPhone: Nullable(
      Type.String({ pattern: OPTIONAL_PHONE_PATTERN, description: 'Required under 18' }),
    ),
    // Accepted so a client can send back what it read; the server sets it.
    updatedAt: Type.Optional(Type.String()),
  },
  closed,
);

export const Evpi = Type.Object({
  legalName: Type.String(),
  dateOfBirth: Type.String(),
  nationality: Type.String(),
  documentType: DocumentType,
  documentNumber: Type.String(),
  organisation: Type.String(),
  emergencyContactName: Type.String(),
  emergencyContactPhone: Type.String(),
  guardianName: Nullable(Type.String()),
  guardianPhone: Nullable(Type.String()),
  updatedAt: Type.Optional(Instant),
});

export type Access = Static<typeof Access>;
export type NoticeType = Static<typeof NoticeType>;
export type DocumentType = Static<typeof DocumentType>;
export type PasswordStrength = Static<typeof PasswordStrength>;
export type Email = Static<typeof Email>;
export type Phone = Static<typeof Phone>;
export type Password = Static<typeof Password>;
export type NotificationSettings = Static<typeof NotificationSettings>;
export type SecuritySettings = Static<typeof SecuritySettings>;
export type Bindings = Static<typeof Bindings>;
export type CurrentUser = Static<typeof CurrentUser>;
export type UserUpdate = Static<typeof UserUpdate>;
export type UserListItem = Static<typeof UserListItem>;
export type LoginParams = Static<typeof LoginParams>;
export type LoginResult = Static<typeof LoginResult>;
export type RegisterParams = Static<typeof RegisterParams>;
export type Registered = Static<typeof Registered>;
export type CaptchaQuery = Static<typeof CaptchaQuery>;
export type CaptchaResult = Static<typeof CaptchaResult>;
export type PasswordChange = Static<typeof PasswordChange>;
export type Notice = Static<typeof Notice>;
export type EvpiInput = Static<typeof EvpiInput>;
export type Evpi = Static<typeof Evpi>;

/** `GET /api/user/currentUser`: null when signed out (with code 4002). */
export const CurrentUserOrNone = Type.Union([CurrentUser, Type.Null()]);
/** A person's information, null until they first save it. */
export const EvpiOrNone = Type.Union([Evpi, Type.Null()]);
/** How many notices `PUT /api/notices/read-all` marked read. */
export const NoticesMarkedRead = Type.Object({ updated: Type.Integer() });
export type NoticesMarkedRead = Static<typeof NoticesMarkedRead>;
