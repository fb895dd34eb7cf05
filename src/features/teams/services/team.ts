import * as teamsOperations from '@common/contract/operations/teams';
import type * as API from '@common/contract';
import { call } from '@/utils/call';
import type { Envelope } from '@/utils/request';

/**
 * Teams (`/api/teams`). A refusal by a business rule answers 403/409 with `data: API.RuleFailure`;
 * the request module already toasts its message, pages may list the violations.
 */

/** Teams the signed-in user belongs to, one per competition at most. */
export const queryMyTeams = (params: API.PageQuery = { current: 1, pageSize: 100 }) =>
  call(teamsOperations.listMyTeams, { query: params });

export const queryTeam = (id: number) => call(teamsOperations.getTeam, { params: { id } });

/** The creator becomes the leader. */
export const createTeam = (competitionId: number, input: API.TeamInput) => {
  const data: API.TeamCreate = { ...input, competitionId };
  return call(teamsOperations.createTeam, { body: data });
};

/** Leader only. */
export const updateTeam = (id: number, input: API.TeamInput) =>
  call(teamsOperations.updateTeam, { params: { id }, body: input });

/** Students join as members; adults who coach the team join as advisors (not counted in its size). */
export const joinTeam = (inviteCode: string, role: NonNullable<API.TeamJoin['role']> = 'member') => {
  const data: API.TeamJoin = { inviteCode, role };
  return call(teamsOperations.joinTeam, { body: data });
};

/** Leader only: everyone leaves, the invite code stops working and a live enrolment is withdrawn. */
export const dissolveTeam = (id: number) => call(teamsOperations.dissolveTeam, { params: { id } });

/** Leader only: a student member becomes the leader; the old leader stays as a member. */
export const handOverLeadership = (id: number, uid: number) => {
  const data: API.LeaderHandover = { uid };
  return call(teamsOperations.handOverLeadership, { params: { id }, body: data });
};

/**
 * `me` names the caller, so leaving needs no uid; the last member leaving dissolves the team. The
 * operation answers what became of the team when the caller leaves (MemberRemoval).
 */
export const leaveTeam = (id: number) =>
  call(teamsOperations.removeMember, { params: { id, uid: 'me' } }) as Promise<Envelope<API.TeamLeaveResult>>;

/** Leader only; removing someone else answers the team as it now is (MemberRemoval). */
export const removeMember = (teamId: number, uid: number) =>
  call(teamsOperations.removeMember, { params: { id: teamId, uid } }) as Promise<Envelope<API.TeamView>>;

/** Leader only: the old code stops working at once. */
export const regenerateInvite = (id: number) => call(teamsOperations.regenerateInvite, { params: { id } });
