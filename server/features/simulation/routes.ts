/** A team's simulation: its members (and admins) read its submissions, upload a controller, cancel one. */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as simulationOperations from '../../../common/contract/operations/simulation';
import { SIMULATION_LIMITS } from '../../../common/limits';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { route } from '../../http/route';
import { callerOf } from '../../plugins/access';
import type { Storage } from '../../runtime/storage';
import '../../http/types';
import { enqueue } from './queue';
import {
  cancelTeamSubmission,
  selectTeamSubmission,
  submissionDetail,
  submitUpload,
  teamSimulation,
} from './team-views';

const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

const simulationRoutes: FastifyPluginAsyncTypebox<{ storage: Storage }> = async (app, { storage }) => {
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
        request.params.id,
        request.params.submissionId,
        app.now(),
      ),
    );
  });

  route(app, simulationOperations.cancelSubmission, async (request) =>
    ok(
      await cancelTeamSubmission(
        app.db,
        callerOf(request),
        request.params.id,
        request.params.submissionId,
        app.now(),
      ),
    ),
  );

  route(app, simulationOperations.selectSubmission, async (request) =>
    ok(
      await selectTeamSubmission(
        app.db,
        callerOf(request),
        request.params.id,
        request.params.submissionId,
        app.now(),
      ),
    ),
  );

  // Multipart only for the upload: every other route keeps refusing what is not JSON.
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: SIMULATION_LIMITS.artifactBytes, files: 1, fields: 0, parts: 1 },
    });
    route(
      uploads,
      simulationOperations.submitController,
      async (request) => {
        if (!request.isMultipart()) throw new AppError(400, 'artifactMissing');
        let bytes: Buffer;
        try {
          const part = await request.file();
          if (!part || part.fieldname !== 'file') throw new AppError(400, 'artifactMissing');
          bytes = await part.toBuffer();
        } catch (error) {
          if (error instanceof AppError) throw error;
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw new AppError(413, 'artifactTooLarge', {
              limit: megabytes(SIMULATION_LIMITS.artifactBytes),
            });
          throw new AppError(400, 'artifactMissing');
        }
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
      {
        // Five megabytes from a venue's network may take a while: two minutes, not the default 30 s.
        config: { bodyTimeout: 120_000 },
        bodyLimit: SIMULATION_LIMITS.artifactBytes + 64 * 1024,
      },
    );
  });
};

export default simulationRoutes;
