/**
 * The officials' routes: the referee's board, the tablets' events, a run's sheets, the head
 * referee's commits and corrections. Signed-in callers; each rule checks the caller's role in the
 * run's competition.
 */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as scoringOperations from '../../../common/contract/operations/scoring';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import '../../http/types';
import { callerOf } from '../../plugins/access';
import { refereeBoard } from './board';
import { commitRun, correctRun } from './commits';
import { sendEvents } from './events';
import { runSheets } from './sheets';

const scoringRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const now = () => app.now();

  route(app, scoringOperations.refereeBoard, async (request, reply) => {
    // The tablet keeps its own copy for offline use; a shared cache must not.
    reply.header('cache-control', 'no-store');
    return ok(await refereeBoard(app.db, callerOf(request), now()));
  });
  route(app, scoringOperations.sendEvents, async (request) =>
    ok(await app.db.transaction((tx) => sendEvents(tx, callerOf(request), request.body, now()))),
  );
  route(app, scoringOperations.runSheets, async (request) =>
    ok(await runSheets(app.db, callerOf(request), request.params.id)),
  );
  route(app, scoringOperations.commitRun, async (request) =>
    ok(
      await app.db.transaction((tx) =>
        commitRun(tx, callerOf(request), request.params.id, request.body, now()),
      ),
    ),
  );
  route(app, scoringOperations.correctRun, async (request) =>
    ok(
      await app.db.transaction((tx) =>
        correctRun(tx, callerOf(request), request.params.id, request.body, now()),
      ),
    ),
  );
};

export default scoringRoutes;
