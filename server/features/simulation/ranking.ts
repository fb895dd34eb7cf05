/**
 * A simulation phase's ranking: each team's counting submission (the phase's `counting` rule, among
 * its scored submissions) scored by the mean of its trials. The columns are those of the runs'
 * ranking (results/ranking.ts), so results, the CSV and the qualifiers read either alike.
 *
 * - `latest`: the newest scored submission; `best`: the best mean of public trials (the one score
 *   a team sees before publication), the earlier of two equal; `selected`: the one the team
 *   selected, or else the newest.
 * - Hidden trials count only for readers who may see them (results/visibility.ts): for anyone else
 *   the mean is of the public trials alone, so no total tells of a hidden score.
 * - A frozen ranking counts the submissions scored by the cutoff, and the one selected at the cutoff.
 * - Ties go to a draw seeded by the phase, as the runs' ranking does.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SUBMISSION_COUNTING } from '../../../common/vocabulary';
import { MICRO } from '../../../common/scoring';
import type { Database } from '../../db/client';
import { simulationPhaseRow } from './settings';
import { scenarioNamed } from './scenarios';

/** The one component a simulation phase's results have. */
export const SIMULATION_COMPONENT = 'simulation';

const COUNTING_ORDER: Record<(typeof SUBMISSION_COUNTING)[number], SQL> = {
  latest: sql`created_at DESC, id DESC`,
  best: sql`public_mean DESC NULLS LAST, created_at ASC, id ASC`,
  selected: sql`selected DESC, created_at DESC, id DESC`,
};

export interface SimulationRanking {
  query: SQL;
  /** The scenario, for the results' column head. */
  scenario: string;
}

/** The ranking statement of `phaseId` if it is a simulation phase. */
export async function simulationRanking(
  db: Database,
  phaseId: number,
  options: { drawSeed: string; cutoff: Date | null; hidden: boolean },
): Promise<SimulationRanking | undefined> {
  const phase = await simulationPhaseRow(db, phaseId);
  if (!phase) return undefined;
  const maxPoints = scenarioNamed(phase.scenario).maxMilli / 1000;
  const at = options.cutoff?.toISOString();
  const cutoff = at ? sql`AND finished_at <= ${at}::timestamptz` : sql``;
  // The frozen board counts the submission selected at the cutoff, whatever the team chose since.
  const selected = at
    ? sql`coalesce(s.id = (
        SELECT sel.submission_id FROM simulation_selections sel
        WHERE sel.phase_id = s.phase_id AND sel.team_id = s.team_id AND sel.at <= ${at}::timestamptz
        ORDER BY sel.at DESC, sel.id DESC LIMIT 1), false)`
    : sql`s.selected`;
  const trials = options.hidden ? sql`` : sql`AND NOT t.hidden`;
  const query = sql`
    WITH scored AS (
      SELECT s.id, s.team_id, s.created_at, ${selected} AS selected,
        (SELECT avg(t.milli) FROM simulation_trials t WHERE t.submission_id = s.id AND NOT t.hidden)
          AS public_mean
      FROM simulation_submissions s
      WHERE s.phase_id = ${phaseId} AND s.state = 'scored' ${cutoff}
    ),
    counting AS (
      SELECT DISTINCT ON (team_id) id, team_id FROM scored
      ORDER BY team_id, ${COUNTING_ORDER[phase.counting]}
    ),
    totals AS (
      SELECT c.team_id, round(avg(t.milli) * ${MICRO / 1000}::numeric)::bigint AS total_micro
      FROM counting c JOIN simulation_trials t ON t.submission_id = c.id ${trials}
      GROUP BY c.team_id
    )
    SELECT
      (row_number() OVER (
        ORDER BY total_micro DESC, md5(${options.drawSeed} || ':' || team_id::text) COLLATE "C", team_id
      ))::int AS rank,
      team_id, total_micro::int AS total_micro,
      jsonb_build_array(jsonb_build_object(
        'key', ${SIMULATION_COMPONENT}::text, 'points', round(total_micro / ${MICRO}::numeric)::int,
        'maxPoints', ${maxPoints}::int, 'partMicro', total_micro, 'timeMs', null, 'runs', '[]'::jsonb
      ))::text AS components
    FROM totals`;
  return { query, scenario: phase.scenario };
}
