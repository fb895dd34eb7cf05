/**
 * Attendance sessions at the venue. Admins open check-in sessions per competition; members see
 * the sessions of their teams' competitions.
 *
 * Who is expected: the students (leader and members) of the teams holding a place in the competition.
 * When a session closes, those who did not check in are recorded absent: by a job at its end time
 * (`SETTLE_SESSION_JOB`, sent when the session is made or its end moves), and again whenever records
 * are read, in case the job is late. Both run the same rule, idempotent under the unique
 * (session, uid) index, so a job that runs twice, or after a read, records nobody twice.
 */
import { and, asc, count, desc, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { Secret } from 'otpauth';
import type {
  AdminSessionView,
  AttendanceSessionView,
  Page,
  SessionInput,
  SessionState,
} from '../../../common/contract';
import { PLACE_HOLDING_STATUSES } from '../../../common/vocabulary';
import type { Locale } from '../../../common/locales';
import type { Database } from '../../db/client';
import type { Jobs } from '../../runtime/jobs';
import {
  attendanceRecords,
  attendanceSessions,
  competitions,
  enrolments,
  teamMembers,
  teams,
  type AttendanceStatusName,
} from '../../db/schema';
import { AppError, refuseIfAny } from '../../http/errors';
import { audit } from '../audit/audit';
import { type Caller } from '../../shared/caller';
import { competitionName, findCompetition } from '../enrolment/competitions';
import { refuseFields, unrealDates } from '../../shared/instants';
import type { PageRequest } from '../accounts/users';
import { likePattern } from '../content/search';
import { recordViews } from './record-views';

export type SessionRow = typeof attendanceSessions.$inferSelect;

export function sessionState(session: Pick<SessionRow, 'startsAt' | 'endsAt'>, now: Date): SessionState {
  if (now < session.startsAt) return 'upcoming';
  return now > session.endsAt ? 'closed' : 'open';
}

export const statusAt = (session: SessionRow, at: Date): AttendanceStatusName =>
  at.getTime() <= session.startsAt.getTime() + session.graceMinutes * 60_000 ? 'present' : 'late';

export async function findSession(db: Database, id: number): Promise<SessionRow> {
  const [row] = await db.select().from(attendanceSessions).where(eq(attendanceSessions.id, id)).limit(1);
  if (!row) throw new AppError(404, 'sessionNotFound');
  return row;
}

/** Teams holding a place in a competition: the ones a session expects. */
export const placeHoldingTeams = (db: Database, competitionId: number) =>
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

export async function settleClosed(db: Database, competitionIds: number[] | undefined, now: Date) {
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

/** The job that settles one session at its end time. */
export const SETTLE_SESSION_JOB = 'attendance-settle';

interface SettleJob {
  sessionId: number;
}

/**
 * Schedules the session's settling at its end; a session whose end moved has its job moved with it
 * (one waiting job per session). Sent after the transaction that saved the session has committed.
 */
export const scheduleSettle = (
  jobs: Jobs,
  session: { id: number; endsAt: string | Date },
  // The first instant the session counts as closed (sessionState: after its end).
  at = new Date(new Date(session.endsAt).getTime() + 1),
) =>
  jobs.send<SettleJob>(
    SETTLE_SESSION_JOB,
    { sessionId: session.id },
    { startAfter: at, singletonKey: `session:${session.id}` },
  );

/**
 * The job: settles the session when it has closed by the app's clock. A session deleted since has
 * nothing to settle; one that is not closed yet (its end moved later, or the job ran a moment
 * early on another server's clock) is scheduled again for its end.
 */
export async function settleOnSchedule(db: Database, jobs: Jobs, data: SettleJob, now: Date) {
  const [session] = await db
    .select()
    .from(attendanceSessions)
    .where(eq(attendanceSessions.id, data.sessionId))
    .limit(1);
  if (!session) return;
  if (sessionState(session, now) !== 'closed') {
    // At least a second on: a clock that stands still (a test's) must not make it spin.
    const end = session.endsAt.getTime() + 1;
    await scheduleSettle(jobs, session, new Date(Math.max(end, now.getTime() + 1000)));
    return;
  }
  await settleSession(db, session, now);
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
