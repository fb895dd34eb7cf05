/**
 * Errors into envelopes. Whatever a route, hook or Fastify itself throws leaves as
 * `{ code, message, data }` with the right HTTP status; only an unexpected error is a 500,
 * and it is logged with its stack (never its query's parameters) while the caller gets a plain sentence.
 */
import fp from 'fastify-plugin';
import { loggableError, toFailure } from '../envelope';
import { negotiateLocale } from '../i18n';
import '../types';

export default fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const failure = toFailure(error, {
        locale: negotiateLocale(request.headers['accept-language']),
        method: request.method,
        url: request.url.split('?')[0] ?? request.url,
        bodyLimit: app.initialConfig.bodyLimit ?? 1024 * 1024,
      });
      // Without the query's parameters: they may be a password hash, an email or a phone.
      if (failure.unexpected) request.log.error({ err: loggableError(error) }, 'unexpected error');
      else request.log.debug({ code: failure.status, reason: failure.body.message }, 'request refused');
      return reply.code(failure.status).type('application/json; charset=utf-8').send(failure.body);
    });
  },
  { name: 'envelope' },
);
