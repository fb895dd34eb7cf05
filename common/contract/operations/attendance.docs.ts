/** What /api/docs says of each attendance operation; the SPA does not load it. */
import type { OperationDocs } from '../operation';
import type * as operations from './attendance';

export const docs: OperationDocs<typeof operations> = {
  listSessions: {
    summary: 'Check-in sessions',
  },
  createSession: {
    summary: 'Create a check-in session',
  },
  updateSession: {
    summary: 'Change a check-in session',
  },
  deleteSession: {
    summary: 'Delete a session nobody has checked in to',
  },
  sessionCode: {
    summary: 'The check-in code on screen now (it changes every minute) and the URL its QR code carries',
  },
  listSessionRecords: {
    summary: 'A session’s records',
  },
  sessionTeams: {
    summary: 'Each team’s status at a session',
  },
  correctRecord: {
    summary: 'Excuse someone or correct their record',
  },
  sessionRecordsCsv: {
    summary: 'A session’s records as CSV',
  },
  listMySessions: {
    summary: 'Check-in sessions of the competitions I have a team in, soonest first',
  },
  checkIn: {
    summary: 'Check in with the code the session screen shows',
    description:
      'Refused outside the session’s window, or with a wrong or expired code (codes change every minute).',
  },
  listMyRecords: {
    summary: 'Attendance of every member of my teams; closed sessions list those who did not come as absent',
  },
  teamAttendance: {
    summary: 'Team-level status per session (leaders for their teams; admins for any)',
  },
};
