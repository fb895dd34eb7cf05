/**
 * Attendance records: who was present, late or absent at each session, as members, team leaders
 * and admins read them, an admin's corrections, and the spreadsheet download. Closed sessions are
 * settled (absentees recorded) before their records are read (./sessions.ts).
 */
import { and, asc, count, desc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { AttendanceRecordView, RecordCorrection, TeamAttendance } from '../../../common/contract';
import { PLACE_HOLDING_STATUSES } from '../../../common/vocabulary';
import type { Locale } from '../../../common/locales';
import type { Database } from '../../db/client';
import {
  attendanceRecords,
  attendanceSessions,
  enrolments,
  teamMembers,
  teams,
  users,
  type AttendanceStatusName,
} from '../../db/schema';
import { AppError } from '../../http/errors';
import { publish } from '../../runtime/channel';
import { audit } from '../audit/audit';
import { isAdmin, type Caller } from '../../shared/caller';
import { competitionName, findCompetition } from '../enrolment/competitions';
import { csvHeader, csvPeople, csvWord, toCsv, ATTENDANCE_CSV_COLUMNS } from '../../shared/csv';
import type { PageRequest } from '../accounts/users';
import { likePattern } from '../content/search';
import { type RecordRow, recordViews } from './record-views';
import { findSession, placeHoldingTeams, sessionState, settleClosed, settleSession } from './sessions';

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
  await publish(tx, {
    type: 'attendance',
    audience: 'admins',
    data: { sessionId, uid, status: row!.status },
  });
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
