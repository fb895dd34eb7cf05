/**
 * The leak crawl: every GET operation of the contract, with params from the world, as an anonymous
 * visitor, another team's leader and a team's member, for a phase in each state (draft,
 * provisional, published with a freeze and a commit after it), and a simulation phase beside each
 * (teams A and B scored, with a hidden trial). The hidden scores have distinctive values; no answer
 * may hold one, nor a total that counts a hidden trial before its phase is published. Visible ones
 * are looked for too, so the search is known to work.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { inArray } from 'drizzle-orm';
import * as operations from '../../../common/contract/operations';
import { operationsIn } from '../../../common/contract/operation-table';
import { partMicro } from '../../../common/scoring';
import { events } from '../../../server/db/schema';
import { call, startPortal, type TestPortal } from '../support/helpers';
import { insertScores } from '../support/scoring-factories';
import { scoredSubmission, simulationPhase } from '../support/simulation';
import { buildResultsWorld, HOUR, type ResultsWorld, type ScoreLine } from '../support/results-world';

let portal: TestPortal;
let w: ResultsWorld;
const MAX = 1_000_000;
/** A field run of one team, out of a million, so every share is distinctive too. */
const line = (team: ScoreLine['team'], points: number): ScoreLine => ({
  team,
  component: 'field',
  attempt: 1,
  points,
  max: MAX,
  timeMs: null,
});
/** What a score shows as: its points and its share (the total, as it is the team's only one). */
const shown = (points: number) => [String(points), String(partMicro(60, points, MAX))];

const SCORES = {
  draft: { A: 987_651, B: 876_541, C: 812_347 },
  provisional: { A: 765_431, B: 654_323, C: 712_349 },
  frozen: { A: 432_101, B: 321_457, C: 210_989 },
  /** A's correction in the frozen phase, committed after its freeze. */
  afterFreeze: 543_211,
};

/**
 * Each simulation phase's trials, in thousandths: A's and B's public seeds 1 and 2, and hidden 3.
 * The hidden trial shows as its points (`87.651`); a mean that counts it, as its millionths.
 */
const TRIALS = {
  draft: { A: [61_003, 62_007, 87_651], B: [55_009, 56_011, 86_543] },
  provisional: { A: [63_013, 64_019, 85_437], B: [57_023, 58_027, 84_329] },
  frozen: { A: [65_029, 66_031, 83_221], B: [59_033, 60_037, 82_113] },
};
const mean = (milli: number[]) =>
  String(Math.round((milli.reduce((a, b) => a + b, 0) / milli.length) * 1000));
/** What a hidden trial shows as: its points, and every mean that counts it. */
const hiddenShown = ([a, b, hidden]: number[]) => [(hidden! / 1000).toFixed(3), mean([a!, b!, hidden!])];

type Reader = 'anonymous' | 'otherLeader' | 'member';
const READERS: Reader[] = ['anonymous', 'otherLeader', 'member'];

let phaseIds: Record<'draft' | 'provisional' | 'frozen', number>;
let runIds: Record<'draft' | 'provisional' | 'frozen', number[]>;
let simulationPhaseIds: Record<'draft' | 'provisional' | 'frozen', number>;
let submissionIds: Record<'draft' | 'provisional' | 'frozen', number[]>;

before(async () => {
  portal = await startPortal();
  w = await buildResultsWorld(portal);
  const make = async (scores: Record<'A' | 'B' | 'C', number>) =>
    w.scoredPhase((['A', 'B', 'C'] as const).map((team) => line(team, scores[team])));
  const [draft, provisional, frozen] = [
    await make(SCORES.draft),
    await make(SCORES.provisional),
    await make(SCORES.frozen),
  ];
  await w.publish(provisional.phaseId, { state: 'provisional' });
  await w.publish(frozen.phaseId, { state: 'published', freezeAt: new Date(w.now - HOUR).toISOString() });
  await insertScores(portal.app.db, [
    {
      runId: frozen.runs.get('A:field:1')!,
      version: 2,
      points: SCORES.afterFreeze,
      maxPoints: MAX,
      committedBy: w.admin.uid,
      committedAt: new Date(w.now - HOUR / 2),
    },
  ]);
  phaseIds = { draft: draft.phaseId, provisional: provisional.phaseId, frozen: frozen.phaseId };
  simulationPhaseIds = {} as typeof simulationPhaseIds;
  submissionIds = {} as typeof submissionIds;
  for (const state of ['draft', 'provisional', 'frozen'] as const) {
    const { phaseId } = await w.scoredPhase([]);
    await simulationPhase(portal, w.admin.session, phaseId);
    submissionIds[state] = [];
    for (const team of ['A', 'B'] as const) {
      const [first, second, hidden] = TRIALS[state][team];
      submissionIds[state].push(
        await scoredSubmission(
          portal.app.db,
          { phaseId, teamId: w.teams[team].id, uid: w.admin.uid, at: new Date(w.now - 2 * HOUR) },
          [
            [1, first!, false],
            [2, second!, false],
            [3, hidden!, true],
          ],
        ),
      );
    }
    simulationPhaseIds[state] = phaseId;
  }
  await w.publish(simulationPhaseIds.provisional, { state: 'provisional' });
  await w.publish(simulationPhaseIds.frozen, {
    state: 'published',
    freezeAt: new Date(w.now - HOUR).toISOString(),
  });
  runIds = {
    draft: [...draft.runs.values()],
    provisional: [...provisional.runs.values()],
    frozen: [...frozen.runs.values()],
  };
});
after(() => portal?.close());

/** What no answer to `reader` may hold, whichever phase the crawl is about. */
function hiddenFrom(reader: Reader): string[] {
  const { draft, provisional } = SCORES;
  const ownTeam = { anonymous: null, member: 'A', otherLeader: 'B' }[reader];
  return [
    ...Object.values(draft).flatMap(shown),
    ...Object.entries(provisional)
      .filter(([team]) => team !== ownTeam)
      .flatMap(([, points]) => shown(points)),
    ...shown(SCORES.afterFreeze),
    ...[TRIALS.draft.A, TRIALS.draft.B, TRIALS.provisional.A, TRIALS.provisional.B].flatMap(hiddenShown),
  ];
}

/** What the reader does see somewhere, so the search is known to find what it looks for. */
function visibleTo(reader: Reader): string[] {
  const own = {
    anonymous: [],
    member: shown(SCORES.provisional.A),
    otherLeader: shown(SCORES.provisional.B),
  }[reader];
  // Published, a simulation phase's totals count its hidden trials, for everyone.
  const published = [mean(TRIALS.frozen.A), mean(TRIALS.frozen.B)];
  return [...own, ...shown(SCORES.frozen.A), ...shown(SCORES.frozen.B), ...published];
}

/** A number as a JSON value or a CSV cell, not part of a longer word or number. */
const holds = (raw: string, value: string) =>
  new RegExp(`(?<![0-9A-Za-z.])${value}(?![0-9A-Za-z])`).test(raw);

/** Every way to fill a path's params from the world, for the phase in `state`. */
function fillings(path: string, state: keyof typeof phaseIds): string[] {
  const candidates: Record<string, (string | number)[]> = {
    id: [
      phaseIds[state],
      simulationPhaseIds[state],
      w.teams.A.id,
      w.teams.B.id,
      w.teams.C.id,
      w.competition.id,
      ...runIds[state],
    ],
    phaseId: [simulationPhaseIds[state]],
    submissionId: submissionIds[state],
    seed: [1, 2, 3],
    uid: [w.people.memberA!.uid, w.people.leaderB!.uid],
    area: ['about'],
    slug: ['about'],
    name: ['none.png'],
  };
  let paths = [path];
  for (const [, name] of path.matchAll(/:(\w+)/g)) {
    const values = candidates[name!];
    assert.ok(values, `the crawl has no values for :${name} in ${path}`);
    paths = paths.flatMap((p) => values.map((value) => p.replace(`:${name}`, String(value))));
  }
  return [...new Set(paths)];
}

const GETS = operationsIn(operations).filter((operation) => operation.method === 'GET');
const STREAM = operations.events.streamEvents.path;

async function crawl(state: keyof typeof phaseIds) {
  for (const reader of READERS) {
    const session = w.readers[reader];
    const bodies: string[] = [];
    for (const operation of GETS) {
      if (operation.path === STREAM) continue;
      for (const url of fillings(operation.path, state)) {
        const queries: (Record<string, string> | undefined)[] = operation.query
          ? [undefined, { competitionId: String(w.competition.id) }, { phaseId: String(phaseIds[state]) }]
          : [undefined];
        for (const query of queries) {
          const answer = await call(portal.app, 'GET', url, { session, query });
          assert.ok(answer.status < 500, `${reader} GET ${url}: ${answer.status} ${answer.raw}`);
          for (const value of hiddenFrom(reader))
            assert.ok(
              !holds(answer.raw, value),
              `${reader} GET ${url} ${JSON.stringify(query)} holds ${value}`,
            );
          bodies.push(answer.raw);
        }
      }
    }
    // The live stream carries ids only: what this reader may hear names a phase and nothing else.
    const audiences = [
      'public',
      ...(session ? [`user:${w.people[reader === 'member' ? 'memberA' : 'leaderB']!.uid}`] : []),
    ];
    for (const event of await portal.app.db.select().from(events).where(inArray(events.audience, audiences)))
      if (event.type === 'result') assert.deepEqual(Object.keys(event.data), ['phaseId']);
    if (state === 'frozen')
      for (const value of visibleTo(reader))
        assert.ok(
          bodies.some((raw) => holds(raw, value)),
          `${reader} should see ${value} somewhere`,
        );
  }
}

for (const state of ['draft', 'provisional', 'frozen'] as const)
  test(`${state}: no GET answers any reader a score its state hides`, () => crawl(state));
