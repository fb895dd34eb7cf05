/**
 * Attendance records as the API shows them: with the member's and the session's names, in the
 * reader's language. Shared by sessions, check-ins and the record lists.
 */
import { eq, inArray } from 'drizzle-orm';
import type { AttendanceRecordView } from '../../../common/contract';
import type { Locale } from '../../../common/locales';
import type { Database } from '../../db/client';
import { attendanceRecords, attendanceSessions, competitions, teams, users } from '../../db/schema';
import { competitionName } from '../enrolment/competitions';

export type RecordRow = typeof attendanceRecords.$inferSelect;

export async function recordViews(
  db: Database,
  rows: RecordRow[],
  locale: Locale,
): Promise<AttendanceRecordView[]> {
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
