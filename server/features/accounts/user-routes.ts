/**
 * The signed-in user and the admins' view of users: current user, user list, settings update,
 * password change, and the personal information for enrolment (evpi).
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendEmailChangedLater, sendVerificationLater } from '../../messaging/account-links';
import { getEvpi, saveEvpi } from './evpi';
import { recordSecurityEvent } from './security-events';
import { rememberLocale } from './recovery';
import { getUser, listUsers, revisePassword, updateUser } from './users';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { translate } from '../../i18n/translate';
import { negotiateLocale } from '../../../common/locales';
import { mustSetUpTwoFactor, requireUser } from '../../plugins/access';
import {
  answers,
  CurrentUser,
  EmptyObject,
  Envelope,
  ErrorEnvelope,
  Evpi,
  EvpiInput,
  Page,
  PageQuery,
  PasswordChange,
  UidParams,
  UserListItem,
  UserUpdate,
} from '../../../common/contract';
import '../../http/types';
import { pageOf } from '../../shared/paging';

/** Code of the current-user answer when nobody is signed in (spec section 8: fails silently). */
export const NOT_SIGNED_IN = 4002;

const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/user/currentUser',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The signed-in user',
        description: `Without a session: HTTP 200 with code ${NOT_SIGNED_IN} and data null, so public pages stay public.`,
        response: { 200: Envelope(Type.Union([CurrentUser, Type.Null()])), '4xx': ErrorEnvelope },
      },
    },
    async (request) => {
      // Read with the session, in the same query: no second round trip for the hottest call.
      const user = request.account;
      if (!user) {
        const message = translate(negotiateLocale(request.headers['accept-language']), 'notSignedIn');
        return { code: NOT_SIGNED_IN, message, data: null };
      }
      return ok(mustSetUpTwoFactor(request) ? { ...user, twoFactorRequired: true } : user);
    },
  );

  app.get(
    '/api/users',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'All users, paginated; keyword matches username, nickname or email',
        querystring: PageQuery,
        response: answers(Page(UserListItem)),
      },
    },
    async (request) => ok(await listUsers(app.db, pageOf(request.query))),
  );

  app.get(
    '/api/users/:uid',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'One user in full (admins), as the settings call takes it',
        params: UidParams,
        response: answers(CurrentUser),
      },
    },
    async (request) => {
      const user = await getUser(app.db, request.params.uid);
      if (!user) throw new AppError(404, 'userNotFound');
      return ok(user);
    },
  );

  app.put(
    '/api/user/user/:uid',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Replace a user’s editable fields (the user themself, or an admin)',
        description:
          'Every field must be present and unknown fields are refused; only email and nickname must be ' +
          'filled in, and phone is null or ‘’ for none. The current user as GET /api/user/currentUser ' +
          'answers it is accepted as is: its read-only fields (username, passwordStrength, createdAt) are ' +
          'refused only when they differ from the stored user; unreadCount and emailVerified are ignored. ' +
          'A changed email is unverified until the link mailed to it is opened. Users changing ' +
          'their own email give their current `password` (a wrong one counts against the same ' +
          'budgets as a failed login; past them the answer is 429), and the former address gets a ' +
          'link that undoes the change. Nobody changes their own access; only admins change anyone’s.',
        params: UidParams,
        body: UserUpdate,
        response: answers(CurrentUser),
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const { uid } = request.params;
      // A password given for one's own email change is a guess like a login's, limited the same way.
      const account = `uid:${actor.uid}`;
      const guessing = actor.uid === uid && request.body.password !== undefined;
      // Taken before the password is checked, kept only when it was wrong.
      const guess = guessing ? await app.loginBudgets.take(request, account) : null;
      const { user, emailChanged, previousEmail } = await updateUser(
        app.db,
        actor,
        uid,
        request.body,
        app.now(),
      ).catch(async (error: unknown) => {
        if (!(error instanceof AppError && error.key === 'oldPasswordWrong')) {
          await guess?.giveBack();
        } else if (guessing) {
          await recordSecurityEvent(
            app.db,
            {
              action: 'security.emailChangeFailed',
              actorUid: actor.uid,
              uid,
              after: {
                address: request.ip,
                trustedDevice: app.loginBudgets.trustedDevice(request, account),
              },
            },
            app.now(),
          );
        }
        throw error;
      });
      await guess?.giveBack();
      if (emailChanged) {
        // The owner's own change sets the language of their mail; an admin's does not.
        if (actor.uid === uid) {
          await rememberLocale(app.db, uid, negotiateLocale(request.headers['accept-language']));
        }
        sendVerificationLater(app, request, uid);
        if (previousEmail)
          sendEmailChangedLater(app, request, { uid, previousEmail, currentEmail: user.email });
      }
      return ok(user);
    },
  );

  app.put(
    '/api/user/password',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Change the password',
        description:
          'Ends every session of the user and starts a fresh one for this browser. Wrong current ' +
          'passwords count against the same budgets as failed logins: past them the answer is 429.',
        body: PasswordChange,
        response: answers(EmptyObject),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      // A stolen session must not become a way to guess the password: limited like a login.
      const account = `uid:${user.uid}`;
      const guess = await app.loginBudgets.take(request, account);
      const session = await revisePassword(app.db, {
        uid: user.uid,
        ...request.body,
        persistent: user.persistent,
        secondFactor: user.secondFactor,
        userAgent: request.headers['user-agent'],
        address: request.ip,
        now: app.now(),
      }).catch(async (error: unknown) => {
        if (!(error instanceof AppError && error.key === 'oldPasswordWrong')) {
          // Refused before the old password was checked, or after it was found right: not a failure.
          await guess.giveBack();
          throw error;
        }
        await recordSecurityEvent(
          app.db,
          {
            action: 'security.passwordChangeFailed',
            actorUid: user.uid,
            uid: user.uid,
            after: {
              address: request.ip,
              trustedDevice: app.loginBudgets.trustedDevice(request, account),
            },
          },
          app.now(),
        );
        throw error;
      });
      await guess.giveBack();
      reply.startSession(session);
      return ok({});
    },
  );

  app.get(
    '/api/user/evpi',
    {
      config: { access: 'user' },
      schema: {
        summary: 'My personal information for enrolment (null until saved)',
        response: answers(Type.Union([Evpi, Type.Null()])),
      },
    },
    async (request) => ok(await getEvpi(app.db, requireUser(request).uid)),
  );

  app.put(
    '/api/user/evpi',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Save my personal information for enrolment',
        description: 'Participants under 18 must give a guardian’s name and phone.',
        body: EvpiInput,
        response: answers(Evpi),
      },
    },
    // saveEvpi reads only the fields it stores; a client's `updatedAt` is ignored.
    async (request) => ok(await saveEvpi(app.db, requireUser(request).uid, request.body, app.now())),
  );

  app.get(
    '/api/users/:uid/evpi',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'A user’s personal information for enrolment (admins)',
        params: UidParams,
        response: answers(Type.Union([Evpi, Type.Null()])),
      },
    },
    async (request) => {
      if (!(await getUser(app.db, request.params.uid))) throw new AppError(404, 'userNotFound');
      return ok(await getEvpi(app.db, request.params.uid));
    },
  );
};

export default userRoutes;
