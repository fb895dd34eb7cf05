/**
 * Errors into envelopes. Whatever a route, hook or Fastify itself throws leaves as
 * `{ code, message, data }` with the right HTTP status; only an unexpected error is a 500,
 * and it is logged with its stack (never its query's parameters) while the caller gets a plain sentence.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { loggableError, toFailure } from '../http/envelope';
import { negotiateLocale } from '../../common/locales';
import '../http/types';

/**
 * Sends the envelope for an error. Also Fastify's `frameworkErrors`: a URL the router cannot decode
 * (`/api/users/%ff`) is refused before any hook runs, and would otherwise leave as Fastify's own JSON.
 */
export function replyWithFailure(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const failure = toFailure(error, {
    locale: negotiateLocale(request.headers['accept-language']),
    method: request.method,
    url: request.url.split('?')[0] ?? request.url,
    bodyLimit: request.server.initialConfig.bodyLimit ?? 1024 * 1024,
  });
  // Without the query's parameters: they may be a password hash, an email or a phone.
  if (failure.unexpected) request.log.error({ err: loggableError(error) }, 'unexpected error');
  else request.log.debug({ code: failure.status, reason: failure.body.message }, 'request refused');
  return reply.code(failure.status).type('application/json; charset=utf-8').send(failure.body);
}

export default fp(
  async (app) => {
    app.setErrorHandler(replyWithFailure);
  },
  { name: 'envelope' },
);
