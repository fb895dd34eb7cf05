/** What /api/docs says of each teams operation; the SPA does not load it. */
import type { OperationDocs } from '../operation';
import type * as operations from './teams';

export const docs: OperationDocs<typeof operations> = {
  listAllTeams: {
    summary: 'Teams, by competition or member',
  },
  listMyTeams: {
    summary: 'My teams, newest first',
  },
  createTeam: {
    summary: 'Create a team; the creator leads it',
    description:
      'Refused when the creator already has a team in the competition, the name is taken, or enrolment has closed.',
  },
  joinTeam: {
    summary: 'Join a team by its invite code, as a student member or as an advisor (adults)',
    description:
      'Wrong codes are budgeted per person and per address (inviteFailuresPerUser, inviteFailuresPerIp): ' +
      'past either the answer is 429, the right code too, until the window ends.',
  },
  getTeam: {
    summary: 'A team (members and admins)',
  },
  updateTeam: {
    summary: 'Edit the team (leader, admin)',
  },
  dissolveTeam: {
    summary: 'Dissolve the team (leader, admin)',
    description: 'Its live enrolment is withdrawn and the place goes to the waiting list.',
  },
  regenerateInvite: {
    summary: 'A new invite code (leader, admin); the old one stops working',
  },
  handOverLeadership: {
    summary: 'Hand the leadership to a student member (leader, admin)',
  },
  removeMember: {
    summary: 'Leave the team (`me`), or remove a member (leader, admin)',
    description: 'The last member leaving dissolves the team.',
  },
};
