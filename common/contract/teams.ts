/** Teams, their members and invite codes. */
import { Type, type Static } from 'typebox';
import { INVITE_CODE_INPUT_PATTERN, TEAM_TEXT_LIMITS } from '../limits';
import { TEAM_ROLES } from '../vocabulary';
import { closed, Id, Instant, Nullable } from './base';
import { EnrolmentStatus } from './enrolments';

const text = ([minLength, maxLength]: readonly [number, number]) => Type.String({ minLength, maxLength });

export const TeamRole = Type.Enum(TEAM_ROLES);

export const TeamMember = Type.Object({
  uid: Type.Integer(),
  username: Type.String(),
  nickname: Type.String(),
  role: TeamRole,
  joinedAt: Instant,
});

export const Team = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  competitionId: Type.Integer(),
  competitionName: Type.String(),
  organisation: Type.String(),
  country: Type.String(),
  description: Type.String(),
  /** An IANA time zone: the team's day, as the simulation track counts submissions per day. */
  timeZone: Type.String(),
  /** Members and admins see it; anyone else never sees the team at all. */
  inviteCode: Nullable(Type.String()),
  members: Type.Array(TeamMember),
  /** The latest enrolment's status, if the team ever enrolled. */
  enrolmentStatus: Nullable(EnrolmentStatus),
  createdAt: Instant,
});

/** A team as its members (and admins) see it. */
export const TeamView = Type.Object({
  ...Team.properties,
  myRole: Nullable(TeamRole),
  minTeamSize: Type.Integer(),
  maxTeamSize: Type.Integer(),
  maxAdvisors: Type.Integer(),
  /** The team's live enrolment (pending, approved or waitlisted), if any. */
  enrolmentId: Nullable(Type.Integer()),
  /** Place on the competition's waiting list, from 1, while waitlisted. */
  waitlistPosition: Nullable(Type.Integer()),
  /** Members whose personal information (Evpi) is incomplete: each one blocks enrolment. */
  evpiIncomplete: Type.Array(Type.Integer()),
  /** Enrolment has closed and the team holds a live enrolment: nobody joins, leaves or is removed. */
  rosterFrozen: Type.Boolean(),
});

/** The texts a leader edits; the server trims them before checking lengths. */
export const TeamInput = Type.Object(
  {
    name: text(TEAM_TEXT_LIMITS.name),
    organisation: text(TEAM_TEXT_LIMITS.organisation),
    country: text(TEAM_TEXT_LIMITS.country),
    description: text(TEAM_TEXT_LIMITS.description),
    /** An IANA time zone, such as `America/Sao_Paulo`; a new team without one is on UTC. */
    timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  },
  closed,
);

export const TeamCreate = Type.Object({ ...TeamInput.properties, competitionId: Id }, closed);

/** Joining by invite code; advisors (adults) join with `role: 'advisor'`. */
export const TeamJoin = Type.Object(
  {
    inviteCode: Type.String({ pattern: INVITE_CODE_INPUT_PATTERN, description: 'Eight letters and digits' }),
    role: Type.Optional(Type.Union([Type.Literal('member'), Type.Literal('advisor')])),
  },
  closed,
);

/** A leader who leaves as the last member dissolves the team. */
export const TeamLeaveResult = Type.Object({ teamId: Type.Integer(), dissolved: Type.Boolean() });

export const LeaderHandover = Type.Object({ uid: Id }, closed);

export const MemberParams = Type.Object({
  id: Id,
  uid: Type.Union([Type.Literal('me'), Id]),
});

export type TeamRole = Static<typeof TeamRole>;
export type TeamMember = Static<typeof TeamMember>;
export type Team = Static<typeof Team>;
export type TeamView = Static<typeof TeamView>;
export type TeamInput = Static<typeof TeamInput>;
export type TeamCreate = Static<typeof TeamCreate>;
export type TeamJoin = Static<typeof TeamJoin>;
export type TeamLeaveResult = Static<typeof TeamLeaveResult>;
export type LeaderHandover = Static<typeof LeaderHandover>;

/** Removing a member answers the team; a member removing themselves answers what became of it. */
export const MemberRemoval = Type.Union([TeamView, TeamLeaveResult]);
