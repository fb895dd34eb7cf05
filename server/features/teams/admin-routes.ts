/** The admin console's list of teams. Every route is for admins only. */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminQuery, answers, Id, Page, TeamView } from '../../../common/contract';
import { listAllTeams } from './teams';
import { ok } from '../../http/envelope';
import { callerOf } from '../../plugins/access';
import '../../http/types';
import { pageOf } from '../../shared/paging';

const admin = { access: 'admin' } as const;

const adminTeamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const now = () => app.now();

  // Teams ---------------------------------------------------------------------------------------
  app.get(
    '/api/admin/teams',
    {
      config: admin,
      schema: {
        summary: 'Teams, by competition or member',
        querystring: Type.Object({ ...AdminQuery.properties, uid: Type.Optional(Id) }),
        response: answers(Page(TeamView)),
      },
    },
    async (request) =>
      ok(await listAllTeams(app.db, callerOf(request), request.query, pageOf(request.query), now())),
  );
};

export default adminTeamRoutes;
