/** The admin console's list of teams. Every route is for admins only. */
import * as teamsOperations from '../../../common/contract/operations/teams';
import { route } from '../../http/route';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listAllTeams } from './teams';
import { ok } from '../../http/envelope';
import { callerOf } from '../../plugins/access';
import '../../http/types';
import { pageOf } from '../../shared/paging';

const adminTeamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const now = () => app.now();

  // Teams ---------------------------------------------------------------------------------------
  route(app, teamsOperations.listAllTeams, async (request) =>
    ok(await listAllTeams(app.db, callerOf(request), request.query, pageOf(request.query), now())),
  );
};

export default adminTeamRoutes;
