/** A phase's simulation settings as stored (admins set them: phases.ts). */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { simulationPhases } from '../../db/schema';

export type SimulationPhaseRow = typeof simulationPhases.$inferSelect;

/** The settings of `phaseId`, if it is a simulation phase. */
export async function simulationPhaseRow(
  db: Database,
  phaseId: number,
): Promise<SimulationPhaseRow | undefined> {
  const [row] = await db.select().from(simulationPhases).where(eq(simulationPhases.phaseId, phaseId));
  return row;
}
