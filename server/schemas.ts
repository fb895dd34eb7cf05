/**
 * The API's shapes as TypeBox schemas: the source of the contract. Fastify validates requests and
 * serialises answers with them, OpenAPI at /api/docs is generated from them, and server/contract.ts
 * checks at compile time that they agree with src/services/typings.d.ts (namespace API).
 *
 * TypeBox comes through @fastify/type-provider-typebox, which is built on TypeBox 1.x; schemas from
 * another TypeBox version would validate but lose their static types in route handlers.
 */
import { Type, type TSchema } from '@fastify/type-provider-typebox';

// Patterns double as keys for field messages (see FIELD_PATTERN_MESSAGES in plugins/envelope.ts).
export const USERNAME_PATTERN = '^[A-Za-z0-9_.-]{3,32}$';
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
export const OPTIONAL_EMAIL_PATTERN = '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$';
export const PHONE_PATTERN = '^\\+?[0-9]{6,15}$';
export const OPTIONAL_PHONE_PATTERN = '^(\\+?[0-9]{6,15})?$';
export const DATE_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';
export const CAPTCHA_PATTERN = '^[0-9]{6}$';
/** At least one character that is not white space. */
export const NON_BLANK_PATTERN = '\\S';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A required text a person must actually fill in. */
const NonBlank = (maxLength: number, description?: string) =>
  Type.String({
    minLength: 1,
    maxLength,
    pattern: NON_BLANK_PATTERN,
    ...(description ? { description } : {}),
  });

const closed = { additionalProperties: false } as const;
const Instant = Type.String({ format: 'date-time' });

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
  maxLength: 254,
  pattern: EMAIL_PATTERN,
  description: 'Under 255 characters',
});
export const Phone = Type.String({
  pattern: PHONE_PATTERN,
  description: '6 to 15 digits, optionally starting with +',
});
export const Password = Type.String({ minLength: 1, maxLength: 128 });

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
});

/**
 * PUT /api/user/user/{uid}: the whole editable user, every key present. Only email and nickname must
 * be filled in; a new account's empty profile, address and phone ('' for none) go back as they are,
 * so it can save a notification switch, and an admin can change its access. The settings form
 * requires the rest (spec section 5); the API does not.
 */
export const UserUpdate = Type.Object(
  {
    uid: Type.Integer(),
    nickname: NonBlank(64),
    avatar: Nullable(Type.String({ maxLength: 2048 })),
    email: Email,
    phone: Type.String({
      pattern: OPTIONAL_PHONE_PATTERN,
      description: "'' for none, or 6 to 15 digits, optionally starting with +",
    }),
    profile: Type.String({ maxLength: 2000 }),
    country: Type.String({ maxLength: 64 }),
    province: Type.String({ maxLength: 64 }),
    city: Type.String({ maxLength: 64 }),
    address: Type.String({ maxLength: 255 }),
    notifications: NotificationSettings,
    security: SecuritySettings,
    bindings: Bindings,
    access: Type.Optional(Access),
  },
  closed,
);

export const UserListItem = Type.Object({
  uid: Type.Integer(),
  username: Type.String(),
  nickname: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  access: Access,
  country: Type.String(),
  createdAt: Instant,
});

/** Far past any real list; larger page numbers would overflow the database's OFFSET arithmetic. */
export const MAX_PAGE = 1_000_000;

export const PageQuery = Type.Object(
  {
    current: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    keyword: Type.Optional(Type.String({ maxLength: 100 })),
  },
  // Open: list components add their own parameters (filters, sorters) that this list ignores.
);

export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    list: Type.Array(item),
    total: Type.Integer(),
    current: Type.Integer(),
    pageSize: Type.Integer(),
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
  },
  closed,
);

export const LoginResult = Type.Object({
  status: Type.Literal('ok'),
  type: Type.Union([Type.Literal('account'), Type.Literal('mobile')]),
  currentAuthority: Access,
});

export const RegisterParams = Type.Object(
  {
    username: Type.String({ pattern: USERNAME_PATTERN, description: '3 to 32 of A-Z a-z 0-9 _ . -' }),
    email: Email,
    password: Type.String({
      minLength: 1,
      maxLength: 128,
      description: 'At least "medium" by src/utils/passwordStrength.ts: 8+ characters of 2+ kinds',
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
    legalName: NonBlank(128),
    dateOfBirth: Type.String({ pattern: DATE_PATTERN, description: 'YYYY-MM-DD' }),
    nationality: NonBlank(64),
    documentType: DocumentType,
    documentNumber: NonBlank(64),
    organisation: NonBlank(128),
    emergencyContactName: NonBlank(128),
    emergencyContactPhone: Phone,
    guardianName: Nullable(Type.String({ maxLength: 128, description: 'Required under 18' })),
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

export const UidParams = Type.Object({ uid: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const EmptyObject = Type.Object({}, closed);

/** The success envelope around `data`. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Integer({ description: '200 on success' }), message: Type.String(), data });

export const FieldErrors = Type.Object(
  { fields: Type.Record(Type.String(), Type.String()) },
  { description: 'Field path to a sentence: in 400 answers, and in 409 answers about one field' },
);

/** Every refusal: the HTTP status is repeated in `code`; `message` is in the caller's language. */
export const ErrorEnvelope = Type.Object({
  code: Type.Integer({ description: 'Repeats the HTTP status: 400, 401, 403, 404, 409, 413, 415 or 429' }),
  message: Type.String(),
  data: Nullable(FieldErrors),
});

/** Response schemas of a route: `data` on success, the error envelope on any 4xx. */
export const answers = <T extends TSchema>(data: T) => ({ 200: Envelope(data), '4xx': ErrorEnvelope });
