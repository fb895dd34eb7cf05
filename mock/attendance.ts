/**
 * Attendance for `umi dev`: fixed answers from mock/support/fixtures.ts. Session windows, check-in
 * codes and who counts as present are the server's rules (server/features/).
 */
import { CheckIn } from '../common/contract';
import { page, signedIn } from './support/envelope';
import { mySessions, record, records, teamAttendance } from './support/fixtures';

export default {
  'GET /api/attendance/sessions': signedIn((req) => page(mySessions, req.query)),

  'POST /api/attendance/check-in': signedIn(() => record, CheckIn),

  'GET /api/attendance/records': signedIn((req) => page(records, req.query)),

  'GET /api/attendance/teams': signedIn(() => teamAttendance),
};
