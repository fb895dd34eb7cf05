/**
 * Teams for `umi dev`: fixed answers built on the fixture team (mock/support/fixtures.ts). Team
 * sizes, one team per competition, invite codes and frozen rosters are the server's rules
 * (server/features/); the mock accepts every call and answers a plausible fixture.
 */
import type { Request } from 'express';
import { EmptyObject, LeaderHandover, TeamCreate, TeamInput, TeamJoin } from '../common/contract';
import { page, signedIn } from './support/envelope';
import { competitionName, team } from './support/fixtures';

const idOf = (req: Request) => Number(req.params.id) || team.id;

export default {
  'GET /api/teams': signedIn((req) => page([team], req.query)),

  /** The creator leads a team of one, not enrolled yet. */
  'POST /api/teams': signedIn(
    (req) => ({
      ...team,
      ...req.body,
      competitionName: competitionName(req.body?.competitionId),
      members: team.members.slice(0, 1),
      enrolmentStatus: null,
      enrolmentId: null,
    }),
    TeamCreate,
  ),

  'GET /api/teams/:id': signedIn((req) => ({ ...team, id: idOf(req) })),

  'PUT /api/teams/:id': signedIn((req) => ({ ...team, ...req.body, id: idOf(req) }), TeamInput),

  'DELETE /api/teams/:id': signedIn((req) => ({ teamId: idOf(req), dissolved: true }), EmptyObject),

  'POST /api/teams/join': signedIn((req) => ({ ...team, myRole: req.body?.role ?? 'member' }), TeamJoin),

  'POST /api/teams/:id/invite': signedIn(
    (req) => ({ ...team, id: idOf(req), inviteCode: 'K7M2Q9XP' }),
    EmptyObject,
  ),

  'POST /api/teams/:id/leader': signedIn(
    (req) => ({
      ...team,
      id: idOf(req),
      myRole: 'member',
      members: team.members.map((m) =>
        m.role === 'advisor' ? m : { ...m, role: m.uid === Number(req.body?.uid) ? 'leader' : 'member' },
      ),
    }),
    LeaderHandover,
  ),

  /** `me` leaves the team; a uid is removed from it (one route on the server too). */
  'DELETE /api/teams/:id/members/:uid': signedIn(
    (req) =>
      req.params.uid === 'me'
        ? { teamId: idOf(req), dissolved: false }
        : { ...team, id: idOf(req), members: team.members.filter((m) => m.uid !== Number(req.params.uid)) },
    EmptyObject,
  ),
};
