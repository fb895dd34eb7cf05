/**
 * Rate limits on the calls that guess or spend: login, register, SMS codes, check-in codes and
 * account mail. Two kinds:
 *
 *  - per address, on the route (`config.rateLimit: app.limiters.perIp('loginPerIp')`), counted
 *    before the body is read;
 *  - per account or phone (`app.limiters.check(...)`), counted in the handler. Failed logins count
 *    per (account, address) pair, so a stranger's wrong passwords do not lock the owner out from
 *    their own address, plus a larger cap per account across all addresses, so one attacker
 *    spreading guesses over many addresses still runs out. Login counts only failures, so a user
 *    who signs in often is never locked out by their own successes.
 *
 * Counters live in memory: right for one process. Several servers behind a balancer need a shared
 * store (@fastify/rate-limit supports Redis) to keep the same budgets.
 */
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import '../types';

export interface RateLimitRule {
  max: number;
  timeWindowMs: number;
}

export interface RateLimitSettings {
  loginPerIp: RateLimitRule;
  /** Failed logins per (account, client address) pair. */
  loginFailuresPerAccount: RateLimitRule;
  /** Failed logins per account from all addresses together. */
  loginFailuresPerAccountTotal: RateLimitRule;
  registerPerIp: RateLimitRule;
  captchaPerIp: RateLimitRule;
  /** On top of the once-a-minute resend rule of domain/captchas.ts. */
  captchaPerPhone: RateLimitRule;
  /** Wrong check-in codes per (person, session): six digits must not be guessable within a session. */
  checkInFailures: RateLimitRule;
  /** Password-reset mails asked for from one address. */
  passwordForgotPerIp: RateLimitRule;
  /** Password-reset mails to one email address, whoever asks: no flooding someone's inbox. */
  passwordForgotPerEmail: RateLimitRule;
  /** Uses of mailed links (reset, verify) from one address. */
  accountLinkPerIp: RateLimitRule;
  /** Verification mails one signed-in user asks for again. */
  verifyResendPerUser: RateLimitRule;
}

const MINUTE = 60_000;

export const defaultRateLimits: RateLimitSettings = {
  loginPerIp: { max: 50, timeWindowMs: 10 * MINUTE },
  loginFailuresPerAccount: { max: 10, timeWindowMs: 15 * MINUTE },
  loginFailuresPerAccountTotal: { max: 100, timeWindowMs: 15 * MINUTE },
  // Generous: a whole school may register its teams from behind one address.
  registerPerIp: { max: 30, timeWindowMs: 60 * MINUTE },
  captchaPerIp: { max: 20, timeWindowMs: 60 * MINUTE },
  captchaPerPhone: { max: 5, timeWindowMs: 60 * MINUTE },
  // A mistyped code or two is normal; a million guesses are not.
  checkInFailures: { max: 5, timeWindowMs: 10 * MINUTE },
  passwordForgotPerIp: { max: 20, timeWindowMs: 60 * MINUTE },
  passwordForgotPerEmail: { max: 5, timeWindowMs: 60 * MINUTE },
  accountLinkPerIp: { max: 30, timeWindowMs: 10 * MINUTE },
  verifyResendPerUser: { max: 3, timeWindowMs: 60 * MINUTE },
};

type KeyedLimit =
  | 'loginFailuresPerAccount'
  | 'loginFailuresPerAccountTotal'
  | 'captchaPerPhone'
  | 'checkInFailures'
  | 'passwordForgotPerEmail'
  | 'verifyResendPerUser';

export interface RateLimiters {
  settings: RateLimitSettings;
  /** Route config for a per-address limit. */
  perIp(name: Exclude<keyof RateLimitSettings, KeyedLimit>): RateLimitOptions;
  /**
   * Throws 429 when `key` has used up its budget under `name`. With `consume: false` it only looks,
   * so a caller can count just the outcomes that matter (failed logins) with `consume()` later.
   */
  check(
    name: KeyedLimit,
    request: FastifyRequest,
    key: string,
    options?: { consume?: boolean },
  ): Promise<void>;
}

const tooMany = (ttlMs: number) =>
  new AppError(429, 'tooManyRequests', { seconds: Math.max(1, Math.ceil(ttlMs / 1000)) });

export default fp<{ limits?: Partial<RateLimitSettings> }>(
  async (app, options) => {
    const settings: RateLimitSettings = { ...defaultRateLimits, ...options.limits };

    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => tooMany(context.ttl),
    });

    const keys = new WeakMap<FastifyRequest, string>();
    const keyed = Object.fromEntries(
      (
        [
          'loginFailuresPerAccount',
          'loginFailuresPerAccountTotal',
          'captchaPerPhone',
          'checkInFailures',
          'passwordForgotPerEmail',
          'verifyResendPerUser',
        ] as const
      ).map((name) => [
        name,
        app.createRateLimit({
          max: settings[name].max,
          timeWindow: settings[name].timeWindowMs,
          keyGenerator: (request) => `${name}:${keys.get(request) ?? ''}`,
        }),
      ]),
    ) as Record<KeyedLimit, ReturnType<typeof app.createRateLimit>>;

    const limiters: RateLimiters = {
      settings,
      perIp: (name) => ({ max: settings[name].max, timeWindow: settings[name].timeWindowMs, groupId: name }),
      async check(name, request, key, { consume = true } = {}) {
        keys.set(request, key.toLowerCase());
        const status = await keyed[name](request, { increment: consume });
        if (status.isAllowed) return;
        // With increment the call that crosses the limit is refused; a mere look refuses once it is reached.
        const exhausted = consume ? status.isExceeded : status.remaining <= 0;
        if (exhausted) throw tooMany(status.ttl);
      },
    };
    app.decorate('limiters', limiters);
  },
  { name: 'rate-limit', dependencies: ['envelope'] },
);
