/**
 * The admin console's competitions, phases and enrolment review. Every route is for admins only; every
 * change is audited by its domain function.
 */
import * as enrolmentOperations from '../../../common/contract/operations/enrolment';
import { route } from '../../http/route';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EnrolmentView } from '../../../common/contract';
import {
  createCompetition,
  deleteCompetition,
  listAdminCompetitions,
  updateCompetition,
} from './competitions';
import { createPhase, deletePhase, listPhases, updatePhase } from './phases';
import { enrolmentsCsv, listAllEnrolments, review } from './enrolments';
import { ok, toFailure } from '../../http/envelope';
import { callerOf, localeOf } from '../../plugins/access';
import '../../http/types';
import { pageOf } from '../../shared/paging';
import { downloadCaller, sendCsv } from '../../http/downloads';
import { competitionTransaction } from './competition-transactions';

const adminEnrolmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const now = () => app.now();

  // Competitions ("activities") -----------------------------------------------------------------
  route(app, enrolmentOperations.listAdminCompetitions, async (request) =>
    ok(await listAdminCompetitions(app.db, request.query, pageOf(request.query), localeOf(request), now())),
  );
  route(app, enrolmentOperations.createCompetition, async (request) =>
    ok(await app.db.transaction((tx) => createCompetition(tx, callerOf(request), request.body, now()))),
  );
  route(app, enrolmentOperations.updateCompetition, async (request) =>
    ok(
      await competitionTransaction(app.db, { competitionId: request.params.id }, (tx) =>
        updateCompetition(tx, callerOf(request), request.params.id, request.body, now()),
      ),
    ),
  );
  route(app, enrolmentOperations.deleteCompetition, async (request) =>
    ok(
      await competitionTransaction(app.db, { competitionId: request.params.id }, (tx) =>
        deleteCompetition(tx, callerOf(request), request.params.id, now()),
      ),
    ),
  );

  // Phases -------------------------------------------------------------------------------------
  route(app, enrolmentOperations.listPhases, async (request) =>
    ok(await listPhases(app.db, request.query, pageOf(request.query), localeOf(request))),
  );
  route(app, enrolmentOperations.createPhase, async (request) =>
    ok(await app.db.transaction((tx) => createPhase(tx, callerOf(request), request.body, now()))),
  );
  route(app, enrolmentOperations.updatePhase, async (request) =>
    ok(
      await app.db.transaction((tx) =>
        updatePhase(tx, callerOf(request), request.params.id, request.body, now()),
      ),
    ),
  );
  route(app, enrolmentOperations.deletePhase, async (request) =>
    ok(await app.db.transaction((tx) => deletePhase(tx, callerOf(request), request.params.id, now()))),
  );

  // Enrolment review ----------------------------------------------------------------------------
  route(app, enrolmentOperations.listAllEnrolments, async (request) =>
    ok(await listAllEnrolments(app.db, callerOf(request), request.query, pageOf(request.query))),
  );
  route(app, enrolmentOperations.reviewEnrolment, async (request) =>
    ok(
      await competitionTransaction(app.db, { enrolmentId: request.params.id }, (tx) =>
        review(tx, callerOf(request), request.params.id, request.body, now()),
      ),
    ),
  );
  route(app, enrolmentOperations.reviewEnrolments, async (request) => {
    const caller = callerOf(request);
    const { ids, ...decision } = request.body;
    const result: { reviewed: EnrolmentView[]; refused: { id: number; message: string }[] } = {
      reviewed: [],
      refused: [],
    };
    for (const id of ids) {
      try {
        result.reviewed.push(
          await competitionTransaction(app.db, { enrolmentId: id }, (tx) =>
            review(tx, caller, id, decision, now()),
          ),
        );
      } catch (error) {
        const failure = toFailure(error, {
          locale: caller.locale,
          method: request.method,
          url: request.url,
          bodyLimit: 0,
        });
        if (failure.unexpected) throw error;
        result.refused.push({ id, message: failure.body.message });
      }
    }
    return ok(result);
  });
  route(app, enrolmentOperations.enrolmentsCsv, async (request, reply) =>
    sendCsv(
      reply,
      `enrolments-${request.query.competitionId}.csv`,
      await enrolmentsCsv(app.db, downloadCaller(request), request.query.competitionId),
    ),
  );
};

export default adminEnrolmentRoutes;
