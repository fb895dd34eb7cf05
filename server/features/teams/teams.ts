/**
 * Teams as their members and admins see them. A team and its invite code are for its members and
 * admins; anyone else is told there is no such team (404), so team ids cannot be probed.
 */
import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Page, TeamMember, TeamView } from '../../../common/contract';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '../../../common/limits';
import { LIVE_ENROLMENT_STATUSES } from '../../../common/vocabulary';
import type { Database } from '../../db/client';
import { enrolments, teamMembers, teams, users, type TeamRoleName } from '../../db/schema';
import { AppError } from '../../http/errors';
import { isAdmin, type Caller } from '../../shared/caller';
import { competitionName, findCompetition, isClosed } from '../enrolment/competitions';
import { evpiReadiness } from '../accounts/evpi';
import { waitlistPositions } from '../enrolment/places';
import type { PageRequest } from '../accounts/users';
import { likePattern } from '../content/search';

export type TeamRow = typeof teams.$inferSelect;

/** A member as the rules read them: the join time stays a Date until a view writes it as an instant. */
export type Member = Omit<TeamMember, 'joinedAt'> & { joinedAt: Date };

export const displayName = (member: Pick<Member, 'nickname' | 'username'>) =>
  member.nickname || member.username;

export const isStudent = (role: TeamRoleName) => role !== 'advisor';

export const newInviteCode = () =>
  Array.from(
    { length: INVITE_CODE_LENGTH },
    () => INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)],
  ).join('');

export async function membersOf(db: Database, teamIds: number[]): Promise<Map<number, Member[]>> {
  const result = new Map<number, Member[]>(teamIds.map((id) => [id, []]));
  if (!teamIds.length) return result;
  const rows = await db
    .select({
      teamId: teamMembers.teamId,
      uid: teamMembers.uid,
      role: teamMembers.role,
      joinedAt: teamMembers.joinedAt,
      username: users.username,
      nickname: users.nickname,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.uid, teamMembers.uid))
    .where(inArray(teamMembers.teamId, teamIds))
    .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.uid));
  // Leader first, then students, then advisors, each in order of joining.
  const rank = { leader: 0, member: 1, advisor: 2 } as const;
  for (const row of rows) result.get(row.teamId)!.push(row);
  for (const list of result.values()) list.sort((a, b) => rank[a.role] - rank[b.role]);
  return result;
}

type EnrolmentRow = typeof enrolments.$inferSelect;

async function enrolmentsOf(db: Database, teamIds: number[]) {
  const latest = new Map<number, EnrolmentRow>();
  const live = new Map<number, EnrolmentRow>();
  if (!teamIds.length) return { latest, live };
  const rows = await db
    .select()
    .from(enrolments)
    .where(inArray(enrolments.teamId, teamIds))
    .orderBy(desc(enrolments.createdAt), desc(enrolments.id));
  for (const row of rows) {
    if (!latest.has(row.teamId)) latest.set(row.teamId, row);
    if ((LIVE_ENROLMENT_STATUSES as readonly string[]).includes(row.status) && !live.has(row.teamId))
      live.set(row.teamId, row);
  }
  return { latest, live };
}

/** The views of several teams for one reader, in the order given. */
export async function teamViews(
  db: Database,
  rows: TeamRow[],
  caller: Caller,
  now: Date,
): Promise<TeamView[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const competitionIds = [...new Set(rows.map((row) => row.competitionId))];
  const [members, { latest, live }, positions, competitionRows] = await Promise.all([
    membersOf(db, ids),
    enrolmentsOf(db, ids),
    waitlistPositions(db, competitionIds),
    Promise.all(competitionIds.map((id) => findCompetition(db, id))),
  ]);
  const competitionsById = new Map(competitionRows.map((row) => [row.id, row]));
  const allUids = [...new Set([...members.values()].flat().map((m) => m.uid))];
  const readiness = await evpiReadiness(db, allUids, now);
  return rows.map((row) => {
    const competition = competitionsById.get(row.competitionId)!;
    const list = members.get(row.id) ?? [];
    const myRole = list.find((m) => m.uid === caller.uid)?.role ?? null;
    const liveEnrolment = live.get(row.id);
    return {
      id: row.id,
      name: row.name,
      competitionId: row.competitionId,
      competitionName: competitionName(competition, caller.locale),
      organisation: row.organisation,
      country: row.country,
      description: row.description,
      inviteCode: myRole || isAdmin(caller) ? row.inviteCode : null,
      members: list.map((m) => ({
        uid: m.uid,
        username: m.username,
        nickname: displayName(m),
        role: m.role,
        joinedAt: m.joinedAt.toISOString(),
      })),
      enrolmentStatus: latest.get(row.id)?.status ?? null,
      timeZone: row.timeZone,
      createdAt: row.createdAt.toISOString(),
      myRole,
      minTeamSize: competition.minTeamSize,
      maxTeamSize: competition.maxTeamSize,
      maxAdvisors: competition.maxAdvisors,
      enrolmentId: liveEnrolment?.id ?? null,
      waitlistPosition: liveEnrolment ? (positions.get(liveEnrolment.id) ?? null) : null,
      evpiIncomplete: list.filter((m) => !readiness.get(m.uid)?.complete).map((m) => m.uid),
      rosterFrozen: Boolean(liveEnrolment) && isClosed(competition, now),
    };
  });
}

export async function teamView(db: Database, row: TeamRow, caller: Caller, now: Date): Promise<TeamView> {
  const [view] = await teamViews(db, [row], caller, now);
  return view!;
}

export async function findTeam(db: Database, id: number, lock: boolean): Promise<TeamRow | undefined> {
  const query = db
    .select()
    .from(teams)
    .where(and(eq(teams.id, id), isNull(teams.dissolvedAt)))
    .limit(1);
  const [row] = lock ? await query.for('no key update') : await query;
  return row;
}

async function isMember(db: Database, teamId: number, uid: number) {
  const [row] = await db
    .select({ uid: teamMembers.uid })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.uid, uid)))
    .limit(1);
  return Boolean(row);
}

/** The team, if the caller may see it (a member or an admin); anyone else gets the 404 of a missing one. */
export async function visibleTeam(db: Database, caller: Caller, id: number, lock = false): Promise<TeamRow> {
  const row = await findTeam(db, id, lock);
  if (!row || (!isAdmin(caller) && !(await isMember(db, id, caller.uid))))
    throw new AppError(404, 'teamNotFound');
  return row;
}

export async function getTeam(db: Database, caller: Caller, id: number, now: Date) {
  return teamView(db, await visibleTeam(db, caller, id), caller, now);
}

async function pagedTeams(db: Database, filters: SQL[], page: PageRequest, caller: Caller, now: Date) {
  const keyword = page.keyword?.trim();
  const pattern = keyword ? likePattern(keyword) : undefined;
  const where = and(
    isNull(teams.dissolvedAt),
    ...filters,
    ...(pattern ? [or(ilike(teams.name, pattern), ilike(teams.organisation, pattern))!] : []),
  );
  const ids = db
    .selectDistinct({ id: teams.id })
    .from(teams)
    .leftJoin(teamMembers, eq(teamMembers.teamId, teams.id))
    .where(where);
  const [total] = await db.select({ n: count() }).from(ids.as('matching'));
  const rows = await db
    .select()
    .from(teams)
    .where(inArray(teams.id, ids))
    .orderBy(desc(teams.createdAt), desc(teams.id))
    .limit(page.pageSize)
    .offset((page.current - 1) * page.pageSize);
  return {
    list: await teamViews(db, rows, caller, now),
    total: total?.n ?? 0,
    current: page.current,
    pageSize: page.pageSize,
  };
}

/** The caller's teams, newest first. */
export async function listMyTeams(
  db: Database,
  caller: Caller,
  page: PageRequest,
  now: Date,
): Promise<Page<TeamView>> {
  return pagedTeams(db, [eq(teamMembers.uid, caller.uid)], page, caller, now);
}

/** Every team, for admins: by competition, by member, or by a keyword in the name or organisation. */
export async function listAllTeams(
  db: Database,
  caller: Caller,
  query: { competitionId?: number; uid?: number },
  page: PageRequest,
  now: Date,
): Promise<Page<TeamView>> {
  const filters: SQL[] = [];
  if (query.competitionId) filters.push(eq(teams.competitionId, query.competitionId));
  if (query.uid) filters.push(eq(teamMembers.uid, query.uid));
  return pagedTeams(db, filters, page, caller, now);
}
