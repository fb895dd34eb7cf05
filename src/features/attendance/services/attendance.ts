import * as attendanceOperations from '@common/contract/operations/attendance';
import type * as API from '@common/contract';
import { call } from '@/utils/call';

/** Attendance (`/api/attendance`): sessions of my teams' competitions and check-ins. */

export const querySessions = (competitionId?: number) => {
  const params: API.AttendanceSessionQuery = {
    current: 1,
    pageSize: 100,
    ...(competitionId ? { competitionId } : {}),
  };
  return call(attendanceOperations.listMySessions, { query: params });
};

/**
 * Checks the signed-in member in with the six digits the session screen shows (or its QR code
 * carries). Refused outside the session's window (`session_not_open`) and with a wrong or expired
 * code (`check_in_code_invalid`).
 */
export const checkIn = (sessionId: number, teamId: number, code: string) => {
  const data: API.CheckIn = { sessionId, teamId, code };
  return call(attendanceOperations.checkIn, { body: data });
};

/** Records of every member of my teams; closed sessions list those who did not check in as absent. */
export const queryRecords = (params: API.AttendanceRecordQuery) =>
  call(attendanceOperations.listMyRecords, { query: params });

/** Leaders (and admins): per session, whether the whole team attended (present, incomplete, absent). */
export const queryTeamAttendance = (params: API.TeamAttendanceQuery) =>
  call(attendanceOperations.teamAttendance, { query: params });
