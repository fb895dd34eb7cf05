/**
 * Who reads what of a phase's results through the API: per publication state, the freeze (a score
 * committed after freezeAt changes nothing a non-official reader gets, and shows once final), a
 * team's own page, the index and the CSV.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type * as API from '../../../common/contract';
import { LOCALE_COOKIE } from '../../../common/locales';
import { insertScores } from '../support/scoring-factories';
import { call, csvRows, SESSION_COOKIE, startPortal, type TestPortal } from '../support/helpers';
import { buildResultsWorld, HOUR, type ResultsWorld } from '../support/results-world';

let portal: TestPortal;
let w: ResultsWorld;

before(async () => {
  portal = await startPortal();
  w = await buildResultsWorld(portal);
});
after(() => portal?.close());

const read = (phaseId: number, reader: string) =>
  call<API.PhaseResults>(portal.app, 'GET', `/api/results/phases/${phaseId}`, { session: w.readers[reader] });

const teamPage = (teamId: number, reader: string) =>
  call<API.TeamResults>(portal.app, 'GET', `/api/teams/${teamId}/results`, { session: w.readers[reader] });

/** What a reader gets: visibility, then each row as `name rank total`. */
async function seen(phaseId: number, reader: string) {
  const answer = await read(phaseId, reader);
  assert.equal(answer.status, 200, answer.raw);
  const name = (id: number) => Object.entries(w.teams).find(([, team]) => team.id === id)![0];
  return [
    answer.body.data.visibility,
    ...answer.body.data.rows.map((row) => `${name(row.teamId)} ${row.rank ?? '-'} ${row.totalMicro / 1e6}`),
  ];
}

const ALL = ['all', 'A 1 84', 'B 2 82', 'C 3 30'];

describe('what each reader sees in each state', () => {
  test('draft: officials and admins everything, anyone else nothing', async () => {
    const { phaseId } = await w.scoredPhase();
    for (const reader of ['anonymous', 'outsider', 'member', 'otherLeader'])
      assert.deepEqual(await seen(phaseId, reader), ['none'], reader);
    for (const reader of ['referee', 'admin']) assert.deepEqual(await seen(phaseId, reader), ALL, reader);
  });

  test('provisional: each team its own row without a rank; no one else anything', async () => {
    const { phaseId } = await w.scoredPhase();
    await w.publish(phaseId, { state: 'provisional' });
    assert.deepEqual(await seen(phaseId, 'member'), ['own', 'A - 84']);
    assert.deepEqual(await seen(phaseId, 'otherLeader'), ['own', 'B - 82']);
    assert.deepEqual(await seen(phaseId, 'outsider'), ['own']);
    assert.deepEqual(await seen(phaseId, 'anonymous'), ['own']);
    assert.deepEqual(await seen(phaseId, 'referee'), ALL);
    assert.deepEqual(await seen(phaseId, 'admin'), ALL);
  });

  test('published and final: everyone the whole ranking, with the breakdown', async () => {
    const { phaseId, runs } = await w.scoredPhase();
    for (const state of ['published', 'final'] as const) {
      await w.publish(phaseId, { state });
      for (const reader of Object.keys(w.readers)) assert.deepEqual(await seen(phaseId, reader), ALL, reader);
    }
    const answer = await read(phaseId, 'anonymous');
    assert.equal(answer.body.data.state, 'final');
    assert.deepEqual(
      answer.body.data.components.map((c) => [c.key, c.name, c.weight, c.kind]),
      [
        ['field', 'Field field', 60, 'field'],
        ['docs', 'Judged docs', 40, 'judged'],
      ],
    );
    const [field, docs] = answer.body.data.rows[0]!.components;
    assert.deepEqual(
      {
        ...field,
        runs: field!.runs.map((run) => [run.runId, run.attempt, run.points, run.timeMs, run.version]),
      },
      {
        key: 'field',
        points: 90,
        maxPoints: 100,
        partMicro: 54_000_000,
        timeMs: 40_000,
        runs: [
          [runs.get('A:field:1'), 1, 80, 30_000, 1],
          [runs.get('A:field:2'), 2, 90, 40_000, 1],
        ],
      },
    );
    assert.equal(docs!.partMicro, 30_000_000);
    assert.equal(answer.body.data.rows[0]!.total, 84);
  });

  test('an unknown phase is a 404 with a sentence', async () => {
    const answer = await read(999_999, 'anonymous');
    assert.equal(answer.status, 404);
    assert.equal(answer.body.message, 'There is no such phase.');
  });
});

describe('the freeze', () => {
  /** A phase frozen an hour ago, and a correction of A's first run to 100 points half an hour ago. */
  async function frozen(state: 'provisional' | 'published') {
    const scored = await w.scoredPhase();
    await w.publish(scored.phaseId, { state, freezeAt: new Date(w.now - HOUR).toISOString() });
    await insertScores(portal.app.db, [
      {
        runId: scored.runs.get('A:field:1')!,
        version: 2,
        points: 100,
        maxPoints: 100,
        timeMs: 30_000,
        committedBy: w.admin.uid,
        committedAt: new Date(w.now - HOUR / 2),
      },
    ]);
    return scored;
  }

  test('a score committed after freezeAt changes nothing a non-official reader gets, and shows once final', async () => {
    const { phaseId } = await frozen('published');
    const teamA = w.teams.A.id;
    const bodies = new Set<string>();
    for (const reader of ['anonymous', 'outsider', 'member', 'otherLeader']) {
      const answer = await read(phaseId, reader);
      assert.equal(answer.body.data.frozenAt, new Date(w.now - HOUR).toISOString());
      assert.deepEqual(await seen(phaseId, reader), ALL, reader);
      // Not the run's new version, nor its points: the runs are as they were at the freeze.
      const a = answer.body.data.rows.find((row) => row.teamId === teamA)!;
      assert.deepEqual(
        a.components[0]!.runs.map((run) => [run.points, run.version]),
        [
          [80, 1],
          [90, 1],
        ],
      );
      bodies.add(answer.raw);
    }
    // Every non-official reader gets the one snapshot, byte for byte.
    assert.equal(bodies.size, 1);
    const own = await teamPage(teamA, 'member');
    const ownPhase = own.body.data.find((p) => p.phaseId === phaseId)!;
    assert.equal(ownPhase.row!.totalMicro, 84_000_000);
    // The breakdown's components come named, as on the ranking.
    assert.deepEqual(
      ownPhase.components.map((c) => c.key),
      ownPhase.row!.components.map((c) => c.key),
    );
    // Officials read it live: A's best run is now 100 points, 60 + 30.
    for (const reader of ['referee', 'admin'])
      assert.deepEqual(await seen(phaseId, reader), ['all', 'A 1 90', 'B 2 82', 'C 3 30'], reader);
    await w.publish(phaseId, { state: 'final' });
    for (const reader of ['anonymous', 'member']) {
      assert.deepEqual(await seen(phaseId, reader), ['all', 'A 1 90', 'B 2 82', 'C 3 30'], reader);
      assert.equal((await read(phaseId, reader)).body.data.frozenAt, null);
    }
  });

  test("while provisional and frozen, a team's own row is as it was at the freeze", async () => {
    const { phaseId } = await frozen('provisional');
    assert.deepEqual(await seen(phaseId, 'member'), ['own', 'A - 84']);
    const page = await teamPage(w.teams.A.id, 'member');
    assert.equal(page.body.data.find((p) => p.phaseId === phaseId)!.row!.totalMicro, 84_000_000);
    assert.deepEqual(await seen(phaseId, 'referee'), ['all', 'A 1 90', 'B 2 82', 'C 3 30']);
  });

  test('a freeze set in the future changes nothing yet', async () => {
    const { phaseId } = await w.scoredPhase();
    await w.publish(phaseId, { state: 'published', freezeAt: new Date(w.now + HOUR).toISOString() });
    const answer = await read(phaseId, 'anonymous');
    assert.equal(answer.body.data.frozenAt, null);
    assert.deepEqual(await seen(phaseId, 'anonymous'), ALL);
  });
});

describe("a team's own results", () => {
  test('its members get each phase with their row as the state allows; others a 404', async () => {
    const draft = await w.scoredPhase();
    const provisional = await w.scoredPhase();
    await w.publish(provisional.phaseId, { state: 'provisional' });
    const page = await teamPage(w.teams.A.id, 'member');
    assert.equal(page.status, 200, page.raw);
    const byPhase = new Map(page.body.data.map((entry) => [entry.phaseId, entry]));
    assert.equal(byPhase.get(draft.phaseId)!.state, 'draft');
    assert.equal(byPhase.get(draft.phaseId)!.row, null);
    assert.equal(byPhase.get(provisional.phaseId)!.row!.totalMicro, 84_000_000);
    assert.equal(byPhase.get(provisional.phaseId)!.row!.rank, null);
    const admin = await teamPage(w.teams.A.id, 'admin');
    assert.equal(new Map(admin.body.data.map((e) => [e.phaseId, e])).get(draft.phaseId)!.row!.rank, 1);
    for (const reader of ['otherLeader', 'outsider', 'referee']) {
      const refused = await teamPage(w.teams.A.id, reader);
      assert.equal(refused.status, 404, reader);
      assert.equal(refused.body.message, 'There is no such team.');
    }
    assert.equal((await teamPage(w.teams.A.id, 'anonymous')).status, 401);
  });
});

describe('the index', () => {
  test('lists the competition with its phases and each phase’s state', async () => {
    const { phaseId } = await w.scoredPhase();
    await w.publish(phaseId, { state: 'published' });
    const answer = await call<API.ResultsIndex>(portal.app, 'GET', '/api/results');
    assert.equal(answer.status, 200, answer.raw);
    const entry = answer.body.data.find((c) => c.competitionId === w.competition.id)!;
    assert.equal(entry.competitionName, w.competition.name);
    const phase = entry.phases.find((p) => p.phaseId === phaseId)!;
    assert.equal(phase.state, 'published');
    assert.ok(entry.phases.some((p) => p.state === 'draft'));
  });
});

describe('the CSV', () => {
  test('ranks every team with each component’s points, maximum and share, in the admin’s language', async () => {
    const { phaseId } = await w.scoredPhase();
    const answer = await call(portal.app, 'GET', `/api/admin/results/phases/${phaseId}.csv`, {
      session: w.admin.session,
    });
    assert.equal(answer.status, 200, answer.raw);
    assert.match(String(answer.headers['content-type']), /^text\/csv/);
    assert.match(
      String(answer.headers['content-disposition']),
      /attachment; filename="results-phase-\d+\.csv"/,
    );
    const name = (team: API.TeamView) => [team.name, team.organisation, team.country];
    assert.deepEqual(csvRows(answer.raw), [
      [
        'Rank',
        'Team',
        'Organisation',
        'Country',
        'Total',
        'Field field: points',
        'Field field: maximum',
        'Field field: share of the total',
        'Judged docs: points',
        'Judged docs: maximum',
        'Judged docs: share of the total',
      ],
      ['1', ...name(w.teams.A), '84.000000', '90', '100', '54.000000', '15', '20', '30.000000'],
      ['2', ...name(w.teams.B), '82.000000', '70', '100', '42.000000', '20', '20', '40.000000'],
      ['3', ...name(w.teams.C), '30.000000', '50', '100', '30.000000', '0', '20', '0.000000'],
    ]);
    const chinese = await call(portal.app, 'GET', `/api/admin/results/phases/${phaseId}.csv`, {
      headers: { cookie: `${SESSION_COOKIE}=${w.admin.session}; ${LOCALE_COOKIE}=zh-CN` },
    });
    assert.deepEqual(csvRows(chinese.raw)[0]!.slice(0, 6), [
      '名次',
      '队伍',
      '单位',
      '国家/地区',
      '总分',
      '场地 field：得分',
    ]);
  });

  test('an unknown phase is a 404, and members are refused', async () => {
    const missing = await call(portal.app, 'GET', '/api/admin/results/phases/999999.csv', {
      session: w.admin.session,
    });
    assert.equal(missing.status, 404);
    const { phaseId } = await w.scoredPhase();
    const refused = await call(portal.app, 'GET', `/api/admin/results/phases/${phaseId}.csv`, {
      session: w.readers.member,
    });
    assert.equal(refused.status, 403);
  });
});
