/**
 * Teams for `umi dev`: fixed answers built on the fixture team (mock/support/fixtures.ts). Team
 * sizes, one team per competition, invite codes and frozen rosters are the server's rules
 * (server/features/); the mock accepts every call and answers a plausible fixture.
 */
import * as teamsOperations from '../common/contract/operations/teams';
import { answer } from './support/operation';
import type { Request } from 'express';
import { page } from './support/envelope';
import { competitionName, team } from './support/fixtures';

const idOf = (req: Request) => Number(req.params.id) || team.id;

export default {
  ...answer(teamsOperations.listMyTeams, (req) => page([team], req.query)),

  /** The creator leads a team of one, not enrolled yet. */
  ...answer(teamsOperations.createTeam, (req) => ({
    ...team,
    ...req.body,
    competitionName: competitionName(req.body?.competitionId),
    members: team.members.slice(0, 1),
    enrolmentStatus: null,
    enrolmentId: null,
  })),

  ...answer(teamsOperations.getTeam, (req) => ({ ...team, id: idOf(req) })),

  ...answer(teamsOperations.updateTeam, (req) => ({ ...team, ...req.body, id: idOf(req) })),

  ...answer(teamsOperations.dissolveTeam, (req) => ({ teamId: idOf(req), dissolved: true })),

  ...answer(teamsOperations.joinTeam, (req) => ({ ...team, myRole: req.body?.role ?? 'member' })),

  ...answer(teamsOperations.regenerateInvite, (req) => ({ ...team, id: idOf(req), inviteCode: 'K7M2Q9XP' })),

  ...answer(teamsOperations.handOverLeadership, (req) => ({
    ...team,
    id: idOf(req),
    myRole: 'member',
    members: team.members.map((m) =>
      m.role === 'advisor' ? m : { ...m, role: m.uid === Number(req.body?.uid) ? 'leader' : 'member' },
    ),
  })),

  /** `me` leaves the team; a uid is removed from it (one route on the server too). */
  ...answer(teamsOperations.removeMember, (req) =>
    req.params.uid === 'me'
      ? { teamId: idOf(req), dissolved: false }
      : { ...team, id: idOf(req), members: team.members.filter((m) => m.uid !== Number(req.params.uid)) },
  ),
};
