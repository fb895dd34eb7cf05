/**
 * One log line per request that deserves attention, instead of Fastify's two at `info` for every
 * request: at `info` the portal spent more time writing those lines than answering. A 5xx is an
 * `error`, an answer slower than a second a `warn`, any other 4xx a `debug` (refusals are routine:
 * a wrong password, an expired session). Successful, quick answers are not logged at all.
 */
import fp from 'fastify-plugin';
import '../http/types';

export const SLOW_MS = 1000;

export default fp(
  async (app) => {
    app.addHook('onResponse', async (request, reply) => {
      const status = reply.statusCode;
      const ms = reply.elapsedTime;
      if (status < 400 && ms <= SLOW_MS) return;
      // A stream of live events is meant to last; how long says nothing of the server.
      if (status < 400 && String(reply.getHeader('content-type')).startsWith('text/event-stream')) return;
      const line = { method: request.method, url: request.url, status, ms: Math.round(ms) };
      if (status >= 500) request.log.error(line, 'request failed');
      else if (ms > SLOW_MS) request.log.warn(line, 'slow request');
      else request.log.debug(line, 'request refused');
    });
  },
  { name: 'request-log' },
);
