/**
 * The session cookie. On every API request it resolves the cookie to `request.user` and
 * `request.account` (or null), in one query at most (features/accounts/session-lookup.ts), and it gives routes `reply.startSession()` and `reply.clearSession()`.
 *
 * The cookie is HttpOnly (scripts cannot read it), SameSite=Lax (not sent on cross-site posts), and
 * Secure when the request came over https or SESSION_COOKIE_SECURE asks for it.
 */
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { batchedLookup, cachedLookup } from '../features/accounts/session-lookup';
import { serverSecret } from '../shared/server-secrets';
import { hashToken, settleSession, type IssuedSession } from '../features/accounts/sessions';
import '../http/types';

export const SESSION_COOKIE = 'portal_session';

export interface SessionOptions {
  /** Always mark the cookie Secure (behind a TLS-terminating proxy without X-Forwarded-Proto). */
  secureCookie?: boolean;
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export default fp<SessionOptions>(
  async (app, options) => {
    // The key for signed cookies (the device cookie, plugins/login-budgets.ts), shared by every
    // process on the database. The session cookie needs no signature: it is a random token.
    await app.register(cookie, { secret: await serverSecret(app.db, 'cookie', app.now()) });

    const cookieOptions = (request: FastifyRequest) => ({
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: options.secureCookie === true || request.protocol === 'https',
    });

    const setCookie = (reply: FastifyReply, token: string, persistent: boolean, expiresAt: Date) => {
      reply.setCookie(SESSION_COOKIE, token, {
        ...cookieOptions(reply.request),
        // A session that is not remembered gets a browser-session cookie (no Max-Age).
        ...(persistent
          ? { maxAge: Math.max(0, Math.floor((expiresAt.getTime() - app.now().getTime()) / 1000)) }
          : {}),
      });
    };

    const lookup = app.dbWrites ? cachedLookup(batchedLookup(app.db), app.dbWrites) : batchedLookup(app.db);

    app.decorateRequest('user', null);
    app.decorateRequest('account', null);
    app.decorateReply('startSession', function (this: FastifyReply, session: IssuedSession) {
      setCookie(this, session.token, session.persistent, session.expiresAt);
    });
    app.decorateReply('clearSession', function (this: FastifyReply) {
      this.clearCookie(SESSION_COOKIE, cookieOptions(this.request));
    });

    app.addHook('onRequest', async (request, reply) => {
      // The route the router matched: `/%61pi/…` is an API route too.
      if (!(request.routeOptions.url ?? request.url).startsWith('/api/')) return;
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      const resolved = TOKEN_SHAPE.test(token)
        ? await settleSession(app.db, await lookup.find(hashToken(token)), app.now())
        : null;
      if (!resolved) {
        // A stale cookie would otherwise be sent, and looked up, on every request.
        reply.clearSession();
        return;
      }
      request.user = resolved.user;
      request.account = resolved.account;
      if (resolved.renewedUntil && resolved.user.persistent)
        setCookie(reply, token, true, resolved.renewedUntil);
    });
  },
  { name: 'session', dependencies: ['db'] },
);
