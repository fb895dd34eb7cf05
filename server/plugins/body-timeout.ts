/**
 * A request's body must arrive in time: 30 s by default, more where a route says so (an image
 * upload from a slow venue network). Node's own `requestTimeout` is one figure for the whole server,
 * so it stays the outer bound and this gives each route its own. A client that trickles one byte
 * every few seconds is answered 408 and the connection is closed, so it holds nothing open and
 * cannot keep shutdown waiting. A request answered before its body arrived gets the same time for
 * the rest of it; then its connection is closed.
 */
import type { IncomingHttpHeaders } from 'node:http';
import fp from 'fastify-plugin';
import { AppError } from '../http/errors';
import { replyWithFailure } from './envelope';
import '../http/types';

export interface BodyTimeoutOptions {
  /** Default time for a body to arrive, in ms. */
  ms: number;
}

const hasBody = (headers: IncomingHttpHeaders) =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

export default fp<BodyTimeoutOptions>(
  async (app, options) => {
    app.addHook('onRequest', (request, reply, done) => {
      const raw = request.raw;
      // A request without a body (neither a length nor chunks, as HTTP says) or whose body has
      // already arrived waits for nothing. Its stream may never end (an injected GET's, which the
      // server's pages send for their content), and a timer would hold the request and its answer.
      if (raw.complete || !hasBody(request.headers)) return done();
      const ms = request.routeOptions.config.bodyTimeout ?? options.ms;
      const timer = setTimeout(() => {
        if (raw.complete) return;
        // Answered before its body came (a 401, a 415, a GET that ignores its body): Node would read
        // the rest for up to its 5-minute bound before the connection could serve again. Same rule.
        if (!reply.sent) {
          reply.header('connection', 'close');
          void replyWithFailure(new AppError(408, 'requestTimeout'), request, reply);
        }
        // The rest of the body is not waited for. (app.inject's stand-in socket has no destroySoon,
        // and its requests never say they are complete.)
        if (typeof raw.socket?.destroySoon === 'function') raw.socket.destroySoon();
      }, ms);
      timer.unref();
      raw.once('end', () => clearTimeout(timer));
      raw.once('close', () => clearTimeout(timer));
      done();
    });
  },
  { name: 'body-timeout', dependencies: ['envelope'] },
);
