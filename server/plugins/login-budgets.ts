/**
 * The budgets a password (or SMS code) guess draws on, and the device cookie that tells the owner
 * apart from strangers (OWASP's "device cookie" pattern):
 *
 *  - a successful sign-in leaves a signed, HttpOnly cookie naming the account and a random device id;
 *  - guesses from a browser that shows a valid cookie for that very account are counted per device
 *    (`loginFailuresPerDevice`);
 *  - everyone else is a stranger, counted per (account, address) and per account over all addresses.
 *
 * Strangers who use up the account's budgets then lock out only strangers: the owner's browser keeps
 * its own budget. The old password in a password change draws on the same budgets as a login.
 *
 * A guess takes its unit before it is checked (so guesses sent at once are checked no further than
 * the budget), and a right one gives it back: only failures stay counted.
 *
 * `account` is `uid:<n>` when the login names an account (username, email and phone share it), or
 * the login string itself (`login:…`, `mobile:…`) when it names nobody.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Taken } from './rate-limit';
import '../http/types';

export const DEVICE_COOKIE = 'portal_device';
/** A year: a device stays known for as long as its owner keeps using it. */
const DEVICE_MAX_AGE_S = 365 * 24 * 60 * 60;
const DEVICE_VALUE = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{22})$/;

export interface LoginBudgets {
  /**
   * Takes a unit from every budget this caller's guess for `account` draws on, before the guess is
   * checked; throws 429 (taking nothing) when one is used up. Give it back when the guess was right.
   */
  take(request: FastifyRequest, account: string): Promise<Taken>;
  /** Whether the caller shows a valid device cookie for `account`. */
  trustedDevice(request: FastifyRequest, account: string): boolean;
  /** The key of the caller's device when it shows a valid cookie for `account`, else null. */
  deviceKey(request: FastifyRequest, account: string): string | null;
  /** After a sign-in: this browser becomes (or stays) a known device of `uid`. */
  trustDevice(reply: FastifyReply, uid: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    loginBudgets: LoginBudgets;
  }
}

export default fp<{ secureCookie?: boolean }>(
  async (app, options) => {
    const { limiters } = app;

    /** The cookie's `uid` and device id, when its signature holds. */
    const device = (request: FastifyRequest) => {
      const raw = request.cookies[DEVICE_COOKIE];
      if (!raw) return null;
      const unsigned = request.unsignCookie(raw);
      const match = unsigned.valid && unsigned.value ? DEVICE_VALUE.exec(unsigned.value) : null;
      return match ? { uid: Number(match[1]), id: match[2]! } : null;
    };
    const deviceOf = (request: FastifyRequest, account: string) => {
      const known = device(request);
      return known && account === `uid:${known.uid}` ? known : null;
    };
    const keyOf = (known: { uid: number; id: string }) => `${known.uid}.${known.id}`;

    // The narrower budget first: an address that used up its own takes nothing from the account's.
    const budgets = (request: FastifyRequest, account: string) => {
      const known = deviceOf(request, account);
      if (known) return [['loginFailuresPerDevice', keyOf(known)]] as const;
      return [
        ['loginFailuresPerAccount', `${account}|${request.ip}`],
        ['loginFailuresPerAccountTotal', account],
      ] as const;
    };

    const loginBudgets: LoginBudgets = {
      take: (request, account) => limiters.take(budgets(request, account)),
      trustedDevice: (request, account) => deviceOf(request, account) !== null,
      deviceKey(request, account) {
        const known = deviceOf(request, account);
        return known ? keyOf(known) : null;
      },
      trustDevice(reply, uid) {
        // A device keeps its id (and so its count) when it signs in again to the same account.
        const known = deviceOf(reply.request, `uid:${uid}`);
        const id = known?.id ?? randomBytes(16).toString('base64url');
        reply.setCookie(DEVICE_COOKIE, `${uid}.${id}`, {
          signed: true,
          httpOnly: true,
          // Only the API reads it, and only same-site calls need it.
          path: '/api/',
          sameSite: 'strict',
          secure: options.secureCookie === true || reply.request.protocol === 'https',
          maxAge: DEVICE_MAX_AGE_S,
        });
      },
    };
    app.decorate('loginBudgets', loginBudgets);
  },
  { name: 'login-budgets', dependencies: ['rate-limit', 'session'] },
);
