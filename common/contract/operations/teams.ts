import type { Operation } from '../operation';

export const listAllTeams = {
  method: 'GET',
  path: '/api/admin/teams',
  access: 'admin',
  query: 'AdminTeamQuery',
  answer: 'TeamView',
  paged: true,
} as const satisfies Operation;

export const listMyTeams = {
  method: 'GET',
  path: '/api/teams',
  access: 'user',
  query: 'PageQuery',
  answer: 'TeamView',
  paged: true,
} as const satisfies Operation;

export const createTeam = {
  method: 'POST',
  path: '/api/teams',
  access: 'user',
  body: 'TeamCreate',
  answer: 'TeamView',
} as const satisfies Operation;

export const joinTeam = {
  method: 'POST',
  path: '/api/teams/join',
  access: 'user',
  body: 'TeamJoin',
  answer: 'TeamView',
} as const satisfies Operation;

export const getTeam = {
  method: 'GET',
  path: '/api/teams/:id',
  access: 'user',
  params: 'IdParams',
  answer: 'TeamView',
} as const satisfies Operation;

export const updateTeam = {
  method: 'PUT',
  path: '/api/teams/:id',
  access: 'user',
  params: 'IdParams',
  body: 'TeamInput',
  answer: 'TeamView',
} as const satisfies Operation;

export const dissolveTeam = {
  method: 'DELETE',
  path: '/api/teams/:id',
  access: 'user',
  params: 'IdParams',
  body: 'NoBody',
  answer: 'TeamLeaveResult',
} as const satisfies Operation;

export const regenerateInvite = {
  method: 'POST',
  path: '/api/teams/:id/invite',
  access: 'user',
  params: 'IdParams',
  body: 'NoBody',
  answer: 'TeamView',
} as const satisfies Operation;

export const handOverLeadership = {
  method: 'POST',
  path: '/api/teams/:id/leader',
  access: 'user',
  params: 'IdParams',
  body: 'LeaderHandover',
  answer: 'TeamView',
} as const satisfies Operation;

export const removeMember = {
  method: 'DELETE',
  path: '/api/teams/:id/members/:uid',
  access: 'user',
  params: 'MemberParams',
  body: 'NoBody',
  answer: 'MemberRemoval',
} as const satisfies Operation;
