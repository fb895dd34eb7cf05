import type { Operation } from '../operation';

export const listSessions = {
  method: 'GET',
  path: '/api/admin/attendance/sessions',
  access: 'admin',
  summary: 'Check-in sessions',
  query: 'AdminQuery',
  answer: 'AdminSessionView',
  paged: true,
} as const satisfies Operation;

export const createSession = {
  method: 'POST',
  path: '/api/admin/attendance/sessions',
  access: 'admin',
  summary: 'Create a check-in session',
  body: 'SessionInput',
  answer: 'AdminSessionView',
} as const satisfies Operation;

export const updateSession = {
  method: 'PUT',
  path: '/api/admin/attendance/sessions/:id',
  access: 'admin',
  summary: 'Change a check-in session',
  params: 'IdParams',
  body: 'SessionInput',
  answer: 'AdminSessionView',
} as const satisfies Operation;

export const deleteSession = {
  method: 'DELETE',
  path: '/api/admin/attendance/sessions/:id',
  access: 'admin',
  summary: 'Delete a session nobody has checked in to',
  params: 'IdParams',
  body: 'NoBody',
  answer: 'Deleted',
} as const satisfies Operation;

export const sessionCode = {
  method: 'GET',
  path: '/api/admin/attendance/sessions/:id/code',
  access: 'admin',
  summary: 'The check-in code on screen now (it changes every minute) and the URL its QR code carries',
  params: 'IdParams',
  answer: 'CheckInCode',
} as const satisfies Operation;

export const listSessionRecords = {
  method: 'GET',
  path: '/api/admin/attendance/sessions/:id/records',
  access: 'admin',
  summary: 'A session’s records',
  params: 'IdParams',
  query: 'AttendanceRecordQuery',
  answer: 'AttendanceRecordView',
  paged: true,
} as const satisfies Operation;

export const sessionTeams = {
  method: 'GET',
  path: '/api/admin/attendance/sessions/:id/teams',
  access: 'admin',
  summary: 'Each team’s status at a session',
  params: 'IdParams',
  answer: 'TeamAttendanceList',
} as const satisfies Operation;

export const correctRecord = {
  method: 'PUT',
  path: '/api/admin/attendance/sessions/:id/records/:uid',
  access: 'admin',
  summary: 'Excuse someone or correct their record',
  params: 'SessionRecordParams',
  body: 'RecordCorrection',
  answer: 'AttendanceRecordView',
} as const satisfies Operation;

export const sessionRecordsCsv = {
  method: 'GET',
  path: '/api/admin/attendance/sessions/:id/records.csv',
  access: 'admin',
  summary: 'A session’s records as CSV',
  params: 'IdParams',
  file: 'text/csv',
} as const satisfies Operation;

export const listMySessions = {
  method: 'GET',
  path: '/api/attendance/sessions',
  access: 'user',
  summary: 'Check-in sessions of the competitions I have a team in, soonest first',
  query: 'AttendanceSessionQuery',
  answer: 'AttendanceSessionView',
  paged: true,
} as const satisfies Operation;

export const checkIn = {
  method: 'POST',
  path: '/api/attendance/check-in',
  access: 'user',
  summary: 'Check in with the code the session screen shows',
  description:
    'Refused outside the session’s window, or with a wrong or expired code (codes change every minute).',
  body: 'CheckIn',
  answer: 'AttendanceRecordView',
} as const satisfies Operation;

export const listMyRecords = {
  method: 'GET',
  path: '/api/attendance/records',
  access: 'user',
  summary: 'Attendance of every member of my teams; closed sessions list those who did not come as absent',
  query: 'AttendanceRecordQuery',
  answer: 'AttendanceRecordView',
  paged: true,
} as const satisfies Operation;

export const teamAttendance = {
  method: 'GET',
  path: '/api/attendance/teams',
  access: 'user',
  summary: 'Team-level status per session (leaders for their teams; admins for any)',
  query: 'TeamAttendanceQuery',
  answer: 'TeamAttendanceList',
} as const satisfies Operation;
