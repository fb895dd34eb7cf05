/** A phase's simulation settings as stored (admins set them: phases.ts). */
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { phases, simulationPhases } from '../../db/schema';

export type SimulationPhaseRow = typeof simulationPhases.$inferSelect;

/** The settings of `phaseId`, if it is a simulation phase. */
export async function simulationPhaseRow(
  db: Database,
  phaseId: number,
): Promise<SimulationPhaseRow | undefined> {
  const [row] = await db.select().from(simulationPhases).where(eq(simulationPhases.phaseId, phaseId));
  return row;
}

/**
 * Whether a simulation phase of the competition is open at `now`: while one is, a team's time zone
 * stays as it is, since its daily count of submissions is kept by the team's day.
 */
export async function simulationOpen(db: Database, competitionId: number, now: Date): Promise<boolean> {
  const [open] = await db
    .select({ phaseId: simulationPhases.phaseId })
    .from(simulationPhases)
    .innerJoin(phases, eq(phases.id, simulationPhases.phaseId))
    .where(and(eq(phases.competitionId, competitionId), lte(phases.startsAt, now), gt(phases.endsAt, now)))
    .limit(1);
  return Boolean(open);
}
