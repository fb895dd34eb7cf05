/**
 * Check-in codes. The session screen shows a six-digit code that changes every minute (a TOTP of the
 * session's own secret), as a QR code of the check-in page. A member checks in with the code on
 * screen: a photo sent to someone outside the room stops working within two minutes. After the
 * grace minutes a check-in is late.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { AttendanceRecordView, CheckIn, CheckInCode } from '../../../common/contract';
import { CHECK_IN_CODE_PERIOD_SECONDS, CHECK_IN_PATH } from '../../../common/limits';
import type { Database } from '../../db/client';
import { attendanceRecords, teamMembers, teams } from '../../db/schema';
import { refuseIfAny, RuleError, type Violation } from '../../http/errors';
import { publish } from '../../runtime/channel';
import { type Caller } from '../../shared/caller';
import { competitionName, findCompetition } from '../enrolment/competitions';
import { holdsPlace } from '../enrolment/places';
import { recordViews } from './record-views';
import { type SessionRow, findSession, sessionState, statusAt } from './sessions';

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
  if (!(await holdsPlace(tx, input.teamId))) {
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
  await publish(tx, {
    type: 'attendance',
    audience: 'admins',
    data: { sessionId: session.id, uid: row.uid, status: row.status },
  });
  return (await recordViews(tx, [row], caller.locale))[0]!;
}

export async function sessionCode(db: Database, id: number, now: Date): Promise<CheckInCode> {
  return currentCode(await findSession(db, id), now);
}
