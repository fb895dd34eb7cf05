/**
 * The admin console's competitions, phases, enrolment review, teams, attendance sessions, members'
 * two-factor reset and audit log. Every route is for admins only; every change is audited by its
 * domain function.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLocale, LOCALE_COOKIE } from '../../common/locales';
import {
  AdminCompetitionView,
  AdminPhase,
  AdminQuery,
  AdminSessionView,
  answers,
  AttendanceRecordQuery,
  AttendanceRecordView,
  AuditEntry,
  AuditQuery,
  CheckInCode,
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
  RecordCorrection,
  SessionInput,
  TeamAttendance,
  TeamView,
  UidParams,
} from '../../common/contract';
import {
  correctRecord,
  createSession,
  deleteSession,
  listSessionRecords,
  listSessions,
  sessionCode,
  sessionRecordsCsv,
  teamAttendance,
  updateSession,
} from '../domain/attendance';
import { listAudit } from '../domain/audit';
import type { Caller } from '../domain/caller';
import {
  createCompetition,
  createPhase,
  deleteCompetition,
  deletePhase,
  listAdminCompetitions,
  listPhases,
  updateCompetition,
  updatePhase,
} from '../domain/competitions';
import { enrolmentsCsv, listAllEnrolments, review } from '../domain/enrolments';
import { listAllTeams } from '../domain/teams';
import { mailTwoFactorReset, resetTwoFactor } from '../domain/two-factor-reset';
import { linkBase } from '../account-links';
import { ok, toFailure } from '../envelope';
import { callerOf, localeOf } from '../plugins/access';
import '../types';
import { pageOf } from './paging';

const Deleted = Type.Object({ id: Type.Integer() });
const admin = { access: 'admin' } as const;

/**
 * The caller of a download, in the language the admin chose in the portal. A download is a plain
 * link the browser follows itself, so its Accept-Language is the browser's, not the SPA's: the
 * `portal_locale` cookie the SPA sets at every start and switch says the chosen one.
 */
function downloadCaller(request: FastifyRequest): Caller {
  const chosen = request.cookies[LOCALE_COOKIE];
  return { ...callerOf(request), ...(isLocale(chosen) ? { locale: chosen } : {}) };
}

function sendCsv(reply: FastifyReply, filename: string, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}

const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
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

  // Teams ---------------------------------------------------------------------------------------
  app.get(
    '/api/admin/teams',
    {
      config: admin,
      schema: {
        summary: 'Teams, by competition or member',
        querystring: Type.Object({ ...AdminQuery.properties, uid: Type.Optional(Id) }),
        response: answers(Page(TeamView)),
      },
    },
    async (request) =>
      ok(await listAllTeams(app.db, callerOf(request), request.query, pageOf(request.query), now())),
  );

  // Attendance sessions -------------------------------------------------------------------------
  app.get(
    '/api/admin/attendance/sessions',
    {
      config: admin,
      schema: {
        summary: 'Check-in sessions',
        querystring: AdminQuery,
        response: answers(Page(AdminSessionView)),
      },
    },
    async (request) =>
      ok(await listSessions(app.db, callerOf(request), request.query, pageOf(request.query), now())),
  );
  app.post(
    '/api/admin/attendance/sessions',
    {
      config: admin,
      schema: {
        summary: 'Create a check-in session',
        body: SessionInput,
        response: answers(AdminSessionView),
      },
    },
    async (request) =>
      ok(await app.db.transaction((tx) => createSession(tx, callerOf(request), request.body, now()))),
  );
  app.put(
    '/api/admin/attendance/sessions/:id',
    {
      config: admin,
      schema: {
        summary: 'Change a check-in session',
        params: IdParams,
        body: SessionInput,
        response: answers(AdminSessionView),
      },
    },
    async (request) =>
      ok(
        await app.db.transaction((tx) =>
          updateSession(tx, callerOf(request), request.params.id, request.body, now()),
        ),
      ),
  );
  app.delete(
    '/api/admin/attendance/sessions/:id',
    {
      config: admin,
      schema: {
        summary: 'Delete a session nobody has checked in to',
        params: IdParams,
        body: Type.Optional(EmptyObject),
        response: answers(Deleted),
      },
    },
    async (request) =>
      ok(await app.db.transaction((tx) => deleteSession(tx, callerOf(request), request.params.id, now()))),
  );
  app.get(
    '/api/admin/attendance/sessions/:id/code',
    {
      config: admin,
      schema: {
        summary: 'The check-in code on screen now (it changes every minute) and the URL its QR code carries',
        params: IdParams,
        response: answers(CheckInCode),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await sessionCode(app.db, request.params.id, now()));
    },
  );
  app.get(
    '/api/admin/attendance/sessions/:id/records',
    {
      config: admin,
      schema: {
        summary: 'A session’s records',
        params: IdParams,
        querystring: AttendanceRecordQuery,
        response: answers(Page(AttendanceRecordView)),
      },
    },
    async (request) =>
      ok(
        await listSessionRecords(
          app.db,
          callerOf(request),
          request.params.id,
          request.query,
          pageOf(request.query),
          now(),
        ),
      ),
  );
  app.get(
    '/api/admin/attendance/sessions/:id/teams',
    {
      config: admin,
      schema: {
        summary: 'Each team’s status at a session',
        params: IdParams,
        response: answers(Type.Array(TeamAttendance)),
      },
    },
    async (request) =>
      ok(await teamAttendance(app.db, callerOf(request), { sessionId: request.params.id }, now())),
  );
  app.put(
    '/api/admin/attendance/sessions/:id/records/:uid',
    {
      config: admin,
      schema: {
        summary: 'Excuse someone or correct their record',
        params: Type.Object({ id: Id, uid: Id }),
        body: RecordCorrection,
        response: answers(AttendanceRecordView),
      },
    },
    async (request) =>
      ok(
        await app.db.transaction((tx) =>
          correctRecord(tx, callerOf(request), request.params.id, request.params.uid, request.body, now()),
        ),
      ),
  );
  app.get(
    '/api/admin/attendance/sessions/:id/records.csv',
    {
      config: admin,
      schema: { summary: 'A session’s records as CSV', params: IdParams, response: { '4xx': ErrorEnvelope } },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        `attendance-${request.params.id}.csv`,
        await sessionRecordsCsv(app.db, downloadCaller(request), request.params.id, now()),
      ),
  );

  // Members -------------------------------------------------------------------------------------
  app.delete(
    '/api/admin/users/:uid/two-factor',
    {
      config: admin,
      schema: {
        summary: 'Turn off someone’s two-factor sign-in (phone and recovery codes lost)',
        description:
          'Their recovery codes become void and their sessions end; they get a notice and a mail. ' +
          'Refused (403) for the admin’s own account, 404 for an unknown user, 409 when it is off.',
        params: UidParams,
        body: Type.Optional(EmptyObject),
        response: answers(EmptyObject),
      },
    },
    async (request) => {
      const { uid } = request.params;
      await app.db.transaction((tx) => resetTwoFactor(tx, callerOf(request), uid, now()));
      const baseUrl = linkBase(app, request);
      app.mail.later(() => mailTwoFactorReset(app.db, app.mail.mailer, { uid, baseUrl }));
      return ok({});
    },
  );

  // Audit ---------------------------------------------------------------------------------------
  app.get(
    '/api/admin/audit',
    {
      config: admin,
      schema: {
        summary: 'The audit log, newest first',
        querystring: AuditQuery,
        response: answers(Page(AuditEntry)),
      },
    },
    async (request) => ok(await listAudit(app.db, request.query, pageOf(request.query))),
  );
};

export default adminRoutes;
