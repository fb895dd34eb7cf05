/**
 * What every change to a team checks: who leads it, who is already in a team, whose name is taken,
 * and how the database's unique indexes are read under concurrency.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TeamInput } from '../../../common/contract';
import { LIVE_ENROLMENT_STATUSES } from '../../../common/vocabulary';
import type { Database } from '../../db/client';
import { enrolments, teamMembers, teams, users } from '../../db/schema';
import { AppError, RuleError, uniqueViolation, type Violation } from '../../http/errors';
import { isAdmin, type Caller } from '../../shared/caller';
import { competitionName, type CompetitionRow } from '../enrolment/competitions';
import { type Member, type TeamRow, displayName } from './teams';

// ---------------------------------------------------------------------------------------------
// Rules

export async function personName(db: Database, uid: number) {
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

export async function alreadyInTeam(
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

export async function nameTaken(db: Database, competitionId: number, name: string, exceptTeamId?: number) {
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
export async function guarded<T>(
  work: () => Promise<T>,
  onConflict: (constraint: string) => Violation | undefined,
) {
  try {
    return await work();
  } catch (error) {
    const constraint = uniqueViolation(error);
    const violation = constraint !== undefined ? onConflict(constraint) : undefined;
    if (violation) throw new RuleError([violation]);
    throw error;
  }
}

export const clean = (input: TeamInput) => ({
  name: input.name.trim(),
  organisation: input.organisation.trim(),
  country: input.country.trim(),
  description: input.description.trim(),
  // Left out when not given: an edit from an older client keeps the team's zone.
  ...(input.timeZone === undefined ? {} : { timeZone: input.timeZone.trim() }),
});

/** A time zone this server's ICU knows by its IANA name. */
function knownTimeZone(zone: string) {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone.length > 0;
  } catch {
    return false;
  }
}

/** Trimmed texts must still meet the schema's lengths ("  x  " is not a two-letter name). */
export function checkTexts(values: ReturnType<typeof clean>) {
  const fields: Record<string, { key: 'field.tooShort' | 'field.timeZone'; params?: { limit: number } }> = {};
  if (values.name.length < 2) fields.name = { key: 'field.tooShort', params: { limit: 2 } };
  if (values.organisation.length < 2) fields.organisation = { key: 'field.tooShort', params: { limit: 2 } };
  if (values.country.length < 2) fields.country = { key: 'field.tooShort', params: { limit: 2 } };
  if (values.timeZone !== undefined && !knownTimeZone(values.timeZone))
    fields.timeZone = { key: 'field.timeZone' };
  if (Object.keys(fields).length) throw new AppError(400, 'invalidInput', undefined, fields);
}

export const memberSnapshot = (team: TeamRow, members: Member[]) => ({
  team: { id: team.id, name: team.name },
  members: members.map((m) => ({ uid: m.uid, role: m.role })),
});

async function leaderUid(db: Database, teamId: number) {
  const [row] = await db
    .select({ uid: teamMembers.uid })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, 'leader')))
    .limit(1);
  return row?.uid;
}

/** The leader, or an admin; a member who is not the leader is refused (403). */
export async function requireLeader(db: Database, caller: Caller, team: TeamRow) {
  if (isAdmin(caller)) return;
  if ((await leaderUid(db, team.id)) !== caller.uid) throw new RuleError([{ rule: 'not_team_leader' }]);
}

export async function liveEnrolmentOf(db: Database, teamId: number) {
  const [row] = await db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.teamId, teamId), inArray(enrolments.status, [...LIVE_ENROLMENT_STATUSES])))
    .limit(1);
  return row;
}

export const noticeParams = (team: TeamRow, name: string) => ({ team: team.name, name });

export const normaliseInviteCode = (code: string) => code.trim().toUpperCase();

/** Whether `joinTeam` refused because the code names no team: a failed guess at an invite code. */
export const isWrongInvite = (error: unknown) =>
  error instanceof RuleError && error.violations.some((violation) => violation.rule === 'invite_invalid');
