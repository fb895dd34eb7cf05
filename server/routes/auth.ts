/**
 * Accounts in and out: register, log in (password or SMS code), ask for an SMS code, log out.
 * Paths and shapes follow Ant Design Pro's (src/services/login.ts).
 *
 * A wrong password is a 400, not a 401: the SPA treats 401 as "session gone, go to login", which
 * would reload the very page the user is typing into.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { sendVerificationLater } from '../account-links';
import { consumeCaptcha, issueCaptcha } from '../domain/captchas';
import { createSession, deleteSession } from '../domain/sessions';
import { authenticate, findUidByLogin, findUserByPhone, registerUser, type Actor } from '../domain/users';
import { ok } from '../envelope';
import { AppError, fieldError } from '../errors';
import { negotiateLocale } from '../i18n';
import {
  answers,
  CaptchaQuery,
  CaptchaResult,
  EmptyObject,
  LoginParams,
  LoginResult,
  Registered,
  RegisterParams,
} from '../../common/contract';
import '../types';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { limiters } = app;

  /**
   * Failed logins draw on two budgets: the (account, address) pair's, so a stranger guessing from
   * elsewhere cannot lock the owner out, and the account's across all addresses, a larger cap on
   * guessing spread over many. `account` is `uid:<n>` when the login names an account, so username,
   * email and phone share one budget; otherwise the login string itself.
   */
  const loginBudgets = (request: FastifyRequest, account: string) =>
    [
      ['loginFailuresPerAccount', `${account}|${request.ip}`],
      ['loginFailuresPerAccountTotal', account],
    ] as const;
  const checkLoginBudgets = async (request: FastifyRequest, account: string) => {
    for (const [name, key] of loginBudgets(request, account)) {
      await limiters.check(name, request, key, { consume: false });
    }
  };
  const countLoginFailure = async (request: FastifyRequest, account: string) => {
    // Both budgets count the failure, even when the first is already used up.
    const outcomes = [];
    for (const [name, key] of loginBudgets(request, account)) {
      outcomes.push(
        await limiters.check(name, request, key).then(
          () => null,
          (error: unknown) => error,
        ),
      );
    }
    const refusal = outcomes.find((outcome) => outcome !== null);
    if (refusal) throw refusal;
  };

  app.post(
    '/api/register',
    {
      config: { access: 'public', rateLimit: limiters.perIp('registerPerIp') },
      schema: { summary: 'Create an account', body: RegisterParams, response: answers(Registered) },
    },
    async (request) => {
      const locale = negotiateLocale(request.headers['accept-language']);
      const created = await registerUser(app.db, { ...request.body, locale }, app.now());
      sendVerificationLater(app, request, created.uid);
      return ok(created);
    },
  );

  app.post(
    '/api/login/account',
    {
      config: { access: 'public', rateLimit: limiters.perIp('loginPerIp') },
      schema: {
        summary: 'Log in with username (or email) and password, or with phone and SMS code',
        body: LoginParams,
        response: answers(LoginResult),
      },
    },
    async (request, reply) => {
      const body = request.body;
      let actor: Actor | null;
      if (body.type === 'account') {
        if (!body.username) throw fieldError('username', 'field.required');
        if (!body.password) throw fieldError('password', 'field.required');
        const uid = await findUidByLogin(app.db, body.username);
        const account = uid === null ? `login:${body.username.trim()}` : `uid:${uid}`;
        await checkLoginBudgets(request, account);
        actor = await authenticate(app.db, body.username, body.password);
        if (!actor) {
          await countLoginFailure(request, account);
          throw new AppError(400, 'wrongPassword');
        }
      } else {
        if (!body.mobile) throw fieldError('mobile', 'field.required');
        if (!body.captcha) throw fieldError('captcha', 'field.required');
        const owner = await findUserByPhone(app.db, body.mobile);
        const account = owner ? `uid:${owner.uid}` : `mobile:${body.mobile}`;
        await checkLoginBudgets(request, account);
        const valid = await consumeCaptcha(app.db, body.mobile, body.captcha, app.now());
        actor = valid ? owner : null;
        if (!actor) {
          await countLoginFailure(request, account);
          throw new AppError(400, 'wrongCaptcha');
        }
      }
      // A new session id at every login, so an id planted before login is worth nothing after it.
      if (request.user) await deleteSession(app.db, request.user.sessionId);
      const session = await createSession(app.db, {
        uid: actor.uid,
        persistent: body.autoLogin !== false,
        userAgent: request.headers['user-agent'],
        now: app.now(),
      });
      reply.startSession(session);
      return ok({ status: 'ok' as const, type: body.type, currentAuthority: actor.access });
    },
  );

  app.get(
    '/api/login/captcha',
    {
      config: { access: 'public', rateLimit: limiters.perIp('captchaPerIp') },
      schema: {
        summary: 'Send a six-digit login code to a phone',
        description:
          'The code is sent by SMS (the built-in sender writes it to the server log) and never appears in the ' +
          'answer. Phones without an account get the same answer, and no message.',
        querystring: CaptchaQuery,
        response: answers(CaptchaResult),
      },
    },
    async (request) => {
      const { phone } = request.query;
      await limiters.check('captchaPerPhone', request, phone, { consume: false });
      const { code, expiresIn } = await issueCaptcha(app.db, phone, app.now());
      await limiters.check('captchaPerPhone', request, phone);
      if (await findUserByPhone(app.db, phone)) {
        await app.sms.sendLoginCode({ phone, code, expiresInSeconds: expiresIn });
      } else {
        request.log.info({ phone }, 'login code requested for a phone with no account; nothing sent');
      }
      return ok({ expiresIn });
    },
  );

  app.post(
    '/api/login/outLogin',
    {
      // Public so that logging out with an expired session still clears the cookie instead of a 401.
      config: { access: 'public' },
      schema: { summary: 'Log out: end this session', body: EmptyObject, response: answers(EmptyObject) },
    },
    async (request, reply) => {
      if (request.user) await deleteSession(app.db, request.user.sessionId);
      reply.clearSession();
      return ok({});
    },
  );
};

export default authRoutes;
