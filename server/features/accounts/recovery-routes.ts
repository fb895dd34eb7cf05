/**
 * Account recovery and email verification: ask for a reset link, set a new password with it,
 * verify an address with its link, ask for a verification link again, and undo an email change.
 */
import * as recoveryOperations from '../../../common/contract/operations/recovery';
import { route } from '../../http/route';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendPasswordResetLater, sendVerificationLater } from '../../messaging/account-links';
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
      await sendPasswordResetLater(app, request, email);
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
    await sendVerificationLater(app, request, user.uid);
    return ok({});
  });
};

export default recoveryRoutes;
