/**
 * The ranking computed in the database against a reference written here in TypeScript: 200
 * generated score sets with deliberate ties (equal totals, equal tie-break values, whole score sets
 * copied so only the draw decides), and the same order over 10 recomputations.
 */
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { FieldComponent, JudgedComponent, TieBreak } from '../../../common/contract/scoring';
import { componentMaxPoints, partMicro } from '../../../common/scoring';
import { phasePublications, phases, teams } from '../../../server/db/schema';
import {
  rankingQuery,
  rankPhase,
  schemeInForce,
  type Scheme,
} from '../../../server/features/results/ranking';
import { startPortal, type TestPortal } from '../support/helpers';
import { adminSession, openCompetition } from '../support/factories';
import {
  fieldComponent,
  insertRuns,
  insertScheme,
  insertScores,
  judgedComponent,
} from '../support/scoring-factories';

/** The runs' ranking of a phase by a given scheme. */
const ranked = (
  db: Parameters<typeof rankPhase>[0],
  phaseId: number,
  scheme: Scheme,
  drawSeed: string,
  cutoff: Date | null,
) =>
  rankPhase(db, { query: rankingQuery(phaseId, scheme, drawSeed, cutoff), source: { kind: 'runs', scheme } });

let portal: TestPortal;
let adminUid: number;
let competitionId: number;
let teamIds: number[];
const HOUR = 3600_000;

before(async () => {
  portal = await startPortal();
  const admin = await adminSession(portal);
  adminUid = admin.uid;
  competitionId = (await openCompetition(portal, admin)).id;
  // Teams straight into the table: the ranking reads only their ids and names.
  const rows = await portal.app.db
    .insert(teams)
    .values(
      Array.from({ length: 8 }, (_, i) => ({
        competitionId,
        name: `Ranked ${i}`,
        organisation: 'Ocean University',
        country: 'China',
        inviteCode: randomBytes(4).toString('hex').toUpperCase(),
      })),
    )
    .returning({ id: teams.id });
  teamIds = rows.map((row) => row.id);
});
after(() => portal?.close());

/** A small deterministic generator, so a failure can be replayed from its seed. */
function generator(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}

interface Version {
  version: number;
  points: number;
  maxPoints: number;
  timeMs: number | null;
  committedAt: Date;
}
interface GeneratedRun {
  teamId: number;
  component: string;
  attempt: number;
  createdAt: Date;
  runId?: number;
  versions: Version[];
}

interface Reference {
  teamId: number;
  totalMicro: number;
  parts: Record<string, number>;
  points: Record<string, number>;
  times: Record<string, number | null>;
  draw: string;
}

/** The ranking as the rules say it, in TypeScript. */
function referenceRanking(
  scheme: Scheme,
  list: GeneratedRun[],
  seed: string,
  cutoff: Date | null,
): Reference[] {
  const counts = (at: Date) => !cutoff || at.getTime() <= cutoff.getTime();
  const ranked = [...new Set(list.filter((run) => counts(run.createdAt)).map((run) => run.teamId))];
  const rows = ranked.map((teamId) => {
    const row: Reference = {
      teamId,
      totalMicro: 0,
      parts: {},
      points: {},
      times: {},
      draw: createHash('md5').update(`${seed}:${teamId}`).digest('hex'),
    };
    for (const component of scheme.components) {
      const scored = list
        .filter((run) => run.teamId === teamId && run.component === component.key)
        .map((run) => ({
          run,
          score: run.versions.filter((v) => counts(v.committedAt)).sort((a, b) => b.version - a.version)[0],
        }))
        .filter((entry) => entry.score !== undefined)
        .map(({ run, score }) => ({ run, score: score! }));
      let part = 0;
      let points = 0;
      let time: number | null = null;
      if (component.kind === 'field' && component.aggregate === 'sum') {
        const max = componentMaxPoints(component);
        points = Math.min(
          scored.reduce((sum, { score }) => sum + score.points, 0),
          max,
        );
        part = partMicro(component.weight, points, max);
        const times = scored.map(({ score }) => score.timeMs).filter((t): t is number => t !== null);
        time = times.length ? times.reduce((a, b) => a + b, 0) : null;
      } else if (scored.length) {
        const best = scored
          .map((entry) => ({
            ...entry,
            part: partMicro(component.weight, entry.score.points, entry.score.maxPoints),
          }))
          .sort(
            (a, b) =>
              b.part - a.part ||
              (a.score.timeMs ?? Infinity) - (b.score.timeMs ?? Infinity) ||
              a.run.attempt - b.run.attempt ||
              a.run.runId! - b.run.runId!,
          )[0]!;
        part = best.part;
        points = best.score.points;
        time = best.score.timeMs;
      }
      row.parts[component.key] = part;
      row.points[component.key] = points;
      row.times[component.key] = time;
      row.totalMicro += part;
    }
    return row;
  });
  const tieBreak = (a: Reference, b: Reference) => {
    for (const rule of scheme.tieBreaks) {
      const order =
        rule.kind === 'component'
          ? (b.parts[rule.key] ?? 0) - (a.parts[rule.key] ?? 0)
          : (a.times[rule.key] ?? Infinity) - (b.times[rule.key] ?? Infinity);
      if (order) return order;
    }
    return 0;
  };
  return rows.sort(
    (a, b) =>
      b.totalMicro - a.totalMicro ||
      tieBreak(a, b) ||
      (a.draw < b.draw ? -1 : a.draw > b.draw ? 1 : 0) ||
      a.teamId - b.teamId,
  );
}

function generateScheme(random: ReturnType<typeof generator>) {
  const count = random.int(1, 3);
  const components: (FieldComponent | JudgedComponent)[] = [];
  let left = 100;
  for (let i = 0; i < count; i += 1) {
    const weight = i === count - 1 ? left : random.int(0, left);
    left -= weight;
    const key = `c${i}`;
    components.push(
      random.chance(0.25)
        ? judgedComponent(key, weight, random.pick([3, 7, 10]))
        : fieldComponent(key, weight, {
            aggregate: random.pick(['best', 'sum'] as const),
            attempts: random.int(1, 3),
            max: random.pick([3, 7, 10]),
          }),
    );
  }
  const tieBreaks: TieBreak[] = [];
  for (let i = random.int(0, 3); i > 0; i -= 1) {
    const component = random.pick(components);
    tieBreaks.push(
      component.kind === 'field' && random.chance(0.5)
        ? { kind: 'time', key: component.key }
        : { kind: 'component', key: component.key },
    );
  }
  return { components, tieBreaks };
}

/** Runs and scores for some teams, from few values so that totals and tie-break values collide. */
function generateRuns(
  random: ReturnType<typeof generator>,
  scheme: { components: (FieldComponent | JudgedComponent)[] },
  now: Date,
): GeneratedRun[] {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const chosen = teamIds.filter(() => random.chance(0.7));
  const list: GeneratedRun[] = [];
  const byTeam = new Map<number, GeneratedRun[]>();
  for (const teamId of chosen) {
    const copyOf = byTeam.size && random.chance(0.35) ? random.pick([...byTeam.values()]) : undefined;
    const own: GeneratedRun[] = [];
    if (copyOf) {
      // The same scores as another team: only the draw can part them.
      for (const run of copyOf)
        own.push({ ...run, teamId, runId: undefined, versions: run.versions.map((v) => ({ ...v })) });
    } else {
      for (const component of scheme.components) {
        const attempts = component.kind === 'field' ? component.attempts : 1;
        const max =
          component.kind === 'field'
            ? componentMaxPoints({ ...component, aggregate: 'best' })
            : componentMaxPoints(component);
        for (let attempt = 1; attempt <= attempts + (random.chance(0.1) ? 1 : 0); attempt += 1) {
          if (random.chance(0.15)) continue;
          const versions: Version[] = [];
          const scoredVersions = random.chance(0.15) ? 0 : random.chance(0.2) ? 2 : 1;
          for (let version = 1; version <= scoredVersions; version += 1)
            versions.push({
              version,
              points: random.pick([0, Math.floor(max / 2), max, max]),
              maxPoints: max,
              timeMs: random.pick([null, 1000, 2000, 2000]),
              committedAt: at(random.pick([5, 3, 1])),
            });
          versions.sort((a, b) => a.committedAt.getTime() - b.committedAt.getTime());
          versions.forEach((v, i) => (v.version = i + 1));
          own.push({
            teamId,
            component: component.key,
            attempt,
            createdAt: at(random.pick([6, 2])),
            versions,
          });
        }
      }
    }
    if (!own.length)
      own.push({ teamId, component: scheme.components[0]!.key, attempt: 1, createdAt: at(6), versions: [] });
    byTeam.set(teamId, own);
    list.push(...own);
  }
  return list;
}

interface ScoreSet {
  phaseId: number;
  scheme: Scheme;
  drawSeed: string;
  list: GeneratedRun[];
  cutoff: Date | null;
}

/** `count` generated score sets, each a phase of its own, written in a few statements. */
async function writeSets(count: number, random: ReturnType<typeof generator>): Promise<ScoreSet[]> {
  const { db } = portal.app;
  const now = portal.app.now();
  const generated = Array.from({ length: count }, () => {
    const scheme = generateScheme(random);
    return {
      scheme,
      list: generateRuns(random, scheme, now),
      cutoff: random.chance(0.4) ? new Date(now.getTime() - random.pick([4, 2]) * HOUR) : null,
      drawSeed: randomBytes(16).toString('hex'),
    };
  });
  const phaseRows = await db
    .insert(phases)
    .values(
      generated.map((_, i) => ({
        competitionId,
        names: { 'en-US': `Set ${i}` },
        startsAt: now,
        endsAt: now,
      })),
    )
    .returning({ id: phases.id });
  await db
    .insert(phasePublications)
    .values(generated.map((set, i) => ({ phaseId: phaseRows[i]!.id, drawSeed: set.drawSeed })));
  const runs = generated.flatMap((set, i) => set.list.map((run) => ({ run, phaseId: phaseRows[i]!.id })));
  // In chunks: a statement takes at most 65 535 parameters.
  for (let from = 0; from < runs.length; from += 1000) {
    const chunk = runs.slice(from, from + 1000);
    const ids = await insertRuns(
      db,
      chunk.map(({ run, phaseId }) => ({
        phaseId,
        teamId: run.teamId,
        component: run.component,
        attempt: run.attempt,
        createdAt: run.createdAt,
      })),
    );
    chunk.forEach(({ run }, i) => (run.runId = ids[i]));
  }
  const scores = runs.flatMap(({ run }) =>
    run.versions.map((v) => ({ runId: run.runId!, ...v, committedBy: adminUid })),
  );
  for (let from = 0; from < scores.length; from += 1000)
    await insertScores(db, scores.slice(from, from + 1000));
  return generated.map((set, i) => ({
    phaseId: phaseRows[i]!.id,
    scheme: { version: i + 1, ...set.scheme },
    drawSeed: set.drawSeed,
    list: set.list,
    cutoff: set.cutoff,
  }));
}

test('the scheme in force is the newest version', async () => {
  const random = generator(3);
  const older = generateScheme(random);
  const newer = generateScheme(random);
  await insertScheme(portal.app.db, competitionId, older.components, older.tieBreaks);
  const version = await insertScheme(portal.app.db, competitionId, newer.components, newer.tieBreaks);
  assert.deepEqual(await schemeInForce(portal.app.db, competitionId), { version, ...newer });
});

test('the database ranks 200 generated score sets with ties exactly as the reference does', async () => {
  const random = generator(20261127);
  let drawn = 0;
  let brokenByTieBreak = 0;
  for (const [index, { phaseId, scheme, drawSeed, list, cutoff }] of (
    await writeSets(200, random)
  ).entries()) {
    const expected = referenceRanking(scheme, list, drawSeed, cutoff);
    const actual = await ranked(portal.app.db, phaseId, scheme, drawSeed, cutoff);
    const context = `set ${index}: ${JSON.stringify({ scheme, cutoff, expected })}`;
    assert.deepEqual(
      actual.map((row) => [row.rank, row.teamId, row.totalMicro]),
      expected.map((row, i) => [i + 1, row.teamId, row.totalMicro]),
      context,
    );
    for (const [i, row] of actual.entries())
      assert.deepEqual(
        row.components.map((c) => [c.key, c.points, c.partMicro, c.timeMs]),
        scheme.components.map((c) => [
          c.key,
          expected[i]!.points[c.key],
          expected[i]!.parts[c.key],
          expected[i]!.times[c.key],
        ]),
        context,
      );
    for (let i = 1; i < expected.length; i += 1) {
      if (expected[i]!.totalMicro !== expected[i - 1]!.totalMicro) continue;
      const a = expected[i - 1]!;
      const b = expected[i]!;
      const sameTieBreaks = scheme.tieBreaks.every((rule) =>
        rule.kind === 'component'
          ? a.parts[rule.key] === b.parts[rule.key]
          : a.times[rule.key] === b.times[rule.key],
      );
      if (sameTieBreaks) drawn += 1;
      else brokenByTieBreak += 1;
    }
  }
  // The generator must have made the ties the test is about.
  assert.ok(drawn >= 50, `${drawn} neighbours were parted by the draw`);
  assert.ok(brokenByTieBreak >= 10, `${brokenByTieBreak} neighbours were parted by a tie-break`);
});

test('ten recomputations of a ranking full of ties give the same order', async () => {
  const { db } = portal.app;
  const random = generator(7);
  /** Neighbours with equal totals: what the tie-breaks and the draw decide. */
  const ties = (rows: { totalMicro: number }[]) =>
    rows.filter((row, i) => i > 0 && row.totalMicro === rows[i - 1]!.totalMicro).length;
  const sets = (await writeSets(20, random)).map((set) => ({
    set,
    ties: ties(referenceRanking(set.scheme, set.list, set.drawSeed, null)),
  }));
  const { set, ties: tied } = sets.sort((a, b) => b.ties - a.ties)[0]!;
  assert.ok(tied >= 2, `the most tied set has ${tied} ties`);
  const first = await ranked(db, set.phaseId, set.scheme, set.drawSeed, null);
  for (let i = 0; i < 10; i += 1)
    assert.deepEqual(
      (await ranked(db, set.phaseId, set.scheme, set.drawSeed, null)).map((row) => row.teamId),
      first.map((row) => row.teamId),
    );
});
