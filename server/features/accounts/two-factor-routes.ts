/**
 * Two-factor sign-in of the signed-in user: set up (a new secret, pending), enable (confirmed with the
 * password and a code; answers the recovery codes, once), disable (password and a code). Login's side
 * is in auth.ts.
 */
import * as twoFactorOperations from '../../../common/contract/operations/two-factor';
import { route } from '../../http/route';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { disableTwoFactor, enableTwoFactor, startSetup } from './two-factor';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { requireUser } from '../../plugins/access';
import '../../http/types';

/** The caller and the session it signed in with, whose other sessions a change ends. */
const asking = (request: FastifyRequest) => {
  const { uid, sessionId } = requireUser(request);
  return { uid, sessionId };
};

const twoFactorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, twoFactorOperations.setUpTwoFactor, async (request) =>
    ok(await startSetup(app.db, requireUser(request).uid)),
  );

  route(app, twoFactorOperations.enableTwoFactor, async (request) => {
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
  });

  route(app, twoFactorOperations.disableTwoFactor, async (request) => {
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
  });
};

export default twoFactorRoutes;
