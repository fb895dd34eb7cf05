/**
 * Teams: creating, editing, joining by invite code, leaving, removing a member, handing over the
 * leadership and dissolving. A team and its invite code are for its members and admins; anyone else
 * is told there is no such team (404), so team ids cannot be probed.
 *
 * Size rules count students (leader and members); advisors are adults, do not count toward the size,
 * and a team has at most `maxAdvisors` of them. Concurrency: every roster change locks the team's row
 * first, and the database refuses a second team per person per competition (a unique index).
 */
import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ageOn } from '../../../common/age';
import type {
  Page,
  TeamCreate,
  TeamInput,
  TeamJoin,
  TeamLeaveResult,
  TeamView,
} from '../../../common/contract';
import { ADULT_AGE, INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '../../../common/limits';
import { LIVE_ENROLMENT_STATUSES } from '../../../common/vocabulary';
import type { Database } from '../../db/client';
import { enrolments, teamMembers, teams, users, type TeamRoleName } from '../../db/schema';
import { AppError, refuseIfAny, RuleError, uniqueViolation, type Violation } from '../../http/errors';
import { audit } from '../audit/audit';
import { isAdmin, type Caller } from '../../shared/caller';
import {
  competitionName,
  findCompetition,
  isClosed,
  lockCompetition,
  type CompetitionRow,
} from '../enrolment/competitions';
import { ageViolation } from '../enrolment/eligibility';
import { evpiReadiness } from '../accounts/evpi';
import { notify } from '../notices/notices';
import { fillPlaces, waitlistPositions } from '../enrolment/places';
import type { PageRequest } from '../accounts/users';
import { likePattern } from '../content/search';

export type TeamRow = typeof teams.$inferSelect;

export interface Member {
  uid: number;
  username: string;
  nickname: string;
  role: TeamRoleName;
  joinedAt: Date;
}

const displayName = (member: Pick<Member, 'nickname' | 'username'>) => member.nickname || member.username;

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

async function findTeam(db: Database, id: number, lock: boolean): Promise<TeamRow | undefined> {
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

// ---------------------------------------------------------------------------------------------
// Rules

async function personName(db: Database, uid: number) {
  const [row] = await db
    .select({ username: users.username, nickname: users.nickname })
    .from(users)
    .where(eq(users.uid, uid));
  return row ? displayName(row) : `#${uid}`;
}

async function teamOfIn(db: Database, uid: number, competitionId: number) {
  const [row] = await db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.uid, uid), eq(teamMembers.competitionId, competitionId)))
    .limit(1);
  return row?.teamId;
}

async function alreadyInTeam(
  db: Database,
  uid: number,
  competition: CompetitionRow,
  locale: Caller['locale'],
) {
  return (await teamOfIn(db, uid, competition.id))
    ? [
        {
          rule: 'already_in_team',
          values: { name: await personName(db, uid), competition: competitionName(competition, locale) },
        } satisfies Violation,
      ]
    : [];
}

async function nameTaken(db: Database, competitionId: number, name: string, exceptTeamId?: number) {
  const [row] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(
      and(
        eq(teams.competitionId, competitionId),
        isNull(teams.dissolvedAt),
        sql`lower(${teams.name}) = lower(${name})`,
        exceptTeamId ? sql`${teams.id} <> ${exceptTeamId}` : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Unique indexes are the last word under concurrency; their violations read as the rule they keep. */
async function guarded<T>(work: () => Promise<T>, onConflict: (constraint: string) => Violation | undefined) {
  try {
    return await work();
  } catch (error) {
    const constraint = uniqueViolation(error);
    const violation = constraint !== undefined ? onConflict(constraint) : undefined;
    if (violation) throw new RuleError([violation]);
    throw error;
  }
}

const clean = (input: TeamInput) => ({
  name: input.name.trim(),
  organisation: input.organisation.trim(),
  country: input.country.trim(),
  description: input.description.trim(),
});

/** Trimmed texts must still meet the schema's lengths ("  x  " is not a two-letter name). */
function checkTexts(values: ReturnType<typeof clean>) {
  const fields: Record<string, { key: 'field.tooShort'; params: { limit: number } }> = {};
  if (values.name.length < 2) fields.name = { key: 'field.tooShort', params: { limit: 2 } };
  if (values.organisation.length < 2) fields.organisation = { key: 'field.tooShort', params: { limit: 2 } };
  if (values.country.length < 2) fields.country = { key: 'field.tooShort', params: { limit: 2 } };
  if (Object.keys(fields).length) throw new AppError(400, 'invalidInput', undefined, fields);
}

const memberSnapshot = (team: TeamRow, members: Member[]) => ({
  team: { id: team.id, name: team.name },
  members: members.map((m) => ({ uid: m.uid, role: m.role })),
});

export async function createTeam(
  tx: Database,
  caller: Caller,
  input: TeamCreate,
  now: Date,
): Promise<TeamView> {
  const values = clean(input);
  checkTexts(values);
  const competition = await findCompetition(tx, input.competitionId);
  const violations: Violation[] = await alreadyInTeam(tx, caller.uid, competition, caller.locale);
  // A team formed after the window closes could never enrol.
  if (isClosed(competition, now))
    violations.push({
      rule: 'enrolment_closed',
      values: { closesAt: competition.enrolmentClosesAt.toISOString() },
    });
  if (await nameTaken(tx, competition.id, values.name))
    violations.push({ rule: 'team_name_taken', values: { name: values.name } });
  refuseIfAny(violations);
  const row = await guarded(
    async () => {
      const [team] = await tx
        .insert(teams)
        .values({ ...values, competitionId: competition.id, inviteCode: newInviteCode(), createdAt: now })
        .returning();
      await tx.insert(teamMembers).values({
        teamId: team!.id,
        competitionId: competition.id,
        uid: caller.uid,
        role: 'leader',
        joinedAt: now,
      });
      return team!;
    },
    (constraint): Violation | undefined =>
      constraint === 'team_members_competition_uid_key'
        ? {
            rule: 'already_in_team',
            values: { name: '', competition: competitionName(competition, caller.locale) },
          }
        : constraint === 'teams_competition_name_key'
          ? { rule: 'team_name_taken', values: { name: values.name } }
          : undefined,
  );
  await audit(
    tx,
    {
      actorUid: caller.uid,
      action: 'team.create',
      targetType: 'team',
      targetId: row.id,
      competitionId: competition.id,
      teamId: row.id,
      after: row,
    },
    now,
  );
  return teamView(tx, row, caller, now);
}

async function leaderUid(db: Database, teamId: number) {
  const [row] = await db
    .select({ uid: teamMembers.uid })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, 'leader')))
    .limit(1);
  return row?.uid;
}

/** The leader, or an admin; a member who is not the leader is refused (403). */
async function requireLeader(db: Database, caller: Caller, team: TeamRow) {
  if (isAdmin(caller)) return;
  if ((await leaderUid(db, team.id)) !== caller.uid) throw new RuleError([{ rule: 'not_team_leader' }]);
}

export async function updateTeam(tx: Database, caller: Caller, id: number, input: TeamInput, now: Date) {
  const before = await visibleTeam(tx, caller, id, true);
  await requireLeader(tx, caller, before);
  const values = clean(input);
  checkTexts(values);
  refuseIfAny(
    (await nameTaken(tx, before.competitionId, values.name, id))
      ? [{ rule: 'team_name_taken', values: { name: values.name } }]
      : [],
  );
  const row = await guarded(
    async () => (await tx.update(teams).set(values).where(eq(teams.id, id)).returning())[0]!,
    (constraint) =>
      constraint === 'teams_competition_name_key'
        ? { rule: 'team_name_taken', values: { name: values.name } }
        : undefined,
  );
  await audit(
    tx,
    {
      actorUid: caller.uid,
      action: 'team.update',
      targetType: 'team',
      targetId: id,
      competitionId: row.competitionId,
      teamId: id,
      before,
      after: row,
    },
    now,
  );
  return teamView(tx, row, caller, now);
}

/** A new code; the old one stops working at once. */
export async function regenerateInvite(tx: Database, caller: Caller, id: number, now: Date) {
  const team = await visibleTeam(tx, caller, id, true);
  await requireLeader(tx, caller, team);
  const [row] = await tx
    .update(teams)
    .set({ inviteCode: newInviteCode() })
    .where(eq(teams.id, id))
    .returning();
  await audit(
    tx,
    {
      actorUid: caller.uid,
      action: 'team.invite.regenerate',
      targetType: 'team',
      targetId: id,
      competitionId: team.competitionId,
      teamId: id,
    },
    now,
  );
  return teamView(tx, row!, caller, now);
}

async function liveEnrolmentOf(db: Database, teamId: number) {
  const [row] = await db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.teamId, teamId), inArray(enrolments.status, [...LIVE_ENROLMENT_STATUSES])))
    .limit(1);
  return row;
}

const noticeParams = (team: TeamRow, name: string) => ({ team: team.name, name });

export const normaliseInviteCode = (code: string) => code.trim().toUpperCase();

/** Whether `joinTeam` refused because the code names no team: a failed guess at an invite code. */
export const isWrongInvite = (error: unknown) =>
  error instanceof RuleError && error.violations.some((violation) => violation.rule === 'invite_invalid');

/**
 * Joins the team whose invite code this is. A student takes a place toward the team's size; an
 * advisor must be an adult by their personal information. Joining an enrolled team requires the
 * newcomer's personal information to be complete, as it was for everyone at enrolment.
 */
export async function joinTeam(tx: Database, caller: Caller, input: TeamJoin, now: Date): Promise<TeamView> {
  const code = normaliseInviteCode(input.inviteCode);
  const role = input.role ?? 'member';
  const [found] = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.inviteCode, code), isNull(teams.dissolvedAt)))
    .limit(1);
  if (!found) throw new RuleError([{ rule: 'invite_invalid' }]);
  // Every roster change of a team waits for the one before it: the size check below sees it.
  const team = await findTeam(tx, found.id, true);
  // Dissolved while this request waited for the lock.
  if (!team) throw new RuleError([{ rule: 'invite_invalid' }]);
  const competition = await findCompetition(tx, team.competitionId);
  const members = (await membersOf(tx, [team.id])).get(team.id)!;
  const name = await personName(tx, caller.uid);
  const violations: Violation[] = await alreadyInTeam(tx, caller.uid, competition, caller.locale);
  if (isClosed(competition, now))
    violations.push({
      rule: 'enrolment_closed',
      values: { closesAt: competition.enrolmentClosesAt.toISOString() },
    });
  const readiness = (await evpiReadiness(tx, [caller.uid], now)).get(caller.uid)!;
  if (role === 'advisor') {
    if (members.filter((m) => m.role === 'advisor').length >= competition.maxAdvisors)
      violations.push({ rule: 'too_many_advisors', values: { max: competition.maxAdvisors } });
    const age = readiness.dateOfBirth ? ageOn(readiness.dateOfBirth, now) : null;
    if (!readiness.complete) violations.push({ rule: 'evpi_incomplete', values: { names: name } });
    else if (age === null || age < ADULT_AGE) violations.push({ rule: 'advisor_minor', values: { name } });
  } else {
    if (members.filter((m) => isStudent(m.role)).length >= competition.maxTeamSize)
      violations.push({ rule: 'team_full', values: { max: competition.maxTeamSize } });
    // An enrolled team was checked member by member: a newcomer passes the same checks.
    if (await liveEnrolmentOf(tx, team.id)) {
      if (!readiness.complete) violations.push({ rule: 'evpi_incomplete', values: { names: name } });
      const ages = ageViolation(competition, [{ name, dateOfBirth: readiness.dateOfBirth }]);
      if (ages) violations.push(ages);
    }
  }
  refuseIfAny(violations);
  await guarded(
    () =>
      tx
        .insert(teamMembers)
        .values({ teamId: team.id, competitionId: team.competitionId, uid: caller.uid, role, joinedAt: now }),
    (constraint) =>
      constraint === 'team_members_competition_uid_key' || constraint === 'team_members_pkey'
        ? {
            rule: 'already_in_team',
            values: { name, competition: competitionName(competition, caller.locale) },
          }
        : undefined,
  );
  await notify(
    tx,
    members.map((m) => m.uid),
    { title: 'notice.memberJoined', params: noticeParams(team, name) },
    now,
  );
  await audit(
    tx,
    {
      actorUid: caller.uid,
      action: 'team.join',
      targetType: 'member',
      targetId: caller.uid,
      competitionId: team.competitionId,
      teamId: team.id,
      before: memberSnapshot(team, members),
      after: { uid: caller.uid, role },
    },
    now,
  );
  return teamView(tx, team, caller, now);
}

/**
 * Dissolves the team: its members are free to join another team, its live enrolment is withdrawn
 * (its place goes to the waiting list), and its row stays for the enrolment history and the audit.
 */
export async function dissolveTeam(
  tx: Database,
  caller: Caller,
  teamId: number,
  now: Date,
): Promise<TeamLeaveResult> {
  const found = await visibleTeam(tx, caller, teamId);
  // Competition before team, the order every enrolment change locks in.
  const competition = await lockCompetition(tx, found.competitionId);
  const team = await findTeam(tx, teamId, true);
  // Dissolved while this request waited for the lock (a second click).
  if (!team) throw new AppError(404, 'teamNotFound');
  await requireLeader(tx, caller, team);
  const members = (await membersOf(tx, [team.id])).get(team.id)!;
  const live = await liveEnrolmentOf(tx, team.id);
  if (live && isClosed(competition, now) && !isAdmin(caller))
    throw new RuleError([
      { rule: 'roster_frozen', values: { competition: competitionName(competition, caller.locale) } },
    ]);
  if (live) {
    await tx
      .update(enrolments)
      .set({ status: 'withdrawn', updatedAt: now })
      .where(eq(enrolments.id, live.id));
    await audit(
      tx,
      {
        actorUid: caller.uid,
        action: 'enrolment.withdraw',
        targetType: 'enrolment',
        targetId: live.id,
        competitionId: competition.id,
        teamId,
        before: live,
        after: { ...live, status: 'withdrawn' },
      },
      now,
    );
  }
  await tx.delete(teamMembers).where(eq(teamMembers.teamId, teamId));
  await tx.update(teams).set({ dissolvedAt: now }).where(eq(teams.id, teamId));
  await notify(
    tx,
    members.filter((m) => m.uid !== caller.uid).map((m) => m.uid),
    { title: 'notice.dissolved', params: { team: team.name } },
    now,
  );
  await audit(
    tx,
    {
      actorUid: caller.uid,
      action: 'team.dissolve',
      targetType: 'team',
      targetId: teamId,
      competitionId: competition.id,
      teamId,
      before: memberSnapshot(team, members),
    },
    now,
  );
  if (live) await fillPlaces(tx, competition, caller.uid, now);
  return { teamId, dissolved: true };
}

/**
 * Someone leaves (`uid` is the caller) or is removed by the leader or an admin. The leader leaves
 * only as the last member, which dissolves the team. Once enrolment has closed, an enrolled team's
 * roster is frozen; while it is open, an enrolled team may not drop below its minimum size.
 */
export async function removeMember(
  tx: Database,
  caller: Caller,
  teamId: number,
  uid: number,
  now: Date,
): Promise<TeamView | TeamLeaveResult> {
  const found = await visibleTeam(tx, caller, teamId);
  // Competition before team, the order enrolment and dissolving lock in: the last member leaving
  // dissolves the team, which locks the competition.
  const competition = await lockCompetition(tx, found.competitionId);
  const team = await visibleTeam(tx, caller, teamId, true);
  const leaving = uid === caller.uid;
  if (!leaving) await requireLeader(tx, caller, team);
  const members = (await membersOf(tx, [team.id])).get(team.id)!;
  const target = members.find((m) => m.uid === uid);
  if (!target) throw new RuleError([{ rule: leaving ? 'not_team_member' : 'member_not_found' }]);
  if (leaving && target.role === 'leader' && members.length === 1) {
    return dissolveTeam(tx, caller, teamId, now);
  }
  const violations: Violation[] = [];
  if (target.role === 'leader') violations.push({ rule: 'leader_cannot_leave' });
  const live = await liveEnrolmentOf(tx, team.id);
  if (live && isClosed(competition, now) && !isAdmin(caller)) {
    violations.push({
      rule: 'roster_frozen',
      values: { competition: competitionName(competition, caller.locale) },
    });
  } else if (live && isStudent(target.role)) {
    const students = members.filter((m) => isStudent(m.role)).length;
    if (students - 1 < competition.minTeamSize)
      violations.push({
        rule: 'team_too_small',
        values: { size: students - 1, min: competition.minTeamSize },
      });
  }
  refuseIfAny(violations);
  await tx.delete(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.uid, uid)));
  const name = displayName(target);
  await notify(
    tx,
    members.map((m) => m.uid),
    { title: leaving ? 'notice.memberLeft' : 'notice.memberRemoved', params: noticeParams(team, name) },
    now,
  );
  await audit(
    tx,
    {
      actorUid: caller.uid,
      action: leaving ? 'team.leave' : 'team.remove',
      targetType: 'member',
      targetId: uid,
      competitionId: team.competitionId,
      teamId,
      before: memberSnapshot(team, members),
      after: memberSnapshot(
        team,
        members.filter((m) => m.uid !== uid),
      ),
    },
    now,
  );
  return leaving ? { teamId, dissolved: false } : teamView(tx, team, caller, now);
}

/** The leader (or an admin) makes a student member the leader; the old leader stays as a member. */
export async function handOverLeadership(
  tx: Database,
  caller: Caller,
  teamId: number,
  uid: number,
  now: Date,
) {
  const team = await visibleTeam(tx, caller, teamId, true);
  await requireLeader(tx, caller, team);
  const members = (await membersOf(tx, [team.id])).get(team.id)!;
  const target = members.find((m) => m.uid === uid);
  if (!target) throw new RuleError([{ rule: 'member_not_found' }]);
  if (target.role === 'advisor') throw new RuleError([{ rule: 'leader_must_be_student' }]);
  if (target.role !== 'leader') {
    // Two steps, so the one-leader index holds at every moment.
    await tx
      .update(teamMembers)
      .set({ role: 'member' })
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, 'leader')));
    await tx
      .update(teamMembers)
      .set({ role: 'leader' })
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.uid, uid)));
    await notify(
      tx,
      members.map((m) => m.uid),
      { title: 'notice.newLeader', params: noticeParams(team, displayName(target)) },
      now,
    );
    await audit(
      tx,
      {
        actorUid: caller.uid,
        action: 'team.leader',
        targetType: 'member',
        targetId: uid,
        competitionId: team.competitionId,
        teamId,
        before: memberSnapshot(team, members),
        after: { leader: uid },
      },
      now,
    );
  }
  return teamView(tx, team, caller, now);
}
