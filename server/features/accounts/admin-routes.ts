/**
 * The admin console's members: turning off a member's two-factor sign-in. Every route is for admins only; every
 * change is audited by its domain function.
 */
import * as twoFactorOperations from '../../../common/contract/operations/two-factor';
import { route } from '../../http/route';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { resetTwoFactor } from './two-factor-reset';
import { sendTwoFactorResetLater } from '../../messaging/account-links';
import { ok } from '../../http/envelope';
import { callerOf } from '../../plugins/access';
import '../../http/types';

const adminAccountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const now = () => app.now();

  // Members -------------------------------------------------------------------------------------
  route(app, twoFactorOperations.resetTwoFactor, async (request) => {
    const { uid } = request.params;
    await app.db.transaction((tx) => resetTwoFactor(tx, callerOf(request), uid, now()));
    await sendTwoFactorResetLater(app, request, uid);
    return ok({});
  });
};

export default adminAccountRoutes;
