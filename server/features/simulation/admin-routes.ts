/** A phase's simulation settings (admins). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as simulationOperations from '../../../common/contract/operations/simulation';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import '../../http/types';
import { getSimulationPhase, putSimulationPhase } from './phases';

const adminSimulationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, simulationOperations.getSimulationPhase, async (request) =>
    ok(await getSimulationPhase(app.db, request.params.id)),
  );
  route(app, simulationOperations.putSimulationPhase, async (request) =>
    ok(await putSimulationPhase(app.db, request.params.id, request.body)),
  );
};

export default adminSimulationRoutes;
