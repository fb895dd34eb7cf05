/**
 * Requests checked as the server checks them (umi dev only): by the contract's TypeBox schema, and
 * refused with the server's own envelope (server/http/envelope.ts) in the caller's language, so a form
 * shows under `npm run dev` the very sentences it will show against the server. No rule is restated
 * here: the schemas are common/contract's, the sentences those of server/i18n/.
 */
import type { Request, Response } from 'express';
import type { Static, TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { toFailure } from '../../server/http/envelope';
import { AppError, type FailureStatus } from '../../server/http/errors';
import { negotiateLocale } from '../../common/locales';
import type { MessageKey } from '../../server/i18n/translate';

/** Sends what the server answers for `error`: a schema refusal or an AppError. */
export function refuse(req: Request, res: Response, error: unknown): void {
  const failure = toFailure(error, {
    locale: negotiateLocale(req.headers?.['accept-language']),
    method: req.method ?? '',
    url: req.path ?? '',
    bodyLimit: 1024 * 1024,
  });
  res.status(failure.status).json(failure.body);
}

/** A refusal about some fields, each told the message's own sentence (as server/domain does). */
export const fieldRefusal = (status: FailureStatus, key: MessageKey, ...fields: string[]) =>
  new AppError(status, key, undefined, Object.fromEntries(fields.map((field) => [field, { key }])));

/**
 * The request's body (or query) when the schema accepts it; otherwise the server's 400 has been sent
 * and the result is undefined. Like the server, a query is converted from strings first, a body never.
 */
export function valid<T extends TSchema>(
  schema: T,
  req: Request,
  res: Response,
  part: 'body' | 'querystring' = 'body',
): Static<T> | undefined {
  const value: unknown = part === 'body' ? req.body : Value.Convert(schema, req.query);
  if (Value.Check(schema, value)) return value;
  // The shape Fastify gives its error handler for a request its validator refused.
  refuse(req, res, { validation: [...Value.Errors(schema, value)], validationContext: part });
  return undefined;
}
