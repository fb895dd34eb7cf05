import type { Operation } from '../operation';

export const listAllTeams = {
  method: 'GET',
  path: '/api/admin/teams',
  access: 'admin',
  summary: 'Teams, by competition or member',
  query: 'AdminTeamQuery',
  answer: 'TeamView',
  paged: true,
} as const satisfies Operation;

export const listMyTeams = {
  method: 'GET',
  path: '/api/teams',
  access: 'user',
  summary: 'My teams, newest first',
  query: 'PageQuery',
  answer: 'TeamView',
  paged: true,
} as const satisfies Operation;

export const createTeam = {
  method: 'POST',
  path: '/api/teams',
  access: 'user',
  summary: 'Create a team; the creator leads it',
  description:
    'Refused when the creator already has a team in the competition, the name is taken, or enrolment has closed.',
  body: 'TeamCreate',
  answer: 'TeamView',
} as const satisfies Operation;

export const joinTeam = {
  method: 'POST',
  path: '/api/teams/join',
  access: 'user',
  summary: 'Join a team by its invite code, as a student member or as an advisor (adults)',
  description:
    'Wrong codes are budgeted per person and per address (inviteFailuresPerUser, inviteFailuresPerIp): ' +
    'past either the answer is 429, the right code too, until the window ends.',
  body: 'TeamJoin',
  answer: 'TeamView',
} as const satisfies Operation;

export const getTeam = {
  method: 'GET',
  path: '/api/teams/:id',
  access: 'user',
  summary: 'A team (members and admins)',
  params: 'IdParams',
  answer: 'TeamView',
} as const satisfies Operation;

export const updateTeam = {
  method: 'PUT',
  path: '/api/teams/:id',
  access: 'user',
  summary: 'Edit the team (leader, admin)',
  params: 'IdParams',
  body: 'TeamInput',
  answer: 'TeamView',
} as const satisfies Operation;

export const dissolveTeam = {
  method: 'DELETE',
  path: '/api/teams/:id',
  access: 'user',
  summary: 'Dissolve the team (leader, admin)',
  description: 'Its live enrolment is withdrawn and the place goes to the waiting list.',
  params: 'IdParams',
  body: 'NoBody',
  answer: 'TeamLeaveResult',
} as const satisfies Operation;

export const regenerateInvite = {
  method: 'POST',
  path: '/api/teams/:id/invite',
  access: 'user',
  summary: 'A new invite code (leader, admin); the old one stops working',
  params: 'IdParams',
  body: 'NoBody',
  answer: 'TeamView',
} as const satisfies Operation;

export const handOverLeadership = {
  method: 'POST',
  path: '/api/teams/:id/leader',
  access: 'user',
  summary: 'Hand the leadership to a student member (leader, admin)',
  params: 'IdParams',
  body: 'LeaderHandover',
  answer: 'TeamView',
} as const satisfies Operation;

export const removeMember = {
  method: 'DELETE',
  path: '/api/teams/:id/members/:uid',
  access: 'user',
  summary: 'Leave the team (`me`), or remove a member (leader, admin)',
  description: 'The last member leaving dissolves the team.',
  params: 'MemberParams',
  body: 'NoBody',
  answer: 'MemberRemoval',
} as const satisfies Operation;
