/**
 * A team's submissions to a simulation phase: made within the phase's daily limit (counted in the
 * team's time zone), cancelled by the team while queued or running. Running them is worker.ts's.
 */
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { ControllerLanguage } from '../../../common/contract/simulation';
import type { Database } from '../../db/client';
import { simulationPhases, simulationSelections, simulationSubmissions, teams } from '../../db/schema';
import { AppError, refuseIfAny, RuleError, type Violation } from '../../http/errors';
import type { SUBMISSION_COUNTING } from '../../../common/vocabulary';
import { announced, announceSubmissions } from './announce';
import { dayIn, nextDayStart } from './days';

/** How many of a team's submissions to a phase meet `condition` (under the caller's lock on the team). */
export async function teamSubmissions(
  db: Database,
  { phaseId, teamId }: { phaseId: number; teamId: number },
  condition: SQL,
): Promise<number> {
  const [found] = await db
    .select({ n: count() })
    .from(simulationSubmissions)
    .where(
      and(eq(simulationSubmissions.phaseId, phaseId), eq(simulationSubmissions.teamId, teamId), condition),
    );
  return found!.n;
}

/** The queue a submission waits in for a worker. */
export const SIMULATION_JOB = 'simulation.run';

export interface NewSubmission {
  phaseId: number;
  teamId: number;
  uid: number;
  /** The artifact's name in storage (checked: artifact.ts). */
  artifact: string;
  language: ControllerLanguage;
}

/**
 * Records a submission, queued. The team's row is locked while its day's submissions are counted,
 * so submissions sent at once never get past the limit.
 */
export async function submit(db: Database, input: NewSubmission, now: Date): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [team] = await tx
      .select({ timeZone: teams.timeZone })
      .from(teams)
      .where(eq(teams.id, input.teamId))
      .for('update');
    if (!team) throw new AppError(404, 'teamNotFound');
    const [phase] = await tx
      .select({ dailyLimit: simulationPhases.dailyLimit })
      .from(simulationPhases)
      .where(eq(simulationPhases.phaseId, input.phaseId));
    if (!phase) throw new AppError(404, 'simulationPhaseNotFound');
    const day = dayIn(now, team.timeZone);
    const made = await teamSubmissions(tx, input, eq(simulationSubmissions.day, day));
    if (made >= phase.dailyLimit) {
      const resetsAt = nextDayStart(now, team.timeZone);
      throw new RuleError([
        {
          rule: 'submission_daily_limit',
          values: { limit: phase.dailyLimit, resetsAt: resetsAt.toISOString() },
        },
      ]);
    }
    const [row] = await tx
      .insert(simulationSubmissions)
      .values({
        phaseId: input.phaseId,
        teamId: input.teamId,
        submittedBy: input.uid,
        artifact: input.artifact,
        language: input.language,
        day,
        createdAt: now,
      })
      .returning(announced);
    await announceSubmissions(tx, [row!]);
    return { id: row!.id };
  });
}

/** Cancels a queued or running submission of the team's; a worker running it stops at its next trial. */
export async function cancel(db: Database, teamId: number, submissionId: number, now: Date): Promise<void> {
  const cancelled = await db.transaction(async (tx) => {
    const rows = await tx
      .update(simulationSubmissions)
      .set({ state: 'cancelled', finishedAt: now })
      .where(
        and(
          eq(simulationSubmissions.id, submissionId),
          eq(simulationSubmissions.teamId, teamId),
          inArray(simulationSubmissions.state, ['queued', 'running']),
        ),
      )
      .returning(announced);
    await announceSubmissions(tx, rows);
    return rows.length > 0;
  });
  if (cancelled) return;
  const [found] = await db
    .select({ id: simulationSubmissions.id })
    .from(simulationSubmissions)
    .where(and(eq(simulationSubmissions.id, submissionId), eq(simulationSubmissions.teamId, teamId)));
  if (!found) throw new AppError(404, 'submissionNotFound');
  refuseIfAny([{ rule: 'submission_final' }]);
}

/**
 * Makes a scored submission the one that counts for its team in a phase that counts the selected
 * one, while the phase is open: the team's earlier choice is unselected in the same transaction
 * (the database keeps one selected per team and phase).
 */
export async function select(
  db: Database,
  teamId: number,
  submissionId: number,
  phase: { startsAt: Date; endsAt: Date; counting: (typeof SUBMISSION_COUNTING)[number] },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('update');
    const [row] = await tx
      .select({ phaseId: simulationSubmissions.phaseId, state: simulationSubmissions.state })
      .from(simulationSubmissions)
      .where(and(eq(simulationSubmissions.id, submissionId), eq(simulationSubmissions.teamId, teamId)));
    if (!row) throw new AppError(404, 'submissionNotFound');
    const violations: Violation[] = [];
    if (phase.counting !== 'selected') violations.push({ rule: 'submission_not_selectable' });
    if (row.state !== 'scored') violations.push({ rule: 'submission_not_scored' });
    if (now < phase.startsAt || now >= phase.endsAt)
      violations.push({
        rule: 'submission_window',
        values: { startsAt: phase.startsAt.toISOString(), endsAt: phase.endsAt.toISOString() },
      });
    refuseIfAny(violations);
    await tx
      .update(simulationSubmissions)
      .set({ selected: false })
      .where(
        and(
          eq(simulationSubmissions.phaseId, row.phaseId),
          eq(simulationSubmissions.teamId, teamId),
          eq(simulationSubmissions.selected, true),
        ),
      );
    await tx
      .update(simulationSubmissions)
      .set({ selected: true })
      .where(eq(simulationSubmissions.id, submissionId));
    await tx.insert(simulationSelections).values({ phaseId: row.phaseId, teamId, submissionId, at: now });
  });
}
