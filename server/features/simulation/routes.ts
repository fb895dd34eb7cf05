/** A team's simulation: its members (and admins) read its submissions, upload a controller, cancel one. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as simulationOperations from '../../../common/contract/operations/simulation';
import { SIMULATION_LIMITS } from '../../../common/limits';
import { ok } from '../../http/envelope';
import { fileRoute } from '../../http/file-route';
import { route } from '../../http/route';
import { callerOf } from '../../plugins/access';
import type { Storage } from '../../runtime/storage';
import '../../http/types';
import { AppError } from '../../http/errors';
import { starterKit } from './kit/build';
import { enqueue } from './queue';
import {
  changeTeamSubmission,
  submissionDetail,
  submitUpload,
  teamSimulation,
  trialReplay,
} from './team-views';

const simulationRoutes: FastifyPluginAsyncTypebox<{ storage: Storage }> = async (app, { storage }) => {
  route(app, simulationOperations.starterKit, async (request, reply) => {
    const kit = starterKit(request.params.name);
    if (!kit) throw new AppError(404, 'scenarioNotFound');
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${request.params.name}-kit.zip"`)
      .header('cache-control', 'public, max-age=3600')
      .send(await kit);
  });

  route(app, simulationOperations.teamSimulation, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return ok(await teamSimulation(app.db, callerOf(request), request.params.id, app.now()));
  });

  route(app, simulationOperations.submissionDetail, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return ok(
      await submissionDetail(
        app.db,
        callerOf(request),
        { teamId: request.params.id, submissionId: request.params.submissionId },
        app.now(),
      ),
    );
  });

  route(app, simulationOperations.trialReplay, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const { id: teamId, submissionId, seed } = request.params;
    return ok(await trialReplay(app.db, callerOf(request), { teamId, submissionId, seed }, app.now()));
  });

  for (const [operation, change] of [
    [simulationOperations.cancelSubmission, 'cancel'],
    [simulationOperations.selectSubmission, 'select'],
  ] as const)
    route(app, operation, async (request) =>
      ok(
        await changeTeamSubmission(
          app.db,
          callerOf(request),
          { teamId: request.params.id, submissionId: request.params.submissionId, change },
          app.now(),
        ),
      ),
    );

  await fileRoute(
    app,
    simulationOperations.submitController,
    { maxBytes: SIMULATION_LIMITS.artifactBytes, missing: 'artifactMissing', tooLarge: 'artifactTooLarge' },
    async (request, bytes) => {
      const submission = await submitUpload(
        app.db,
        storage,
        callerOf(request),
        { teamId: request.params.id, phaseId: request.params.phaseId },
        bytes,
        app.now(),
      );
      await enqueue(app.jobs, submission.id);
      return ok(submission);
    },
  );
};

export default simulationRoutes;
