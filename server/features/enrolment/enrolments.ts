/**
 * Enrolment: the leader enrols the team, may withdraw it, and admins approve or reject. Every change
 * locks the competition's row first, so places are counted and handed out one transaction at a time:
 * capacity is never exceeded, and a team beyond it waits on the list in order of arrival. A partial
 * unique index keeps one live enrolment per team whatever the timing.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ageOn } from '../../../common/age';
import type { EnrolmentCreate, EnrolmentQuery, EnrolmentView, Page } from '../../../common/contract';
import { ADULT_AGE } from '../../../common/limits';
import { pickTranslation, type Locale } from '../../../common/locales';
import { LIVE_ENROLMENT_STATUSES } from '../../../common/vocabulary';
import type { Database } from '../../db/client';
import { competitions, enrolments, teamMembers, teams, type EnrolmentStatusName } from '../../db/schema';
import { AppError, refuseIfAny, RuleError, uniqueViolation, type Violation } from '../../http/errors';
import { audit } from '../audit/audit';
import { ageViolation } from './eligibility';
import { csvHeader, csvPeople, csvWord, toCsv, ENROLMENT_CSV_COLUMNS } from '../../shared/csv';
import type { Caller } from '../../shared/caller';
import { competitionName, lockCompetition, windowState, type CompetitionRow } from './competitions';
import { evpiReadiness } from '../accounts/evpi';
import { notify } from '../notices/notices';
import { fillPlaces, memberUids, placesHeld, placeStatus, waitlistPositions } from './places';
import { isStudent, membersOf, type TeamRow } from '../teams/teams';
import { orderOf } from '../../shared/sorting';
import type { PageRequest } from '../accounts/users';
import { likePattern } from '../content/search';

type EnrolmentRow = typeof enrolments.$inferSelect;

const isLive = (status: EnrolmentStatusName) =>
  (LIVE_ENROLMENT_STATUSES as readonly string[]).includes(status);

async function views(db: Database, rows: EnrolmentRow[], locale: Locale): Promise<EnrolmentView[]> {
  if (!rows.length) return [];
  const teamIds = [...new Set(rows.map((row) => row.teamId))];
  const competitionIds = [...new Set(rows.map((row) => row.competitionId))];
  const [teamRows, competitionRows, members, positions] = await Promise.all([
    db.select().from(teams).where(inArray(teams.id, teamIds)),
    db.select().from(competitions).where(inArray(competitions.id, competitionIds)),
    membersOf(db, teamIds),
    waitlistPositions(db, competitionIds),
  ]);
  const teamsById = new Map(teamRows.map((row) => [row.id, row]));
  const competitionsById = new Map(competitionRows.map((row) => [row.id, row]));
  return rows.map((row) => {
    const list = members.get(row.teamId) ?? [];
    const leader = list.find((m) => m.role === 'leader');
    return {
      id: row.id,
      competitionId: row.competitionId,
      competitionName: competitionName(competitionsById.get(row.competitionId)!, locale),
      teamId: row.teamId,
      teamName: teamsById.get(row.teamId)?.name ?? '',
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      leaderName: leader ? leader.nickname || leader.username : '',
      memberCount: list.filter((m) => isStudent(m.role)).length,
      reviewNote: row.reviewNote,
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
      waitlistPosition: row.status === 'waitlisted' ? (positions.get(row.id) ?? null) : null,
    };
  });
}

async function view(db: Database, row: EnrolmentRow, locale: Locale) {
  return (await views(db, [row], locale))[0]!;
}

const teamNameOf = sql`(SELECT ${teams.name} FROM ${teams} WHERE ${teams.id} = ${enrolments.teamId})`;

function filtersOf(query: Pick<EnrolmentQuery, 'competitionId' | 'teamId' | 'status' | 'keyword'>): SQL[] {
  const filters: SQL[] = [];
  const keyword = query.keyword?.trim();
  if (keyword) filters.push(sql`${teamNameOf} ILIKE ${likePattern(keyword)}`);
  if (query.competitionId) filters.push(eq(enrolments.competitionId, query.competitionId));
  if (query.teamId) filters.push(eq(enrolments.teamId, query.teamId));
  if (query.status) filters.push(eq(enrolments.status, query.status));
  return filters;
}

async function paged(
  db: Database,
  where: SQL | undefined,
  query: EnrolmentQuery,
  page: PageRequest,
  locale: Locale,
) {
  const order = orderOf(
    query.sorter,
    {
      createdAt: enrolments.createdAt,
      reviewedAt: enrolments.reviewedAt,
      status: enrolments.status,
      teamName: teamNameOf,
      competitionId: enrolments.competitionId,
    },
    desc(enrolments.createdAt),
  );
  const [total] = await db.select({ n: count() }).from(enrolments).where(where);
  const rows = await db
    .select()
    .from(enrolments)
    .where(where)
    .orderBy(order, desc(enrolments.id))
    .limit(page.pageSize)
    .offset((page.current - 1) * page.pageSize);
  return {
    list: await views(db, rows, locale),
    total: total?.n ?? 0,
    current: page.current,
    pageSize: page.pageSize,
  };
}

/** Enrolments of every team the caller belongs to, newest first. */
export async function listMyEnrolments(
  db: Database,
  caller: Caller,
  query: EnrolmentQuery,
  page: PageRequest,
): Promise<Page<EnrolmentView>> {
  const mine = db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(eq(teamMembers.uid, caller.uid));
  return paged(db, and(inArray(enrolments.teamId, mine), ...filtersOf(query)), query, page, caller.locale);
}

export async function listAllEnrolments(
  db: Database,
  caller: Caller,
  query: EnrolmentQuery,
  page: PageRequest,
) {
  const filters = filtersOf(query);
  return paged(db, filters.length ? and(...filters) : undefined, query, page, caller.locale);
}

/** Every check of an enrolment, all at once: the window, the team's size, personal information, ages. */
async function enrolmentViolations(
  tx: Database,
  competition: CompetitionRow,
  team: TeamRow,
  now: Date,
): Promise<Violation[]> {
  const violations: Violation[] = [];
  const state = windowState(competition, 0, now);
  if (state === 'upcoming')
    violations.push({
      rule: 'enrolment_not_open',
      values: { opensAt: competition.enrolmentOpensAt.toISOString() },
    });
  if (state === 'closed')
    violations.push({
      rule: 'enrolment_closed',
      values: { closesAt: competition.enrolmentClosesAt.toISOString() },
    });
  const [live] = await tx
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.teamId, team.id), inArray(enrolments.status, [...LIVE_ENROLMENT_STATUSES])))
    .limit(1);
  if (live) violations.push({ rule: 'already_enrolled' });
  const members = (await membersOf(tx, [team.id])).get(team.id)!;
  const students = members.filter((m) => isStudent(m.role));
  const advisors = members.filter((m) => !isStudent(m.role));
  if (students.length < competition.minTeamSize)
    violations.push({
      rule: 'team_too_small',
      values: { size: students.length, min: competition.minTeamSize },
    });
  if (students.length > competition.maxTeamSize)
    violations.push({ rule: 'team_full', values: { max: competition.maxTeamSize } });
  if (advisors.length > competition.maxAdvisors)
    violations.push({ rule: 'too_many_advisors', values: { max: competition.maxAdvisors } });
  const readiness = await evpiReadiness(
    tx,
    members.map((m) => m.uid),
    now,
  );
  const nameOf = (m: (typeof members)[number]) => m.nickname || m.username;
  const incomplete = members.filter((m) => !readiness.get(m.uid)?.complete);
  if (incomplete.length)
    violations.push({ rule: 'evpi_incomplete', values: { names: incomplete.map(nameOf).join(', ') } });
  for (const advisor of advisors) {
    const birth = readiness.get(advisor.uid)?.dateOfBirth;
    const age = birth ? ageOn(birth, now) : null;
    if (age !== null && age < ADULT_AGE)
      violations.push({ rule: 'advisor_minor', values: { name: nameOf(advisor) } });
  }
  const ages = ageViolation(
    competition,
    students.map((m) => ({ name: nameOf(m), dateOfBirth: readiness.get(m.uid)?.dateOfBirth ?? null })),
  );
  if (ages) violations.push(ages);
  return violations;
}

async function requireLeaderOf(tx: Database, caller: Caller, team: TeamRow) {
  const members = (await membersOf(tx, [team.id])).get(team.id)!;
  const me = members.find((m) => m.uid === caller.uid);
  if (!me) throw new RuleError([{ rule: 'not_team_member' }]);
  if (me.role !== 'leader') throw new RuleError([{ rule: 'not_team_leader' }]);
}

/**
 * The leader enrols the team. With a free place it holds it (pending when the competition requires
 * approval, approved otherwise); without one it goes on the waiting list.
 */
export async function enrol(
  tx: Database,
  caller: Caller,
  input: EnrolmentCreate,
  now: Date,
): Promise<EnrolmentView> {
  const competition = await lockCompetition(tx, input.competitionId);
  const [team] = await tx
    .select()
    .from(teams)
    .where(eq(teams.id, input.teamId))
    .for('no key update')
    .limit(1);
  if (!team || team.dissolvedAt) throw new AppError(404, 'teamNotFound');
  if (!(await memberUids(tx, team.id)).includes(caller.uid)) throw new AppError(404, 'teamNotFound');
  await requireLeaderOf(tx, caller, team);
  if (team.competitionId !== competition.id) throw new RuleError([{ rule: 'team_other_competition' }]);
  refuseIfAny(await enrolmentViolations(tx, competition, team, now));
  const status =
    (await placesHeld(tx, competition.id)) < competition.capacity ? placeStatus(competition) : 'waitlisted';
  let row: EnrolmentRow;
  try {
    [row] = (await tx
      .insert(enrolments)
      .values({
        competitionId: competition.id,
        teamId: team.id,
        status,
        createdAt: now,
        updatedAt: now,
      })
      .returning()) as [EnrolmentRow];
  } catch (error) {
    if (uniqueViolation(error) === 'enrolments_one_live_per_team_key')
      throw new RuleError([{ rule: 'already_enrolled' }]);
    throw error;
  }
  await audit(
    tx,
    {
      actorUid: caller.uid,
      action: 'enrolment.create',
      targetType: 'enrolment',
      targetId: row.id,
      competitionId: competition.id,
      teamId: team.id,
      after: row,
    },
    now,
  );
  return view(tx, row, caller.locale);
}

async function lockedEnrolment(tx: Database, id: number, member?: Caller) {
  const [found] = await tx.select().from(enrolments).where(eq(enrolments.id, id)).limit(1);
  // Only a member of the team may make anyone wait for the competition's lock.
  if (!found || (member && !(await memberUids(tx, found.teamId)).includes(member.uid)))
    throw new AppError(404, 'enrolmentNotFound');
  const competition = await lockCompetition(tx, found.competitionId);
  const [row] = await tx.select().from(enrolments).where(eq(enrolments.id, id)).for('no key update').limit(1);
  return { competition, row: row! };
}

/**
 * The leader withdraws a live enrolment, at any time: a team that cannot come should say so, and its
 * place goes to the first team waiting. The record stays with status `withdrawn`.
 */
export async function withdraw(tx: Database, caller: Caller, id: number, now: Date): Promise<EnrolmentView> {
  const { competition, row } = await lockedEnrolment(tx, id, caller);
  const [team] = await tx.select().from(teams).where(eq(teams.id, row.teamId)).limit(1);
  if (!team || !(await memberUids(tx, row.teamId)).includes(caller.uid))
    throw new AppError(404, 'enrolmentNotFound');
  await requireLeaderOf(tx, caller, team);
  refuseIfAny(isLive(row.status) ? [] : [{ rule: 'not_withdrawable' }]);
  const [after] = await tx
    .update(enrolments)
    .set({ status: 'withdrawn', updatedAt: now })
    .where(eq(enrolments.id, id))
    .returning();
  await audit(
    tx,
    {
      actorUid: caller.uid,
      action: 'enrolment.withdraw',
      targetType: 'enrolment',
      targetId: id,
      competitionId: competition.id,
      teamId: row.teamId,
      before: row,
      after,
    },
    now,
  );
  if (row.status !== 'waitlisted') await fillPlaces(tx, competition, caller.uid, now);
  return view(tx, after!, caller.locale);
}

/**
 * An admin approves a pending enrolment or rejects a pending or waitlisted one, with a note. A
 * rejected place goes to the first team waiting. The team's members get a notice.
 */
export async function review(
  tx: Database,
  caller: Caller,
  id: number,
  decision: { status: 'approved' | 'rejected'; reviewNote?: string },
  now: Date,
): Promise<EnrolmentView> {
  const { competition, row } = await lockedEnrolment(tx, id);
  const allowed: EnrolmentStatusName[] =
    decision.status === 'approved' ? ['pending'] : ['pending', 'waitlisted'];
  refuseIfAny(allowed.includes(row.status) ? [] : [{ rule: 'review_not_pending' }]);
  const note = decision.reviewNote?.trim() || null;
  const [after] = await tx
    .update(enrolments)
    .set({
      status: decision.status,
      reviewNote: note,
      reviewedAt: now,
      reviewedBy: caller.uid,
      updatedAt: now,
    })
    .where(eq(enrolments.id, id))
    .returning();
  const [team] = await tx.select().from(teams).where(eq(teams.id, row.teamId)).limit(1);
  const params = {
    team: team?.name ?? '',
    competition: pickTranslation(competition.texts, 'en-US')?.text.name ?? '',
    note: note ?? '',
  };
  await notify(
    tx,
    await memberUids(tx, row.teamId),
    {
      title: decision.status === 'approved' ? 'notice.enrolmentApproved' : 'notice.enrolmentRejected',
      ...(note ? { description: 'notice.reviewNote' as const } : {}),
      params,
    },
    now,
  );
  await audit(
    tx,
    {
      actorUid: caller.uid,
      action: decision.status === 'approved' ? 'enrolment.approve' : 'enrolment.reject',
      targetType: 'enrolment',
      targetId: id,
      competitionId: competition.id,
      teamId: row.teamId,
      before: row,
      after,
    },
    now,
  );
  if (decision.status === 'rejected' && row.status === 'pending')
    await fillPlaces(tx, competition, caller.uid, now);
  return view(tx, after!, caller.locale);
}

/**
 * The enrolments of a competition as a spreadsheet: one row per team member, naming them by legal
 * name, username and email, with their role and the enrolment's status in the reader's words.
 */
export async function enrolmentsCsv(db: Database, caller: Caller, competitionId: number): Promise<string> {
  const [competition] = await db
    .select()
    .from(competitions)
    .where(eq(competitions.id, competitionId))
    .limit(1);
  if (!competition) throw new AppError(404, 'competitionNotFound');
  const rows = await db
    .select()
    .from(enrolments)
    .where(eq(enrolments.competitionId, competitionId))
    .orderBy(asc(enrolments.createdAt), asc(enrolments.id));
  const list = await views(db, rows, caller.locale);
  const members = await membersOf(db, [...new Set(rows.map((row) => row.teamId))]);
  const people = await csvPeople(
    db,
    [...members.values()].flat().map((member) => member.uid),
  );
  const records: (string | number)[][] = [];
  for (const enrolment of list) {
    const enrolmentCells = [
      enrolment.id,
      enrolment.competitionName,
      enrolment.teamName,
      csvWord(caller.locale, { kind: 'enrolmentStatus', code: enrolment.status }),
      enrolment.waitlistPosition ?? '',
      enrolment.createdAt,
      enrolment.reviewedAt ?? '',
      enrolment.reviewNote ?? '',
    ];
    const roster = members.get(enrolment.teamId) ?? [];
    // A dissolved team has no members left: its enrolment still gets a row.
    if (!roster.length) records.push([...enrolmentCells, '', '', '', '', '']);
    for (const member of roster) {
      const person = people.get(member.uid);
      records.push([
        ...enrolmentCells,
        csvWord(caller.locale, { kind: 'role', code: member.role }),
        person?.legalName ?? '',
        member.username,
        person?.email ?? '',
        member.uid,
      ]);
    }
  }
  return toCsv(csvHeader(caller.locale, ENROLMENT_CSV_COLUMNS), records);
}
