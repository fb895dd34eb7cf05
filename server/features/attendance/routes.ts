/** Check-in and attendance records of my teams. */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  answers,
  AttendanceRecordQuery,
  AttendanceRecordView,
  AttendanceSessionQuery,
  AttendanceSessionView,
  CheckIn,
  Page,
  TeamAttendance,
  TeamAttendanceQuery,
} from '../../../common/contract';
import { checkIn } from './codes';
import { listMyRecords, teamAttendance } from './records';
import { listMySessions } from './sessions';
import { ok } from '../../http/envelope';
import { RuleError } from '../../http/errors';
import { callerOf } from '../../plugins/access';
import '../../http/types';
import { pageOf } from '../../shared/paging';

const attendanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const user = { access: 'user' } as const;

  app.get(
    '/api/attendance/sessions',
    {
      config: user,
      schema: {
        summary: 'Check-in sessions of the competitions I have a team in, soonest first',
        querystring: AttendanceSessionQuery,
        response: answers(Page(AttendanceSessionView)),
      },
    },
    async (request) =>
      ok(
        await listMySessions(
          app.db,
          callerOf(request),
          request.query.competitionId,
          pageOf(request.query),
          app.now(),
        ),
      ),
  );

  app.post(
    '/api/attendance/check-in',
    {
      config: user,
      schema: {
        summary: 'Check in with the code the session screen shows',
        description:
          'Refused outside the session’s window, or with a wrong or expired code (codes change every minute).',
        body: CheckIn,
        response: answers(AttendanceRecordView),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      // The unit is taken before the code is checked, so codes sent at once never get past the budget.
      const guess = await app.limiters.take([['checkInFailures', `${caller.uid}|${request.body.sessionId}`]]);
      try {
        const record = await app.db.transaction((tx) => checkIn(tx, caller, request.body, app.now()));
        await guess.giveBack();
        return ok(record);
      } catch (error) {
        const wrongCode =
          error instanceof RuleError && error.violations.some((v) => v.rule === 'check_in_code_invalid');
        if (!wrongCode) await guess.giveBack();
        throw error;
      }
    },
  );

  app.get(
    '/api/attendance/records',
    {
      config: user,
      schema: {
        summary:
          'Attendance of every member of my teams; closed sessions list those who did not come as absent',
        querystring: AttendanceRecordQuery,
        response: answers(Page(AttendanceRecordView)),
      },
    },
    async (request) =>
      ok(await listMyRecords(app.db, callerOf(request), request.query, pageOf(request.query), app.now())),
  );

  app.get(
    '/api/attendance/teams',
    {
      config: user,
      schema: {
        summary: 'Team-level status per session (leaders for their teams; admins for any)',
        querystring: TeamAttendanceQuery,
        response: answers(Type.Array(TeamAttendance)),
      },
    },
    async (request) => ok(await teamAttendance(app.db, callerOf(request), request.query, app.now())),
  );
};

export default attendanceRoutes;
