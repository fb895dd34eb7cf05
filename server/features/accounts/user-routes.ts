/**
 * The signed-in user and the admins' view of users: current user, user list, settings update,
 * password change, and the personal information for enrolment (evpi).
 */
import * as accountsOperations from '../../../common/contract/operations/accounts';
import * as usersOperations from '../../../common/contract/operations/users';
import { route } from '../../http/route';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
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
import '../../http/types';
import { pageOf } from '../../shared/paging';

/** Code of the current-user answer when nobody is signed in (spec section 8: fails silently). */
export const NOT_SIGNED_IN = 4002;

const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, accountsOperations.currentUser, async (request) => {
    // Read with the session, in the same query: no second round trip for the hottest call.
    const user = request.account;
    if (!user) {
      const message = translate(negotiateLocale(request.headers['accept-language']), 'notSignedIn');
      return { code: NOT_SIGNED_IN, message, data: null };
    }
    return ok(mustSetUpTwoFactor(request) ? { ...user, twoFactorRequired: true } : user);
  });

  route(app, usersOperations.listUsers, async (request) =>
    ok(await listUsers(app.db, pageOf(request.query))),
  );

  route(app, usersOperations.getUser, async (request) => {
    const user = await getUser(app.db, request.params.uid);
    if (!user) throw new AppError(404, 'userNotFound');
    return ok(user);
  });

  route(app, usersOperations.updateUser, async (request) => {
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
      await sendVerificationLater(app, request, uid);
      if (previousEmail)
        await sendEmailChangedLater(app, request, { uid, previousEmail, currentEmail: user.email });
    }
    return ok(user);
  });

  route(app, usersOperations.changePassword, async (request, reply) => {
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
  });

  route(app, usersOperations.myEvpi, async (request) => ok(await getEvpi(app.db, requireUser(request).uid)));

  route(app, usersOperations.saveEvpi, async (request) =>
    ok(await saveEvpi(app.db, requireUser(request).uid, request.body, app.now())),
  );

  route(app, usersOperations.userEvpi, async (request) => {
    if (!(await getUser(app.db, request.params.uid))) throw new AppError(404, 'userNotFound');
    return ok(await getEvpi(app.db, request.params.uid));
  });
};

export default userRoutes;
