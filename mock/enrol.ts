import type { Request, Response } from 'express';
import { ok, page, requireUser } from './support/envelope';
import { competitions, enrolments, nextId, now, teams } from './support/store';
import {
  competitionView,
  enrolmentView,
  enrolmentViolations,
  findCompetition,
  findTeam,
  idOf,
  isMember,
  notFound,
  refuse,
  withdrawViolations,
} from './support/teamRules';

/** Open first, then upcoming, full, closed: the ones a visitor can act on lead the list. */
const STATE_ORDER: API.EnrolmentWindowState[] = ['open', 'upcoming', 'full', 'closed'];

export default {
  'GET /api/competitions': (req: Request, res: Response) => {
    const { track, windowState, keyword } = req.query;
    const list = competitions
      .map(competitionView)
      .filter((c) => !track || c.track === track)
      .filter((c) => !windowState || c.windowState === windowState)
      .filter((c) => !keyword || c.name.toLowerCase().includes(String(keyword).toLowerCase()))
      .sort(
        (a, b) =>
          STATE_ORDER.indexOf(a.windowState) - STATE_ORDER.indexOf(b.windowState) ||
          a.enrolmentClosesAt.localeCompare(b.enrolmentClosesAt),
      );
    ok(res, page(list, req.query));
  },

  'GET /api/competitions/:id': (req: Request, res: Response) => {
    const competition = findCompetition(idOf(req.params.id));
    if (!competition) return notFound(req, res, 'competition');
    ok(res, competitionView(competition));
  },

  'GET /api/enrolments': (req: Request, res: Response) => {
    const user = requireUser(req, res);
    if (!user) return;
    const myTeams = new Set(teams.filter((t) => isMember(t, user.uid)).map((t) => t.id));
    const competitionId = idOf(req.query.competitionId);
    const list = enrolments
      .filter((e) => myTeams.has(e.teamId))
      .filter((e) => !competitionId || e.competitionId === competitionId)
      .filter((e) => !req.query.status || e.status === req.query.status)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map(enrolmentView);
    ok(res, page(list, req.query));
  },

  'POST /api/enrolments': (req: Request, res: Response) => {
    const user = requireUser(req, res);
    if (!user) return;
    const competition = findCompetition(idOf(req.body?.competitionId));
    if (!competition) return notFound(req, res, 'competition');
    const team = findTeam(idOf(req.body?.teamId));
    if (!team) return notFound(req, res, 'team');
    const violations = enrolmentViolations(user.uid, competition, team);
    if (violations.length) return refuse(req, res, violations);
    const enrolment = {
      id: nextId('enrolment'),
      competitionId: competition.id,
      teamId: team.id,
      status: 'pending' as const,
      createdAt: now().toISOString(),
      reviewNote: null,
      reviewedAt: null,
    };
    enrolments.push(enrolment);
    ok(res, enrolmentView(enrolment));
  },

  'DELETE /api/enrolments/:id': (req: Request, res: Response) => {
    const user = requireUser(req, res);
    if (!user) return;
    const enrolment = enrolments.find((e) => e.id === idOf(req.params.id));
    const team = enrolment && findTeam(enrolment.teamId);
    if (!enrolment || !team || !isMember(team, user.uid)) return notFound(req, res, 'enrolment');
    const violations = withdrawViolations(user.uid, enrolment);
    if (violations.length) return refuse(req, res, violations);
    enrolment.status = 'withdrawn';
    ok(res, enrolmentView(enrolment));
  },
};
