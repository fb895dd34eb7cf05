/**
 * Teams: creating, editing, a new invite code, and dissolving.
 *
 * Size rules count students (leader and members); advisors are adults, do not count toward the size,
 * and a team has at most `maxAdvisors` of them. Concurrency: every roster change locks the team's row
 * first, and the database refuses a second team per person per competition (a unique index).
 */
import { eq } from 'drizzle-orm';
import type { TeamCreate, TeamInput, TeamLeaveResult, TeamView } from '../../../common/contract';
import type { Database } from '../../db/client';
import { enrolments, teamMembers, teams } from '../../db/schema';
import { AppError, refuseIfAny, RuleError, type Violation } from '../../http/errors';
import { audit } from '../audit/audit';
import { isAdmin, type Caller } from '../../shared/caller';
import { competitionName, findCompetition, isClosed, lockCompetition } from '../enrolment/competitions';
import { notify } from '../notices/notices';
import { fillPlaces } from '../enrolment/places';
import { simulationOpen } from '../simulation/settings';
import {
  alreadyInTeam,
  checkTexts,
  clean,
  guarded,
  liveEnrolmentOf,
  memberSnapshot,
  nameTaken,
  requireLeader,
} from './team-rules';
import { findTeam, membersOf, newInviteCode, teamView, visibleTeam } from './teams';

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

export async function updateTeam(tx: Database, caller: Caller, id: number, input: TeamInput, now: Date) {
  const before = await visibleTeam(tx, caller, id, true);
  await requireLeader(tx, caller, before);
  const values = clean(input);
  checkTexts(values);
  const violations: Violation[] = [];
  if (await nameTaken(tx, before.competitionId, values.name, id))
    violations.push({ rule: 'team_name_taken', values: { name: values.name } });
  if (
    values.timeZone !== undefined &&
    values.timeZone !== before.timeZone &&
    (await simulationOpen(tx, before.competitionId, now))
  )
    violations.push({ rule: 'team_time_zone_fixed' });
  refuseIfAny(violations);
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
