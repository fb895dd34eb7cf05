/**
 * Two-factor sign-in of the signed-in user: set up (a new secret, pending), enable (confirmed with the
 * password and a code; answers the recovery codes, once), disable (password and a code). Login's side
 * is in auth.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { disableTwoFactor, enableTwoFactor, startSetup } from './two-factor';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { requireUser } from '../../plugins/access';
import {
  answers,
  EmptyObject,
  TwoFactorDisable,
  TwoFactorEnable,
  TwoFactorEnabled,
  TwoFactorSetup,
} from '../../../common/contract';
import '../../http/types';

/** The caller and the session it signed in with, whose other sessions a change ends. */
const asking = (request: FastifyRequest) => {
  const { uid, sessionId } = requireUser(request);
  return { uid, sessionId };
};

const twoFactorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/user/2fa/setup',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Start setting up two-factor sign-in: a new secret, not active until confirmed',
        description: 'Asking again replaces a pending secret. 409 when two-factor is already on.',
        body: EmptyObject,
        response: answers(TwoFactorSetup),
      },
    },
    async (request) => ok(await startSetup(app.db, requireUser(request).uid)),
  );

  app.post(
    '/api/user/2fa/enable',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Turn two-factor sign-in on with a code from the app; answers ten recovery codes, once',
        description:
          'Needs the current password, so a stolen session cannot turn it on and lock the owner out; a ' +
          'wrong one counts against the same budgets as a failed login (past them the answer is 429). ' +
          'Ends every other session of the user; this one counts as having passed the second step.',
        body: TwoFactorEnable,
        response: answers(TwoFactorEnabled),
      },
    },
    async (request) => {
      const session = asking(request);
      // The budgets and device cookie of a login, as for the old password of a password change.
      const account = `uid:${session.uid}`;
      // Taken before the password is checked, kept when it was wrong.
      const guess = await app.loginBudgets.take(request, account);
      try {
        const enabled = await enableTwoFactor(app.db, session, request.body, app.now());
        await guess.giveBack();
        return ok(enabled);
      } catch (error) {
        if (!(error instanceof AppError && error.key === 'oldPasswordWrong')) await guess.giveBack();
        throw error;
      }
    },
  );

  app.post(
    '/api/user/2fa/disable',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Turn two-factor sign-in off with the password and a TOTP or recovery code',
        description:
          'A wrong password or code counts as a failed login of the account, so a session left open ' +
          'cannot be used to guess either. Ends every other session of the user.',
        body: TwoFactorDisable,
        response: answers(EmptyObject),
      },
    },
    async (request) => {
      const { uid } = requireUser(request);
      // The budgets and device cookie of a login: taken before the password and code are checked,
      // kept when either was wrong.
      const guess = await app.loginBudgets.take(request, `uid:${uid}`);
      try {
        await disableTwoFactor(app.db, asking(request), request.body, app.now());
      } catch (error) {
        if (!(error instanceof AppError && error.status === 400)) await guess.giveBack();
        throw error;
      }
      await guess.giveBack();
      return ok({});
    },
  );
};

export default twoFactorRoutes;
