/** Check-in and attendance records of my teams. */
import * as attendanceOperations from '../../../common/contract/operations/attendance';
import { route } from '../../http/route';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkIn } from './codes';
import { listMyRecords, teamAttendance } from './records';
import { listMySessions } from './sessions';
import { ok } from '../../http/envelope';
import { RuleError } from '../../http/errors';
import { callerOf } from '../../plugins/access';
import '../../http/types';
import { pageOf } from '../../shared/paging';

const attendanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, attendanceOperations.listMySessions, async (request) =>
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

  route(app, attendanceOperations.checkIn, async (request) => {
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
  });

  route(app, attendanceOperations.listMyRecords, async (request) =>
    ok(await listMyRecords(app.db, callerOf(request), request.query, pageOf(request.query), app.now())),
  );

  route(app, attendanceOperations.teamAttendance, async (request) =>
    ok(await teamAttendance(app.db, callerOf(request), request.query, app.now())),
  );
};

export default attendanceRoutes;
