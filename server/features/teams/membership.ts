/**
 * Who is in a team: joining by invite code, leaving, removing a member and handing over the
 * leadership. Size rules count students (leader and members); advisors do not count toward the size.
 * Every roster change locks the team's row first, and the database refuses a second team per person
 * per competition (a unique index).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { ageOn } from '../../../common/age';
import type { TeamJoin, TeamLeaveResult, TeamView } from '../../../common/contract';
import { ADULT_AGE } from '../../../common/limits';
import type { Database } from '../../db/client';
import { teamMembers, teams } from '../../db/schema';
import { refuseIfAny, RuleError, type Violation } from '../../http/errors';
import { audit } from '../audit/audit';
import { isAdmin, type Caller } from '../../shared/caller';
import { competitionName, findCompetition, isClosed, lockCompetition } from '../enrolment/competitions';
import { ageViolation } from '../enrolment/eligibility';
import { evpiReadiness } from '../accounts/evpi';
import { notify } from '../notices/notices';
import { dissolveTeam } from './team-changes';
import {
  alreadyInTeam,
  guarded,
  liveEnrolmentOf,
  memberSnapshot,
  normaliseInviteCode,
  noticeParams,
  personName,
  requireLeader,
} from './team-rules';
import { displayName, findTeam, isStudent, membersOf, teamView, visibleTeam } from './teams';

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
