/**
 * The API's shapes as TypeBox schemas: the one source of the contract. The server validates requests
 * and serialises answers with them, OpenAPI at /api/docs is generated from them, and the SPA, mocks
 * and tests import their `Static<>` types (`import type * as API from '@common/contract'`). The SPA
 * imports types only, so no TypeBox code reaches the browser.
 *
 * TypeBox 1.x is the version @fastify/type-provider-typebox is built on; schemas from another version
 * would validate but lose their static types in route handlers.
 *
 * Each schema `X` has a type `X` of the same name: `Static<typeof X>`.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { DEFAULT_PAGE_SIZE, MAX_ID, MAX_PAGE, MAX_PAGE_SIZE, NON_BLANK_PATTERN } from '../limits';
import { LOCALES } from '../locales';
import { RULE_CODES } from '../rules';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A required text a person must actually fill in. */
export const NonBlank = (maxLength: number, description?: string) =>
  Type.String({
    minLength: 1,
    maxLength,
    pattern: NON_BLANK_PATTERN,
    ...(description ? { description } : {}),
  });

/** Objects a client sends: an unknown field is refused rather than silently dropped. */
export const closed = { additionalProperties: false } as const;
export const Instant = Type.String({ format: 'date-time' });

export const Locale = Type.Enum(LOCALES);
export type Locale = Static<typeof Locale>;

export const PageQuery = Type.Object(
  {
    current: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })),
    keyword: Type.Optional(Type.String({ maxLength: 100 })),
  },
  // Open: list components add their own parameters (filters, sorters) that a list may ignore.
);
export type PageQuery = Static<typeof PageQuery>;

export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    list: Type.Array(item),
    total: Type.Integer(),
    current: Type.Integer(),
    pageSize: Type.Integer(),
  });
export type Page<T> = { list: T[]; total: number; current: number; pageSize: number };

export const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });
export const UidParams = Type.Object({ uid: Id });
export const IdParams = Type.Object({ id: Id });

export const EmptyObject = Type.Object({}, closed);

/** The success envelope around `data`. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Integer({ description: '200 on success' }), message: Type.String(), data });

export const FieldErrors = Type.Object(
  { fields: Type.Record(Type.String(), Type.String()) },
  { description: 'Field path to a sentence: in 400 answers, and in 409 answers about one field' },
);
export type FieldErrors = Static<typeof FieldErrors>;

export const RuleViolation = Type.Object({
  rule: Type.Enum(RULE_CODES),
  values: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
});

/** `data` of a 403/409 refused by business rules: every broken rule at once, not only the first. */
export const RuleFailure = Type.Object({ violations: Type.Array(RuleViolation) });
export type RuleViolation = Static<typeof RuleViolation>;
export type RuleFailure = Static<typeof RuleFailure>;

/** Every refusal: the HTTP status is repeated in `code`; `message` is in the caller's language. */
export const ErrorEnvelope = Type.Object({
  code: Type.Integer({ description: 'Repeats the HTTP status: 400, 401, 403, 404, 409, 413, 415 or 429' }),
  message: Type.String(),
  data: Type.Union([FieldErrors, RuleFailure, Type.Null()]),
});

/** Response schemas of a route: `data` on success, the error envelope on any 4xx. */
export const answers = <T extends TSchema>(data: T) => ({ 200: Envelope(data), '4xx': ErrorEnvelope });

/** `GET /api/health` and `/api/health/ready`: for load balancers and uptime checks. */
export const Health = Type.Object({
  /** `starting`: the process lives and has bound its port, the database is not open yet. */
  status: Type.Union([
    Type.Literal('starting'),
    Type.Literal('ok'),
    Type.Literal('ready'),
    Type.Literal('unavailable'),
  ]),
  /** Seconds since the process started. */
  uptime: Type.Number(),
});
export type Health = Static<typeof Health>;

/** The body of a DELETE or an action: nothing, or an empty object. */
export const NoBody = Type.Optional(EmptyObject);

/** What a deletion answers: the id of what is gone. */
export const Deleted = Type.Object({ id: Type.Integer() });
export type Deleted = Static<typeof Deleted>;
