/**
 * The admin console's scoring: a competition's scheme and officials, a phase's runs. Admins only;
 * every change is audited by its domain function.
 */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as scoringOperations from '../../../common/contract/operations/scoring';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import '../../http/types';
import { callerOf } from '../../plugins/access';
import { competitionTransaction } from '../enrolment/competition-transactions';
import { getOfficials, putOfficials } from './officials';
import { createRuns, listRuns } from './runs';
import { getScheme, putScheme } from './schemes';

const adminScoringRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const now = () => app.now();

  route(app, scoringOperations.getScheme, async (request) => ok(await getScheme(app.db, request.params.id)));
  route(app, scoringOperations.putScheme, async (request) =>
    ok(
      await competitionTransaction(app.db, { competitionId: request.params.id }, (tx) =>
        putScheme(tx, callerOf(request), request.params.id, request.body, now()),
      ),
    ),
  );
  route(app, scoringOperations.getOfficials, async (request) =>
    ok(await getOfficials(app.db, request.params.id)),
  );
  route(app, scoringOperations.putOfficials, async (request) =>
    ok(
      await competitionTransaction(app.db, { competitionId: request.params.id }, (tx) =>
        putOfficials(tx, callerOf(request), request.params.id, request.body, now()),
      ),
    ),
  );
  route(app, scoringOperations.listRuns, async (request) => ok(await listRuns(app.db, request.params.id)));
  route(app, scoringOperations.createRuns, async (request) =>
    ok(
      await app.db.transaction((tx) =>
        createRuns(tx, callerOf(request), request.params.id, request.body, now()),
      ),
    ),
  );
};

export default adminScoringRoutes;
