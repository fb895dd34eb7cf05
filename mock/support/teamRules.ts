/**
 * The business rules of teams, enrolment and attendance, as the server will enforce them, and the
 * views the answers carry. Every check returns all the rules a request breaks, so the SPA can list
 * them at once instead of making the user fix one and retry.
 */
import type { Request, Response } from 'express';
import { fail, users } from './envelope';
import {
  competitions,
  enrolments,
  evpiByUid,
  nextId,
  now,
  participants,
  phases,
  records,
  sessions,
  teams,
  type StoredCompetition,
  type StoredEnrolment,
  type StoredRecord,
  type StoredSession,
  type StoredTeam,
} from './store';

type Lang = 'zh' | 'en';
type Values = Record<string, string | number>;

/** The mock speaks the SPA's language where it can (Accept-Language follows the chosen locale). */
export const langOf = (req: Request): Lang =>
  /^zh/i.test(String(req.headers['accept-language'] ?? '')) ? 'zh' : 'en';

const RULES: Record<API.RuleCode, Record<Lang, string>> = {
  already_in_team: {
    en: '{name} is already in a team for {competition}.',
    zh: '{name} 已在 {competition} 的一支队伍中。',
  },
  team_full: { en: 'The team already has the maximum of {max} members.', zh: '队伍已满 {max} 人。' },
  team_too_small: {
    en: 'The team has {size} members; at least {min} are needed.',
    zh: '队伍现有 {size} 人，至少需要 {min} 人。',
  },
  team_name_taken: {
    en: 'Another team in this competition is already called {name}.',
    zh: '本赛事已有名为 {name} 的队伍。',
  },
  invite_invalid: { en: 'No team has this invite code.', zh: '没有队伍使用此邀请码。' },
  not_team_leader: { en: 'Only the team leader may do this.', zh: '只有队长可以执行此操作。' },
  not_team_member: { en: 'You are not a member of this team.', zh: '你不是该队伍的成员。' },
  leader_cannot_leave: {
    en: 'The leader cannot leave while other members remain.',
    zh: '队伍还有其他成员时，队长不能退出。',
  },
  roster_frozen: {
    en: 'Enrolment for {competition} has closed: the roster of an enrolled team can no longer change.',
    zh: '{competition} 报名已截止，已报名队伍的成员不能再变动。',
  },
  evpi_incomplete: {
    en: 'Personal information is incomplete for: {names}.',
    zh: '以下成员的个人信息不完整：{names}。',
  },
  team_other_competition: {
    en: 'This team was formed for another competition.',
    zh: '该队伍属于另一项赛事。',
  },
  enrolment_not_open: { en: 'Enrolment opens at {opensAt}.', zh: '报名将于 {opensAt} 开始。' },
  enrolment_closed: { en: 'Enrolment closed at {closesAt}.', zh: '报名已于 {closesAt} 截止。' },
  capacity_reached: {
    en: 'All {capacity} places are taken.',
    zh: '{capacity} 个名额已全部报满。',
  },
  already_enrolled: { en: 'The team is already enrolled.', zh: '该队伍已经报名。' },
  not_withdrawable: {
    en: 'Only a pending or approved enrolment can be withdrawn.',
    zh: '只有待审核或已通过的报名可以撤回。',
  },
  review_not_pending: {
    en: 'This enrolment was withdrawn and can no longer be reviewed.',
    zh: '该报名已撤回，不能再审核。',
  },
  competition_has_teams: {
    en: '{count} teams belong to this competition; it cannot be deleted.',
    zh: '该赛事下有 {count} 支队伍，不能删除。',
  },
  session_not_open: {
    en: 'Check-in is open from {startsAt} to {endsAt}.',
    zh: '签到时间为 {startsAt} 至 {endsAt}。',
  },
  already_checked_in: { en: 'Already checked in at {checkedInAt}.', zh: '已于 {checkedInAt} 签到。' },
};

const NOT_FOUND: Record<'competition' | 'team' | 'enrolment' | 'session' | 'item', Record<Lang, string>> = {
  competition: { en: 'There is no such competition.', zh: '没有这项赛事。' },
  team: { en: 'There is no such team.', zh: '没有这支队伍。' },
  enrolment: { en: 'There is no such enrolment.', zh: '没有这条报名记录。' },
  session: { en: 'There is no such session.', zh: '没有这个签到场次。' },
  item: { en: 'There is no such item.', zh: '没有这条记录。' },
};

const INVALID: Record<Lang, string> = {
  en: 'Some fields are not valid: {details}',
  zh: '部分字段无效：{details}',
};

const minute = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** Values stay machine-readable (instants as ISO strings) for the SPA; the sentence gets readable ones. */
const fill = (text: string, values: Values = {}) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) =>
    key.endsWith('At') && values[key] !== undefined ? minute(String(values[key])) : String(values[key] ?? ''),
  );

/** 403 when the caller lacks a role, 409 when the state of things refuses; `data` lists every rule. */
export function refuse(req: Request, res: Response, violations: API.RuleViolation[]) {
  const lang = langOf(req);
  const status = violations.some((v) => v.rule === 'not_team_leader' || v.rule === 'not_team_member')
    ? 403
    : 409;
  const text = violations.map((v) => fill(RULES[v.rule][lang], v.values)).join(' ');
  const data: API.RuleFailure = { violations };
  return fail(res, status, text, data);
}

export const notFound = (req: Request, res: Response, kind: keyof typeof NOT_FOUND) =>
  fail(res, 404, NOT_FOUND[kind][langOf(req)]);

export const invalid = (req: Request, res: Response, details: string[]) =>
  fail(res, 400, fill(INVALID[langOf(req)], { details: details.join('; ') }));

/** A numeric route or query id; anything else is treated as absent. */
export const idOf = (value: unknown) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

// ---------------------------------------------------------------------------------------------
// People

export function person(uid: number) {
  const user = users.find((u) => u.uid === uid);
  if (user) return { username: user.username, nickname: user.nickname || user.username };
  const seeded = participants.find((p) => p.uid === uid);
  return seeded
    ? { username: seeded.username, nickname: seeded.nickname }
    : { username: `uid${uid}`, nickname: `#${uid}` };
}

const EVPI_REQUIRED: (keyof API.Evpi)[] = [
  'legalName',
  'dateOfBirth',
  'nationality',
  'documentType',
  'documentNumber',
  'organisation',
  'emergencyContactName',
  'emergencyContactPhone',
];

const isMinor = (dateOfBirth: string) => {
  const birth = new Date(dateOfBirth);
  const adult = new Date(birth.getFullYear() + 18, birth.getMonth(), birth.getDate());
  return adult.getTime() > now().getTime();
};

/** Complete: every required field filled, and a guardian named for anyone under 18. */
export function evpiComplete(uid: number) {
  if (participants.some((p) => p.uid === uid)) return true;
  const evpi = evpiByUid.get(uid);
  if (!evpi) return false;
  if (EVPI_REQUIRED.some((key) => !String(evpi[key] ?? '').trim())) return false;
  return !isMinor(evpi.dateOfBirth) || Boolean(evpi.guardianName?.trim() && evpi.guardianPhone?.trim());
}

// ---------------------------------------------------------------------------------------------
// Competitions

const LIVE: API.EnrolmentStatus[] = ['pending', 'approved'];

export const enrolledCount = (competitionId: number) =>
  enrolments.filter((e) => e.competitionId === competitionId && LIVE.includes(e.status)).length;

export function windowState(competition: StoredCompetition): API.EnrolmentWindowState {
  const t = now().getTime();
  if (t < Date.parse(competition.enrolmentOpensAt)) return 'upcoming';
  if (t > Date.parse(competition.enrolmentClosesAt)) return 'closed';
  return enrolledCount(competition.id) >= competition.capacity ? 'full' : 'open';
}

export const findCompetition = (id: number | undefined) => competitions.find((c) => c.id === id);

export function competitionView(competition: StoredCompetition): API.CompetitionView {
  return {
    ...competition,
    enrolledTeams: enrolledCount(competition.id),
    phases: phases
      .filter((p) => p.competitionId === competition.id)
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
      .map(({ id, name, startsAt, endsAt }) => ({ id, name, startsAt, endsAt })),
    windowState: windowState(competition),
  };
}

// ---------------------------------------------------------------------------------------------
// Teams

export const findTeam = (id: number | undefined) => teams.find((t) => t.id === id);

export const liveEnrolment = (teamId: number) =>
  enrolments.find((e) => e.teamId === teamId && LIVE.includes(e.status));

export const isMember = (team: StoredTeam, uid: number) => team.members.some((m) => m.uid === uid);

export const leaderOf = (team: StoredTeam) => team.members.find((m) => m.role === 'leader');

export const teamOf = (uid: number, competitionId: number) =>
  teams.find((t) => t.competitionId === competitionId && isMember(t, uid));

export function teamView(team: StoredTeam, viewerUid: number): API.TeamView {
  const competition = findCompetition(team.competitionId)!;
  const myRole = team.members.find((m) => m.uid === viewerUid)?.role ?? null;
  const live = liveEnrolment(team.id);
  const latest = [...enrolments].reverse().find((e) => e.teamId === team.id);
  return {
    id: team.id,
    name: team.name,
    competitionId: team.competitionId,
    competitionName: competition.name,
    organisation: team.organisation,
    country: team.country,
    description: team.description,
    inviteCode: myRole === 'leader' ? team.inviteCode : null,
    members: team.members.map((m) => ({ ...m, ...person(m.uid) })),
    enrolmentStatus: latest?.status ?? null,
    createdAt: team.createdAt,
    myRole,
    minTeamSize: competition.minTeamSize,
    maxTeamSize: competition.maxTeamSize,
    enrolmentId: live?.id ?? null,
    evpiIncomplete: team.members.filter((m) => !evpiComplete(m.uid)).map((m) => m.uid),
  };
}

/** Text limits of a team's own fields; the server's schema says the same. */
export function teamInputErrors(body: Partial<Record<keyof API.TeamInput, unknown>>): string[] {
  const errors: string[] = [];
  const text = (key: keyof API.TeamInput, min: number, max: number) => {
    const value = body[key];
    if (typeof value !== 'string' || value.trim().length < min || value.trim().length > max) {
      errors.push(`${key} (${min}–${max})`);
    }
  };
  text('name', 2, 64);
  text('organisation', 2, 128);
  text('country', 2, 64);
  text('description', 0, 1000);
  return errors;
}

export const cleanTeamInput = (body: Record<keyof API.TeamInput, string>): API.TeamInput => ({
  name: body.name.trim(),
  organisation: body.organisation.trim(),
  country: body.country.trim(),
  description: body.description.trim(),
});

const nameTaken = (competitionId: number, name: string, exceptTeamId?: number) =>
  teams.some(
    (t) =>
      t.competitionId === competitionId &&
      t.id !== exceptTeamId &&
      t.name.toLowerCase() === name.toLowerCase(),
  );

export function createViolations(
  uid: number,
  competition: StoredCompetition,
  name: string,
): API.RuleViolation[] {
  const violations: API.RuleViolation[] = [];
  if (teamOf(uid, competition.id)) {
    violations.push({
      rule: 'already_in_team',
      values: { name: person(uid).nickname, competition: competition.name },
    });
  }
  // A team formed after the window closes could never enrol.
  if (windowState(competition) === 'closed') {
    violations.push({ rule: 'enrolment_closed', values: { closesAt: competition.enrolmentClosesAt } });
  }
  if (nameTaken(competition.id, name)) violations.push({ rule: 'team_name_taken', values: { name } });
  return violations;
}

export function updateViolations(uid: number, team: StoredTeam, name: string): API.RuleViolation[] {
  if (leaderOf(team)?.uid !== uid) return [{ rule: 'not_team_leader' }];
  return nameTaken(team.competitionId, name, team.id) ? [{ rule: 'team_name_taken', values: { name } }] : [];
}

export function joinViolations(uid: number, team: StoredTeam): API.RuleViolation[] {
  const competition = findCompetition(team.competitionId)!;
  const violations: API.RuleViolation[] = [];
  if (teamOf(uid, competition.id)) {
    violations.push({
      rule: 'already_in_team',
      values: { name: person(uid).nickname, competition: competition.name },
    });
  }
  if (team.members.length >= competition.maxTeamSize) {
    violations.push({ rule: 'team_full', values: { max: competition.maxTeamSize } });
  }
  if (windowState(competition) === 'closed') {
    violations.push({ rule: 'enrolment_closed', values: { closesAt: competition.enrolmentClosesAt } });
  }
  // An enrolled team was checked member by member: a newcomer must pass the same check.
  if (liveEnrolment(team.id) && !evpiComplete(uid)) {
    violations.push({ rule: 'evpi_incomplete', values: { names: person(uid).nickname } });
  }
  return violations;
}

/** Rules for someone leaving (`actorUid` = `uid`) or being removed by the leader. */
export function departureViolations(actorUid: number, team: StoredTeam, uid: number): API.RuleViolation[] {
  const competition = findCompetition(team.competitionId)!;
  const leader = leaderOf(team);
  if (actorUid !== uid && leader?.uid !== actorUid) return [{ rule: 'not_team_leader' }];
  if (!isMember(team, uid)) return [{ rule: 'not_team_member' }];
  const violations: API.RuleViolation[] = [];
  if (leader?.uid === uid && team.members.length > 1) violations.push({ rule: 'leader_cannot_leave' });
  if (liveEnrolment(team.id)) {
    if (windowState(competition) === 'closed') {
      violations.push({ rule: 'roster_frozen', values: { competition: competition.name } });
    } else if (team.members.length - 1 < competition.minTeamSize) {
      violations.push({
        rule: 'team_too_small',
        values: { size: team.members.length - 1, min: competition.minTeamSize },
      });
    }
  }
  return violations;
}

// ---------------------------------------------------------------------------------------------
// Enrolment

export function enrolmentViolations(
  uid: number,
  competition: StoredCompetition,
  team: StoredTeam,
): API.RuleViolation[] {
  if (!isMember(team, uid)) return [{ rule: 'not_team_member' }];
  if (leaderOf(team)?.uid !== uid) return [{ rule: 'not_team_leader' }];
  if (team.competitionId !== competition.id) return [{ rule: 'team_other_competition' }];
  const violations: API.RuleViolation[] = [];
  const state = windowState(competition);
  if (state === 'upcoming')
    violations.push({ rule: 'enrolment_not_open', values: { opensAt: competition.enrolmentOpensAt } });
  if (state === 'closed')
    violations.push({ rule: 'enrolment_closed', values: { closesAt: competition.enrolmentClosesAt } });
  if (liveEnrolment(team.id)) violations.push({ rule: 'already_enrolled' });
  else if (state === 'full')
    violations.push({ rule: 'capacity_reached', values: { capacity: competition.capacity } });
  if (team.members.length < competition.minTeamSize) {
    violations.push({
      rule: 'team_too_small',
      values: { size: team.members.length, min: competition.minTeamSize },
    });
  }
  if (team.members.length > competition.maxTeamSize) {
    violations.push({ rule: 'team_full', values: { max: competition.maxTeamSize } });
  }
  const incomplete = team.members.filter((m) => !evpiComplete(m.uid)).map((m) => person(m.uid).nickname);
  if (incomplete.length)
    violations.push({ rule: 'evpi_incomplete', values: { names: incomplete.join(', ') } });
  return violations;
}

export function withdrawViolations(uid: number, enrolment: StoredEnrolment): API.RuleViolation[] {
  const team = findTeam(enrolment.teamId)!;
  const competition = findCompetition(enrolment.competitionId)!;
  if (leaderOf(team)?.uid !== uid)
    return [isMember(team, uid) ? { rule: 'not_team_leader' } : { rule: 'not_team_member' }];
  const violations: API.RuleViolation[] = [];
  if (!LIVE.includes(enrolment.status)) violations.push({ rule: 'not_withdrawable' });
  const state = windowState(competition);
  if (state === 'closed')
    violations.push({ rule: 'enrolment_closed', values: { closesAt: competition.enrolmentClosesAt } });
  if (state === 'upcoming')
    violations.push({ rule: 'enrolment_not_open', values: { opensAt: competition.enrolmentOpensAt } });
  return violations;
}

export function enrolmentView(enrolment: StoredEnrolment): API.EnrolmentView {
  const team = findTeam(enrolment.teamId);
  const competition = findCompetition(enrolment.competitionId);
  const leader = team && leaderOf(team);
  return {
    ...enrolment,
    competitionName: competition?.name ?? '',
    teamName: team?.name ?? '',
    leaderName: leader ? person(leader.uid).nickname : '',
    memberCount: team?.members.length ?? 0,
  };
}

// ---------------------------------------------------------------------------------------------
// Attendance

/** Checking in within this many minutes of the start counts as present; later is late. */
export const GRACE_MINUTES = 15;

export function sessionState(session: StoredSession): API.AttendanceSessionView['state'] {
  const t = now().getTime();
  if (t < Date.parse(session.startsAt)) return 'upcoming';
  return t > Date.parse(session.endsAt) ? 'closed' : 'open';
}

/**
 * Once a session closes, every member who was in the team before it ended and did not check in is
 * recorded absent, so the records show who missed it without anyone marking them.
 */
export function settleClosedSessions() {
  for (const session of sessions) {
    if (sessionState(session) !== 'closed') continue;
    for (const team of teams.filter((t) => t.competitionId === session.competitionId)) {
      for (const member of team.members) {
        if (Date.parse(member.joinedAt) > Date.parse(session.endsAt)) continue;
        if (records.some((r) => r.sessionId === session.id && r.uid === member.uid && r.teamId === team.id))
          continue;
        records.push({
          id: nextId('record'),
          sessionId: session.id,
          teamId: team.id,
          uid: member.uid,
          status: 'absent',
          checkedInAt: null,
        });
      }
    }
  }
}

export function checkInViolations(
  uid: number,
  session: StoredSession,
  team: StoredTeam,
): API.RuleViolation[] {
  if (!isMember(team, uid) || team.competitionId !== session.competitionId)
    return [{ rule: 'not_team_member' }];
  const violations: API.RuleViolation[] = [];
  if (sessionState(session) !== 'open') {
    violations.push({
      rule: 'session_not_open',
      values: { startsAt: session.startsAt, endsAt: session.endsAt },
    });
  }
  const existing = records.find((r) => r.sessionId === session.id && r.uid === uid);
  if (existing?.checkedInAt)
    violations.push({ rule: 'already_checked_in', values: { checkedInAt: existing.checkedInAt } });
  return violations;
}

export const attendanceStatusAt = (session: StoredSession, at: Date): API.AttendanceStatus =>
  at.getTime() <= Date.parse(session.startsAt) + GRACE_MINUTES * 6e4 ? 'present' : 'late';

export function recordView(record: StoredRecord): API.AttendanceRecordView {
  const session = sessions.find((s) => s.id === record.sessionId)!;
  const team = findTeam(record.teamId);
  return {
    ...record,
    sessionTitle: session.title,
    nickname: person(record.uid).nickname,
    teamName: team?.name ?? '',
    competitionId: session.competitionId,
    competitionName: findCompetition(session.competitionId)?.name ?? '',
    sessionStartsAt: session.startsAt,
  };
}

export function sessionView(session: StoredSession, viewerUid: number): API.AttendanceSessionView {
  const team = teamOf(viewerUid, session.competitionId);
  const mine =
    team && records.find((r) => r.sessionId === session.id && r.uid === viewerUid && r.teamId === team.id);
  return {
    ...session,
    competitionName: findCompetition(session.competitionId)?.name ?? '',
    state: sessionState(session),
    teamId: team?.id ?? null,
    teamName: team?.name ?? null,
    myRecord: mine ? { ...mine, sessionTitle: session.title, nickname: person(mine.uid).nickname } : null,
  };
}
