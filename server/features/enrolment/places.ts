/**
 * Places in a competition and its waiting list. Pending and approved enrolments hold a place; when
 * every place is held, an enrolment waits in order of arrival. A freed place goes at once, in the
 * same transaction, to the first team waiting. Callers hold the competition's row lock, so two
 * transactions never hand out the same place.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { pickTranslation } from '../../../common/locales';
import { PLACE_HOLDING_STATUSES } from '../../../common/vocabulary';
import type { Database } from '../../db/client';
import { enrolments, teamMembers, teams, type competitions } from '../../db/schema';
import { audit } from '../audit/audit';
import { notify } from '../notices/notices';

type CompetitionRow = typeof competitions.$inferSelect;

export async function placesHeld(tx: Database, competitionId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.competitionId, competitionId),
        inArray(enrolments.status, [...PLACE_HOLDING_STATUSES]),
      ),
    );
  return row?.n ?? 0;
}

/** Whether the team holds a place (a pending or approved enrolment) in its competition. */
export async function holdsPlace(db: Database, teamId: number): Promise<boolean> {
  const [place] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.teamId, teamId), inArray(enrolments.status, [...PLACE_HOLDING_STATUSES])))
    .limit(1);
  return Boolean(place);
}

/** The status a team gets when it takes a place. */
export const placeStatus = (competition: CompetitionRow) =>
  competition.requiresApproval ? ('pending' as const) : ('approved' as const);

/** Enrolment id → place on its competition's waiting list (from 1). */
export async function waitlistPositions(
  db: Database,
  competitionIds: number[],
): Promise<Map<number, number>> {
  const positions = new Map<number, number>();
  if (!competitionIds.length) return positions;
  const rows = await db
    .select({ id: enrolments.id, competitionId: enrolments.competitionId })
    .from(enrolments)
    .where(and(inArray(enrolments.competitionId, competitionIds), eq(enrolments.status, 'waitlisted')))
    .orderBy(asc(enrolments.id));
  const seen = new Map<number, number>();
  for (const row of rows) {
    const position = (seen.get(row.competitionId) ?? 0) + 1;
    seen.set(row.competitionId, position);
    positions.set(row.id, position);
  }
  return positions;
}

export async function memberUids(tx: Database, teamId: number): Promise<number[]> {
  const rows = await tx
    .select({ uid: teamMembers.uid })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId));
  return rows.map((row) => row.uid);
}

/** Gives free places to the teams waiting longest; the caller holds the competition's row lock. */
export async function fillPlaces(
  tx: Database,
  competition: CompetitionRow,
  actorUid: number | null,
  now: Date,
): Promise<void> {
  const free = competition.capacity - (await placesHeld(tx, competition.id));
  if (free <= 0) return;
  const waiting = await tx
    .select({ enrolment: enrolments, teamName: teams.name })
    .from(enrolments)
    .innerJoin(teams, eq(teams.id, enrolments.teamId))
    .where(and(eq(enrolments.competitionId, competition.id), eq(enrolments.status, 'waitlisted')))
    .orderBy(asc(enrolments.id))
    .limit(free);
  const competitionName = pickTranslation(competition.texts, 'en-US')?.text.name ?? '';
  for (const { enrolment, teamName } of waiting) {
    const [after] = await tx
      .update(enrolments)
      .set({ status: placeStatus(competition), updatedAt: now })
      .where(eq(enrolments.id, enrolment.id))
      .returning();
    await notify(
      tx,
      await memberUids(tx, enrolment.teamId),
      {
        title: 'notice.promoted',
        description: 'notice.promotedBody',
        params: { team: teamName, competition: competitionName },
      },
      now,
    );
    await audit(
      tx,
      {
        actorUid,
        action: 'enrolment.promote',
        targetType: 'enrolment',
        targetId: enrolment.id,
        competitionId: competition.id,
        teamId: enrolment.teamId,
        before: enrolment,
        after,
      },
      now,
    );
  }
}
