/**
 * The admin console's attendance sessions: their codes, records, corrections and downloads. Every route is for admins only; every
 * change is audited by its domain function.
 */
import * as attendanceOperations from '../../../common/contract/operations/attendance';
import { route } from '../../http/route';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { correctRecord, listSessionRecords, sessionRecordsCsv, teamAttendance } from './records';
import { createSession, deleteSession, listSessions, scheduleSettle, updateSession } from './sessions';
import { sessionCode } from './codes';
import { ok } from '../../http/envelope';
import { callerOf } from '../../plugins/access';
import '../../http/types';
import { pageOf } from '../../shared/paging';
import { downloadCaller, sendCsv } from '../../http/downloads';

const adminAttendanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const now = () => app.now();

  // Attendance sessions -------------------------------------------------------------------------
  route(app, attendanceOperations.listSessions, async (request) =>
    ok(await listSessions(app.db, callerOf(request), request.query, pageOf(request.query), now())),
  );
  route(app, attendanceOperations.createSession, async (request) => {
    const session = await app.db.transaction((tx) =>
      createSession(tx, callerOf(request), request.body, now()),
    );
    await scheduleSettle(app.jobs, session);
    return ok(session);
  });
  route(app, attendanceOperations.updateSession, async (request) => {
    const session = await app.db.transaction((tx) =>
      updateSession(tx, callerOf(request), request.params.id, request.body, now()),
    );
    await scheduleSettle(app.jobs, session);
    return ok(session);
  });
  route(app, attendanceOperations.deleteSession, async (request) =>
    ok(await app.db.transaction((tx) => deleteSession(tx, callerOf(request), request.params.id, now()))),
  );
  route(app, attendanceOperations.sessionCode, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await sessionCode(app.db, request.params.id, now()));
  });
  route(app, attendanceOperations.listSessionRecords, async (request) =>
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
  route(app, attendanceOperations.sessionTeams, async (request) =>
    ok(await teamAttendance(app.db, callerOf(request), { sessionId: request.params.id }, now())),
  );
  route(app, attendanceOperations.correctRecord, async (request) =>
    ok(
      await app.db.transaction((tx) =>
        correctRecord(tx, callerOf(request), request.params.id, request.params.uid, request.body, now()),
      ),
    ),
  );
  route(app, attendanceOperations.sessionRecordsCsv, async (request, reply) =>
    sendCsv(
      reply,
      `attendance-${request.params.id}.csv`,
      await sessionRecordsCsv(app.db, downloadCaller(request), request.params.id, now()),
    ),
  );
};

export default adminAttendanceRoutes;
