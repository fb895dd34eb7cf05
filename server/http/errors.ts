/**
 * A refusal the caller can act on. Domain modules and routes throw it; the envelope plugin turns it
 * into `{ code: status, message: <sentence in the caller's language>, data }` with the same HTTP status.
 */
import { FORBIDDEN_RULES, type RuleCode } from '../../common/rules';
import type { MessageKey, MessageParams } from '../i18n/translate';

/** The kinds of refusal the architecture names; the HTTP status and `code` both carry it. */
export type FailureStatus = 400 | 401 | 403 | 404 | 408 | 409 | 413 | 415 | 429 | 503;

/** Field errors of a 400: field path (e.g. `email`, `security.backupEmail`) to a sentence. */
export interface FieldErrors {
  fields: Record<string, string>;
}

export class AppError extends Error {
  constructor(
    readonly status: FailureStatus,
    readonly key: MessageKey,
    readonly params?: MessageParams,
    /** Field-level detail, keyed by message keys so it is translated like the message itself. */
    readonly fields?: Record<string, { key: MessageKey; params?: MessageParams }>,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export interface Violation {
  rule: RuleCode;
  values?: Record<string, string | number>;
}

/**
 * A refusal by business rules: every rule the request broke, so the person can fix them all at once.
 * 403 when the caller lacks a role for it, 409 when the state of things refuses.
 */
export class RuleError extends Error {
  readonly status: 403 | 409;
  constructor(readonly violations: Violation[]) {
    super(violations.map((v) => v.rule).join(', '));
    this.name = 'RuleError';
    this.status = violations.some((v) => FORBIDDEN_RULES.includes(v.rule)) ? 403 : 409;
  }
}

/** Throws when any rule is broken; domain functions collect violations first, then call this. */
export function refuseIfAny(violations: Violation[]): void {
  if (violations.length) throw new RuleError(violations);
}

/** A 400 about one field, shown by the form next to that field. */
export const fieldError = (field: string, key: MessageKey, params?: MessageParams) =>
  new AppError(400, 'invalidInput', undefined, { [field]: { key, params } });

/** The name of the unique constraint a database error broke, if that is what it was. */
export function uniqueViolation(error: unknown): string | undefined {
  let current: unknown = error;
  // Drizzle wraps the driver's error in `cause`; PGlite names the constraint `constraint`,
  // postgres.js `constraint_name`.
  for (let depth = 0; current && typeof current === 'object' && depth < 3; depth += 1) {
    const candidate = current as {
      code?: unknown;
      constraint?: unknown;
      constraint_name?: unknown;
      cause?: unknown;
    };
    if (candidate.code === '23505') {
      const name = candidate.constraint ?? candidate.constraint_name;
      return typeof name === 'string' ? name : '';
    }
    current = candidate.cause;
  }
  return undefined;
}
