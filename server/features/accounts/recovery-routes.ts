/**
 * Account recovery and email verification: ask for a reset link, set a new password with it,
 * verify an address with its link, ask for a verification link again, and undo an email change.
 */
import * as recoveryOperations from '../../../common/contract/operations/recovery';
import { route } from '../../http/route';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { linkBase, sendVerificationLater } from '../../messaging/account-links';
import { mailPasswordReset } from './account-mail';
import { rememberLocale, resetPassword, revertEmail, verifyEmail } from './recovery';
import { normaliseEmail } from './users';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { negotiateLocale } from '../../../common/locales';
import { requireUser } from '../../plugins/access';
import '../../http/types';

const recoveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { limiters } = app;

  route(
    app,
    recoveryOperations.forgotPassword,
    async (request) => {
      const email = normaliseEmail(request.body.email);
      await limiters.check('passwordForgotPerEmail', request, email);
      const baseUrl = linkBase(app, request);
      const now = app.now();
      // Even the lookup happens after the answer, so its timing says nothing about the address.
      app.mail.later(async () => {
        const sent = await mailPasswordReset(app.db, app.mail.mailer, { email, baseUrl, now });
        if (!sent) request.log.info('password reset asked for an address with no account; nothing sent');
      });
      return ok({});
    },
    { config: { rateLimit: limiters.perIp('passwordForgotPerIp') } },
  );

  route(
    app,
    recoveryOperations.resetPassword,
    async (request, reply) => {
      const { uid } = await resetPassword(app.db, { ...request.body, now: app.now() });
      // This browser's session, when it was the account's, ended with the others.
      if (request.user?.uid === uid) reply.clearSession();
      return ok({});
    },
    { config: { rateLimit: limiters.perIp('accountLinkPerIp') } },
  );

  route(
    app,
    recoveryOperations.verifyEmail,
    async (request) => {
      await verifyEmail(app.db, { token: request.body.token, now: app.now() });
      return ok({});
    },
    { config: { rateLimit: limiters.perIp('accountLinkPerIp') } },
  );

  route(
    app,
    recoveryOperations.revertEmail,
    async (request, reply) => {
      const { uid } = await revertEmail(app.db, { token: request.body.token, now: app.now() });
      // This browser's session, when it was the account's, ended with the others.
      if (request.user?.uid === uid) reply.clearSession();
      return ok({});
    },
    { config: { rateLimit: limiters.perIp('accountLinkPerIp') } },
  );

  route(app, recoveryOperations.resendVerification, async (request) => {
    const user = requireUser(request);
    if (request.account?.emailVerified) throw new AppError(400, 'emailAlreadyVerified');
    await limiters.check('verifyResendPerUser', request, `uid:${user.uid}`);
    await rememberLocale(app.db, user.uid, negotiateLocale(request.headers['accept-language']));
    sendVerificationLater(app, request, user.uid);
    return ok({});
  });
};

export default recoveryRoutes;
