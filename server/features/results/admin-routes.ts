/** The admins' results routes: a phase's publication, and its ranking as CSV. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as resultsOperations from '../../../common/contract/operations/results';
import { downloadCaller, sendCsv } from '../../http/downloads';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { callerOf } from '../../plugins/access';
import '../../http/types';
import { getPublication, putPublication } from './publication';
import { phaseResultsCsv } from './results';

const adminResultsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const now = () => app.now();

  route(app, resultsOperations.getPublication, async (request) =>
    ok(await getPublication(app.db, request.params.id)),
  );
  route(app, resultsOperations.putPublication, async (request) =>
    ok(
      await app.db.transaction((tx) =>
        putPublication(tx, callerOf(request), request.params.id, request.body, now()),
      ),
    ),
  );
  route(app, resultsOperations.phaseResultsCsv, async (request, reply) =>
    sendCsv(
      reply,
      `results-phase-${request.params.id}.csv`,
      await phaseResultsCsv(app.db, downloadCaller(request), request.params.id, now()),
    ),
  );
};

export default adminResultsRoutes;
