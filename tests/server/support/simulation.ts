/**
 * Simulation phases and scored submissions for the suites that read them (results, leaks): the
 * settings through the admin route, the submissions and trials straight into the tables.
 */
import assert from 'node:assert/strict';
import type * as API from '../../../common/contract';
import type { Database } from '../../../server/db/client';
import { simulationSelections, simulationSubmissions, simulationTrials } from '../../../server/db/schema';
import { call, type TestPortal } from './helpers';

/** Subsea gates with public seeds 1 and 2 and hidden seed 3, counting each team's best. */
export const SIMULATION_SETTINGS = {
  scenario: 'subsea-gates',
  publicSeeds: [1, 2],
  hiddenSeeds: [3],
  dailyLimit: 5,
  concurrentLimit: 1,
  counting: 'best',
} as const;

/** Makes `phaseId` a simulation phase (SIMULATION_SETTINGS, with `overrides`). */
export async function simulationPhase(
  portal: TestPortal,
  adminSession: string,
  phaseId: number,
  overrides: Partial<API.SimulationPhaseInput> = {},
) {
  const set = await call(portal.app, 'PUT', `/api/admin/phases/${phaseId}/simulation`, {
    session: adminSession,
    body: { ...SIMULATION_SETTINGS, ...overrides },
  });
  assert.equal(set.status, 200, set.raw);
}

/** A scored submission of `teamId` with its trials, `[seed, milli, hidden]` each; its id. */
export async function scoredSubmission(
  db: Database,
  submission: { phaseId: number; teamId: number; uid: number; at: Date; selected?: boolean },
  trials: [number, number, boolean][],
): Promise<number> {
  const [row] = await db
    .insert(simulationSubmissions)
    .values({
      phaseId: submission.phaseId,
      teamId: submission.teamId,
      submittedBy: submission.uid,
      artifact: `${'0'.repeat(64)}.zip`,
      language: 'python',
      day: submission.at.toISOString().slice(0, 10),
      state: 'scored',
      publicMilli: trials.filter(([, , hidden]) => !hidden).reduce((sum, [, milli]) => sum + milli, 0),
      selected: submission.selected ?? false,
      createdAt: submission.at,
      startedAt: submission.at,
      finishedAt: submission.at,
    })
    .returning({ id: simulationSubmissions.id });
  await db.insert(simulationTrials).values(
    trials.map(([seed, milli, hidden]) => ({
      submissionId: row!.id,
      seed,
      hidden,
      milli,
      parts: {},
      steps: 100,
      logTail: '',
      // The score in the replay too: a crawl that finds a hidden score finds a hidden replay.
      replay: { layout: { length: 25, width: 10, shapes: [] }, poses: [[1, 0, 1, 0, milli / 1000]] },
    })),
  );
  if (submission.selected)
    await db.insert(simulationSelections).values({
      phaseId: submission.phaseId,
      teamId: submission.teamId,
      submissionId: row!.id,
      at: submission.at,
    });
  return row!.id;
}
