/**
 * A phase's ranking, computed in the database from the scheme in force (the competition's newest
 * `scoring_schemes` version) and, per run, its newest committed version at or before a cutoff.
 *
 * Per team and component: `best` (and a judged component) counts the run with the highest share
 * (its stored points over its stored maximum; a tie goes to the shorter time), `sum` counts the sum
 * of the runs' points over every attempt's maximum (`componentMaxPoints`). A share is
 * `common/scoring.ts`'s `partMicro` done in bigint: millionths, rounded half up. The total is the
 * sum of the shares; ties follow the scheme's tie-breaks, then a draw seeded by the phase
 * (`md5(seed:team)` in byte order), so every recomputation gives the same order.
 *
 * The teams ranked are the phase's teams that have a run.
 */
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ComponentResult, ScoringComponent, TieBreak } from '../../../common/contract/scoring';
import { componentMaxPoints } from '../../../common/scoring';
import type { Database } from '../../db/client';
import { runs, runScores, scoringSchemes } from '../../db/schema';
import { simulationRanking } from '../simulation/ranking';

export interface Scheme {
  version: number;
  components: ScoringComponent[];
  tieBreaks: TieBreak[];
}

export interface RankedTeam {
  rank: number;
  teamId: number;
  teamName: string;
  organisation: string;
  country: string;
  totalMicro: number;
  components: ComponentResult[];
}

/** The competition's scheme in force: its newest version, if it has one. */
export async function schemeInForce(db: Database, competitionId: number): Promise<Scheme | undefined> {
  const [row] = await db
    .select({
      version: scoringSchemes.version,
      components: scoringSchemes.components,
      tieBreaks: scoringSchemes.tieBreaks,
    })
    .from(scoringSchemes)
    .where(eq(scoringSchemes.competitionId, competitionId))
    .orderBy(desc(scoringSchemes.version))
    .limit(1);
  return row;
}

/** `partMicro(weight, points, max)` in SQL: bigint throughout, so it is exact. */
const part = (weight: SQL, points: SQL, max: SQL) => sql`(CASE
  WHEN ${weight} <= 0 OR ${points} <= 0 OR ${max} <= 0 THEN 0::bigint
  ELSE (2 * ${weight} * ${points} * 1000000 + ${max}) / (2 * ${max}) END)`;

/** Whether a committed version counts: all of them live, those up to the cutoff otherwise. */
const upTo = (column: SQL, cutoff: Date | null) =>
  cutoff ? sql`${column} <= ${cutoff.toISOString()}::timestamptz` : sql`true`;

function tieBreakOrder(tieBreaks: TieBreak[]): SQL[] {
  return tieBreaks.map((tieBreak) =>
    tieBreak.kind === 'component'
      ? sql`coalesce((parts ->> ${tieBreak.key})::bigint, 0) DESC`
      : sql`(times ->> ${tieBreak.key})::bigint ASC NULLS LAST`,
  );
}

/**
 * The ranking's statement: `rank`, `team_id`, `total_micro`, and each team's components as JSON
 * text (`components`). Used as a subquery where qualifiers are chosen (publication.ts).
 */
export function rankingQuery(phaseId: number, scheme: Scheme, drawSeed: string, cutoff: Date | null): SQL {
  const components = JSON.stringify(
    scheme.components.map((component, ord) => ({
      ord,
      key: component.key,
      weight: component.weight,
      aggregate: component.kind === 'field' ? component.aggregate : 'best',
      max_points: componentMaxPoints(component),
    })),
  );
  const order = sql.join(
    [
      sql`total_micro DESC`,
      ...tieBreakOrder(scheme.tieBreaks),
      sql`md5(${drawSeed} || ':' || team_id::text) COLLATE "C"`,
      sql`team_id`,
    ],
    sql`, `,
  );
  return sql`
    WITH comp AS (
      SELECT c.ord, c.key, c.weight::bigint AS weight, c.aggregate, c.max_points::bigint AS max_points
      FROM jsonb_to_recordset(${components}::jsonb)
        AS c(ord int, key text, weight int, aggregate text, max_points int)
    ),
    ranked_teams AS (
      SELECT DISTINCT r.team_id FROM runs r
      WHERE r.phase_id = ${phaseId} AND ${upTo(sql`r.${sql.identifier(runs.createdAt.name)}`, cutoff)}
    ),
    latest AS (
      SELECT DISTINCT ON (s.run_id) s.run_id, s.version, s.points::bigint AS points,
        s.max_points::bigint AS max_points, (s.sheet ->> 'timeMs')::bigint AS time_ms
      FROM run_scores s JOIN runs r ON r.id = s.run_id
      WHERE r.phase_id = ${phaseId} AND ${upTo(sql`s.${sql.identifier(runScores.committedAt.name)}`, cutoff)}
      ORDER BY s.run_id, s.version DESC
    ),
    scored AS (
      SELECT r.team_id, r.id AS run_id, r.attempt, c.key, l.version, l.points, l.max_points, l.time_ms,
        ${part(sql`c.weight`, sql`l.points`, sql`l.max_points`)} AS part
      FROM runs r JOIN latest l ON l.run_id = r.id JOIN comp c ON c.key = r.component
      JOIN ranked_teams t ON t.team_id = r.team_id
      WHERE r.phase_id = ${phaseId}
    ),
    best AS (
      SELECT DISTINCT ON (s.team_id, s.key) s.team_id, s.key, s.points, s.max_points, s.part, s.time_ms
      FROM scored s JOIN comp c ON c.key = s.key AND c.aggregate = 'best'
      ORDER BY s.team_id, s.key, s.part DESC, s.time_ms ASC NULLS LAST, s.attempt, s.run_id
    ),
    summed AS (
      -- More runs than attempts must not give more than the component's weight.
      SELECT s.team_id, s.key, least(sum(s.points)::bigint, c.max_points) AS points, c.max_points,
        c.weight, sum(s.time_ms)::bigint AS time_ms
      FROM scored s JOIN comp c ON c.key = s.key AND c.aggregate = 'sum'
      GROUP BY s.team_id, s.key, c.max_points, c.weight
    ),
    counted AS (
      SELECT team_id, key, points, max_points, part, time_ms FROM best
      UNION ALL
      SELECT team_id, key, points, max_points,
        ${part(sql`weight`, sql`points`, sql`max_points`)}, time_ms FROM summed
    ),
    breakdown AS (
      SELECT t.team_id, c.ord, c.key, coalesce(k.points, 0) AS points,
        coalesce(k.max_points, c.max_points) AS max_points, coalesce(k.part, 0) AS part, k.time_ms,
        coalesce((
          SELECT jsonb_agg(jsonb_build_object('runId', s.run_id, 'attempt', s.attempt,
            'points', s.points, 'timeMs', s.time_ms, 'version', s.version) ORDER BY s.attempt, s.run_id)
          FROM scored s WHERE s.team_id = t.team_id AND s.key = c.key
        ), '[]'::jsonb) AS runs
      FROM ranked_teams t CROSS JOIN comp c
      LEFT JOIN counted k ON k.team_id = t.team_id AND k.key = c.key
    ),
    totals AS (
      SELECT team_id, sum(part)::bigint AS total_micro,
        jsonb_object_agg(key, part) AS parts, jsonb_object_agg(key, time_ms) AS times,
        jsonb_agg(jsonb_build_object('key', key, 'points', points, 'maxPoints', max_points,
          'partMicro', part, 'timeMs', time_ms, 'runs', runs) ORDER BY ord) AS components
      FROM breakdown GROUP BY team_id
    )
    SELECT (row_number() OVER (ORDER BY ${order}))::int AS rank, team_id, total_micro::int AS total_micro,
      components::text AS components
    FROM totals`;
}

type RankingRow = {
  rank: number;
  team_id: number;
  total_micro: number;
  components: string;
  name: string;
  organisation: string;
  country: string;
};

/** PGlite answers `{ rows }`, postgres.js the rows themselves. */
const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;

/** What ranks a phase: the scheme's runs, or (a simulation phase) its submissions' trials. */
export type RankingSource = { kind: 'runs'; scheme: Scheme } | { kind: 'simulation'; scenario: string };

export interface PhaseRanking {
  /** The statement: `rank`, `team_id`, `total_micro` and `components` (JSON text). */
  query: SQL;
  source: RankingSource;
}

/**
 * How `phase` is ranked, or undefined when nothing ranks it yet (no scheme). `cutoff` null counts
 * every committed score (live); `hidden` says whether a simulation phase's hidden trials count.
 */
export async function phaseRanking(
  db: Database,
  phase: { id: number; competitionId: number },
  drawSeed: string,
  cutoff: Date | null,
  hidden: boolean,
): Promise<PhaseRanking | undefined> {
  const simulation = await simulationRanking(db, phase.id, { drawSeed, cutoff, hidden });
  if (simulation)
    return { query: simulation.query, source: { kind: 'simulation', scenario: simulation.scenario } };
  const scheme = await schemeInForce(db, phase.competitionId);
  if (!scheme) return undefined;
  return { query: rankingQuery(phase.id, scheme, drawSeed, cutoff), source: { kind: 'runs', scheme } };
}

/** The phase's ranking, best first. */
export async function rankPhase(db: Database, ranking: PhaseRanking): Promise<RankedTeam[]> {
  const result = await db.execute(sql`
    SELECT ranking.*, t.name, t.organisation, t.country
    FROM (${ranking.query}) ranking
    JOIN teams t ON t.id = ranking.team_id
    ORDER BY ranking.rank`);
  return rowsOf<RankingRow>(result).map((row) => ({
    rank: Number(row.rank),
    teamId: Number(row.team_id),
    teamName: row.name,
    organisation: row.organisation,
    country: row.country,
    totalMicro: Number(row.total_micro),
    components: (JSON.parse(row.components) as ComponentResult[]).map((component) => ({
      ...component,
      timeMs: component.timeMs === null ? null : Number(component.timeMs),
    })),
  }));
}
