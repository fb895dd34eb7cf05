/**
 * Attendance for `umi dev`: fixed answers from mock/support/fixtures.ts. Session windows, check-in
 * codes and who counts as present are the server's rules (server/features/).
 */
import * as attendanceOperations from '../common/contract/operations/attendance';
import { answer } from './support/operation';
import { page } from './support/envelope';
import { mySessions, record, records, teamAttendance } from './support/fixtures';

export default {
  ...answer(attendanceOperations.listMySessions, (req) => page(mySessions, req.query)),

  ...answer(attendanceOperations.checkIn, () => record),

  ...answer(attendanceOperations.listMyRecords, (req) => page(records, req.query)),

  ...answer(attendanceOperations.teamAttendance, () => teamAttendance),
};
