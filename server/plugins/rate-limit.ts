/**
 * Rate limits on the calls that guess or spend: login, register, SMS codes, check-in codes and
 * account mail. Two kinds:
 *
 *  - per address, on the route (`config.rateLimit: app.limiters.perIp('loginPerIp')`), counted
 *    before the body is read; @fastify/rate-limit answers the 429 and its headers;
 *  - per account, device or phone, counted in the handler: `app.limiters.take(...)` takes a unit
 *    before a guess is checked (and gives it back when the guess was right), `check(...)` counts a
 *    request as it comes. Failed logins are budgeted in plugins/login-budgets.ts.
 *
 * Counters live in the database (shared/rate-counters.ts, table `rate_counters`): every process on
 * one database shares them, and a restart keeps them. One upsert per counted request; windows that
 * have ended are swept every few minutes. The app's clock drives the windows.
 */
import rateLimit, { type FastifyRateLimitStore, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { countHit, giveBack, readCount, sweepCounters, takeHit } from '../shared/rate-counters';
import { AppError } from '../http/errors';
import '../http/types';

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
  /**
   * Failed logins from a device that signed in to the account before (its device cookie): counted
   * apart from strangers', so strangers using up their budgets do not lock the owner out.
   */
  loginFailuresPerDevice: RateLimitRule;
  registerPerIp: RateLimitRule;
  captchaPerIp: RateLimitRule;
  /**
   * Codes strangers ask for one phone, from every address together; on top of the once-a-minute
   * resend rule of features/accounts/captchas.ts. The owner's known device does not draw on it.
   */
  captchaPerPhone: RateLimitRule;
  /** Codes strangers ask for one phone from one address: one address cannot use up the phone's budget. */
  captchaPerPhoneAndIp: RateLimitRule;
  /** Codes asked from a device that signed in to the phone's account before (its device cookie). */
  captchaPerDevice: RateLimitRule;
  /** Wrong invite codes tried by one person: invite codes must not be guessable. */
  inviteFailuresPerUser: RateLimitRule;
  /** Wrong invite codes tried from one address, by everyone there together. */
  inviteFailuresPerIp: RateLimitRule;
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
  loginFailuresPerDevice: { max: 10, timeWindowMs: 15 * MINUTE },
  // Generous: a whole school may register its teams from behind one address.
  registerPerIp: { max: 30, timeWindowMs: 60 * MINUTE },
  captchaPerIp: { max: 20, timeWindowMs: 60 * MINUTE },
  captchaPerPhone: { max: 5, timeWindowMs: 60 * MINUTE },
  captchaPerPhoneAndIp: { max: 3, timeWindowMs: 60 * MINUTE },
  captchaPerDevice: { max: 5, timeWindowMs: 60 * MINUTE },
  // A mistyped invite code or two is normal; a class behind one address may mistype a few more.
  inviteFailuresPerUser: { max: 10, timeWindowMs: 15 * MINUTE },
  inviteFailuresPerIp: { max: 50, timeWindowMs: 15 * MINUTE },
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
  | 'loginFailuresPerDevice'
  | 'captchaPerPhone'
  | 'captchaPerPhoneAndIp'
  | 'captchaPerDevice'
  | 'inviteFailuresPerUser'
  | 'inviteFailuresPerIp'
  | 'checkInFailures'
  | 'passwordForgotPerEmail'
  | 'verifyResendPerUser';

/** Units taken from keyed budgets; they stay counted unless given back. */
export interface Taken {
  /** Gives every unit back: the guess was right, or nothing was tried after all. */
  giveBack(): Promise<void>;
}

export interface RateLimiters {
  settings: RateLimitSettings;
  /** Route config for a per-address limit. */
  perIp(name: Exclude<keyof RateLimitSettings, KeyedLimit>): RateLimitOptions;
  /** Counts one hit of `key` under `name`, and throws 429 when it crosses the budget. */
  check(name: KeyedLimit, request: FastifyRequest, key: string): Promise<void>;
  /**
   * Takes one unit from each budget, in order, before the guess or spending they guard: throws 429
   * (giving back what it took) when one is used up. Each unit is checked and counted by one
   * statement, so requests sent at once never get past a budget.
   */
  take(budgets: readonly (readonly [KeyedLimit, string])[]): Promise<Taken>;
}

const tooMany = (ttlMs: number) =>
  new AppError(429, 'tooManyRequests', { seconds: Math.max(1, Math.ceil(ttlMs / 1000)) });

/** How often windows that have ended are deleted. */
const SWEEP_EVERY_MS = 10 * MINUTE;

/**
 * @fastify/rate-limit's store, on the database. The plugin makes one per route (`child`), named
 * after the route's budget (`groupId`).
 */
function databaseStore(app: FastifyInstance) {
  const answer = (
    state: Promise<{ count: number; resetsAt: Date }>,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
  ) => {
    state.then(
      ({ count, resetsAt }) =>
        callback(null, { current: count, ttl: Math.max(0, resetsAt.getTime() - app.now().getTime()) }),
      (error: Error) => callback(error),
    );
  };
  return class DatabaseStore implements FastifyRateLimitStore {
    constructor(private readonly options: { groupId?: string }) {}

    private get name() {
      return this.options.groupId ?? 'route';
    }

    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number) {
      answer(countHit(app.db, this.name, key, timeWindow, app.now()), callback);
    }

    read(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1]) {
      answer(readCount(app.db, this.name, key, app.now()), callback);
    }

    // The plugin hands over the route's merged options, its `groupId` among them.
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      return new DatabaseStore(routeOptions as { groupId?: string });
    }
  };
}

export default fp<{ limits?: Partial<RateLimitSettings> }>(
  async (app, options) => {
    const settings: RateLimitSettings = { ...defaultRateLimits, ...options.limits };

    await app.register(rateLimit, {
      global: false,
      store: databaseStore(app),
      errorResponseBuilder: (_request, context) => tooMany(context.ttl),
    });

    const limiters: RateLimiters = {
      settings,
      perIp: (name) => ({ max: settings[name].max, timeWindow: settings[name].timeWindowMs, groupId: name }),
      async check(name, _request, key) {
        const { max, timeWindowMs } = settings[name];
        const state = await countHit(app.db, name, key.toLowerCase(), timeWindowMs, app.now());
        // The call that crosses the limit is refused.
        if (state.count > max) {
          throw tooMany(state.resetsAt.getTime() - app.now().getTime());
        }
      },
      async take(budgets) {
        const taken: { name: string; key: string; resetsAt: Date }[] = [];
        const returnAll = async () => {
          await Promise.all(
            taken.splice(0).map((unit) => giveBack(app.db, unit.name, unit.key, unit.resetsAt)),
          );
        };
        try {
          for (const [name, rawKey] of budgets) {
            const { max, timeWindowMs } = settings[name];
            const key = rawKey.toLowerCase();
            const now = app.now();
            const state = await takeHit(app.db, name, key, max, timeWindowMs, now);
            if (!state.taken) throw tooMany(state.resetsAt.getTime() - now.getTime());
            taken.push({ name, key, resetsAt: state.resetsAt });
          }
        } catch (error) {
          await returnAll();
          throw error;
        }
        return { giveBack: returnAll };
      },
    };
    app.decorate('limiters', limiters);

    const sweeper = setInterval(() => {
      sweepCounters(app.db, app.now()).catch((error: unknown) =>
        app.log.warn({ err: error }, 'could not sweep rate-limit counters'),
      );
    }, SWEEP_EVERY_MS);
    sweeper.unref();
    app.addHook('onClose', async () => clearInterval(sweeper));
  },
  { name: 'rate-limit', dependencies: ['envelope', 'db'] },
);
