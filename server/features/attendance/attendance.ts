/**
 * Attendance at the venue. Admins open check-in sessions per competition; the session screen shows a
 * six-digit code that changes every minute (a TOTP of the session's own secret), as a QR code of the
 * check-in page. A member checks in with the code on screen: a photo sent to someone outside the
 * room stops working within two minutes. After the grace minutes a check-in is late.
 *
 * Who is expected: the students (leader and members) of the teams holding a place in the competition.
 * When a session closes, those who did not check in are recorded absent; this is done when records
 * are read (idempotently, under the unique (session, uid) index), so no clock job is needed.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type {
  AdminSessionView,
  AttendanceRecordView,
  AttendanceSessionView,
  CheckIn,
  CheckInCode,
  Page,
  RecordCorrection,
  SessionInput,
  SessionState,
  TeamAttendance,
} from '../../../common/contract';
import { CHECK_IN_CODE_PERIOD_SECONDS, CHECK_IN_PATH } from '../../../common/limits';
import { PLACE_HOLDING_STATUSES } from '../../../common/vocabulary';
import type { Locale } from '../../../common/locales';
import type { Database } from '../../db/client';
import {
  attendanceRecords,
  attendanceSessions,
  competitions,
  enrolments,
  teamMembers,
  teams,
  users,
  type AttendanceStatusName,
} from '../../db/schema';
import { AppError, refuseIfAny, RuleError, type Violation } from '../../http/errors';
import { audit } from '../audit/audit';
import { isAdmin, type Caller } from '../../shared/caller';
import { competitionName, findCompetition } from '../enrolment/competitions';
import { csvHeader, csvPeople, csvWord, toCsv, ATTENDANCE_CSV_COLUMNS } from '../../shared/csv';
import { refuseFields, unrealDates } from '../../shared/instants';
import type { PageRequest } from '../accounts/users';
import { likePattern } from '../content/search';

type SessionRow = typeof attendanceSessions.$inferSelect;
type RecordRow = typeof attendanceRecords.$inferSelect;

export function sessionState(session: Pick<SessionRow, 'startsAt' | 'endsAt'>, now: Date): SessionState {
  if (now < session.startsAt) return 'upcoming';
  return now > session.endsAt ? 'closed' : 'open';
}

const totp = (secret: string) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    digits: 6,
    period: CHECK_IN_CODE_PERIOD_SECONDS,
    algorithm: 'SHA1',
  });

/** The code on screen now, and when it changes. */
export function currentCode(session: SessionRow, now: Date): CheckInCode {
  const periodMs = CHECK_IN_CODE_PERIOD_SECONDS * 1000;
  const code = totp(session.codeSecret).generate({ timestamp: now.getTime() });
  return {
    code,
    expiresAt: new Date((Math.floor(now.getTime() / periodMs) + 1) * periodMs).toISOString(),
    url: `${CHECK_IN_PATH}?session=${session.id}&code=${code}`,
  };
}

/**
 * The code on screen now, or the one just before it: a member who scanned as the code changed is
 * not turned away. Anything older, or a code of the future, is refused.
 */
export function isValidCode(session: SessionRow, code: string, now: Date): boolean {
  const delta = totp(session.codeSecret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === 0 || delta === -1;
}

const statusAt = (session: SessionRow, at: Date): AttendanceStatusName =>
  at.getTime() <= session.startsAt.getTime() + session.graceMinutes * 60_000 ? 'present' : 'late';

async function findSession(db: Database, id: number): Promise<SessionRow> {
  const [row] = await db.select().from(attendanceSessions).where(eq(attendanceSessions.id, id)).limit(1);
  if (!row) throw new AppError(404, 'sessionNotFound');
  return row;
}

/** Teams holding a place in a competition: the ones a session expects. */
const placeHoldingTeams = (db: Database, competitionId: number) =>
  db
    .select({ teamId: enrolments.teamId })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.competitionId, competitionId),
        inArray(enrolments.status, [...PLACE_HOLDING_STATUSES]),
      ),
    );

/** Records absent everyone expected at a closed session who has no record yet. */
export async function settleSession(db: Database, session: SessionRow, now: Date): Promise<void> {
  if (sessionState(session, now) !== 'closed') return;
  // Raw SQL takes instants as text: postgres.js does not bind a Date in a hand-written statement.
  await db.execute(sql`
    INSERT INTO ${attendanceRecords} (session_id, team_id, uid, status, updated_at)
    SELECT ${session.id}, ${teamMembers.teamId}, ${teamMembers.uid}, 'absent', ${now.toISOString()}::timestamptz
    FROM ${teamMembers}
    WHERE ${teamMembers.competitionId} = ${session.competitionId}
      AND ${teamMembers.role} <> 'advisor'
      AND ${teamMembers.joinedAt} <= ${session.endsAt.toISOString()}::timestamptz
      AND ${teamMembers.teamId} IN (${placeHoldingTeams(db, session.competitionId)})
    ON CONFLICT (session_id, uid) DO NOTHING`);
}

async function settleClosed(db: Database, competitionIds: number[] | undefined, now: Date) {
  const filters: SQL[] = [lte(attendanceSessions.endsAt, now)];
  if (competitionIds) {
    if (!competitionIds.length) return;
    filters.push(inArray(attendanceSessions.competitionId, competitionIds));
  }
  const closed = await db
    .select()
    .from(attendanceSessions)
    .where(and(...filters));
  for (const session of closed) await settleSession(db, session, now);
}

async function recordViews(db: Database, rows: RecordRow[], locale: Locale): Promise<AttendanceRecordView[]> {
  if (!rows.length) return [];
  const sessionIds = [...new Set(rows.map((r) => r.sessionId))];
  const teamIds = [...new Set(rows.map((r) => r.teamId))];
  const uids = [...new Set(rows.map((r) => r.uid))];
  const [sessionRows, teamRows, userRows] = await Promise.all([
    db
      .select({ session: attendanceSessions, competition: competitions })
      .from(attendanceSessions)
      .innerJoin(competitions, eq(competitions.id, attendanceSessions.competitionId))
      .where(inArray(attendanceSessions.id, sessionIds)),
    db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, teamIds)),
    db
      .select({ uid: users.uid, username: users.username, nickname: users.nickname })
      .from(users)
      .where(inArray(users.uid, uids)),
  ]);
  const sessionsById = new Map(sessionRows.map((row) => [row.session.id, row]));
  const teamNames = new Map(teamRows.map((row) => [row.id, row.name]));
  const names = new Map(userRows.map((row) => [row.uid, row.nickname || row.username]));
  return rows.map((row) => {
    const { session, competition } = sessionsById.get(row.sessionId)!;
    return {
      id: row.id,
      sessionId: row.sessionId,
      sessionTitle: session.title,
      teamId: row.teamId,
      uid: row.uid,
      nickname: names.get(row.uid) ?? '',
      status: row.status,
      checkedInAt: row.checkedInAt?.toISOString() ?? null,
      note: row.note,
      teamName: teamNames.get(row.teamId) ?? '',
      competitionId: session.competitionId,
      competitionName: competitionName(competition, locale),
      sessionStartsAt: session.startsAt.toISOString(),
    };
  });
}

/** A session as anyone may see it: everything but its code secret. */
const sessionFields = (session: SessionRow) => ({
  id: session.id,
  competitionId: session.competitionId,
  title: session.title,
  location: session.location,
  startsAt: session.startsAt.toISOString(),
  endsAt: session.endsAt.toISOString(),
  graceMinutes: session.graceMinutes,
});

// ---------------------------------------------------------------------------------------------
// Members

async function myTeamIn(db: Database, uid: number, competitionId: number) {
  const [row] = await db
    .select({ id: teams.id, name: teams.name, role: teamMembers.role })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.uid, uid), eq(teamMembers.competitionId, competitionId)))
    .limit(1);
  return row;
}

/** Sessions of the competitions the caller has a team in, soonest first. */
export async function listMySessions(
  db: Database,
  caller: Caller,
  competitionId: number | undefined,
  page: PageRequest,
  now: Date,
): Promise<Page<AttendanceSessionView>> {
  const mine = db
    .select({ id: teamMembers.competitionId })
    .from(teamMembers)
    .where(eq(teamMembers.uid, caller.uid));
  const where = and(
    inArray(attendanceSessions.competitionId, mine),
    competitionId ? eq(attendanceSessions.competitionId, competitionId) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(attendanceSessions).where(where);
  const rows = await db
    .select({ session: attendanceSessions, competition: competitions })
    .from(attendanceSessions)
    .innerJoin(competitions, eq(competitions.id, attendanceSessions.competitionId))
    .where(where)
    .orderBy(asc(attendanceSessions.startsAt), asc(attendanceSessions.id))
    .limit(page.pageSize)
    .offset((page.current - 1) * page.pageSize);
  const list: AttendanceSessionView[] = [];
  for (const { session, competition } of rows) {
    await settleSession(db, session, now);
    const team = await myTeamIn(db, caller.uid, session.competitionId);
    const [record] = await db
      .select()
      .from(attendanceRecords)
      .where(and(eq(attendanceRecords.sessionId, session.id), eq(attendanceRecords.uid, caller.uid)))
      .limit(1);
    const [recordView] = record ? await recordViews(db, [record], caller.locale) : [];
    list.push({
      ...sessionFields(session),
      competitionName: competitionName(competition, caller.locale),
      state: sessionState(session, now),
      teamId: team?.id ?? null,
      teamName: team?.name ?? null,
      myRecord: recordView
        ? {
            id: recordView.id,
            sessionId: recordView.sessionId,
            sessionTitle: recordView.sessionTitle,
            teamId: recordView.teamId,
            uid: recordView.uid,
            nickname: recordView.nickname,
            status: recordView.status,
            checkedInAt: recordView.checkedInAt,
            note: recordView.note,
          }
        : null,
    });
  }
  return { list, total: total?.n ?? 0, current: page.current, pageSize: page.pageSize };
}

/** A member checks in with the code on the session's screen, while the session is open. */
export async function checkIn(
  tx: Database,
  caller: Caller,
  input: CheckIn,
  now: Date,
): Promise<AttendanceRecordView> {
  const session = await findSession(tx, input.sessionId);
  const [membership] = await tx
    .select({ competitionId: teamMembers.competitionId })
    .from(teamMembers)
    .innerJoin(teams, and(eq(teams.id, teamMembers.teamId), isNull(teams.dissolvedAt)))
    .where(and(eq(teamMembers.teamId, input.teamId), eq(teamMembers.uid, caller.uid)))
    .limit(1);
  if (!membership || membership.competitionId !== session.competitionId)
    throw new RuleError([{ rule: 'not_team_member' }]);
  const violations: Violation[] = [];
  const [place] = await tx
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.teamId, input.teamId), inArray(enrolments.status, [...PLACE_HOLDING_STATUSES])))
    .limit(1);
  if (!place) {
    const competition = await findCompetition(tx, session.competitionId);
    violations.push({
      rule: 'team_not_enrolled',
      values: { competition: competitionName(competition, caller.locale) },
    });
  }
  if (sessionState(session, now) !== 'open')
    violations.push({
      rule: 'session_not_open',
      values: { startsAt: session.startsAt.toISOString(), endsAt: session.endsAt.toISOString() },
    });
  else if (!isValidCode(session, input.code, now)) violations.push({ rule: 'check_in_code_invalid' });
  const [existing] = await tx
    .select()
    .from(attendanceRecords)
    .where(and(eq(attendanceRecords.sessionId, session.id), eq(attendanceRecords.uid, caller.uid)))
    .for('no key update')
    .limit(1);
  if (existing?.checkedInAt)
    violations.push({
      rule: 'already_checked_in',
      values: { checkedInAt: existing.checkedInAt.toISOString() },
    });
  refuseIfAny(violations);
  // An excused member who shows up after all is recorded as attending.
  const values = { status: statusAt(session, now), checkedInAt: now, updatedAt: now, teamId: input.teamId };
  const [row] = await tx
    .insert(attendanceRecords)
    .values({ sessionId: session.id, uid: caller.uid, ...values })
    .onConflictDoUpdate({
      target: [attendanceRecords.sessionId, attendanceRecords.uid],
      set: values,
      setWhere: isNull(attendanceRecords.checkedInAt),
    })
    .returning();
  if (!row) throw new RuleError([{ rule: 'already_checked_in', values: { checkedInAt: now.toISOString() } }]);
  return (await recordViews(tx, [row], caller.locale))[0]!;
}

const RECORD_ORDER = [desc(attendanceSessions.startsAt), asc(users.nickname), asc(attendanceRecords.id)];

async function pagedRecords(db: Database, where: SQL | undefined, page: PageRequest, locale: Locale) {
  const keyword = page.keyword?.trim();
  const pattern = keyword ? likePattern(keyword) : undefined;
  const filtered = and(
    where,
    pattern
      ? sql`(${users.nickname} ILIKE ${pattern} OR ${users.username} ILIKE ${pattern} OR ${attendanceSessions.title} ILIKE ${pattern})`
      : undefined,
  );
  const base = db
    .select({ record: attendanceRecords })
    .from(attendanceRecords)
    .innerJoin(attendanceSessions, eq(attendanceSessions.id, attendanceRecords.sessionId))
    .innerJoin(users, eq(users.uid, attendanceRecords.uid))
    .where(filtered);
  const [total] = await db.select({ n: count() }).from(base.as('matching'));
  const rows = await base
    .orderBy(...RECORD_ORDER)
    .limit(page.pageSize)
    .offset((page.current - 1) * page.pageSize);
  return {
    list: await recordViews(
      db,
      rows.map((row) => row.record),
      locale,
    ),
    total: total?.n ?? 0,
    current: page.current,
    pageSize: page.pageSize,
  };
}

interface RecordFilters {
  teamId?: number;
  sessionId?: number;
  status?: AttendanceStatusName;
}

const recordFilters = (query: RecordFilters): SQL[] => [
  ...(query.teamId ? [eq(attendanceRecords.teamId, query.teamId)] : []),
  ...(query.sessionId ? [eq(attendanceRecords.sessionId, query.sessionId)] : []),
  ...(query.status ? [eq(attendanceRecords.status, query.status)] : []),
];

/** Records of every member of the caller's teams; closed sessions are settled first. */
export async function listMyRecords(
  db: Database,
  caller: Caller,
  query: RecordFilters,
  page: PageRequest,
  now: Date,
) {
  const myTeams = await db
    .select({ teamId: teamMembers.teamId, competitionId: teamMembers.competitionId })
    .from(teamMembers)
    .where(eq(teamMembers.uid, caller.uid));
  await settleClosed(db, [...new Set(myTeams.map((t) => t.competitionId))], now);
  const teamIds = myTeams.map((t) => t.teamId);
  if (!teamIds.length) return { list: [], total: 0, current: page.current, pageSize: page.pageSize };
  return pagedRecords(
    db,
    and(inArray(attendanceRecords.teamId, teamIds), ...recordFilters(query)),
    page,
    caller.locale,
  );
}

/**
 * Each team's status at each session: present when every expected member attended (present, late
 * or excused), incomplete when some did, absent when none did. Leaders see their team's; admins any.
 */
export async function teamAttendance(
  db: Database,
  caller: Caller,
  query: { sessionId?: number; teamId?: number },
  now: Date,
): Promise<TeamAttendance[]> {
  let teamIds: number[] | undefined;
  if (!isAdmin(caller)) {
    const led = await db
      .select({ teamId: teamMembers.teamId })
      .from(teamMembers)
      .where(and(eq(teamMembers.uid, caller.uid), eq(teamMembers.role, 'leader')));
    teamIds = led.map((row) => row.teamId);
    if (query.teamId && !teamIds.includes(query.teamId)) throw new AppError(404, 'teamNotFound');
  }
  if (query.teamId) teamIds = [query.teamId];
  const teamRows = await db
    .select()
    .from(teams)
    .where(
      and(
        teamIds ? inArray(teams.id, teamIds.length ? teamIds : [0]) : undefined,
        isNull(teams.dissolvedAt),
        // Only teams holding a place are expected at the venue.
        inArray(
          teams.id,
          db
            .select({ teamId: enrolments.teamId })
            .from(enrolments)
            .where(inArray(enrolments.status, [...PLACE_HOLDING_STATUSES])),
        ),
      ),
    );
  if (!teamRows.length) return [];
  const competitionIds = [...new Set(teamRows.map((t) => t.competitionId))];
  const sessionRows = await db
    .select()
    .from(attendanceSessions)
    .where(
      and(
        inArray(attendanceSessions.competitionId, competitionIds),
        query.sessionId ? eq(attendanceSessions.id, query.sessionId) : undefined,
      ),
    )
    .orderBy(desc(attendanceSessions.startsAt), asc(attendanceSessions.id));
  for (const session of sessionRows) await settleSession(db, session, now);
  const members = await db
    .select({ teamId: teamMembers.teamId, uid: teamMembers.uid, joinedAt: teamMembers.joinedAt })
    .from(teamMembers)
    .where(
      and(
        inArray(
          teamMembers.teamId,
          teamRows.map((t) => t.id),
        ),
        sql`${teamMembers.role} <> 'advisor'`,
      ),
    );
  const records = sessionRows.length
    ? await db
        .select()
        .from(attendanceRecords)
        .where(
          inArray(
            attendanceRecords.sessionId,
            sessionRows.map((s) => s.id),
          ),
        )
    : [];
  const result: TeamAttendance[] = [];
  for (const session of sessionRows) {
    for (const team of teamRows.filter((t) => t.competitionId === session.competitionId)) {
      const expected = members.filter((m) => m.teamId === team.id && m.joinedAt <= session.endsAt);
      const attended = expected.filter((m) =>
        records.some((r) => r.sessionId === session.id && r.uid === m.uid && r.status !== 'absent'),
      ).length;
      result.push({
        sessionId: session.id,
        sessionTitle: session.title,
        sessionStartsAt: session.startsAt.toISOString(),
        state: sessionState(session, now),
        teamId: team.id,
        teamName: team.name,
        status:
          expected.length > 0 && attended === expected.length
            ? 'present'
            : attended > 0
              ? 'incomplete'
              : 'absent',
        attended,
        expected: expected.length,
      });
    }
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Admins

async function adminViews(
  db: Database,
  rows: SessionRow[],
  locale: Locale,
  now: Date,
): Promise<AdminSessionView[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const counts = await db
    .select({ sessionId: attendanceRecords.sessionId, n: count() })
    .from(attendanceRecords)
    .where(and(inArray(attendanceRecords.sessionId, ids), sql`${attendanceRecords.checkedInAt} IS NOT NULL`))
    .groupBy(attendanceRecords.sessionId);
  const competitionRows = await db
    .select()
    .from(competitions)
    .where(inArray(competitions.id, [...new Set(rows.map((r) => r.competitionId))]));
  const names = new Map(competitionRows.map((c) => [c.id, competitionName(c, locale)]));
  return rows.map((row) => ({
    ...sessionFields(row),
    competitionName: names.get(row.competitionId) ?? '',
    state: sessionState(row, now),
    checkedIn: counts.find((c) => c.sessionId === row.id)?.n ?? 0,
  }));
}

export async function listSessions(
  db: Database,
  caller: Caller,
  query: { competitionId?: number },
  page: PageRequest,
  now: Date,
): Promise<Page<AdminSessionView>> {
  const keyword = page.keyword?.trim();
  const pattern = keyword ? likePattern(keyword) : undefined;
  const where = and(
    query.competitionId ? eq(attendanceSessions.competitionId, query.competitionId) : undefined,
    pattern
      ? or(ilike(attendanceSessions.title, pattern), ilike(attendanceSessions.location, pattern))
      : undefined,
  );
  const [total] = await db.select({ n: count() }).from(attendanceSessions).where(where);
  const rows = await db
    .select()
    .from(attendanceSessions)
    .where(where)
    .orderBy(desc(attendanceSessions.startsAt), desc(attendanceSessions.id))
    .limit(page.pageSize)
    .offset((page.current - 1) * page.pageSize);
  return {
    list: await adminViews(db, rows, caller.locale, now),
    total: total?.n ?? 0,
    current: page.current,
    pageSize: page.pageSize,
  };
}

function checkSession(input: SessionInput) {
  refuseFields(unrealDates({ startsAt: input.startsAt, endsAt: input.endsAt }));
  if (Date.parse(input.endsAt) <= Date.parse(input.startsAt))
    throw new AppError(400, 'invalidInput', undefined, { endsAt: { key: 'field.endsBeforeStarts' } });
}

const sessionValues = (input: SessionInput) => ({
  competitionId: input.competitionId,
  title: input.title.trim(),
  location: input.location.trim(),
  startsAt: new Date(input.startsAt),
  endsAt: new Date(input.endsAt),
  graceMinutes: input.graceMinutes ?? 15,
});

export async function createSession(tx: Database, caller: Caller, input: SessionInput, now: Date) {
  checkSession(input);
  await findCompetition(tx, input.competitionId);
  const [row] = await tx
    .insert(attendanceSessions)
    .values({ ...sessionValues(input), codeSecret: new Secret({ size: 20 }).base32, createdAt: now })
    .returning();
  const after = sessionFields(row!);
  await audit(
    tx,
    {
      actorUid: caller.uid,
      action: 'session.create',
      targetType: 'session',
      targetId: row!.id,
      competitionId: row!.competitionId,
      after,
    },
    now,
  );
  return (await adminViews(tx, [row!], caller.locale, now))[0]!;
}

export async function updateSession(
  tx: Database,
  caller: Caller,
  id: number,
  input: SessionInput,
  now: Date,
) {
  checkSession(input);
  const before = sessionFields(await findSession(tx, id));
  await findCompetition(tx, input.competitionId);
  const [row] = await tx
    .update(attendanceSessions)
    .set(sessionValues(input))
    .where(eq(attendanceSessions.id, id))
    .returning();
  const after = sessionFields(row!);
  await audit(
    tx,
    {
      actorUid: caller.uid,
      action: 'session.update',
      targetType: 'session',
      targetId: id,
      competitionId: row!.competitionId,
      before,
      after,
    },
    now,
  );
  return (await adminViews(tx, [row!], caller.locale, now))[0]!;
}

/** Refused once anyone has checked in: attendance that happened is not erased. */
export async function deleteSession(tx: Database, caller: Caller, id: number, now: Date) {
  const before = sessionFields(await findSession(tx, id));
  const [checkedIn] = await tx
    .select({ n: count() })
    .from(attendanceRecords)
    .where(and(eq(attendanceRecords.sessionId, id), sql`${attendanceRecords.checkedInAt} IS NOT NULL`));
  refuseIfAny(checkedIn?.n ? [{ rule: 'session_has_records', values: { count: checkedIn.n } }] : []);
  await tx.delete(attendanceSessions).where(eq(attendanceSessions.id, id));
  await audit(
    tx,
    {
      actorUid: caller.uid,
      action: 'session.delete',
      targetType: 'session',
      targetId: id,
      competitionId: before.competitionId,
      before,
    },
    now,
  );
  return { id };
}

export async function sessionCode(db: Database, id: number, now: Date): Promise<CheckInCode> {
  return currentCode(await findSession(db, id), now);
}

export async function listSessionRecords(
  db: Database,
  caller: Caller,
  sessionId: number,
  query: RecordFilters,
  page: PageRequest,
  now: Date,
) {
  await settleSession(db, await findSession(db, sessionId), now);
  return pagedRecords(
    db,
    and(eq(attendanceRecords.sessionId, sessionId), ...recordFilters({ ...query, sessionId })),
    page,
    caller.locale,
  );
}

/**
 * An admin excuses someone or sets a record right. Creates the record when there is none yet (an
 * absence excused in advance); the person must be in a team of the session's competition.
 */
export async function correctRecord(
  tx: Database,
  caller: Caller,
  sessionId: number,
  uid: number,
  input: RecordCorrection,
  now: Date,
): Promise<AttendanceRecordView> {
  const session = await findSession(tx, sessionId);
  const [membership] = await tx
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.uid, uid), eq(teamMembers.competitionId, session.competitionId)))
    .limit(1);
  const [before] = await tx
    .select()
    .from(attendanceRecords)
    .where(and(eq(attendanceRecords.sessionId, sessionId), eq(attendanceRecords.uid, uid)))
    .for('no key update')
    .limit(1);
  const teamId = before?.teamId ?? membership?.teamId;
  if (!teamId) throw new AppError(404, 'recordNotFound');
  // Present or late keeps (or sets) when they came; absent or excused means they did not check in.
  const checkedInAt =
    input.status === 'present' || input.status === 'late' ? (before?.checkedInAt ?? now) : null;
  const values = {
    status: input.status,
    note: input.note?.trim() ?? before?.note ?? '',
    checkedInAt,
    updatedAt: now,
  };
  const [row] = await tx
    .insert(attendanceRecords)
    .values({ sessionId, uid, teamId, ...values })
    .onConflictDoUpdate({ target: [attendanceRecords.sessionId, attendanceRecords.uid], set: values })
    .returning();
  await audit(
    tx,
    {
      actorUid: caller.uid,
      action: 'attendance.correct',
      targetType: 'record',
      targetId: row!.id,
      competitionId: session.competitionId,
      teamId,
      before: before ?? null,
      after: row,
    },
    now,
  );
  return (await recordViews(tx, [row!], caller.locale))[0]!;
}

/**
 * A session's list for the door: everyone expected (the students of the teams holding a place, as
 * `settleSession` counts them) and everyone with a record, each named by legal name, username and
 * email. Someone expected without a record has not checked in yet; once the session has closed,
 * settling has recorded them absent.
 */
export async function sessionRecordsCsv(
  db: Database,
  caller: Caller,
  sessionId: number,
  now: Date,
): Promise<string> {
  const session = await findSession(db, sessionId);
  await settleSession(db, session, now);
  const [competition, records, expected] = await Promise.all([
    findCompetition(db, session.competitionId),
    db.select().from(attendanceRecords).where(eq(attendanceRecords.sessionId, sessionId)),
    db
      .select({ teamId: teamMembers.teamId, uid: teamMembers.uid })
      .from(teamMembers)
      .where(
        and(
          eq(teamMembers.competitionId, session.competitionId),
          sql`${teamMembers.role} <> 'advisor'`,
          lte(teamMembers.joinedAt, session.endsAt),
          inArray(teamMembers.teamId, placeHoldingTeams(db, session.competitionId)),
        ),
      ),
  ]);
  const recorded = new Set(records.map((record) => record.uid));
  const rows: { teamId: number; uid: number; record: RecordRow | null }[] = [
    ...records.map((record) => ({ teamId: record.teamId, uid: record.uid, record })),
    ...expected.filter((member) => !recorded.has(member.uid)).map((member) => ({ ...member, record: null })),
  ];
  const teamIds = [...new Set(rows.map((row) => row.teamId))];
  const [teamRows, roles, people] = await Promise.all([
    teamIds.length
      ? db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, teamIds))
      : [],
    teamIds.length
      ? db
          .select({ teamId: teamMembers.teamId, uid: teamMembers.uid, role: teamMembers.role })
          .from(teamMembers)
          .where(inArray(teamMembers.teamId, teamIds))
      : [],
    csvPeople(
      db,
      rows.map((row) => row.uid),
    ),
  ]);
  const teamNames = new Map(teamRows.map((team) => [team.id, team.name]));
  const roleOf = new Map(roles.map((member) => [`${member.teamId}:${member.uid}`, member.role]));
  const rank = { leader: 0, member: 1, advisor: 2 } as const;
  const lines = rows.map((row) => {
    const person = people.get(row.uid);
    const role = roleOf.get(`${row.teamId}:${row.uid}`);
    return {
      team: teamNames.get(row.teamId) ?? '',
      // Someone who has left the team since keeps their record, without a role.
      rank: role ? rank[role] : 3,
      role: role ? csvWord(caller.locale, { kind: 'role', code: role }) : '',
      legalName: person?.legalName ?? '',
      username: person?.username ?? '',
      email: person?.email ?? '',
      uid: row.uid,
      status: csvWord(caller.locale, {
        kind: 'attendanceStatus',
        code: row.record?.status ?? 'notCheckedIn',
      }),
      checkedInAt: row.record?.checkedInAt?.toISOString() ?? '',
      note: row.record?.note ?? '',
    };
  });
  // Team by team, leader first: how staff find a person on the printed list.
  lines.sort(
    (a, b) =>
      a.team.localeCompare(b.team) ||
      a.rank - b.rank ||
      a.legalName.localeCompare(b.legalName) ||
      a.username.localeCompare(b.username),
  );
  return toCsv(
    csvHeader(caller.locale, ATTENDANCE_CSV_COLUMNS),
    lines.map((line) => [
      session.title,
      competitionName(competition, caller.locale),
      line.team,
      line.role,
      line.legalName,
      line.username,
      line.email,
      line.uid,
      line.status,
      line.checkedInAt,
      line.note,
    ]),
  );
}
