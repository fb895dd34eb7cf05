/**
 * Fixed results for `umi dev` (mock/results.ts): each fixture competition's phases in a publication
 * state of their own (draft, provisional, published, frozen, final), and a ranking of four teams, the
 * mock team DeepBlue ROV among them. Nothing is computed here but the display arithmetic the
 * contract shares (common/scoring.ts); ranking and visibility are the server's rules.
 */
import { displayTotal, partMicro } from '../../common/scoring';
import type {
  PhaseResults,
  PublicationState,
  PublicationView,
  ResultComponentHead,
  ResultRow,
  ResultsIndex,
  TeamResults,
} from '../../common/contract/scoring';
import { competitions, team } from './fixtures';

/** The season's four components and the most points each has. */
export const resultHeads: (ResultComponentHead & { maxPoints: number })[] = [
  { key: 'field', name: 'Field tasks', locale: 'en-US', weight: 60, kind: 'field', maxPoints: 300 },
  {
    key: 'documentation',
    name: 'Engineering documentation',
    locale: 'en-US',
    weight: 15,
    kind: 'judged',
    maxPoints: 40,
  },
  { key: 'defence', name: 'Technical defence', locale: 'en-US', weight: 20, kind: 'judged', maxPoints: 50 },
  { key: 'safety', name: 'Safety and compliance', locale: 'en-US', weight: 5, kind: 'judged', maxPoints: 10 },
];

const heads = resultHeads.map(({ maxPoints: _max, ...head }) => head);

const TEAMS: [teamId: number, name: string, organisation: string, country: string, points: number[]][] = [
  [7, 'Aqua Pioneers', 'Universidade de São Paulo', 'BR', [265, 34, 44, 9]],
  [team.id, team.name, team.organisation, team.country, [240, 36, 45, 10]],
  [9, 'Nusantara Diver', 'Institut Teknologi Bandung', 'ID', [240, 30, 41, 8]],
  [12, 'Harbour Fox', 'National Taiwan Ocean University', 'TW', [180, 28, 35, 10]],
];

function row(
  rank: number,
  [teamId, teamName, organisation, country, points]: (typeof TEAMS)[number],
): ResultRow {
  const components = resultHeads.map((head, i) => ({
    key: head.key,
    points: points[i]!,
    maxPoints: head.maxPoints,
    partMicro: partMicro(head.weight, points[i]!, head.maxPoints),
    timeMs: head.kind === 'field' ? 300_000 - points[i]! * 500 : null,
    runs:
      head.kind === 'field'
        ? [
            { runId: teamId * 10 + 1, attempt: 1, points: points[i]! - 25, timeMs: 310_000, version: 1 },
            {
              runId: teamId * 10 + 2,
              attempt: 2,
              points: points[i]!,
              timeMs: 300_000 - points[i]! * 500,
              version: 2,
            },
          ]
        : [{ runId: teamId * 10 + 3 + i, attempt: 1, points: points[i]!, timeMs: null, version: 1 }],
  }));
  const totalMicro = components.reduce((sum, component) => sum + component.partMicro, 0);
  return {
    rank,
    teamId,
    teamName,
    organisation,
    country,
    totalMicro,
    total: displayTotal(totalMicro),
    components,
    qualified: rank <= 2,
  };
}

const rows = TEAMS.map((entry, i) => row(i + 1, entry));

/** Competition 1: enrolment draft, qualifier final, finals provisional; the others: qualifier published
 * (competition 2's frozen), finals draft. */
function stateOf(phaseId: number): PublicationState {
  const [competitionIndex, step] = [Math.floor((phaseId - 1) / 3), (phaseId - 1) % 3];
  if (step === 0) return 'draft';
  if (competitionIndex === 0) return step === 1 ? 'final' : 'provisional';
  return step === 1 ? 'published' : 'draft';
}

const FROZEN_PHASE = 5;
export const FROZEN_AT = '2026-08-14T06:00:00.000Z';

const phasesOf = (competition: (typeof competitions)[number]) => competition.phases;

export const resultsIndex: ResultsIndex = competitions.map((competition) => ({
  competitionId: competition.id,
  competitionName: competition.name,
  track: competition.track,
  locale: competition.locale,
  phases: phasesOf(competition).map((phase) => ({
    phaseId: phase.id,
    name: phase.name,
    startsAt: phase.startsAt,
    endsAt: phase.endsAt,
    state: stateOf(phase.id),
  })),
}));

/** The phase's results for a reader: everyone's rows once published, the team's own when provisional. */
export function phaseResults(phaseId: number, signedIn: boolean): PhaseResults | undefined {
  const competition = competitions.find((c) => phasesOf(c).some((p) => p.id === phaseId));
  const phase = competition && phasesOf(competition).find((p) => p.id === phaseId);
  if (!competition || !phase) return undefined;
  const state = stateOf(phaseId);
  const own = state === 'provisional' && signedIn && competition.id === team.competitionId;
  const visibility = state === 'published' || state === 'final' ? 'all' : own ? 'own' : 'none';
  return {
    phaseId,
    phaseName: phase.name,
    competitionId: competition.id,
    competitionName: competition.name,
    track: competition.track,
    locale: competition.locale,
    state,
    visibility,
    frozenAt: phaseId === FROZEN_PHASE ? FROZEN_AT : null,
    components: heads,
    rows:
      visibility === 'all'
        ? rows
        : visibility === 'own'
          ? rows.filter((r) => r.teamId === team.id).map((r) => ({ ...r, rank: null, qualified: false }))
          : [],
  };
}

/** The mock team's own results, phase by phase. */
export function teamResults(): TeamResults {
  const competition = competitions.find((c) => c.id === team.competitionId)!;
  return phasesOf(competition).map((phase) => {
    const results = phaseResults(phase.id, true)!;
    return {
      phaseId: phase.id,
      phaseName: phase.name,
      state: results.state,
      row: results.rows.find((r) => r.teamId === team.id) ?? null,
      components: heads,
    };
  });
}

export const publication = (phaseId: number, state = stateOf(phaseId)): PublicationView => ({
  phaseId,
  state,
  freezeAt: phaseId === FROZEN_PHASE ? FROZEN_AT : null,
  advancement: { kind: 'top', count: 2 },
  drawSeed: 'b6f1c0de',
  updatedAt: '2026-08-16T10:00:00.000Z',
});

/** The CSV's rows as the server's download has them: rank, team and every component's share. */
export const resultsCsvRows = (): (string | number)[][] => [
  ['Rank', 'Team', 'Organisation', 'Country', ...resultHeads.map((head) => head.name), 'Total'],
  ...rows.map((r) => [
    r.rank ?? '',
    r.teamName,
    r.organisation,
    r.country,
    ...r.components.map((c) => (c.partMicro / 1_000_000).toFixed(3)),
    r.total.toFixed(3),
  ]),
];
