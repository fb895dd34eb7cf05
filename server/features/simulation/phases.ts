/** A phase's settings as a simulation phase (admins): its scenario, its seeds and its limits per team. */
import type { SimulationPhaseInput, SimulationPhaseView } from '../../../common/contract/simulation';
import type { Database } from '../../db/client';
import { eq } from 'drizzle-orm';
import { phases, runs, simulationPhases, simulationSubmissions } from '../../db/schema';
import { AppError, fieldError, refuseIfAny, type Violation } from '../../http/errors';
import { findPhase } from '../results/publication';
import { SCENARIOS } from './scenarios';
import { simulationPhaseRow, type SimulationPhaseRow as Row } from './settings';

const view = (row: Row): SimulationPhaseView => ({
  phaseId: row.phaseId,
  scenario: row.scenario,
  publicSeeds: row.publicSeeds,
  hiddenSeeds: row.hiddenSeeds,
  dailyLimit: row.dailyLimit,
  concurrentLimit: row.concurrentLimit,
  counting: row.counting,
});

export async function getSimulationPhase(db: Database, phaseId: number): Promise<SimulationPhaseView> {
  await findPhase(db, phaseId);
  const row = await simulationPhaseRow(db, phaseId);
  if (!row) throw new AppError(404, 'simulationPhaseNotFound');
  return view(row);
}

export async function putSimulationPhase(
  db: Database,
  phaseId: number,
  input: SimulationPhaseInput,
): Promise<SimulationPhaseView> {
  await findPhase(db, phaseId);
  if (!SCENARIOS[input.scenario])
    throw fieldError('scenario', 'field.unknownScenario', { name: input.scenario });
  const seen = new Set<number>();
  for (const [field, seeds] of [
    ['publicSeeds', input.publicSeeds],
    ['hiddenSeeds', input.hiddenSeeds],
  ] as const) {
    for (const seed of seeds) {
      if (seen.has(seed)) throw fieldError(field, 'field.duplicateSeed', { seed });
      seen.add(seed);
    }
  }
  return db.transaction(async (tx) => {
    // The phase's row is the lock it and run creation (scoring/runs.ts) take turns on.
    await tx.select({ id: phases.id }).from(phases).where(eq(phases.id, phaseId)).for('update');
    const before = await simulationPhaseRow(tx, phaseId);
    const violations: Violation[] = [];
    const [run] = await tx.select({ id: runs.id }).from(runs).where(eq(runs.phaseId, phaseId)).limit(1);
    if (run) violations.push({ rule: 'simulation_phase_has_runs' });
    // Scores of different scenarios or seeds do not compare: once a team has submitted, they stay.
    const same = (a: number[], b: number[]) => a.length === b.length && a.every((seed, i) => seed === b[i]);
    if (
      before &&
      (before.scenario !== input.scenario ||
        !same(before.publicSeeds, input.publicSeeds) ||
        !same(before.hiddenSeeds, input.hiddenSeeds))
    ) {
      const [submitted] = await tx
        .select({ id: simulationSubmissions.id })
        .from(simulationSubmissions)
        .where(eq(simulationSubmissions.phaseId, phaseId))
        .limit(1);
      if (submitted) violations.push({ rule: 'simulation_trials_fixed' });
    }
    refuseIfAny(violations);
    const [row] = await tx
      .insert(simulationPhases)
      .values({ phaseId, ...input })
      .onConflictDoUpdate({ target: simulationPhases.phaseId, set: input })
      .returning();
    return view(row!);
  });
}
