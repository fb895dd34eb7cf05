/**
 * Fixed answers for the team, enrolment, attendance and admin mocks of `umi dev`: one realistic
 * example of each contract shape, built from the season facts in common/season.ts. No rules and no
 * state live here: the server (server/features/) decides everything; these only give pages something
 * to show. tests/server/platform/mock-contract.test.ts checks every answer against the contract's schemas.
 */
import { LOCALES } from '../../common/locales';
import { SEASON } from '../../common/season';
import type * as API from '../../common/contract';

const EN = 'en-US';
/** Instants are UTC; the organisers publish Beijing time (UTC+8). */
const beijing = (day: string, time = '00:00:00') => new Date(`${day}T${time}+08:00`).toISOString();
const { finals, qualifier, team: size } = SEASON;
const venue = SEASON.venue[EN];

/** Places taken, waiting list and window state per track: fixed numbers, nothing is computed. */
const PLACES: [number, number, API.EnrolmentWindowState][] = [
  [31, 0, 'open'],
  [18, 0, 'open'],
  [24, 3, 'full'],
  [57, 0, 'open'],
];

export const competitions: API.AdminCompetitionView[] = SEASON.tracks.map((track, i) => ({
  id: i + 1,
  name: track.name[EN],
  summary: track.summary[EN],
  locale: EN,
  track: track.track,
  enrolmentOpensAt: SEASON.enrolment.opensAt,
  enrolmentClosesAt: SEASON.enrolment.closesAt,
  minTeamSize: size.minStudents,
  maxTeamSize: size.maxStudents,
  maxAdvisors: size.maxAdvisors,
  capacity: track.capacity,
  enrolledTeams: PLACES[i][0],
  waitlistedTeams: PLACES[i][1],
  requiresApproval: SEASON.requiresApproval,
  minAge: SEASON.ages.min,
  maxAge: SEASON.ages.max,
  agesOn: SEASON.ages.on,
  phases: [
    {
      id: i * 3 + 1,
      name: SEASON.phaseNames.enrolment[EN],
      locale: EN,
      startsAt: SEASON.enrolment.opensAt,
      endsAt: SEASON.enrolment.closesAt,
    },
    {
      id: i * 3 + 2,
      name: SEASON.phaseNames.qualifier[EN],
      locale: EN,
      startsAt: beijing(qualifier.startsOn),
      endsAt: beijing(qualifier.endsOn, '23:59:59'),
    },
    {
      id: i * 3 + 3,
      name: SEASON.phaseNames.finals[EN],
      locale: EN,
      startsAt: beijing(finals.startsOn),
      endsAt: beijing(finals.endsOn, '23:59:59'),
    },
  ],
  windowState: PLACES[i][2],
  translations: Object.fromEntries(
    LOCALES.map((l) => [l, { name: track.name[l], summary: track.summary[l] }]),
  ),
}));

/** The name of a fixture competition, for answers that echo a competitionId. */
export const competitionName = (id: unknown) =>
  (competitions.find((c) => c.id === Number(id)) ?? competitions[0]).name;

/** The public view: the admin's without the translations. */
export const competitionView = ({
  translations: _t,
  ...view
}: API.AdminCompetitionView): API.CompetitionView => view;

export const phases: API.AdminPhase[] = competitions.flatMap((c) =>
  c.phases.map((p) => ({
    ...p,
    competitionId: c.id,
    competitionName: c.name,
    translations: { [EN]: p.name },
  })),
);

const underwater = competitions[0];
const joinedAt = '2026-11-16T02:00:00.000Z';
const member = (uid: number, username: string, nickname: string, role: API.TeamRole): API.TeamMember => ({
  uid,
  username,
  nickname,
  role,
  joinedAt,
});

/** The mock account `user` (uid 2) leads it: four students and an advisor. */
export const team: API.TeamView = {
  id: 1,
  name: 'DeepBlue ROV',
  competitionId: underwater.id,
  competitionName: underwater.name,
  organisation: 'Zhejiang University',
  country: 'CN',
  description: 'Ocean and mechatronics engineering students; third season with the Manta-3 vehicle.',
  timeZone: 'Asia/Shanghai',
  inviteCode: 'DBROV7K2',
  members: [
    member(2, 'user', 'Lin Hai', 'leader'),
    member(1001, 'chen.yu', 'Chen Yu', 'member'),
    member(1002, 'ana.souza', 'Ana Souza', 'member'),
    member(1003, 'putri.w', 'Putri Wulandari', 'member'),
    member(1004, 'wang.lei', 'Wang Lei', 'advisor'),
  ],
  enrolmentStatus: 'approved',
  createdAt: joinedAt,
  myRole: 'leader',
  minTeamSize: size.minStudents,
  maxTeamSize: size.maxStudents,
  maxAdvisors: size.maxAdvisors,
  enrolmentId: 1,
  waitlistPosition: null,
  evpiIncomplete: [],
  rosterFrozen: false,
};

export const enrolment: API.EnrolmentView = {
  id: 1,
  competitionId: underwater.id,
  competitionName: underwater.name,
  teamId: team.id,
  teamName: team.name,
  status: 'approved',
  createdAt: '2026-11-20T04:00:00.000Z',
  leaderName: 'Lin Hai',
  memberCount: 4,
  reviewNote: 'Technical proposal accepted.',
  reviewedAt: '2026-11-27T09:00:00.000Z',
  waitlistPosition: null,
};

/** What the admins' review list shows: one of each state the review handles. */
export const adminEnrolments: API.EnrolmentView[] = [
  enrolment,
  {
    ...enrolment,
    id: 2,
    teamId: 2,
    teamName: 'HIT Nautilus',
    leaderName: 'Mei Li',
    memberCount: 5,
    status: 'pending',
    reviewNote: null,
    reviewedAt: null,
  },
  {
    ...enrolment,
    id: 3,
    competitionId: 3,
    competitionName: competitions[2].name,
    teamId: 3,
    teamName: 'ITB Kestrel',
    leaderName: 'Arif Pratama',
    status: 'waitlisted',
    reviewNote: null,
    reviewedAt: null,
    waitlistPosition: 1,
  },
];

const sessionOf = (
  id: number,
  title: string,
  hall: string,
  day: string,
  from: string,
  to: string,
  state: API.SessionState,
) => ({
  id,
  competitionId: underwater.id,
  competitionName: underwater.name,
  title,
  location: `${venue}, ${hall}`,
  startsAt: beijing(day, from),
  endsAt: beijing(day, to),
  graceMinutes: 15,
  state,
});

export const sessions = [
  sessionOf(
    1,
    'Finals check-in and safety briefing',
    'Hall A',
    finals.startsOn,
    '08:30:00',
    '10:00:00',
    'open',
  ),
  sessionOf(2, 'Pool trial, day 1', 'Competition pool', '2027-08-19', '09:00:00', '12:00:00', 'upcoming'),
];

export const mySessions: API.AttendanceSessionView[] = sessions.map((s) => ({
  ...s,
  teamId: team.id,
  teamName: team.name,
  myRecord: null,
}));

export const adminSessions: API.AdminSessionView[] = sessions.map((s, i) => ({
  ...s,
  checkedIn: [112, 0][i],
}));

export const record: API.AttendanceRecordView = {
  id: 1,
  sessionId: sessions[0].id,
  sessionTitle: sessions[0].title,
  teamId: team.id,
  uid: 2,
  nickname: 'Lin Hai',
  status: 'present',
  checkedInAt: beijing(finals.startsOn, '08:41:00'),
  note: '',
  teamName: team.name,
  competitionId: underwater.id,
  competitionName: underwater.name,
  sessionStartsAt: sessions[0].startsAt,
};

export const records: API.AttendanceRecordView[] = [
  record,
  {
    ...record,
    id: 2,
    uid: 1001,
    nickname: 'Chen Yu',
    status: 'late',
    checkedInAt: beijing(finals.startsOn, '08:52:00'),
  },
  {
    ...record,
    id: 3,
    uid: 1003,
    nickname: 'Putri Wulandari',
    status: 'excused',
    checkedInAt: null,
    note: 'Flight delayed',
  },
];

export const teamAttendance: API.TeamAttendance[] = sessions.map((s, i) => ({
  sessionId: s.id,
  sessionTitle: s.title,
  sessionStartsAt: s.startsAt,
  state: s.state,
  teamId: team.id,
  teamName: team.name,
  status: i === 0 ? 'incomplete' : 'absent',
  attended: i === 0 ? 3 : 0,
  expected: 5,
}));

export const checkInCode: API.CheckInCode = {
  code: '482915',
  expiresAt: beijing(finals.startsOn, '08:31:00'),
  url: '/account/Team/Attendance?session=1&code=482915',
};

export const auditEntry: API.AuditEntry = {
  id: 1,
  at: enrolment.reviewedAt!,
  actorUid: 1,
  actorName: 'Portal Admin',
  action: 'enrolment.approve',
  targetType: 'enrolment',
  targetId: enrolment.id,
  competitionId: underwater.id,
  teamId: team.id,
  before: { status: 'pending' },
  after: { status: 'approved' },
};
