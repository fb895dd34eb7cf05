/**
 * The results as readers get them: the index of competitions and phases with each phase's state, a
 * phase's ranking, a team's own results, and the admins' CSV. What each reader sees is decided in
 * ./visibility.ts; the ranking is ./ranking.ts's.
 */
import { asc, desc, eq } from 'drizzle-orm';
import type { PhaseResults, ResultRow, ResultsIndex, TeamResults } from '../../../common/contract/scoring';
import { pickTranslation, type Locale } from '../../../common/locales';
import { displayTotal, MICRO } from '../../../common/scoring';
import type { Database } from '../../db/client';
import { competitions, phasePublications, phaseQualifiers, phases } from '../../db/schema';
import { translate } from '../../i18n/translate';
import type { Caller } from '../../shared/caller';
import { csvHeader, toCsv } from '../../shared/csv';
import { competitionName, findCompetition, phaseView } from '../enrolment/competitions';
import { visibleTeam } from '../teams/teams';
import { findPhase, publicationOf } from './publication';
import { SIMULATION_COMPONENT } from '../simulation/ranking';
import { scenarioNamed } from '../simulation/scenarios';
import { phaseRanking, rankPhase, type RankedTeam, type RankingSource } from './ranking';
import { seesHiddenTrials, sightOf, visibleTeams, type Reader } from './visibility';

/** The heads of a phase's component columns: the scheme's components, or the scenario's one. */
function componentHeads(source: RankingSource | undefined, locale: Locale): PhaseResults['components'] {
  if (source?.kind === 'simulation')
    return [
      {
        key: SIMULATION_COMPONENT,
        name: scenarioNamed(source.scenario).titles[locale],
        locale,
        weight: 100,
        kind: 'simulation',
      },
    ];
  return (source?.scheme.components ?? []).map((component) => {
    const name = pickTranslation(component.names, locale) ?? { locale, text: component.key };
    return {
      key: component.key,
      name: name.text,
      locale: name.locale,
      weight: component.weight,
      kind: component.kind,
    };
  });
}

/** The teams a final phase sent on. */
async function qualifiersOf(db: Database, phaseId: number): Promise<Set<number>> {
  const rows = await db
    .select({ teamId: phaseQualifiers.teamId })
    .from(phaseQualifiers)
    .where(eq(phaseQualifiers.fromPhaseId, phaseId));
  return new Set(rows.map((row) => row.teamId));
}

const toRow = (team: RankedTeam, ranks: boolean, qualified: boolean): ResultRow => ({
  rank: ranks ? team.rank : null,
  teamId: team.teamId,
  teamName: team.teamName,
  organisation: team.organisation,
  country: team.country,
  totalMicro: team.totalMicro,
  total: displayTotal(team.totalMicro),
  components: team.components,
  qualified,
});

/** A phase with what its reader needs: its competition, publication, ranking and the reader's sight. */
async function readPhase(db: Database, reader: Reader, phaseId: number, now: Date) {
  const phase = await findPhase(db, phaseId);
  const [competition, publication] = await Promise.all([
    findCompetition(db, phase.competitionId),
    publicationOf(db, phaseId),
  ]);
  const sight = await sightOf(db, reader, phase.competitionId, publication, now);
  const ranking = await phaseRanking(db, phase, publication.drawSeed, sight.cutoff, seesHiddenTrials(sight));
  return { phase, competition, publication, ranking, sight };
}

type PhaseRead = Awaited<ReturnType<typeof readPhase>>;

/** The rows of a phase that `reader` may see, ranked as `sight` says. */
async function visibleRows(db: Database, reader: Reader, { phase, publication, sight, ranking }: PhaseRead) {
  if (sight.rows === 'none' || !ranking) return [];
  const ranked = await rankPhase(db, ranking);
  const [visible, qualified] = await Promise.all([
    visibleTeams(
      db,
      reader,
      sight,
      ranked.map((team) => team.teamId),
    ),
    publication.state === 'final' ? qualifiersOf(db, phase.id) : new Set<number>(),
  ]);
  return ranked
    .filter((team) => visible.has(team.teamId))
    .map((team) => toRow(team, sight.ranks, qualified.has(team.teamId)));
}

export async function phaseResults(
  db: Database,
  reader: Reader,
  phaseId: number,
  now: Date,
): Promise<PhaseResults> {
  const read = await readPhase(db, reader, phaseId, now);
  const { phase, competition, publication, ranking, sight } = read;
  const view = phaseView(phase, reader.locale);
  return {
    phaseId,
    phaseName: view.name,
    competitionId: competition.id,
    competitionName: competitionName(competition, reader.locale),
    track: competition.track,
    locale: view.locale,
    state: publication.state,
    visibility: sight.rows,
    frozenAt: sight.cutoff?.toISOString() ?? null,
    components: componentHeads(ranking?.source, reader.locale),
    rows: await visibleRows(db, reader, read),
  };
}

/** Every competition with its phases, and each phase's state (a phase never published is a draft). */
export async function resultsIndex(db: Database, locale: Locale): Promise<ResultsIndex> {
  const rows = await db
    .select({ competition: competitions, phase: phases, state: phasePublications.state })
    .from(competitions)
    .innerJoin(phases, eq(phases.competitionId, competitions.id))
    .leftJoin(phasePublications, eq(phasePublications.phaseId, phases.id))
    .orderBy(
      desc(competitions.enrolmentOpensAt),
      desc(competitions.id),
      asc(phases.startsAt),
      asc(phases.id),
    );
  const index = new Map<number, ResultsIndex[number]>();
  for (const { competition, phase, state } of rows) {
    let entry = index.get(competition.id);
    if (!entry) {
      const name = pickTranslation(competition.texts, locale);
      entry = {
        competitionId: competition.id,
        competitionName: name?.text.name ?? '',
        track: competition.track,
        locale: name?.locale ?? locale,
        phases: [],
      };
      index.set(competition.id, entry);
    }
    const view = phaseView(phase, locale);
    entry.phases.push({
      phaseId: phase.id,
      name: view.name,
      startsAt: view.startsAt,
      endsAt: view.endsAt,
      state: state ?? 'draft',
    });
  }
  return [...index.values()];
}

/** A team's results in each phase of its competition, for its members and admins (others: 404). */
export async function teamResults(
  db: Database,
  caller: Caller,
  teamId: number,
  now: Date,
): Promise<TeamResults> {
  const team = await visibleTeam(db, caller, teamId);
  const list = await db
    .select({ id: phases.id })
    .from(phases)
    .where(eq(phases.competitionId, team.competitionId))
    .orderBy(asc(phases.startsAt), asc(phases.id));
  const results: TeamResults = [];
  for (const { id } of list) {
    const read = await readPhase(db, caller, id, now);
    const rows = await visibleRows(db, caller, read);
    results.push({
      phaseId: id,
      phaseName: phaseView(read.phase, caller.locale).name,
      state: read.publication.state,
      row: rows.find((row) => row.teamId === teamId) ?? null,
      components: componentHeads(read.ranking?.source, caller.locale),
    });
  }
  return results;
}

/** Millionths as a decimal with all six places, so the sheet shows ties exactly. */
const exact = (micro: number) => `${Math.floor(micro / MICRO)}.${String(micro % MICRO).padStart(6, '0')}`;

/** The admins' sheet: every team, live, with each component's points, maximum and share. */
export async function phaseResultsCsv(
  db: Database,
  caller: Caller,
  phaseId: number,
  now: Date,
): Promise<string> {
  const read = await readPhase(db, caller, phaseId, now);
  const rows = await visibleRows(db, caller, read);
  const heads = componentHeads(read.ranking?.source, caller.locale);
  const header = [
    ...csvHeader(caller.locale, ['rank', 'team', 'organisation', 'country', 'total']),
    ...heads.flatMap(({ name }) =>
      (['csv.componentPoints', 'csv.componentMaximum', 'csv.componentShare'] as const).map((key) =>
        translate(caller.locale, key, { component: name }),
      ),
    ),
  ];
  return toCsv(
    header,
    rows.map((row) => [
      row.rank ?? '',
      row.teamName,
      row.organisation,
      row.country,
      exact(row.totalMicro),
      ...row.components.flatMap((component) => [
        component.points,
        component.maxPoints,
        exact(component.partMicro),
      ]),
    ]),
  );
}
