/**
 * The admin console's attendance sessions: their codes, records, corrections and downloads. Every route is for admins only; every
 * change is audited by its domain function.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminQuery,
  AdminSessionView,
  answers,
  AttendanceRecordQuery,
  AttendanceRecordView,
  CheckInCode,
  EmptyObject,
  ErrorEnvelope,
  Id,
  IdParams,
  Page,
  RecordCorrection,
  SessionInput,
  TeamAttendance,
} from '../../../common/contract';
import { correctRecord, listSessionRecords, sessionRecordsCsv, teamAttendance } from './records';
import { createSession, deleteSession, listSessions, updateSession } from './sessions';
import { sessionCode } from './codes';
import { ok } from '../../http/envelope';
import { callerOf } from '../../plugins/access';
import '../../http/types';
import { pageOf } from '../../shared/paging';
import { Deleted, downloadCaller, sendCsv } from '../../http/downloads';

const admin = { access: 'admin' } as const;

const adminAttendanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const now = () => app.now();

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
};

export default adminAttendanceRoutes;
