/**
 * Who may call what. Every route under /api is registered from its declaration in
 * common/contract/operations (server/http/route.ts), which says who may call it; the app refuses to
 * start when one is not (a forgotten declaration must not silently mean "public"): buildApp installs
 * `checkRouteAccess` as its very first onRoute hook. The guard runs on every request, after the
 * session is known and before the body is read.
 */
import type { FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Caller } from '../shared/caller';
import type { SessionUser } from '../features/accounts/sessions';
import { AppError, RuleError } from '../http/errors';
import { negotiateLocale } from '../../common/locales';
import type { AccessRule, Operation } from '../../common/contract/operation';
import '../http/types';
import { isApiPath } from '../http/api-path';

export const ACCESS_RULES: readonly AccessRule[] = ['public', 'user', 'admin'];

/** The API documentation pages are registered by @fastify/swagger-ui, which cannot declare access. */
const DOCS_PREFIX = '/api/docs';

export function checkRouteAccess(route: Pick<RouteOptions, 'url' | 'method' | 'config'>): void {
  if (!isApiPath(route.url)) return;
  const config = (route.config ?? {}) as { access?: unknown; operation?: Operation };
  if (config.access === undefined && (route.url === DOCS_PREFIX || route.url.startsWith(`${DOCS_PREFIX}/`))) {
    route.config = { ...route.config, access: 'public' };
    return;
  }
  const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
  const { operation } = config;
  // Fastify adds a HEAD route beside each GET, with the GET's config.
  const declared = operation ? [operation.method, ...(operation.method === 'GET' ? ['HEAD'] : [])] : [];
  if (!operation || operation.path !== route.url || !declared.includes(methods)) {
    throw new Error(
      `Route ${methods} ${route.url} has no declaration: declare it in common/contract/operations and register it with route() (server/http/route.ts)`,
    );
  }
  if (!ACCESS_RULES.includes(config.access as AccessRule) || config.access !== operation.access) {
    throw new Error(
      `Route ${methods} ${route.url} declares no access rule: its declaration says ${ACCESS_RULES.map((r) => `'${r}'`).join(' | ')}`,
    );
  }
}

/**
 * ADMIN_REQUIRE_2FA is set, and the signed-in admin has not turned two-factor sign-in on, or this
 * session did not pass its second step: the account's setting alone does not make a session opened
 * with the password alone a two-factor one.
 */
export const mustSetUpTwoFactor = (request: FastifyRequest) =>
  request.server.adminRequireTwoFactor &&
  request.account?.access === 'admin' &&
  !(request.account.twoFactor && request.user?.secondFactor === true);

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      // ADMIN_REQUIRE_2FA: until two-factor is on, an admin is refused admin routes by a rule the SPA
      // recognises, and is an ordinary user on every other route (no admin powers on shared routes).
      if (mustSetUpTwoFactor(request)) {
        if (access === 'admin') throw new RuleError([{ rule: 'two_factor_required' }]);
        request.user = { ...request.user!, access: 'user' };
      }
      if (access === undefined || access === 'public') return;
      if (!request.user) throw new AppError(401, 'unauthorized');
      if (access === 'admin' && request.user.access !== 'admin') throw new AppError(403, 'adminOnly');
    });
  },
  { name: 'access', dependencies: ['session'] },
);

/** The signed-in user of a route declared `access: 'user'` or `'admin'` (the guard already ran). */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError(401, 'unauthorized');
  return request.user;
}

/**
 * The signed-in caller with the language they read, for team, enrolment and attendance rules. Which
 * team or enrolment they may touch is decided by the domain module (members and admins see a team;
 * leaders change it), since it depends on the object, not the route.
 */
export function callerOf(request: FastifyRequest): Caller {
  const user = requireUser(request);
  return { uid: user.uid, access: user.access, locale: negotiateLocale(request.headers['accept-language']) };
}

/** Anyone, signed in or not, for public reads in the reader's language. */
export const localeOf = (request: FastifyRequest) => negotiateLocale(request.headers['accept-language']);
