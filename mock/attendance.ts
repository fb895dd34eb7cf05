import type { Request, Response } from 'express';
import { ok, page, requireUser } from './support/envelope';
import { nextId, now, records, sessions, teams } from './support/store';
import {
  attendanceStatusAt,
  checkInViolations,
  findTeam,
  idOf,
  isMember,
  notFound,
  recordView,
  refuse,
  sessionView,
  settleClosedSessions,
} from './support/teamRules';

export default {
  /** Sessions of the competitions the caller has a team in, soonest first. */
  'GET /api/attendance/sessions': (req: Request, res: Response) => {
    const user = requireUser(req, res);
    if (!user) return;
    const competitionIds = new Set(teams.filter((t) => isMember(t, user.uid)).map((t) => t.competitionId));
    const competitionId = idOf(req.query.competitionId);
    const list = sessions
      .filter((s) => competitionIds.has(s.competitionId))
      .filter((s) => !competitionId || s.competitionId === competitionId)
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
      .map((s) => sessionView(s, user.uid));
    ok(res, page(list, req.query));
  },

  'POST /api/attendance/check-in': (req: Request, res: Response) => {
    const user = requireUser(req, res);
    if (!user) return;
    const session = sessions.find((s) => s.id === idOf(req.body?.sessionId));
    if (!session) return notFound(req, res, 'session');
    const team = findTeam(idOf(req.body?.teamId));
    if (!team) return notFound(req, res, 'team');
    const violations = checkInViolations(user.uid, session, team);
    if (violations.length) return refuse(req, res, violations);
    const at = now();
    // An excused member who shows up after all is recorded as attending.
    const existing = records.find(
      (r) => r.sessionId === session.id && r.uid === user.uid && r.teamId === team.id,
    );
    const record = existing ?? {
      id: nextId('record'),
      sessionId: session.id,
      teamId: team.id,
      uid: user.uid,
      status: 'present' as API.AttendanceStatus,
      checkedInAt: null,
    };
    record.status = attendanceStatusAt(session, at);
    record.checkedInAt = at.toISOString();
    if (!existing) records.push(record);
    ok(res, recordView(record));
  },

  'GET /api/attendance/records': (req: Request, res: Response) => {
    const user = requireUser(req, res);
    if (!user) return;
    settleClosedSessions();
    const myTeams = new Set(teams.filter((t) => isMember(t, user.uid)).map((t) => t.id));
    const teamId = idOf(req.query.teamId);
    const sessionId = idOf(req.query.sessionId);
    const { status, keyword } = req.query;
    const list = records
      .filter((r) => myTeams.has(r.teamId))
      .filter((r) => !teamId || r.teamId === teamId)
      .filter((r) => !sessionId || r.sessionId === sessionId)
      .filter((r) => !status || r.status === status)
      .map(recordView)
      .filter(
        (r) =>
          !keyword || `${r.nickname} ${r.sessionTitle}`.toLowerCase().includes(String(keyword).toLowerCase()),
      )
      .sort(
        (a, b) => b.sessionStartsAt.localeCompare(a.sessionStartsAt) || a.nickname.localeCompare(b.nickname),
      );
    ok(res, page(list, req.query));
  },
};
