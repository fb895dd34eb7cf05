/** Check-in sessions at the venue, rotating check-in codes and attendance records. */
import { Type, type Static } from 'typebox';
import {
  CHECK_IN_CODE_PATTERN,
  MAX_GRACE_MINUTES,
  RECORD_NOTE_MAX_LENGTH,
  SESSION_TEXT_MAX_LENGTH,
} from '../limits';
import { ATTENDANCE_STATUSES } from '../vocabulary';
import { closed, Id, Instant, NonBlank, Nullable, PageQuery } from './base';

export const AttendanceStatus = Type.Enum(ATTENDANCE_STATUSES);

export const SessionState = Type.Union([
  Type.Literal('upcoming'),
  Type.Literal('open'),
  Type.Literal('closed'),
]);

export const AttendanceSession = Type.Object({
  id: Type.Integer(),
  competitionId: Type.Integer(),
  title: Type.String(),
  location: Type.String(),
  startsAt: Instant,
  endsAt: Instant,
  /** Minutes after the start within which a check-in counts as present; later is late. */
  graceMinutes: Type.Integer(),
});

export const AttendanceRecord = Type.Object({
  id: Type.Integer(),
  sessionId: Type.Integer(),
  sessionTitle: Type.String(),
  teamId: Type.Integer(),
  uid: Type.Integer(),
  nickname: Type.String(),
  status: AttendanceStatus,
  checkedInAt: Nullable(Instant),
  note: Type.String(),
});

/** Check-in is possible only while `state` is open (the session's window by the server's clock). */
export const AttendanceSessionView = Type.Object({
  ...AttendanceSession.properties,
  competitionName: Type.String(),
  state: SessionState,
  /** The caller's team in this competition: a user is in at most one team per competition. */
  teamId: Nullable(Type.Integer()),
  teamName: Nullable(Type.String()),
  myRecord: Nullable(AttendanceRecord),
});

export const AttendanceSessionQuery = Type.Object({
  ...PageQuery.properties,
  competitionId: Type.Optional(Id),
});

export const CheckIn = Type.Object(
  {
    sessionId: Id,
    teamId: Id,
    code: Type.String({
      pattern: CHECK_IN_CODE_PATTERN,
      description: 'The six digits the session screen shows',
    }),
  },
  closed,
);

export const AttendanceRecordView = Type.Object({
  ...AttendanceRecord.properties,
  teamName: Type.String(),
  competitionId: Type.Integer(),
  competitionName: Type.String(),
  sessionStartsAt: Instant,
});

export const AttendanceRecordQuery = Type.Object({
  ...PageQuery.properties,
  teamId: Type.Optional(Id),
  sessionId: Type.Optional(Id),
  status: Type.Optional(AttendanceStatus),
});

/** A team at one session: present (everyone), incomplete (some) or absent (nobody). */
export const TeamAttendance = Type.Object({
  sessionId: Type.Integer(),
  sessionTitle: Type.String(),
  sessionStartsAt: Instant,
  state: SessionState,
  teamId: Type.Integer(),
  teamName: Type.String(),
  status: Type.Union([Type.Literal('present'), Type.Literal('incomplete'), Type.Literal('absent')]),
  /** Members checked in (present or late) or excused, of `expected`. */
  attended: Type.Integer(),
  expected: Type.Integer(),
});

export const TeamAttendanceQuery = Type.Object({
  sessionId: Type.Optional(Id),
  teamId: Type.Optional(Id),
});

export const AdminSessionView = Type.Object({
  ...AttendanceSession.properties,
  competitionName: Type.String(),
  state: SessionState,
  checkedIn: Type.Integer(),
});

export const SessionInput = Type.Object(
  {
    competitionId: Id,
    title: NonBlank(SESSION_TEXT_MAX_LENGTH),
    location: Type.String({ maxLength: SESSION_TEXT_MAX_LENGTH }),
    startsAt: Instant,
    endsAt: Instant,
    graceMinutes: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_GRACE_MINUTES, default: 15 })),
  },
  closed,
);

export const CheckInCode = Type.Object({
  code: Type.String(),
  expiresAt: Instant,
  /** What the QR code carries: the check-in page with this session and code. */
  url: Type.String(),
});

/** An admin's correction: excuse an absence, or set a record right. */
export const RecordCorrection = Type.Object(
  { status: AttendanceStatus, note: Type.Optional(Type.String({ maxLength: RECORD_NOTE_MAX_LENGTH })) },
  closed,
);

export type AttendanceStatus = Static<typeof AttendanceStatus>;
export type SessionState = Static<typeof SessionState>;
export type AttendanceSession = Static<typeof AttendanceSession>;
export type AttendanceRecord = Static<typeof AttendanceRecord>;
export type AttendanceSessionView = Static<typeof AttendanceSessionView>;
export type AttendanceSessionQuery = Static<typeof AttendanceSessionQuery>;
export type CheckIn = Static<typeof CheckIn>;
export type AttendanceRecordView = Static<typeof AttendanceRecordView>;
export type AttendanceRecordQuery = Static<typeof AttendanceRecordQuery>;
export type TeamAttendance = Static<typeof TeamAttendance>;
export type TeamAttendanceQuery = Static<typeof TeamAttendanceQuery>;
export type AdminSessionView = Static<typeof AdminSessionView>;
export type SessionInput = Static<typeof SessionInput>;
export type CheckInCode = Static<typeof CheckInCode>;
export type RecordCorrection = Static<typeof RecordCorrection>;

export const TeamAttendanceList = Type.Array(TeamAttendance);
export const SessionRecordParams = Type.Object({ id: Id, uid: Id });
