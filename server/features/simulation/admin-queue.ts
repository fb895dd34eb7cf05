/**
 * The admins' view of a simulation phase's queue: every submission with its team, state, worker,
 * attempts and times; and running an ended submission again.
 */
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { SimulationJob, SimulationJobQuery } from '../../../common/contract/simulation';
import type { Page } from '../../../common/contract';
import type { Database } from '../../db/client';
import { phases, simulationSubmissions, simulationTrials, teams } from '../../db/schema';
import { AppError, RuleError } from '../../http/errors';
import type { Caller } from '../../shared/caller';
import type { PageRequest } from '../accounts/users';
import { audit } from '../audit/audit';
import { announceSubmissions } from './announce';
import { simulationPhaseRow } from './settings';
import { submissionView } from './team-views';

type Row = typeof simulationSubmissions.$inferSelect;

const jobView = (row: Row, teamName: string, publicTrials: number): SimulationJob => ({
  ...submissionView(row, publicTrials),
  teamId: row.teamId,
  teamName,
  attempts: row.attempts,
  worker: row.worker ?? null,
  heartbeatAt: row.heartbeatAt?.toISOString() ?? null,
});

async function settingsOf(db: Database, phaseId: number) {
  const setting = await simulationPhaseRow(db, phaseId);
  if (!setting) throw new AppError(404, 'simulationPhaseNotFound');
  return setting;
}

/** A phase's submissions, newest first, optionally in one state. */
export async function listJobs(
  db: Database,
  phaseId: number,
  query: Pick<SimulationJobQuery, 'state'>,
  page: PageRequest,
): Promise<Page<SimulationJob>> {
  const setting = await settingsOf(db, phaseId);
  const filters: SQL[] = [eq(simulationSubmissions.phaseId, phaseId)];
  if (query.state) filters.push(eq(simulationSubmissions.state, query.state));
  const [total] = await db
    .select({ n: count() })
    .from(simulationSubmissions)
    .where(and(...filters));
  const rows = await db
    .select({ row: simulationSubmissions, teamName: teams.name })
    .from(simulationSubmissions)
    .innerJoin(teams, eq(teams.id, simulationSubmissions.teamId))
    .where(and(...filters))
    .orderBy(desc(simulationSubmissions.createdAt), desc(simulationSubmissions.id))
    .limit(page.pageSize)
    .offset((page.current - 1) * page.pageSize);
  return {
    list: rows.map(({ row, teamName }) => jobView(row, teamName, setting.publicSeeds.length)),
    total: total?.n ?? 0,
    current: page.current,
    pageSize: page.pageSize,
  };
}

/**
 * Queues an ended submission (scored, failed or cancelled) again, as if just sent: its trials and
 * outcome are dropped, its attempts start again. The caller queues its job once this has committed.
 */
export async function rerun(
  db: Database,
  caller: Caller,
  submissionId: number,
  now: Date,
): Promise<SimulationJob> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ row: simulationSubmissions, teamName: teams.name, competitionId: phases.competitionId })
      .from(simulationSubmissions)
      .innerJoin(teams, eq(teams.id, simulationSubmissions.teamId))
      .innerJoin(phases, eq(phases.id, simulationSubmissions.phaseId))
      .where(eq(simulationSubmissions.id, submissionId))
      .for('update', { of: simulationSubmissions });
    if (!found) throw new AppError(404, 'submissionNotFound');
    const { row: before, teamName, competitionId } = found;
    if (!['scored', 'failed', 'cancelled'].includes(before.state))
      throw new RuleError([{ rule: 'submission_not_ended' }]);
    await tx.delete(simulationTrials).where(eq(simulationTrials.submissionId, submissionId));
    const [after] = await tx
      .update(simulationSubmissions)
      .set({
        state: 'queued',
        failure: null,
        publicMilli: null,
        attempts: 0,
        worker: null,
        heartbeatAt: null,
        startedAt: null,
        finishedAt: null,
      })
      .where(
        and(
          eq(simulationSubmissions.id, submissionId),
          inArray(simulationSubmissions.state, ['scored', 'failed', 'cancelled']),
        ),
      )
      .returning();
    await announceSubmissions(tx, [after!]);
    await audit(
      tx,
      {
        actorUid: caller.uid,
        action: 'simulation.rerun',
        targetType: 'submission',
        targetId: submissionId,
        competitionId,
        teamId: before.teamId,
        before: { state: before.state, failure: before.failure, publicMilli: before.publicMilli },
      },
      now,
    );
    const setting = await settingsOf(tx, before.phaseId);
    return jobView(after!, teamName, setting.publicSeeds.length);
  });
}
