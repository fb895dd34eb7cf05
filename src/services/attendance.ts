import { request } from '@/utils/request';

/** Attendance (`/api/attendance`): sessions of my teams' competitions and check-ins. */

export const querySessions = (competitionId?: number) => {
  const params: API.AttendanceSessionQuery = {
    current: 1,
    pageSize: 100,
    ...(competitionId ? { competitionId } : {}),
  };
  return request<API.Page<API.AttendanceSessionView>>('/api/attendance/sessions', { method: 'GET', params });
};

/** Checks the signed-in member in; refused outside the session's window (`session_not_open`). */
export const checkIn = (sessionId: number, teamId: number) => {
  const data: API.CheckIn = { sessionId, teamId };
  return request<API.AttendanceRecordView>('/api/attendance/check-in', { method: 'POST', data });
};

/** Records of every member of my teams; closed sessions list those who did not check in as absent. */
export const queryRecords = (params: API.AttendanceRecordQuery) =>
  request<API.Page<API.AttendanceRecordView>>('/api/attendance/records', { method: 'GET', params });
