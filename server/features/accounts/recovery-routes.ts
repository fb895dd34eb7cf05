/**
 * Account recovery and email verification: ask for a reset link, set a new password with it,
 * verify an address with its link, ask for a verification link again, and undo an email change.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { linkBase, sendVerificationLater } from '../../messaging/account-links';
import { mailPasswordReset } from './account-mail';
import { rememberLocale, resetPassword, revertEmail, verifyEmail } from './recovery';
import { normaliseEmail } from './users';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { negotiateLocale } from '../../../common/locales';
import { requireUser } from '../../plugins/access';
import {
  answers,
  EmptyObject,
  ForgotPasswordParams,
  ResetPasswordParams,
  RevertEmailParams,
  VerifyEmailParams,
} from '../../../common/contract';
import '../../http/types';

const recoveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { limiters } = app;

  app.post(
    '/api/password/forgot',
    {
      config: { access: 'public', rateLimit: limiters.perIp('passwordForgotPerIp') },
      schema: {
        summary: 'Mail a password-reset link',
        description:
          'Answers the same whether or not an account has this address. When one does, a link valid ' +
          'for 30 minutes and usable once goes to it, in the account’s language.',
        body: ForgotPasswordParams,
        response: answers(EmptyObject),
      },
    },
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
  );

  app.post(
    '/api/password/reset',
    {
      config: { access: 'public', rateLimit: limiters.perIp('accountLinkPerIp') },
      schema: {
        summary: 'Set a new password with a reset link’s token',
        description:
          'The password must be as strong as at registration. Ends every session of the account and ' +
          'uses the link up; a bad, used or expired token is a 400 and changes nothing.',
        body: ResetPasswordParams,
        response: answers(EmptyObject),
      },
    },
    async (request, reply) => {
      const { uid } = await resetPassword(app.db, { ...request.body, now: app.now() });
      // This browser's session, when it was the account's, ended with the others.
      if (request.user?.uid === uid) reply.clearSession();
      return ok({});
    },
  );

  app.post(
    '/api/email/verify',
    {
      config: { access: 'public', rateLimit: limiters.perIp('accountLinkPerIp') },
      schema: {
        summary: 'Verify an email address with its link’s token',
        description: 'Works without a session (the link may be opened on another device). A link works once.',
        body: VerifyEmailParams,
        response: answers(EmptyObject),
      },
    },
    async (request) => {
      await verifyEmail(app.db, { token: request.body.token, now: app.now() });
      return ok({});
    },
  );

  app.post(
    '/api/email/revert',
    {
      config: { access: 'public', rateLimit: limiters.perIp('accountLinkPerIp') },
      schema: {
        summary: 'Undo an email change with the link mailed to the former address',
        description:
          'Puts the former address back (verified), ends every session of the account and voids its ' +
          'reset, verification and other undo links. Works without a session. A link works once, for ' +
          '7 days; a bad, used or expired token is a 400 and changes nothing; 409 when another account ' +
          'has the address now.',
        body: RevertEmailParams,
        response: answers(EmptyObject),
      },
    },
    async (request, reply) => {
      const { uid } = await revertEmail(app.db, { token: request.body.token, now: app.now() });
      // This browser's session, when it was the account's, ended with the others.
      if (request.user?.uid === uid) reply.clearSession();
      return ok({});
    },
  );

  app.post(
    '/api/email/verify/resend',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Mail the verification link again',
        description: 'In the language of the page that asks. 400 when the address is verified already.',
        body: EmptyObject,
        response: answers(EmptyObject),
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (request.account?.emailVerified) throw new AppError(400, 'emailAlreadyVerified');
      await limiters.check('verifyResendPerUser', request, `uid:${user.uid}`);
      await rememberLocale(app.db, user.uid, negotiateLocale(request.headers['accept-language']));
      sendVerificationLater(app, request, user.uid);
      return ok({});
    },
  );
};

export default recoveryRoutes;
