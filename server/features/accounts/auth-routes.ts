/**
 * Accounts in and out: register, log in (password or SMS code), ask for an SMS code, log out.
 * Paths and shapes follow Ant Design Pro's (src/services/login.ts).
 *
 * A wrong password is a 400, not a 401: the SPA treats 401 as "session gone, go to login", which
 * would reload the very page the user is typing into.
 */
import * as accountsOperations from '../../../common/contract/operations/accounts';
import { route } from '../../http/route';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { sendVerificationLater } from '../../messaging/account-links';
import { consumeCaptcha, issueCaptcha } from './captchas';
import { signedIn, signInFailed, type SignInAttempt } from './security-events';
import { createSession, deleteSession } from './sessions';
import { isTwoFactorOn, spendSecondFactor } from './two-factor';
import { authenticate, findUidByLogin, findUserByPhone, registerUser, type Actor } from './users';
import { ok } from '../../http/envelope';
import type { Taken } from '../../plugins/rate-limit';
import { AppError, fieldError } from '../../http/errors';
import { negotiateLocale } from '../../../common/locales';
import '../../http/types';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { limiters } = app;
  // Budgets for guesses, strangers' apart from known devices' (plugins/login-budgets.ts): a guess
  // takes its unit before it is checked and keeps it when wrong.
  const takeGuess = app.loginBudgets.take;

  /** Records a failure, whose unit of the budgets stays taken. */
  const failedSignIn = async (
    request: FastifyRequest,
    account: string,
    attempt: Omit<SignInAttempt, 'address' | 'trustedDevice'>,
  ) => {
    const trustedDevice = app.loginBudgets.trustedDevice(request, account);
    await signInFailed(app.db, { ...attempt, address: request.ip, trustedDevice }, app.now());
  };

  route(
    app,
    accountsOperations.register,
    async (request) => {
      const locale = negotiateLocale(request.headers['accept-language']);
      const created = await registerUser(app.db, { ...request.body, locale }, app.now());
      await sendVerificationLater(app, request, created.uid);
      return ok(created);
    },
    { config: { rateLimit: limiters.perIp('registerPerIp') } },
  );

  route(
    app,
    accountsOperations.login,
    async (request, reply) => {
      const body = request.body;
      let actor: Actor | null;
      let account: string;
      let guess: Taken;
      if (body.type === 'account') {
        if (!body.username) throw fieldError('username', 'field.required');
        if (!body.password) throw fieldError('password', 'field.required');
        const uid = await findUidByLogin(app.db, body.username);
        account = uid === null ? `login:${body.username.trim()}` : `uid:${uid}`;
        guess = await takeGuess(request, account);
        actor = await authenticate(app.db, body.username, body.password);
        if (!actor) {
          await failedSignIn(request, account, { uid, method: 'account', login: body.username.trim() });
          throw new AppError(400, 'wrongPassword');
        }
      } else {
        if (!body.mobile) throw fieldError('mobile', 'field.required');
        if (!body.captcha) throw fieldError('captcha', 'field.required');
        const owner = await findUserByPhone(app.db, body.mobile);
        account = owner ? `uid:${owner.uid}` : `mobile:${body.mobile}`;
        guess = await takeGuess(request, account);
        // Asked for the second factor, the same SMS code comes back with it: keep it until then.
        const keep = owner !== null && !body.totp && (await isTwoFactorOn(app.db, owner.uid));
        const valid = await consumeCaptcha(app.db, body.mobile, body.captcha, app.now(), { keep });
        actor = valid ? owner : null;
        if (!actor) {
          await failedSignIn(request, account, {
            uid: owner?.uid ?? null,
            method: 'mobile',
            login: body.mobile,
          });
          throw new AppError(400, 'wrongCaptcha');
        }
      }
      // Two-factor: the first factor was right; without a second no session, with a wrong one a failed login.
      const secondFactor = await isTwoFactorOn(app.db, actor.uid);
      if (secondFactor) {
        if (!body.totp) {
          await guess.giveBack();
          return ok({ status: 'totp-required' as const });
        }
        if (!(await spendSecondFactor(app.db, actor.uid, body.totp, app.now()))) {
          const login = body.type === 'account' ? body.username!.trim() : body.mobile!;
          await failedSignIn(request, account, { uid: actor.uid, method: 'totp', login });
          throw new AppError(400, 'wrongTotp', undefined, { totp: { key: 'wrongTotp' } });
        }
      }
      // Right on every step: only failures stay counted, so an owner who signs in often never runs out.
      await guess.giveBack();
      // A new session id at every login, so an id planted before login is worth nothing after it.
      if (request.user) await deleteSession(app.db, request.user.sessionId);
      const session = await createSession(app.db, {
        uid: actor.uid,
        persistent: body.autoLogin !== false,
        secondFactor,
        userAgent: request.headers['user-agent'],
        now: app.now(),
      });
      reply.startSession(session);
      await signedIn(
        app.db,
        {
          uid: actor.uid,
          method: body.type,
          address: request.ip,
          trustedDevice: app.loginBudgets.trustedDevice(request, `uid:${actor.uid}`),
        },
        app.now(),
      );
      app.loginBudgets.trustDevice(reply, actor.uid);
      return ok({ status: 'ok' as const, type: body.type, currentAuthority: actor.access });
    },
    { config: { rateLimit: limiters.perIp('loginPerIp') } },
  );

  route(
    app,
    accountsOperations.captcha,
    async (request) => {
      const { phone } = request.query;
      const owner = await findUserByPhone(app.db, phone);
      // The asker: the account's known device (its device cookie, which only a sign-in to that account
      // gives), or else a stranger, known only by address. Strangers share the phone's budget and
      // each address has a part of it; the owner's device has its own, so strangers cannot use it up.
      const device = owner ? app.loginBudgets.deviceKey(request, `uid:${owner.uid}`) : null;
      const asked = await limiters.take(
        device
          ? [['captchaPerDevice', device]]
          : [
              ['captchaPerPhoneAndIp', `${phone}|${request.ip}`],
              ['captchaPerPhone', phone],
            ],
      );
      // Too soon for a new code: nothing is sent, so nothing is counted.
      const { code, expiresIn } = await issueCaptcha(app.db, phone, app.now(), {
        fromOwner: device !== null,
      }).catch(async (error: unknown) => {
        await asked.giveBack();
        throw error;
      });
      if (owner) {
        await app.sms.sendLoginCode({ phone, code, expiresInSeconds: expiresIn });
      } else {
        request.log.info({ phone }, 'login code requested for a phone with no account; nothing sent');
      }
      return ok({ expiresIn });
    },
    { config: { rateLimit: limiters.perIp('captchaPerIp') } },
  );

  route(app, accountsOperations.logout, async (request, reply) => {
    if (request.user) await deleteSession(app.db, request.user.sessionId);
    reply.clearSession();
    return ok({});
  });
};

export default authRoutes;
