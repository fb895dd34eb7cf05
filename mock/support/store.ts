/**
 * In-memory state of competitions, teams, enrolments and attendance for `umi dev`, shared by
 * mock/team.ts, mock/enrol.ts, mock/attendance.ts and mock/admin.ts. The shapes mirror the tables
 * a server keeps; mock/support/teamRules.ts turns them into answers and enforces the rules.
 */
import { users } from './envelope';

/** The mock clock: real time, or MOCK_NOW (an ISO instant) to replay a given moment. */
export const now = () => (process.env.MOCK_NOW ? new Date(process.env.MOCK_NOW) : new Date());

export interface StoredPhase {
  id: number;
  competitionId: number;
  name: string;
  startsAt: string;
  endsAt: string;
}

export type StoredCompetition = Omit<API.Competition, 'enrolledTeams' | 'phases'>;

export interface StoredMember {
  uid: number;
  role: API.TeamRole;
  joinedAt: string;
}

export interface StoredTeam {
  id: number;
  competitionId: number;
  name: string;
  organisation: string;
  country: string;
  description: string;
  inviteCode: string;
  members: StoredMember[];
  createdAt: string;
}

export interface StoredEnrolment {
  id: number;
  competitionId: number;
  teamId: number;
  status: API.EnrolmentStatus;
  createdAt: string;
  reviewNote: string | null;
  reviewedAt: string | null;
}

export type StoredSession = API.AttendanceSession;

export interface StoredRecord {
  id: number;
  sessionId: number;
  teamId: number;
  uid: number;
  status: API.AttendanceStatus;
  checkedInAt: string | null;
}

/** Seeded participants without a login; their personal information counts as complete. */
export interface Participant {
  uid: number;
  username: string;
  nickname: string;
}

export const competitions: StoredCompetition[] = [
  {
    id: 1,
    name: 'Underwater ROV Challenge 2027',
    summary:
      'Pilot a tethered ROV through a pool mission: survey a damaged pipeline, recover sensor pods and map a wreck within 15 minutes.',
    track: 'underwater',
    enrolmentOpensAt: '2026-05-18T00:00:00.000Z',
    enrolmentClosesAt: '2026-09-30T15:59:59.000Z',
    minTeamSize: 3,
    maxTeamSize: 8,
    capacity: 48,
  },
  {
    id: 2,
    name: 'Ground Rover Challenge 2027',
    summary:
      'Field an autonomous rover across a Mars-analogue yard: soil sampling, equipment servicing and a 2 km autonomous traverse.',
    track: 'ground',
    enrolmentOpensAt: '2026-10-15T00:00:00.000Z',
    enrolmentClosesAt: '2026-12-31T15:59:59.000Z',
    minTeamSize: 3,
    maxTeamSize: 6,
    capacity: 36,
  },
  {
    id: 3,
    name: 'Aerial Robotics Challenge 2027',
    summary:
      'Indoor multirotor missions in a netted arena: GPS-denied navigation, package delivery to moving platforms and swarm inspection.',
    track: 'aerial',
    enrolmentOpensAt: '2026-11-01T00:00:00.000Z',
    enrolmentClosesAt: '2027-01-15T15:59:59.000Z',
    minTeamSize: 3,
    maxTeamSize: 6,
    capacity: 24,
  },
  {
    id: 4,
    name: 'Simulation League 2027',
    summary:
      'Fully virtual: write the autonomy stack for an underwater and a ground robot in the shared simulator and compete on hidden scenarios.',
    track: 'simulation',
    enrolmentOpensAt: '2026-11-01T00:00:00.000Z',
    enrolmentClosesAt: '2027-02-28T15:59:59.000Z',
    minTeamSize: 2,
    maxTeamSize: 4,
    capacity: 120,
  },
];

const phase = (
  id: number,
  competitionId: number,
  name: string,
  startsAt: string,
  endsAt: string,
): StoredPhase => ({
  id,
  competitionId,
  name,
  startsAt: `${startsAt}T00:00:00.000Z`,
  endsAt: `${endsAt}T15:59:59.000Z`,
});

export const phases: StoredPhase[] = [
  phase(1, 1, 'Enrolment', '2026-05-18', '2026-09-30'),
  phase(2, 1, 'Online qualifier', '2026-10-10', '2026-11-08'),
  phase(3, 1, 'Technical documentation review', '2026-11-15', '2027-01-31'),
  phase(4, 1, 'Finals in Qingdao', '2027-04-19', '2027-04-23'),
  phase(5, 2, 'Enrolment', '2026-10-15', '2026-12-31'),
  phase(6, 2, 'System acceptance review', '2027-01-10', '2027-02-20'),
  phase(7, 2, 'Finals in Qingdao', '2027-04-19', '2027-04-23'),
  phase(8, 3, 'Enrolment', '2026-11-01', '2027-01-15'),
  phase(9, 3, 'Flight safety certification', '2027-02-01', '2027-03-15'),
  phase(10, 3, 'Finals in Qingdao', '2027-04-19', '2027-04-23'),
  phase(11, 4, 'Enrolment', '2026-11-01', '2027-02-28'),
  phase(12, 4, 'Online league rounds', '2027-03-01', '2027-03-31'),
  phase(13, 4, 'Live final', '2027-04-21', '2027-04-21'),
];

export const participants: Participant[] = [
  { uid: 1001, username: 'chen.yu', nickname: 'Chen Yu' },
  { uid: 1002, username: 'ana.souza', nickname: 'Ana Souza' },
  { uid: 1003, username: 'putri.w', nickname: 'Putri Wulandari' },
  { uid: 1004, username: 'wang.lei', nickname: 'Wang Lei' },
  { uid: 1005, username: 'zhao.min', nickname: 'Zhao Min' },
  { uid: 1006, username: 'rafael.lima', nickname: 'Rafael Lima' },
  { uid: 1007, username: 'liu.qing', nickname: 'Liu Qing' },
];

/**
 * Personal information by uid. The Evpi mock (`/api/user/evpi`) may read and write this map so
 * that saving the form on /account/Evpi unblocks enrolment at once.
 */
export const evpiByUid = new Map<number, API.Evpi>();

const ids = { team: 1000, enrolment: 500, record: 100 };
export const nextId = (kind: keyof typeof ids) => {
  ids[kind] += 1;
  return ids[kind];
};

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Eight characters without look-alikes (0/O, 1/I), so a code read aloud is typed right. */
export const newInviteCode = () =>
  Array.from({ length: 8 }, () => INVITE_ALPHABET[Math.floor(Math.random() * INVITE_ALPHABET.length)]).join(
    '',
  );

const USER_UID = users.find((u) => u.username === 'user')?.uid ?? 2;

export const teams: StoredTeam[] = [
  {
    id: 1,
    competitionId: 1,
    name: 'DeepBlue ROV',
    organisation: 'Zhejiang University',
    country: 'CN',
    description:
      'Six students from ocean and mechatronics engineering; third season with the Manta-3 vehicle.',
    inviteCode: 'DBROV7K2',
    members: [
      { uid: USER_UID, role: 'leader', joinedAt: '2026-05-20T02:00:00.000Z' },
      { uid: 1001, role: 'member', joinedAt: '2026-05-21T08:30:00.000Z' },
      { uid: 1002, role: 'member', joinedAt: '2026-05-22T13:10:00.000Z' },
      { uid: 1003, role: 'member', joinedAt: '2026-06-02T06:45:00.000Z' },
      { uid: 1004, role: 'advisor', joinedAt: '2026-06-05T01:00:00.000Z' },
    ],
    createdAt: '2026-05-20T02:00:00.000Z',
  },
  {
    id: 2,
    competitionId: 2,
    name: 'DeepBlue Rover',
    organisation: 'Zhejiang University',
    country: 'CN',
    description: 'A spin-off of the ROV team building a six-wheel rocker-bogie rover for the 2027 season.',
    inviteCode: 'DBRVR4M9',
    members: [
      { uid: USER_UID, role: 'leader', joinedAt: '2026-10-16T03:00:00.000Z' },
      { uid: 1005, role: 'member', joinedAt: '2026-10-17T09:00:00.000Z' },
      { uid: 1006, role: 'member', joinedAt: '2026-10-20T11:20:00.000Z' },
    ],
    createdAt: '2026-10-16T03:00:00.000Z',
  },
  {
    id: 3,
    competitionId: 4,
    name: 'Qingdao Sim Lab',
    organisation: 'Ocean University of China',
    country: 'CN',
    description:
      'Looking for one or two teammates who enjoy ROS 2 and reinforcement learning. Invite code: SIMJOIN8.',
    inviteCode: 'SIMJOIN8',
    members: [{ uid: 1007, role: 'leader', joinedAt: '2026-11-05T07:00:00.000Z' }],
    createdAt: '2026-11-05T07:00:00.000Z',
  },
];

export const enrolments: StoredEnrolment[] = [
  {
    id: 1,
    competitionId: 1,
    teamId: 1,
    status: 'approved',
    createdAt: '2026-06-10T04:00:00.000Z',
    reviewNote: 'Technical proposal accepted.',
    reviewedAt: '2026-06-18T09:00:00.000Z',
  },
];

/** Other schools fill the competitions so capacity and the admin review have something to show. */
const SCHOOLS: [string, string, string][] = [
  ['Harbin Institute of Technology', 'HIT', 'CN'],
  ['Universidade de São Paulo', 'USP', 'BR'],
  ['Institut Teknologi Bandung', 'ITB', 'ID'],
  ['National Taiwan University', 'NTU', 'TW'],
  ['Shanghai Jiao Tong University', 'SJTU', 'CN'],
  ['Universitas Indonesia', 'UI', 'ID'],
  ['Universidade Federal do Rio de Janeiro', 'UFRJ', 'BR'],
  ['Northwestern Polytechnical University', 'NPU', 'CN'],
  ['Monash University', 'Monash', 'AU'],
  ['Technical University of Munich', 'TUM', 'DE'],
  ['Universiti Teknologi Malaysia', 'UTM', 'MY'],
  ['Kyushu Institute of Technology', 'Kyutech', 'JP'],
];
const SQUADS = [
  'Nautilus',
  'Orca',
  'Tidewalker',
  'Kestrel',
  'Dune Runner',
  'Atlas',
  'Helix',
  'Vector',
  'Pioneer',
  'Cobalt',
];
const GIVEN = [
  'Mei',
  'Arif',
  'Lucas',
  'Siti',
  'Hao',
  'Beatriz',
  'Dewi',
  'Jun',
  'Camila',
  'Rizky',
  'Yan',
  'Thiago',
];
const FAMILY = [
  'Li',
  'Santos',
  'Pratama',
  'Zhang',
  'Oliveira',
  'Hidayat',
  'Huang',
  'Costa',
  'Nugroho',
  'Lin',
];

/** Teams per competition: [competitionId, approved, pending, rejected]. Aerial ends exactly full. */
const FILL: [number, number, number, number][] = [
  [1, 34, 0, 2],
  [2, 14, 6, 1],
  [3, 20, 4, 1],
  [4, 35, 7, 0],
];

/** One seeded team of another school, with its enrolment; `serial` makes names and uids unique. */
function seedTeam(
  serial: number,
  competition: StoredCompetition,
  status: API.EnrolmentStatus,
  index: number,
) {
  const [school, short, country] = SCHOOLS[serial % SCHOOLS.length];
  const teamId = 100 + serial;
  const createdAt = new Date(Date.parse(competition.enrolmentOpensAt) + (index + 1) * 36e5 * 7).toISOString();
  const members: StoredMember[] = Array.from({ length: competition.minTeamSize }, (_, m) => {
    const uid = 2000 + serial * 10 + m;
    const nickname = `${GIVEN[(serial + m) % GIVEN.length]} ${FAMILY[(serial * 3 + m) % FAMILY.length]}`;
    participants.push({ uid, username: `p${uid}`, nickname });
    return { uid, role: m === 0 ? 'leader' : 'member', joinedAt: createdAt };
  });
  teams.push({
    id: teamId,
    competitionId: competition.id,
    // 12 schools × 10 squads repeat only every 60 teams: names stay unique within a competition.
    name: `${short} ${SQUADS[serial % SQUADS.length]}`,
    organisation: school,
    country,
    description: '',
    inviteCode: newInviteCode(),
    members,
    createdAt,
  });
  enrolments.push({
    id: 1 + serial,
    competitionId: competition.id,
    teamId,
    status,
    createdAt,
    reviewNote: status === 'rejected' ? 'The safety plan was missing from the technical proposal.' : null,
    reviewedAt: status === 'pending' ? null : new Date(Date.parse(createdAt) + 3 * 864e5).toISOString(),
  });
}

FILL.flatMap(([competitionId, approved, pending, rejected]) =>
  [
    ...Array<API.EnrolmentStatus>(approved).fill('approved'),
    ...Array<API.EnrolmentStatus>(pending).fill('pending'),
    ...Array<API.EnrolmentStatus>(rejected).fill('rejected'),
  ].map((status, index) => ({
    competition: competitions.find((c) => c.id === competitionId)!,
    status,
    index,
  })),
).forEach(({ competition, status, index }, i) => seedTeam(i + 1, competition, status, index));

/** Sessions sit around the moment the dev server starts, so one is open for check-in right away. */
const at = (minutesFromNow: number) => {
  const start = now();
  start.setSeconds(0, 0);
  return new Date(start.getTime() + minutesFromNow * 6e4).toISOString();
};

export const sessions: StoredSession[] = [
  {
    id: 1,
    competitionId: 1,
    title: 'Online qualifier debrief',
    location: 'Video call (link in the team mailbox)',
    startsAt: at(-26 * 60),
    endsAt: at(-24 * 60),
  },
  {
    id: 2,
    competitionId: 1,
    title: 'Technical documentation review call',
    location: 'Video call, room B',
    startsAt: at(-5),
    endsAt: at(115),
  },
  {
    id: 3,
    competitionId: 1,
    title: 'Pool trial safety briefing',
    location: 'Qingdao Olympic Sailing Center, hall 2',
    startsAt: at(2 * 24 * 60),
    endsAt: at(2 * 24 * 60 + 90),
  },
  {
    id: 4,
    competitionId: 2,
    title: 'Rover enrolment Q&A webinar',
    location: 'Online',
    startsAt: at(-10),
    endsAt: at(50),
  },
  {
    id: 5,
    competitionId: 2,
    title: 'Autonomy stack workshop',
    location: 'Online',
    startsAt: at(3 * 24 * 60),
    endsAt: at(3 * 24 * 60 + 120),
  },
  {
    id: 6,
    competitionId: 3,
    title: 'Airspace safety briefing',
    location: 'Online',
    startsAt: at(5 * 24 * 60),
    endsAt: at(5 * 24 * 60 + 60),
  },
  {
    id: 7,
    competitionId: 4,
    title: 'Simulator onboarding',
    location: 'Online',
    startsAt: at(-3 * 24 * 60),
    endsAt: at(-3 * 24 * 60 + 90),
  },
];

export const records: StoredRecord[] = [
  { id: 1, sessionId: 1, teamId: 1, uid: USER_UID, status: 'present', checkedInAt: at(-26 * 60 + 2) },
  { id: 2, sessionId: 1, teamId: 1, uid: 1001, status: 'present', checkedInAt: at(-26 * 60 + 5) },
  { id: 3, sessionId: 1, teamId: 1, uid: 1002, status: 'late', checkedInAt: at(-26 * 60 + 31) },
  { id: 4, sessionId: 1, teamId: 1, uid: 1003, status: 'excused', checkedInAt: null },
  { id: 5, sessionId: 2, teamId: 1, uid: 1001, status: 'present', checkedInAt: at(-3) },
];
