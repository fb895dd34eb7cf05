/**
 * The admin console's competitions, phases and enrolment review. Every route is for admins only; every
 * change is audited by its domain function.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminCompetitionView,
  AdminPhase,
  AdminQuery,
  answers,
  CompetitionInput,
  EmptyObject,
  EnrolmentBatchResult,
  EnrolmentBatchReview,
  EnrolmentQuery,
  EnrolmentReview,
  EnrolmentView,
  ErrorEnvelope,
  Id,
  IdParams,
  Page,
  PhaseInput,
} from '../../../common/contract';
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
import { Deleted, downloadCaller, sendCsv } from '../../http/downloads';

const admin = { access: 'admin' } as const;

const adminEnrolmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const now = () => app.now();

  // Competitions ("activities") -----------------------------------------------------------------
  app.get(
    '/api/admin/competitions',
    {
      config: admin,
      schema: {
        summary: 'Competitions, paged, filtered and sorted',
        querystring: AdminQuery,
        response: answers(Page(AdminCompetitionView)),
      },
    },
    async (request) =>
      ok(await listAdminCompetitions(app.db, request.query, pageOf(request.query), localeOf(request), now())),
  );
  app.post(
    '/api/admin/competitions',
    {
      config: admin,
      schema: {
        summary: 'Create a competition',
        body: CompetitionInput,
        response: answers(AdminCompetitionView),
      },
    },
    async (request) =>
      ok(await app.db.transaction((tx) => createCompetition(tx, callerOf(request), request.body, now()))),
  );
  app.put(
    '/api/admin/competitions/:id',
    {
      config: admin,
      schema: {
        summary: 'Change a competition; new places go to the waiting list at once',
        params: IdParams,
        body: CompetitionInput,
        response: answers(AdminCompetitionView),
      },
    },
    async (request) =>
      ok(
        await app.db.transaction((tx) =>
          updateCompetition(tx, callerOf(request), request.params.id, request.body, now()),
        ),
      ),
  );
  app.delete(
    '/api/admin/competitions/:id',
    {
      config: admin,
      schema: {
        summary: 'Delete a competition without teams',
        params: IdParams,
        body: Type.Optional(EmptyObject),
        response: answers(Deleted),
      },
    },
    async (request) =>
      ok(
        await app.db.transaction((tx) => deleteCompetition(tx, callerOf(request), request.params.id, now())),
      ),
  );

  // Phases -------------------------------------------------------------------------------------
  app.get(
    '/api/admin/phases',
    {
      config: admin,
      schema: {
        summary: 'Phases of competitions',
        querystring: AdminQuery,
        response: answers(Page(AdminPhase)),
      },
    },
    async (request) => ok(await listPhases(app.db, request.query, pageOf(request.query), localeOf(request))),
  );
  app.post(
    '/api/admin/phases',
    { config: admin, schema: { summary: 'Create a phase', body: PhaseInput, response: answers(AdminPhase) } },
    async (request) =>
      ok(await app.db.transaction((tx) => createPhase(tx, callerOf(request), request.body, now()))),
  );
  app.put(
    '/api/admin/phases/:id',
    {
      config: admin,
      schema: {
        summary: 'Change a phase',
        params: IdParams,
        body: PhaseInput,
        response: answers(AdminPhase),
      },
    },
    async (request) =>
      ok(
        await app.db.transaction((tx) =>
          updatePhase(tx, callerOf(request), request.params.id, request.body, now()),
        ),
      ),
  );
  app.delete(
    '/api/admin/phases/:id',
    {
      config: admin,
      schema: {
        summary: 'Delete a phase',
        params: IdParams,
        body: Type.Optional(EmptyObject),
        response: answers(Deleted),
      },
    },
    async (request) =>
      ok(await app.db.transaction((tx) => deletePhase(tx, callerOf(request), request.params.id, now()))),
  );

  // Enrolment review ----------------------------------------------------------------------------
  app.get(
    '/api/admin/enrolments',
    {
      config: admin,
      schema: {
        summary: 'Enrolments, paged, filtered and sorted',
        querystring: EnrolmentQuery,
        response: answers(Page(EnrolmentView)),
      },
    },
    async (request) =>
      ok(await listAllEnrolments(app.db, callerOf(request), request.query, pageOf(request.query))),
  );
  app.put(
    '/api/admin/enrolments/:id',
    {
      config: admin,
      schema: {
        summary: 'Approve a pending enrolment, or reject a pending or waitlisted one, with a note',
        params: IdParams,
        body: EnrolmentReview,
        response: answers(EnrolmentView),
      },
    },
    async (request) =>
      ok(
        await app.db.transaction((tx) =>
          review(tx, callerOf(request), request.params.id, request.body, now()),
        ),
      ),
  );
  app.post(
    '/api/admin/enrolments/review',
    {
      config: admin,
      schema: {
        summary: 'Decide several enrolments at once; each is decided on its own',
        body: EnrolmentBatchReview,
        response: answers(EnrolmentBatchResult),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { ids, ...decision } = request.body;
      const result: { reviewed: EnrolmentView[]; refused: { id: number; message: string }[] } = {
        reviewed: [],
        refused: [],
      };
      for (const id of ids) {
        try {
          result.reviewed.push(await app.db.transaction((tx) => review(tx, caller, id, decision, now())));
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
    },
  );
  app.get(
    '/api/admin/enrolments.csv',
    {
      config: admin,
      schema: {
        summary: 'A competition’s enrolments as CSV, one row per member',
        querystring: Type.Object({ competitionId: Id }),
        response: { '4xx': ErrorEnvelope },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        `enrolments-${request.query.competitionId}.csv`,
        await enrolmentsCsv(app.db, downloadCaller(request), request.query.competitionId),
      ),
  );
};

export default adminEnrolmentRoutes;
