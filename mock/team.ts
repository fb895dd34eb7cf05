import type { Request, Response } from 'express';
import { ok, page, requireUser } from './support/envelope';
import { enrolments, newInviteCode, nextId, now, teams } from './support/store';
import {
  cleanTeamInput,
  createViolations,
  departureViolations,
  findCompetition,
  findTeam,
  idOf,
  invalid,
  isMember,
  joinViolations,
  notFound,
  refuse,
  teamInputErrors,
  teamView,
  updateViolations,
} from './support/teamRules';

/** A team is visible to its members and to admins; anyone else gets the same 404 as a missing one. */
function visibleTeam(req: Request, res: Response, uid: number, access: API.Access) {
  const team = findTeam(idOf(req.params.id));
  if (!team || (!isMember(team, uid) && access !== 'admin')) {
    notFound(req, res, 'team');
    return undefined;
  }
  return team;
}

export default {
  'GET /api/teams': (req: Request, res: Response) => {
    const user = requireUser(req, res);
    if (!user) return;
    const mine = teams
      .filter((t) => isMember(t, user.uid))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((t) => teamView(t, user.uid));
    ok(res, page(mine, req.query));
  },

  'GET /api/teams/:id': (req: Request, res: Response) => {
    const user = requireUser(req, res);
    if (!user) return;
    const team = visibleTeam(req, res, user.uid, user.access);
    if (team) ok(res, teamView(team, user.uid));
  },

  'POST /api/teams': (req: Request, res: Response) => {
    const user = requireUser(req, res);
    if (!user) return;
    const competition = findCompetition(idOf(req.body?.competitionId));
    if (!competition) return notFound(req, res, 'competition');
    const errors = teamInputErrors(req.body ?? {});
    if (errors.length) return invalid(req, res, errors);
    const input = cleanTeamInput(req.body);
    const violations = createViolations(user.uid, competition, input.name);
    if (violations.length) return refuse(req, res, violations);
    const createdAt = now().toISOString();
    const team = {
      id: nextId('team'),
      competitionId: competition.id,
      ...input,
      inviteCode: newInviteCode(),
      members: [{ uid: user.uid, role: 'leader' as const, joinedAt: createdAt }],
      createdAt,
    };
    teams.push(team);
    ok(res, teamView(team, user.uid));
  },

  'PUT /api/teams/:id': (req: Request, res: Response) => {
    const user = requireUser(req, res);
    if (!user) return;
    const team = visibleTeam(req, res, user.uid, user.access);
    if (!team) return;
    const errors = teamInputErrors(req.body ?? {});
    if (errors.length) return invalid(req, res, errors);
    const input = cleanTeamInput(req.body);
    const violations = updateViolations(user.uid, team, input.name);
    if (violations.length) return refuse(req, res, violations);
    Object.assign(team, input);
    ok(res, teamView(team, user.uid));
  },

  'POST /api/teams/join': (req: Request, res: Response) => {
    const user = requireUser(req, res);
    if (!user) return;
    const code = String(req.body?.inviteCode ?? '')
      .trim()
      .toUpperCase();
    const team = code ? teams.find((t) => t.inviteCode === code) : undefined;
    if (!team) return refuse(req, res, [{ rule: 'invite_invalid' }]);
    const violations = joinViolations(user.uid, team);
    if (violations.length) return refuse(req, res, violations);
    team.members.push({ uid: user.uid, role: 'member', joinedAt: now().toISOString() });
    ok(res, teamView(team, user.uid));
  },

  'DELETE /api/teams/:id/members/:uid': (req: Request, res: Response) => {
    const user = requireUser(req, res);
    if (!user) return;
    const team = visibleTeam(req, res, user.uid, user.access);
    if (!team) return;
    const uid = req.params.uid === 'me' ? user.uid : idOf(req.params.uid);
    if (!uid) return notFound(req, res, 'item');
    const violations = departureViolations(user.uid, team, uid);
    if (violations.length) return refuse(req, res, violations);
    team.members = team.members.filter((m) => m.uid !== uid);
    if (uid !== user.uid) return ok(res, teamView(team, user.uid));
    // The last member out dissolves the team; its past enrolments go with it.
    const dissolved = team.members.length === 0;
    if (dissolved) {
      teams.splice(teams.indexOf(team), 1);
      for (let i = enrolments.length - 1; i >= 0; i -= 1)
        if (enrolments[i].teamId === team.id) enrolments.splice(i, 1);
    }
    const result: API.TeamLeaveResult = { teamId: team.id, dissolved };
    ok(res, result);
  },

  'POST /api/teams/:id/invite': (req: Request, res: Response) => {
    const user = requireUser(req, res);
    if (!user) return;
    const team = visibleTeam(req, res, user.uid, user.access);
    if (!team) return;
    if (team.members.find((m) => m.role === 'leader')?.uid !== user.uid)
      return refuse(req, res, [{ rule: 'not_team_leader' }]);
    team.inviteCode = newInviteCode();
    ok(res, teamView(team, user.uid));
  },
};
