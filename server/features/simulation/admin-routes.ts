/** A phase's simulation settings and its queue (admins). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as simulationOperations from '../../../common/contract/operations/simulation';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import '../../http/types';
import { callerOf } from '../../plugins/access';
import { pageOf } from '../../shared/paging';
import { listJobs, rerun } from './admin-queue';
import { getSimulationPhase, putSimulationPhase } from './phases';
import { enqueue } from './queue';
import { SCENARIOS } from './scenarios';

const adminSimulationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, simulationOperations.listScenarios, async (request) => {
    const { locale } = callerOf(request);
    return ok(
      Object.values(SCENARIOS).map(({ name, titles, stepsPerSecond }) => ({
        name,
        title: titles[locale],
        stepsPerSecond,
      })),
    );
  });
  route(app, simulationOperations.getSimulationPhase, async (request) =>
    ok(await getSimulationPhase(app.db, request.params.id)),
  );
  route(app, simulationOperations.putSimulationPhase, async (request) =>
    ok(await putSimulationPhase(app.db, request.params.id, request.body)),
  );
  route(app, simulationOperations.listSimulationJobs, async (request) =>
    ok(await listJobs(app.db, request.params.id, request.query, pageOf(request.query))),
  );
  route(app, simulationOperations.rerunSubmission, async (request) => {
    const job = await rerun(app.db, callerOf(request), request.params.id, app.now());
    await enqueue(app.jobs, job.id);
    return ok(job);
  });
};

export default adminSimulationRoutes;
