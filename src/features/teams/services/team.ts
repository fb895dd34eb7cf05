import { request } from '@/utils/request';

/**
 * Teams (`/api/teams`). A refusal by a business rule answers 403/409 with `data: API.RuleFailure`;
 * the request module already toasts its message, pages may list the violations.
 */

/** Teams the signed-in user belongs to, one per competition at most. */
export const queryMyTeams = (params: API.PageParams = { current: 1, pageSize: 100 }) =>
  request<API.Page<API.TeamView>>('/api/teams', { method: 'GET', params });

export const queryTeam = (id: number) => request<API.TeamView>(`/api/teams/${id}`, { method: 'GET' });

/** The creator becomes the leader. */
export const createTeam = (competitionId: number, input: API.TeamInput) => {
  const data: API.TeamCreate = { ...input, competitionId };
  return request<API.TeamView>('/api/teams', { method: 'POST', data });
};

/** Leader only. */
export const updateTeam = (id: number, input: API.TeamInput) =>
  request<API.TeamView>(`/api/teams/${id}`, { method: 'PUT', data: input });

/** Students join as members; adults who coach the team join as advisors (not counted in its size). */
export const joinTeam = (inviteCode: string, role: NonNullable<API.TeamJoin['role']> = 'member') => {
  const data: API.TeamJoin = { inviteCode, role };
  return request<API.TeamView>('/api/teams/join', { method: 'POST', data });
};

/** Leader only: everyone leaves, the invite code stops working and a live enrolment is withdrawn. */
export const dissolveTeam = (id: number) =>
  request<API.TeamLeaveResult>(`/api/teams/${id}`, { method: 'DELETE', data: {} });

/** Leader only: a student member becomes the leader; the old leader stays as a member. */
export const handOverLeadership = (id: number, uid: number) => {
  const data: API.LeaderHandover = { uid };
  return request<API.TeamView>(`/api/teams/${id}/leader`, { method: 'POST', data });
};

/** `me` names the caller, so leaving needs no uid; the last member leaving dissolves the team. */
export const leaveTeam = (id: number) =>
  request<API.TeamLeaveResult>(`/api/teams/${id}/members/me`, { method: 'DELETE', data: {} });

/** Leader only. */
export const removeMember = (teamId: number, uid: number) =>
  request<API.TeamView>(`/api/teams/${teamId}/members/${uid}`, { method: 'DELETE', data: {} });

/** Leader only: the old code stops working at once. */
export const regenerateInvite = (id: number) =>
  request<API.TeamView>(`/api/teams/${id}/invite`, { method: 'POST', data: {} });
