/**
 * Scoring rows written straight into the database, for the results suites: the scoring routes
 * (schemes, officials, runs, commits) are built beside them, and the results only read these rows.
 * A scheme follows `SchemeView`; every instant is given, so a test places commits around a freeze.
 */
import { sql } from 'drizzle-orm';
import type { FieldComponent, JudgedComponent, TieBreak } from '../../../common/contract/scoring';
import type { Database } from '../../../server/db/client';
import {
  competitionOfficials,
  runs,
  runScores,
  scoringSchemes,
  type OfficialRoleName,
} from '../../../server/db/schema';

/** A field component of one bonus item worth `max` points a run (one count of `max` points). */
export function fieldComponent(
  key: string,
  weight: number,
  options: Partial<Pick<FieldComponent, 'aggregate' | 'attempts' | 'timed'>> & { max?: number } = {},
): FieldComponent {
  return {
    key,
    names: { 'en-US': `Field ${key}`, 'zh-CN': `场地 ${key}` },
    weight,
    kind: 'field',
    aggregate: options.aggregate ?? 'best',
    attempts: options.attempts ?? 2,
    timed: options.timed ?? true,
    items: [
      { key: 'task', names: { 'en-US': 'Task' }, points: options.max ?? 100, kind: 'bonus', maxCount: 1 },
    ],
  };
}

export function judgedComponent(key: string, weight: number, max = 20): JudgedComponent {
  return {
    key,
    names: { 'en-US': `Judged ${key}`, 'zh-CN': `评审 ${key}` },
    weight,
    kind: 'judged',
    criteria: [{ key: 'quality', names: { 'en-US': 'Quality' }, maxMark: max }],
  };
}

/** The competition's next scheme version; returns its number. */
export async function insertScheme(
  db: Database,
  competitionId: number,
  components: (FieldComponent | JudgedComponent)[],
  tieBreaks: TieBreak[] = [],
): Promise<number> {
  const [row] = await db
    .insert(scoringSchemes)
    .values({
      competitionId,
      version: sql`(SELECT coalesce(max(version), 0) + 1 FROM scoring_schemes WHERE competition_id = ${competitionId})`,
      components,
      tieBreaks,
    })
    .returning({ version: scoringSchemes.version });
  return row!.version;
}

export async function insertOfficial(
  db: Database,
  competitionId: number,
  uid: number,
  role: OfficialRoleName,
) {
  await db.insert(competitionOfficials).values({ competitionId, uid, role });
}

export interface RunRow {
  phaseId: number;
  teamId: number;
  component: string;
  attempt?: number;
  createdAt: Date;
}

export async function insertRuns(db: Database, list: RunRow[]): Promise<number[]> {
  if (!list.length) return [];
  const rows = await db
    .insert(runs)
    .values(list.map((run) => ({ ...run, attempt: run.attempt ?? 1, state: 'committed' as const })))
    .returning({ id: runs.id });
  return rows.map((row) => row.id);
}

export interface ScoreRow {
  runId: number;
  version?: number;
  points: number;
  maxPoints: number;
  timeMs?: number | null;
  committedBy: number;
  committedAt: Date;
}

/** Committed versions of runs (version 1 unless given; a later one carries a reason). */
export async function insertScores(db: Database, list: ScoreRow[]): Promise<void> {
  if (!list.length) return;
  await db.insert(runScores).values(
    list.map((score) => ({
      runId: score.runId,
      version: score.version ?? 1,
      schemeVersion: 1,
      sheet: { counts: {}, timeMs: score.timeMs ?? null },
      points: score.points,
      maxPoints: score.maxPoints,
      committedBy: score.committedBy,
      reason: (score.version ?? 1) > 1 ? 'Corrected in a test' : null,
      committedAt: score.committedAt,
    })),
  );
}
