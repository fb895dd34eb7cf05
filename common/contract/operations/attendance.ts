import type { Operation } from '../operation';

export const listSessions = {
  method: 'GET',
  path: '/api/admin/attendance/sessions',
  access: 'admin',
  query: 'AdminQuery',
  answer: 'AdminSessionView',
  paged: true,
} as const satisfies Operation;

export const createSession = {
  method: 'POST',
  path: '/api/admin/attendance/sessions',
  access: 'admin',
  body: 'SessionInput',
  answer: 'AdminSessionView',
} as const satisfies Operation;

export const updateSession = {
  method: 'PUT',
  path: '/api/admin/attendance/sessions/:id',
  access: 'admin',
  params: 'IdParams',
  body: 'SessionInput',
  answer: 'AdminSessionView',
} as const satisfies Operation;

export const deleteSession = {
  method: 'DELETE',
  path: '/api/admin/attendance/sessions/:id',
  access: 'admin',
  params: 'IdParams',
  body: 'NoBody',
  answer: 'Deleted',
} as const satisfies Operation;

export const sessionCode = {
  method: 'GET',
  path: '/api/admin/attendance/sessions/:id/code',
  access: 'admin',
  params: 'IdParams',
  answer: 'CheckInCode',
} as const satisfies Operation;

export const listSessionRecords = {
  method: 'GET',
  path: '/api/admin/attendance/sessions/:id/records',
  access: 'admin',
  params: 'IdParams',
  query: 'AttendanceRecordQuery',
  answer: 'AttendanceRecordView',
  paged: true,
} as const satisfies Operation;

export const sessionTeams = {
  method: 'GET',
  path: '/api/admin/attendance/sessions/:id/teams',
  access: 'admin',
  params: 'IdParams',
  answer: 'TeamAttendanceList',
} as const satisfies Operation;

export const correctRecord = {
  method: 'PUT',
  path: '/api/admin/attendance/sessions/:id/records/:uid',
  access: 'admin',
  params: 'SessionRecordParams',
  body: 'RecordCorrection',
  answer: 'AttendanceRecordView',
} as const satisfies Operation;

export const sessionRecordsCsv = {
  method: 'GET',
  path: '/api/admin/attendance/sessions/:id/records.csv',
  access: 'admin',
  params: 'IdParams',
  file: 'text/csv',
} as const satisfies Operation;

export const listMySessions = {
  method: 'GET',
  path: '/api/attendance/sessions',
  access: 'user',
  query: 'AttendanceSessionQuery',
  answer: 'AttendanceSessionView',
  paged: true,
} as const satisfies Operation;

export const checkIn = {
  method: 'POST',
  path: '/api/attendance/check-in',
  access: 'user',
  body: 'CheckIn',
  answer: 'AttendanceRecordView',
} as const satisfies Operation;

export const listMyRecords = {
  method: 'GET',
  path: '/api/attendance/records',
  access: 'user',
  query: 'AttendanceRecordQuery',
  answer: 'AttendanceRecordView',
  paged: true,
} as const satisfies Operation;

export const teamAttendance = {
  method: 'GET',
  path: '/api/attendance/teams',
  access: 'user',
  query: 'TeamAttendanceQuery',
  answer: 'TeamAttendanceList',
} as const satisfies Operation;
