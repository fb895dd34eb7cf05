/**
 * Sheets: what one person's entries for one run add up to (the fold of their events in the order
 * the server took them), their signed submissions, and the run's committed versions, as the caller
 * may see them: a referee or judge who scores the run their own submissions, the head referee and
 * admins every one; committed versions to all of them; anyone else finds no such run.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type {
  RunSheetView,
  ScoreVersionView,
  ScoringComponent,
  ScoringEntry,
  Sheet,
  SubmissionView,
} from '../../../common/contract/scoring';
import type { Database } from '../../db/client';
import {
  runScores,
  runSubmissions,
  runs,
  scoringEvents,
  scoringSchemes,
  users,
  type OfficialRoleName,
} from '../../db/schema';
import { AppError } from '../../http/errors';
import { isAdmin, type Caller } from '../../shared/caller';
import { rolesIn, scores } from './officials';
import { findPhase, runViews, type PhaseRow, type RunRow } from './runs';
import { componentOf, schemeInForce, type SchemeRow } from './schemes';

export const emptySheet = (): Sheet => ({ counts: {}, timeMs: null });

/** Applies one entry to a sheet: a count adds its delta, a mark or a time replaces the value. */
export function applyEntry(sheet: Sheet, entry: ScoringEntry): Sheet {
  if (entry.kind === 'count')
    return {
      ...sheet,
      counts: { ...sheet.counts, [entry.item]: (sheet.counts[entry.item] ?? 0) + entry.delta },
    };
  if (entry.kind === 'mark') return { ...sheet, counts: { ...sheet.counts, [entry.criterion]: entry.value } };
  if (entry.kind === 'time') return { ...sheet, timeMs: entry.ms };
  return sheet;
}

/** One person's sheet for one run, from their events in the server's order. */
export async function personSheet(db: Database, runId: number, uid: number): Promise<Sheet> {
  const events = await db
    .select({ entry: scoringEvents.entry })
    .from(scoringEvents)
    .where(and(eq(scoringEvents.runId, runId), eq(scoringEvents.uid, uid)))
    .orderBy(asc(scoringEvents.seq));
  return events.reduce((sheet, { entry }) => applyEntry(sheet, entry), emptySheet());
}

export type SubmissionRow = typeof runSubmissions.$inferSelect;

/** Each person's latest submission for a run (a later one replaces their earlier one), oldest first. */
export async function latestSubmissions(db: Database, runId: number): Promise<SubmissionRow[]> {
  const rows = await db
    .select()
    .from(runSubmissions)
    .where(eq(runSubmissions.runId, runId))
    .orderBy(desc(runSubmissions.id));
  const latest = new Map<number, SubmissionRow>();
  for (const row of rows) if (!latest.has(row.uid)) latest.set(row.uid, row);
  return [...latest.values()].sort((a, b) => a.id - b.id);
}

/** What every rule on a run needs: the run, its phase, the scheme in force and its component, the caller's roles. */
export interface RunContext {
  run: RunRow;
  phase: PhaseRow;
  scheme: SchemeRow;
  /** The run's component in the scheme in force, or in the newest version that still had it. */
  component: ScoringComponent;
  roles: Set<OfficialRoleName>;
}

export async function runContext(db: Database, caller: Caller, run: RunRow): Promise<RunContext> {
  const phase = await findPhase(db, run.phaseId);
  const scheme = await schemeInForce(db, phase.competitionId);
  let component = componentOf(scheme, run.component);
  if (!component) {
    const older = await db
      .select()
      .from(scoringSchemes)
      .where(eq(scoringSchemes.competitionId, phase.competitionId))
      .orderBy(desc(scoringSchemes.version));
    component = older.map((row) => componentOf(row, run.component)).find(Boolean);
  }
  if (!component) throw new AppError(404, 'runNotFound');
  return { run, phase, scheme, component, roles: await rolesIn(db, caller.uid, phase.competitionId) };
}

export async function findRun(db: Database, id: number): Promise<RunRow> {
  const [row] = await db.select().from(runs).where(eq(runs.id, id)).limit(1);
  if (!row) throw new AppError(404, 'runNotFound');
  return row;
}

const person = (uid: number | null, nickname: string | null) => ({ uid: uid ?? 0, nickname: nickname ?? '' });

/** The run with its sheets as the caller may see them; a caller with no part in it gets a 404. */
export async function sheetView(db: Database, caller: Caller, context: RunContext): Promise<RunSheetView> {
  const { run, roles, component } = context;
  const seesAll = isAdmin(caller) || roles.has('head_referee');
  if (!seesAll && !scores(roles, component)) throw new AppError(404, 'runNotFound');
  const submissions = await db
    .select({ row: runSubmissions, nickname: users.nickname })
    .from(runSubmissions)
    .leftJoin(users, eq(users.uid, runSubmissions.uid))
    .where(and(eq(runSubmissions.runId, run.id), seesAll ? undefined : eq(runSubmissions.uid, caller.uid)))
    .orderBy(asc(runSubmissions.id));
  const versions = await db
    .select({ row: runScores, nickname: users.nickname })
    .from(runScores)
    .leftJoin(users, eq(users.uid, runScores.committedBy))
    .where(eq(runScores.runId, run.id))
    .orderBy(asc(runScores.version));
  const [view] = await runViews(db, [run]);
  return {
    run: view!,
    submissions: submissions.map(({ row, nickname }): SubmissionView => ({
      id: row.id,
      referee: person(row.uid, nickname),
      device: row.device,
      schemeVersion: row.schemeVersion,
      sheet: row.sheet,
      points: row.points,
      signature: row.signature,
      submittedAt: row.submittedAt.toISOString(),
    })),
    versions: versions.map(({ row, nickname }): ScoreVersionView => ({
      version: row.version,
      schemeVersion: row.schemeVersion,
      sheet: row.sheet,
      points: row.points,
      maxPoints: row.maxPoints,
      committedBy: person(row.committedBy, nickname),
      reason: row.reason,
      committedAt: row.committedAt.toISOString(),
    })),
  };
}

export async function runSheets(db: Database, caller: Caller, runId: number): Promise<RunSheetView> {
  return sheetView(db, caller, await runContext(db, caller, await findRun(db, runId)));
}
