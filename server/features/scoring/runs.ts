/**
 * A phase's runs: each team's attempts at each field component and one session per judged
 * component. Admins add one at a time or generate them for every team in the phase; a run that
 * exists is never made twice (the unique phase, team, component, attempt index).
 */
import { and, asc, eq, inArray, isNull, max } from 'drizzle-orm';
import type { GenerateRuns, RunInput, RunsInput, RunView } from '../../../common/contract/scoring';
import type { Database } from '../../db/client';
import {
  enrolments,
  phasePublications,
  phaseQualifiers,
  phases,
  runs,
  runScores,
  simulationPhases,
  teams,
} from '../../db/schema';
import { AppError, fieldError, refuseIfAny, uniqueViolation } from '../../http/errors';
import type { Caller } from '../../shared/caller';
import { refuseFields, unrealDates } from '../../shared/instants';
import { audit } from '../audit/audit';
import { componentOf, schemeInForce } from './schemes';

export type RunRow = typeof runs.$inferSelect;
export type PhaseRow = typeof phases.$inferSelect;

export async function findPhase(db: Database, id: number): Promise<PhaseRow> {
  const [row] = await db.select().from(phases).where(eq(phases.id, id)).limit(1);
  if (!row) throw new AppError(404, 'phaseNotFound');
  return row;
}

/** Whether the phase's results are final (no publication row: draft). */
export async function phaseIsFinal(db: Database, phaseId: number): Promise<boolean> {
  const [row] = await db
    .select({ state: phasePublications.state })
    .from(phasePublications)
    .where(eq(phasePublications.phaseId, phaseId))
    .limit(1);
  return row?.state === 'final';
}

/**
 * The teams of a phase: in a competition's first phase (the earliest start) those with an approved
 * enrolment; in a later one those the phase before sent on (phase_qualifiers).
 */
export async function phaseTeamIds(db: Database, phase: PhaseRow): Promise<number[]> {
  const [first] = await db
    .select({ id: phases.id })
    .from(phases)
    .where(eq(phases.competitionId, phase.competitionId))
    .orderBy(asc(phases.startsAt), asc(phases.id))
    .limit(1);
  const rows =
    first?.id === phase.id
      ? await db
          .select({ teamId: enrolments.teamId })
          .from(enrolments)
          .innerJoin(teams, eq(teams.id, enrolments.teamId))
          .where(
            and(
              eq(enrolments.competitionId, phase.competitionId),
              eq(enrolments.status, 'approved'),
              isNull(teams.dissolvedAt),
            ),
          )
          .orderBy(asc(enrolments.teamId))
      : await db
          .select({ teamId: phaseQualifiers.teamId })
          .from(phaseQualifiers)
          .where(eq(phaseQualifiers.phaseId, phase.id))
          .orderBy(asc(phaseQualifiers.rank), asc(phaseQualifiers.teamId));
  return rows.map((row) => row.teamId);
}

/** Runs as officials and admins see them, with their committed version. */
export async function runViews(db: Database, rows: RunRow[]): Promise<RunView[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const [names, versions, phaseRows] = await Promise.all([
    db
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(inArray(teams.id, [...new Set(rows.map((row) => row.teamId))])),
    db
      .select({ runId: runScores.runId, version: max(runScores.version) })
      .from(runScores)
      .where(inArray(runScores.runId, ids))
      .groupBy(runScores.runId),
    db
      .select({ id: phases.id, competitionId: phases.competitionId })
      .from(phases)
      .where(inArray(phases.id, [...new Set(rows.map((row) => row.phaseId))])),
  ]);
  const teamName = new Map(names.map((row) => [row.id, row.name]));
  const version = new Map(versions.map((row) => [row.runId, row.version]));
  const competition = new Map(phaseRows.map((row) => [row.id, row.competitionId]));
  return rows.map((row) => ({
    id: row.id,
    phaseId: row.phaseId,
    competitionId: competition.get(row.phaseId)!,
    teamId: row.teamId,
    teamName: teamName.get(row.teamId) ?? '',
    component: row.component,
    field: row.field,
    slot: row.slot?.toISOString() ?? null,
    attempt: row.attempt,
    state: row.state,
    version: version.get(row.id) ?? null,
  }));
}

const phaseRuns = (db: Database, phaseId: number) =>
  db
    .select()
    .from(runs)
    .where(eq(runs.phaseId, phaseId))
    .orderBy(asc(runs.slot), asc(runs.teamId), asc(runs.component), asc(runs.attempt), asc(runs.id));

export async function listRuns(db: Database, phaseId: number): Promise<RunView[]> {
  await findPhase(db, phaseId);
  return runViews(db, await phaseRuns(db, phaseId));
}

const MINUTE = 60_000;

/** Every team's runs: attempt by attempt, the field runs on the fields in turn, a slot apart per round. */
function generated(
  teamIds: number[],
  scheme: Awaited<ReturnType<typeof schemeInForce>>,
  phase: PhaseRow,
  input: GenerateRuns,
) {
  const fields = input.fields ?? ['Field 1'];
  const startsAt = input.startsAt ? new Date(input.startsAt) : phase.startsAt;
  const apart = (input.minutesApart ?? 15) * MINUTE;
  const values: (typeof runs.$inferInsert)[] = [];
  let fieldRuns = 0;
  for (const component of scheme.components) {
    if (component.kind !== 'field') continue;
    for (let attempt = 1; attempt <= component.attempts; attempt += 1)
      for (const teamId of teamIds) {
        values.push({
          phaseId: phase.id,
          teamId,
          component: component.key,
          attempt,
          field: fields[fieldRuns % fields.length]!,
          slot: new Date(startsAt.getTime() + Math.floor(fieldRuns / fields.length) * apart),
        });
        fieldRuns += 1;
      }
  }
  // Judges see each team once per judged component, in rooms of their own: no field, no slot here.
  for (const component of scheme.components)
    if (component.kind === 'judged')
      for (const teamId of teamIds)
        values.push({ phaseId: phase.id, teamId, component: component.key, attempt: 1 });
  return values;
}

async function checkedRun(db: Database, phase: PhaseRow, input: RunInput) {
  const scheme = await schemeInForce(db, phase.competitionId);
  const component = componentOf(scheme, input.component);
  if (!component) throw fieldError('component', 'field.unknownComponent', { key: input.component });
  const attempts = component.kind === 'field' ? component.attempts : 1;
  if (input.attempt > attempts) throw fieldError('attempt', 'field.maximum', { limit: attempts });
  if (!(await phaseTeamIds(db, phase)).includes(input.teamId)) refuseIfAny([{ rule: 'team_not_in_phase' }]);
  return {
    phaseId: phase.id,
    teamId: input.teamId,
    component: input.component,
    attempt: input.attempt,
    field: input.field ?? null,
    slot: input.slot ? new Date(input.slot) : null,
  };
}

/** Adds one run, or every team's runs; answers the phase's runs. */
/**
 * A simulation phase is scored by its submissions: no run at the venue. The phase's row is locked,
 * as making a phase a simulation phase locks it (simulation/phases.ts), so neither slips past the
 * other.
 */
async function refuseOnSimulationPhase(tx: Database, phaseId: number) {
  await tx.select({ id: phases.id }).from(phases).where(eq(phases.id, phaseId)).for('update');
  const [simulation] = await tx
    .select({ phaseId: simulationPhases.phaseId })
    .from(simulationPhases)
    .where(eq(simulationPhases.phaseId, phaseId));
  if (simulation) refuseIfAny([{ rule: 'runs_on_simulation_phase' }]);
}

export async function createRuns(
  tx: Database,
  caller: Caller,
  phaseId: number,
  input: RunsInput,
  now: Date,
): Promise<RunView[]> {
  const when = 'generate' in input ? { startsAt: input.startsAt } : { slot: input.slot };
  refuseFields(
    unrealDates(
      Object.fromEntries(Object.entries(when).filter(([, value]) => value)) as Record<string, string>,
    ),
  );
  const phase = await findPhase(tx, phaseId);
  await refuseOnSimulationPhase(tx, phaseId);
  if ('generate' in input) {
    const scheme = await schemeInForce(tx, phase.competitionId);
    const values = generated(await phaseTeamIds(tx, phase), scheme, phase, input);
    const added = values.length
      ? await tx.insert(runs).values(values).onConflictDoNothing().returning({ id: runs.id })
      : [];
    await audit(
      tx,
      {
        actorUid: caller.uid,
        action: 'scoring.runs.generate',
        targetType: 'phase',
        targetId: phase.id,
        competitionId: phase.competitionId,
        after: { ...input, added: added.length },
      },
      now,
    );
  } else {
    const values = await checkedRun(tx, phase, input);
    // A savepoint, so the duplicate's error leaves the transaction usable for the refusal.
    const [row] = await tx
      .transaction((inner) => inner.insert(runs).values(values).returning())
      .catch((error: unknown) => {
        if (uniqueViolation(error) === 'runs_phase_team_component_attempt_key')
          refuseIfAny([
            { rule: 'run_exists', values: { attempt: input.attempt, component: input.component } },
          ]);
        throw error;
      });
    await audit(
      tx,
      {
        actorUid: caller.uid,
        action: 'scoring.runs.create',
        targetType: 'run',
        targetId: row!.id,
        competitionId: phase.competitionId,
        teamId: row!.teamId,
        after: row,
      },
      now,
    );
  }
  return runViews(tx, await phaseRuns(tx, phaseId));
}

/** Locks runs for update in id order (every writer locks in that order, so none waits on another in a ring). */
export async function lockRuns(tx: Database, ids: number[]): Promise<Map<number, RunRow>> {
  if (!ids.length) return new Map();
  const rows = await tx.select().from(runs).where(inArray(runs.id, ids)).orderBy(asc(runs.id)).for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

export const setRunState = (tx: Database, id: number, state: RunRow['state']) =>
  tx.update(runs).set({ state }).where(eq(runs.id, id));
