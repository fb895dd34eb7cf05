/**
 * The admin console's members: turning off a member's two-factor sign-in. Every route is for admins only; every
 * change is audited by its domain function.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { answers, EmptyObject, UidParams } from '../../../common/contract';
import { mailTwoFactorReset, resetTwoFactor } from './two-factor-reset';
import { linkBase } from '../../messaging/account-links';
import { ok } from '../../http/envelope';
import { callerOf } from '../../plugins/access';
import '../../http/types';

const admin = { access: 'admin' } as const;

const adminAccountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const now = () => app.now();

  // Members -------------------------------------------------------------------------------------
  app.delete(
    '/api/admin/users/:uid/two-factor',
    {
      config: admin,
      schema: {
        summary: 'Turn off someone’s two-factor sign-in (phone and recovery codes lost)',
        description:
          'Their recovery codes become void and their sessions end; they get a notice and a mail. ' +
          'Refused (403) for the admin’s own account, 404 for an unknown user, 409 when it is off.',
        params: UidParams,
        body: Type.Optional(EmptyObject),
        response: answers(EmptyObject),
      },
    },
    async (request) => {
      const { uid } = request.params;
      await app.db.transaction((tx) => resetTwoFactor(tx, callerOf(request), uid, now()));
      const baseUrl = linkBase(app, request);
      app.mail.later(() => mailTwoFactorReset(app.db, app.mail.mailer, { uid, baseUrl }));
      return ok({});
    },
  );
};

export default adminAccountRoutes;
