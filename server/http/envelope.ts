/**
 * The answer envelope (architecture: "The envelope"). Success is HTTP 200 `{ code: 200, message: 'ok',
 * data }`; a refusal has HTTP status = `code`, a sentence in the caller's language, and field errors
 * in `data` for a 400. This module turns any thrown error into that shape; plugins/envelope.ts wires it.
 */
import type { FastifyError } from 'fastify';
import { RULE_SENTENCES } from '../../common/rules';
import { databaseUnavailable } from '../db/unavailable';
import { AppError, RuleError, type FailureStatus, type Violation } from './errors';
import type { Locale } from '../../common/locales';
import { translate, type MessageKey, type MessageParams } from '../i18n/translate';
import {
  CAPTCHA_PATTERN,
  DATE_PATTERN,
  EMAIL_PATTERN,
  NON_BLANK_PATTERN,
  OPTIONAL_EMAIL_PATTERN,
  OPTIONAL_PHONE_PATTERN,
  PHONE_PATTERN,
  USERNAME_PATTERN,
} from '../../common/limits';

export interface Success<T> {
  code: 200;
  message: 'ok';
  data: T;
}

export const ok = <T>(data: T): Success<T> => ({ code: 200, message: 'ok', data });

export interface FailureBody {
  code: number;
  message: string;
  data: { fields: Record<string, string> } | { violations: Violation[] } | null;
}

export interface Failure {
  status: FailureStatus | 500;
  body: FailureBody;
  /** True for a 500: the caller logs it as a bug. */
  unexpected: boolean;
}

/** A pattern names what the field should look like better than "invalid format" does. */
const FIELD_PATTERN_MESSAGES: Record<string, MessageKey> = {
  [USERNAME_PATTERN]: 'field.username',
  [EMAIL_PATTERN]: 'field.email',
  [OPTIONAL_EMAIL_PATTERN]: 'field.email',
  [PHONE_PATTERN]: 'field.phone',
  [OPTIONAL_PHONE_PATTERN]: 'field.phone',
  [DATE_PATTERN]: 'field.date',
  [CAPTCHA_PATTERN]: 'field.captcha',
  [NON_BLANK_PATTERN]: 'field.blank',
};

/** One schema error as both TypeBox and Ajv report it. */
interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

type FieldMessage = { key: MessageKey; params?: MessageParams };

const toField = (instancePath: string, property?: string) =>
  [...instancePath.split('/').filter(Boolean), ...(property ? [property] : [])].join('.');

const names = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : value === undefined ? [] : [String(value)];

const limitOf = (params: Record<string, unknown>) => ({ limit: Number(params.limit) });

/** Schema errors to one message per field; the first error of a field wins (it is the most specific). */
export function fieldsFromSchemaErrors(
  errors: readonly SchemaError[],
  part: string,
): Record<string, FieldMessage> {
  const fields: Record<string, FieldMessage> = {};
  const add = (field: string, message: FieldMessage) => {
    const name = field || part;
    fields[name] ??= message;
  };
  for (const error of errors) {
    const { keyword, instancePath, params } = error;
    switch (keyword) {
      case 'required':
        for (const name of names(params.requiredProperties ?? params.missingProperty)) {
          add(toField(instancePath, name), { key: 'field.required' });
        }
        break;
      case 'additionalProperties':
        for (const name of names(params.additionalProperties))
          add(toField(instancePath, name), { key: 'field.unknown' });
        break;
      case 'boolean':
        // TypeBox repeats an additional property as "schema is false"; reported above.
        break;
      case 'minLength':
        add(
          toField(instancePath),
          Number(params.limit) <= 1
            ? { key: 'field.blank' }
            : { key: 'field.tooShort', params: limitOf(params) },
        );
        break;
      case 'maxLength':
        add(toField(instancePath), { key: 'field.tooLong', params: limitOf(params) });
        break;
      case 'minimum':
        add(toField(instancePath), { key: 'field.minimum', params: limitOf(params) });
        break;
      case 'maximum':
        add(toField(instancePath), { key: 'field.maximum', params: limitOf(params) });
        break;
      case 'pattern':
        add(toField(instancePath), {
          key: FIELD_PATTERN_MESSAGES[String(params.pattern)] ?? 'field.pattern',
        });
        break;
      case 'const':
      case 'enum':
      case 'anyOf':
        add(toField(instancePath), { key: 'field.enum' });
        break;
      default:
        add(toField(instancePath), { key: 'field.type' });
    }
  }
  return fields;
}

function invalid(
  locale: Locale,
  fields: Record<string, FieldMessage>,
  key: MessageKey = 'invalidInput',
  params?: MessageParams,
): FailureBody {
  const translated = Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [field, translate(locale, message.key, message.params)]),
  );
  const details = Object.entries(translated)
    .map(([field, sentence]) => (field ? `${field} ${sentence}` : sentence))
    .join('; ');
  return {
    code: 400,
    message: translate(locale, key, key === 'invalidInput' ? { details, ...params } : params),
    data: { fields: translated },
  };
}

const simple = (status: FailureStatus, locale: Locale, key: MessageKey, params?: MessageParams): Failure => ({
  status,
  body: { code: status, message: translate(locale, key, params), data: null },
  unexpected: false,
});

const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MiB` : `${Math.round(bytes / 1024)} KiB`;

/** Fastify's own 4xx errors by code; anything else 4xx keeps its status with a generic sentence. */
const FASTIFY_ERRORS: Record<string, { status: FailureStatus; key: MessageKey }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'unsupportedMediaType' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'emptyBody' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'invalidJson' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'invalidJson' },
  FST_ERR_BAD_URL: { status: 400, key: 'badUrl' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 400, key: 'badUrl' },
};

const STATUS_KEYS: Partial<Record<FailureStatus, MessageKey>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'routeNotFound',
  415: 'unsupportedMediaType',
};

const KINDS: readonly FailureStatus[] = [400, 401, 403, 404, 408, 409, 413, 415, 429, 503];

/**
 * PostgreSQL errors that mean "this value cannot be stored or read as asked": bad text (a NUL, an
 * invalid byte sequence), a number out of range, input of the wrong syntax. Input checks refuse these
 * first; this is the safety net, so such input never becomes a 500.
 */
const BAD_INPUT_SQLSTATES = new Set(['22P05', '22021', '22003', '22P02']);

/** The SQLSTATE of a database error, looking through Drizzle's wrapping (`cause`). */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return undefined;
}

/** Instants in a sentence read as minutes in UTC; the SPA shows them in the reader's own zone. */
const readableValue = (key: string, value: string | number) =>
  key.endsWith('At') && typeof value === 'string' && !Number.isNaN(Date.parse(value))
    ? `${new Date(value).toISOString().slice(0, 16).replace('T', ' ')} UTC`
    : String(value);

export function ruleSentence(locale: Locale, violation: Violation): string {
  const values = violation.values ?? {};
  return RULE_SENTENCES[locale][violation.rule].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? readableValue(name, values[name]!) : whole,
  );
}

export function toFailure(
  error: unknown,
  context: { locale: Locale; method: string; url: string; bodyLimit: number },
): Failure {
  const { locale } = context;
  if (error instanceof RuleError) {
    return {
      status: error.status,
      body: {
        code: error.status,
        message: error.violations.map((v) => ruleSentence(locale, v)).join(' '),
        data: { violations: error.violations },
      },
      unexpected: false,
    };
  }
  if (error instanceof AppError) {
    if (error.fields || error.status === 400) {
      const body = invalid(locale, error.fields ?? {}, error.key, error.params);
      return { status: error.status, body: { ...body, code: error.status }, unexpected: false };
    }
    return simple(error.status, locale, error.key, error.params);
  }

  const fastifyError = error as Partial<FastifyError> & {
    validation?: SchemaError[];
    validationContext?: string;
  };
  if (Array.isArray(fastifyError.validation)) {
    const fields = fieldsFromSchemaErrors(fastifyError.validation, fastifyError.validationContext ?? 'body');
    return { status: 400, body: invalid(locale, fields), unexpected: false };
  }
  const status = fastifyError.statusCode;
  if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
    return simple(413, locale, 'bodyTooLarge', { limit: formatBytes(context.bodyLimit) });
  }
  const known = fastifyError.code ? FASTIFY_ERRORS[fastifyError.code] : undefined;
  if (known) return simple(known.status, locale, known.key);
  if (status === 400 && fastifyError instanceof SyntaxError) return simple(400, locale, 'invalidJson');
  if (status !== undefined && status >= 400 && status < 500) {
    // A 4xx the kinds above do not name (405, 406, ...) is reported as invalid input with its own text.
    const kind = KINDS.find((candidate) => candidate === status) ?? 400;
    const key = STATUS_KEYS[kind];
    if (key) return simple(kind, locale, key, { method: context.method, url: context.url });
    return {
      status: kind,
      body: { code: kind, message: fastifyError.message ?? '', data: null },
      unexpected: false,
    };
  }
  const state = sqlState(error);
  if (state && BAD_INPUT_SQLSTATES.has(state)) {
    return simple(400, locale, 'badValue');
  }
  // Down, stalled or too slow: the portal is unavailable for now, which is not a bug of the request.
  if (databaseUnavailable(error)) return simple(503, locale, 'notReady');
  return {
    status: 500,
    body: { code: 500, message: translate(locale, 'internalError'), data: null },
    unexpected: true,
  };
}

/** Fields of a driver error worth logging; never `params`, `parameters`, `query`, `detail` or `where`. */
const LOGGED_FIELDS = ['code', 'severity', 'routine', 'constraint', 'constraint_name', 'table', 'table_name'];

/**
 * An error as it may be logged: Drizzle writes a failed query's parameters into the message
 * ("Failed query: …\nparams: <password hash>,<email>,…") and keeps them on `params`; drivers add
 * `parameters` and a `detail` that quotes values. This keeps the message up to the parameters, the
 * stack's frames, the SQLSTATE and constraint, and does the same for `cause`.
 */
export function loggableError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error, message: '(not an Error)' };
  const paramsAt = error.message.indexOf('\nparams:');
  const message = paramsAt === -1 ? error.message : error.message.slice(0, paramsAt);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: Record<string, unknown> = {
    type: error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const name of LOGGED_FIELDS) {
    if (typeof fields[name] === 'string') logged[name] = fields[name];
  }
  if (error.cause !== undefined && depth < 3) logged.cause = loggableError(error.cause, depth + 1);
  return logged;
}
