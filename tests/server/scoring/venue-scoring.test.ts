/**
 * Scoring at the venue through the API: the tablets' events (idempotent, re-checked, refused with a
 * reason and then not stored), submissions and conflicts, the head referee's commits and
 * corrections with their versions and audit, the board, and who may see and score which run.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, count, eq } from 'drizzle-orm';
import type * as API from '../../../common/contract';
import { events, phasePublications, runSubmissions, scoringEvents } from '../../../server/db/schema';
import { call, rules, startPortal, type TestPortal } from '../support/helpers';
import { adminSession } from '../support/factories';
import { entry, scoringVenue, sendBatch, type Venue } from '../support/scoring-venue';

let portal: TestPortal;
let admin: { uid: number; session: string };
let venue: Venue;

before(async () => {
  portal = await startPortal();
  admin = await adminSession(portal);
  venue = await scoringVenue(portal, admin);
});
after(() => portal?.close());

const v1 = () => venue.scheme.version;
const stored = async () => {
  const [events] = await portal.app.db.select({ n: count() }).from(scoringEvents);
  const [submissions] = await portal.app.db.select({ n: count() }).from(runSubmissions);
  return { events: events!.n, submissions: submissions!.n };
};
/** The live `result` events the head referee has been sent (each says only which phase changed). */
const heardByHeadReferee = async () =>
  (
    await portal.app.db
      .select({ data: events.data })
      .from(events)
      .where(and(eq(events.type, 'result'), eq(events.audience, `user:${venue.people.headReferee.uid}`)))
  ).map((row) => row.data);
const sheets = (who: { session: string }, runId: number) =>
  call<API.RunSheetView>(portal.app, 'GET', `/api/scoring/runs/${runId}`, { session: who.session });
const commit = (who: { session: string }, runId: number, body: API.CommitInput = {}) =>
  call<API.RunSheetView>(portal.app, 'POST', `/api/scoring/runs/${runId}/commit`, {
    session: who.session,
    body,
  });
const correct = <T = API.RunSheetView>(who: { session: string }, runId: number, body: API.CorrectionInput) =>
  call<T>(portal.app, 'POST', `/api/scoring/runs/${runId}/corrections`, {
    session: who.session,
    body,
  });
const submit = (runId: number, total: number, signature = 'R. Eferee') =>
  entry(runId, v1(), { kind: 'submit', total, signature });

/** Team 0's first mission run: 1 docking (40) + 3 samples (60) − 1 collision (10) = 90. */
const fieldRun = () => venue.runOf(0, 'missions', 1);
const judgedRun = () => venue.runOf(0, 'interview');

describe('events from the tablets', () => {
  test('are taken in order, and a resent batch is all duplicates and stores nothing more', async () => {
    const run = fieldRun().id;
    const batch = [
      entry(run, v1(), { kind: 'count', item: 'docking', delta: 1 }),
      entry(run, v1(), { kind: 'count', item: 'samples', delta: 3 }),
      entry(run, v1(), { kind: 'count', item: 'collision', delta: 1 }),
      entry(run, v1(), { kind: 'time', ms: 312_000 }),
    ];
    const first = await sendBatch(portal, venue.people.referee, batch);
    assert.equal(first.status, 200, first.raw);
    assert.deepEqual(first.body.data, { accepted: batch.map((e) => e.id), duplicates: [], refused: [] });
    const before = await stored();
    const again = await sendBatch(portal, venue.people.referee, batch);
    assert.deepEqual(again.body.data, { accepted: [], duplicates: batch.map((e) => e.id), refused: [] });
    assert.deepEqual(await stored(), before);
  });

  test('each refusal comes back with its rule and a reason in the caller’s language, and stores nothing', async () => {
    const field = fieldRun().id;
    const judged = judgedRun().id;
    const before = await stored();
    const cases: Array<[string, { session: string }, API.ScoringEvent]> = [
      [
        'run_not_found',
        venue.people.referee,
        entry(999_999, v1(), { kind: 'count', item: 'docking', delta: 1 }),
      ],
      [
        'not_run_official',
        venue.people.referee,
        entry(judged, v1(), { kind: 'mark', criterion: 'answers', value: 1 }),
      ],
      [
        'not_run_official',
        venue.people.judge,
        entry(field, v1(), { kind: 'count', item: 'valve', delta: 1 }),
      ],
      [
        'not_run_official',
        venue.people.otherReferee,
        entry(field, v1(), { kind: 'count', item: 'valve', delta: 1 }),
      ],
      ['not_run_official', venue.leaders[0]!, entry(field, v1(), { kind: 'count', item: 'valve', delta: 1 })],
      [
        'scheme_stale',
        venue.people.referee,
        entry(field, v1() + 1, { kind: 'count', item: 'valve', delta: 1 }),
      ],
      [
        'entry_not_in_scheme',
        venue.people.referee,
        entry(field, v1(), { kind: 'count', item: 'robots', delta: 1 }),
      ],
      [
        'entry_not_in_scheme',
        venue.people.referee,
        entry(field, v1(), { kind: 'mark', criterion: 'report', value: 1 }),
      ],
      ['entry_not_in_scheme', venue.people.judge, entry(judged, v1(), { kind: 'time', ms: 1000 })],
      [
        'entry_not_in_scheme',
        venue.people.judge,
        entry(judged, v1(), { kind: 'count', item: 'docking', delta: 1 }),
      ],
      [
        'count_out_of_range',
        venue.people.referee,
        entry(field, v1(), { kind: 'count', item: 'docking', delta: 1 }),
      ],
      [
        'count_out_of_range',
        venue.people.referee,
        entry(field, v1(), { kind: 'count', item: 'collision', delta: -2 }),
      ],
      [
        'mark_out_of_range',
        venue.people.judge,
        entry(judged, v1(), { kind: 'mark', criterion: 'teamwork', value: 21 }),
      ],
    ];
    for (const [rule, who, event] of cases) {
      const answer = await sendBatch(portal, who, [event], 'tablet-x', { 'accept-language': 'pt-BR' });
      assert.equal(answer.status, 200, answer.raw);
      assert.deepEqual(answer.body.data.accepted, [], rule);
      assert.deepEqual(
        answer.body.data.refused.map((r) => [r.id, r.rule]),
        [[event.id, rule]],
        `${rule}: ${answer.raw}`,
      );
      assert.ok(answer.body.data.refused[0]!.reason.length > 10);
    }
    const portuguese = await sendBatch(
      portal,
      venue.people.referee,
      [entry(field, v1(), { kind: 'count', item: 'docking', delta: 1 })],
      'tablet-x',
      { 'accept-language': 'pt-BR' },
    );
    assert.match(portuguese.body.data.refused[0]!.reason, /A contagem de Acoplou à estação ficaria em 2/);
    assert.deepEqual(await stored(), before, 'no refused event was stored');
  });

  test('a batch with a moment that is no real instant is a 400 and stores nothing', async () => {
    const before = await stored();
    const good = entry(fieldRun().id, v1(), { kind: 'count', item: 'valve', delta: 1 });
    const leap = {
      ...entry(fieldRun().id, v1(), { kind: 'count', item: 'valve', delta: 1 }),
      at: '2027-06-30T23:59:60Z',
    };
    const answer = await sendBatch(portal, venue.people.referee, [good, leap]);
    assert.equal(answer.status, 400, answer.raw);
    assert.ok((answer.body.data as unknown as { fields: Record<string, string> }).fields['events.1.at']);
    assert.deepEqual(await stored(), before);
  });

  test('a batch takes its good events and refuses its bad ones, each in its order', async () => {
    const run = venue.runOf(1, 'missions', 1).id;
    const good = entry(run, v1(), { kind: 'count', item: 'valve', delta: 1 });
    const bad = entry(run, v1(), { kind: 'count', item: 'valve', delta: 1 });
    const undo = entry(run, v1(), { kind: 'count', item: 'valve', delta: -1 });
    const answer = await sendBatch(portal, venue.people.referee, [good, bad, undo]);
    assert.deepEqual(answer.body.data.accepted, [good.id, undo.id]);
    assert.deepEqual(
      answer.body.data.refused.map((r) => r.rule),
      ['count_out_of_range'],
    );
  });

  test('a submitted total must be the server’s; a wrong one is refused with the server’s total', async () => {
    const run = fieldRun().id;
    const heard = await heardByHeadReferee();
    const wrong = submit(run, 100);
    const refused = await sendBatch(portal, venue.people.referee, [wrong]);
    assert.deepEqual(await heardByHeadReferee(), heard, 'a refused submission announces nothing');
    assert.equal(refused.body.data.refused[0]?.rule, 'submit_total_mismatch', refused.raw);
    assert.match(refused.body.data.refused[0]!.reason, /100.*90/);
    const view = await sheets(venue.people.referee, run);
    assert.equal(view.body.data.run.state, 'scheduled');
    assert.deepEqual(view.body.data.submissions, []);
    const right = await sendBatch(portal, venue.people.referee, [submit(run, 90)]);
    assert.equal(right.body.data.accepted.length, 1, right.raw);
    assert.deepEqual(
      await heardByHeadReferee(),
      [...heard, { phaseId: venue.phase.id }],
      'officials hear of it',
    );
    const after = await sheets(venue.people.referee, run);
    assert.equal(after.body.data.run.state, 'submitted');
    assert.equal(after.body.data.submissions.length, 1);
    assert.deepEqual(after.body.data.submissions[0]!.sheet, {
      counts: { docking: 1, samples: 3, collision: 1 },
      timeMs: 312_000,
    });
    assert.equal(after.body.data.submissions[0]!.points, 90);
  });

  test('two tablets that submit different totals make a conflict; each referee sees only their own sheet', async () => {
    const run = fieldRun().id;
    const second = await sendBatch(
      portal,
      venue.people.referee2,
      [
        entry(run, v1(), { kind: 'count', item: 'docking', delta: 1 }),
        entry(run, v1(), { kind: 'count', item: 'samples', delta: 2 }),
        submit(run, 80, 'Second Referee'),
      ],
      'tablet-2',
    );
    assert.equal(second.body.data.accepted.length, 3, second.raw);
    const own = await sheets(venue.people.referee2, run);
    assert.equal(own.body.data.run.state, 'conflict');
    assert.deepEqual(
      own.body.data.submissions.map((s) => s.points),
      [80],
    );
    const all = await sheets(venue.people.headReferee, run);
    assert.deepEqual(all.body.data.submissions.map((s) => s.points).sort(), [80, 90]);
  });
});

describe('commits', () => {
  test('only the head referee commits: other officials and admins 403, anyone else 404; nothing changes', async () => {
    const run = fieldRun().id;
    for (const who of [venue.people.referee, venue.people.judge, admin]) {
      const answer = await commit(who, run);
      assert.equal(answer.status, 403, answer.raw);
    }
    for (const who of [venue.people.otherReferee, venue.leaders[0]!]) {
      const answer = await commit(who, run);
      assert.equal(answer.status, 404, answer.raw);
    }
    assert.equal((await commit(venue.people.headReferee, 999_999)).status, 404);
    assert.equal((await sheets(venue.people.headReferee, run)).body.data.run.state, 'conflict');
  });

  test('a conflict needs one of the latest submissions named; then it is version 1, audited', async () => {
    const run = fieldRun().id;
    const unnamed = await commit(venue.people.headReferee, run);
    assert.equal(unnamed.status, 409, unnamed.raw);
    assert.deepEqual(rules(unnamed), ['submission_not_latest']);
    assert.match(unnamed.body.message, /#\d+, #\d+/);
    const stale = await commit(venue.people.headReferee, run, { submissionId: 999_999 });
    assert.equal(stale.status, 409, stale.raw);
    const submissions = (await sheets(venue.people.headReferee, run)).body.data.submissions;
    const chosen = submissions.find((s) => s.points === 90)!;
    const heard = (await heardByHeadReferee()).length;
    const committed = await commit(venue.people.headReferee, run, { submissionId: chosen.id });
    assert.equal(committed.status, 200, committed.raw);
    assert.equal((await heardByHeadReferee()).length, heard + 1, 'the commit is announced');
    assert.equal(committed.body.data.run.state, 'committed');
    assert.equal(committed.body.data.run.version, 1);
    const [version] = committed.body.data.versions;
    assert.equal(version!.points, 90);
    assert.equal(version!.maxPoints, 40 + 100 + 30 + 20);
    assert.equal(version!.schemeVersion, v1());
    assert.equal(version!.reason, null);
    assert.equal(version!.committedBy.uid, venue.people.headReferee.uid);
    const twice = await commit(venue.people.headReferee, run, { submissionId: chosen.id });
    assert.equal(twice.status, 409);
    assert.deepEqual(rules(twice), ['run_already_committed']);
    const audited = await call<API.Page<API.AuditEntry>>(portal.app, 'GET', '/api/admin/audit', {
      session: admin.session,
      query: { competitionId: String(venue.competition.id), pageSize: '100' },
    });
    assert.equal(
      audited.body.data.list.filter((e) => e.action === 'scoring.commit' && e.targetId === run).length,
      1,
    );
  });

  test('a committed run takes no more entries: corrections go through the head referee', async () => {
    const run = fieldRun().id;
    const before = await stored();
    const answer = await sendBatch(portal, venue.people.referee, [
      entry(run, v1(), { kind: 'count', item: 'valve', delta: 1 }),
    ]);
    assert.deepEqual(
      answer.body.data.refused.map((r) => r.rule),
      ['run_committed'],
    );
    assert.deepEqual(await stored(), before);
  });

  test('a run with nothing submitted cannot be committed', async () => {
    const answer = await commit(venue.people.headReferee, venue.runOf(1, 'missions', 2).id);
    assert.equal(answer.status, 409, answer.raw);
    assert.deepEqual(rules(answer), ['run_not_submitted']);
  });

  test('a judged run sums its judges’ latest sheets: their points, and the maximum once per judge', async () => {
    const run = judgedRun().id;
    const marks = (a: number, b: number, c: number) => [
      entry(run, v1(), { kind: 'mark', criterion: 'presentation', value: a }),
      entry(run, v1(), { kind: 'mark', criterion: 'answers', value: b }),
      entry(run, v1(), { kind: 'mark', criterion: 'teamwork', value: c }),
    ];
    const judge = await sendBatch(portal, venue.people.judge, [
      ...marks(30, 20, 5),
      ...marks(30, 20, 10),
      submit(run, 60),
    ]);
    assert.equal(judge.body.data.accepted.length, 7, judge.raw);
    const judge2 = await sendBatch(
      portal,
      venue.people.judge2,
      [...marks(40, 30, 20), submit(run, 90)],
      'tablet-3',
    );
    assert.equal(judge2.body.data.accepted.length, 4, judge2.raw);
    assert.equal(
      (await sheets(venue.people.judge, run)).body.data.run.state,
      'submitted',
      'judges may differ',
    );
    const committed = await commit(venue.people.headReferee, run);
    assert.equal(committed.status, 200, committed.raw);
    const [version] = committed.body.data.versions;
    assert.equal(version!.points, 150);
    assert.equal(version!.maxPoints, 200);
    assert.deepEqual(version!.sheet.counts, { presentation: 70, answers: 50, teamwork: 30 });
  });
});

describe('the scheme and committed scores', () => {
  test('a later edit of the scheme changes no committed score, and makes old entries stale', async () => {
    const run = fieldRun().id;
    const scheme = venue.scheme;
    const [missions, ...rest] = scheme.components as [API.FieldComponent, ...API.ScoringComponent[]];
    const edited = {
      components: [
        { ...missions, items: missions.items.map((i) => (i.key === 'docking' ? { ...i, points: 100 } : i)) },
        ...rest,
      ],
      tieBreaks: scheme.tieBreaks,
    };
    const saved = await venue.ask<API.SchemeView>(
      'PUT',
      `/api/admin/competitions/${venue.competition.id}/scoring`,
      edited,
    );
    assert.equal(saved.version, v1() + 1);
    const view = await sheets(venue.people.headReferee, run);
    assert.deepEqual(
      view.body.data.versions.map((v) => [v.version, v.points, v.maxPoints, v.schemeVersion]),
      [[1, 90, 190, v1()]],
    );
    const other = venue.runOf(1, 'missions', 2).id;
    const staleEntry = await sendBatch(portal, venue.people.referee, [
      entry(other, v1(), { kind: 'count', item: 'valve', delta: 1 }),
    ]);
    assert.deepEqual(
      staleEntry.body.data.refused.map((r) => r.rule),
      ['scheme_stale'],
    );
  });
});

describe('corrections', () => {
  const good = {
    sheet: { counts: { docking: 1, samples: 5 }, timeMs: 300_000 },
    reason: 'Video review: two more samples',
  };

  test('only the head referee or an admin corrects; others 403, non-officials 404', async () => {
    const run = fieldRun().id;
    assert.equal((await correct(venue.people.referee, run, good)).status, 403);
    assert.equal((await correct(venue.people.judge, run, good)).status, 403);
    assert.equal((await correct(venue.people.otherReferee, run, good)).status, 404);
    assert.equal((await correct(venue.leaders[0]!, run, good)).status, 404);
  });

  test('a run not committed cannot be corrected; a sheet outside the scheme is a 400; nothing changes', async () => {
    const scheduled = await correct(venue.people.headReferee, venue.runOf(1, 'missions', 2).id, good);
    assert.equal(scheduled.status, 409, scheduled.raw);
    assert.deepEqual(rules(scheduled), ['run_not_committed']);
    const run = fieldRun().id;
    const over = await correct<{ fields: Record<string, string> }>(venue.people.headReferee, run, {
      sheet: { counts: { docking: 2, robots: 1 }, timeMs: null },
      reason: 'Too much',
    });
    assert.equal(over.status, 400, over.raw);
    assert.ok(over.body.data.fields['sheet.counts.docking']);
    assert.ok(over.body.data.fields['sheet.counts.robots']);
    const judged = await correct<{ fields: Record<string, string> }>(
      venue.people.headReferee,
      judgedRun().id,
      {
        sheet: { counts: { teamwork: 41 }, timeMs: null },
        reason: 'Over two judges’ maximum',
      },
    );
    assert.equal(judged.status, 400, judged.raw);
    assert.equal((await sheets(venue.people.headReferee, run)).body.data.versions.length, 1);
  });

  test('a correction is version n+1 under the scheme in force, with its reason; the old version stays', async () => {
    const run = fieldRun().id;
    const first = await correct(venue.people.headReferee, run, good);
    assert.equal(first.status, 200, first.raw);
    // Scheme version 2: docking is worth 100 now.
    assert.deepEqual(
      first.body.data.versions.map((v) => [v.version, v.points, v.maxPoints, v.reason]),
      [
        [1, 90, 190, null],
        [2, 200, 250, good.reason],
      ],
    );
    const second = await correct(admin, run, { ...good, reason: 'Appeal upheld' });
    assert.equal(second.status, 200, second.raw);
    assert.deepEqual(
      second.body.data.versions.map((v) => [v.version, v.committedBy.uid]),
      [
        [1, venue.people.headReferee.uid],
        [2, venue.people.headReferee.uid],
        [3, admin.uid],
      ],
    );
    assert.equal(second.body.data.run.version, 3);
    const audited = await call<API.Page<API.AuditEntry>>(portal.app, 'GET', '/api/admin/audit', {
      session: admin.session,
      query: { competitionId: String(venue.competition.id), pageSize: '100' },
    });
    const corrections = audited.body.data.list.filter(
      (e) => e.action === 'scoring.correction' && e.targetId === run,
    );
    assert.deepEqual(corrections.map((e) => [e.actorUid, (e.after as { reason: string }).reason]).reverse(), [
      [venue.people.headReferee.uid, good.reason],
      [admin.uid, 'Appeal upheld'],
    ]);
  });
});

describe('who sees which run', () => {
  test('the board holds the caller’s roles, the runs their role scores, and the schemes in force', async () => {
    const board = (who: { session: string }) =>
      call<API.RefereeBoard>(portal.app, 'GET', '/api/scoring/board', { session: who.session });
    const referee = (await board(venue.people.referee)).body.data;
    assert.deepEqual(
      referee.roles.map((r) => [r.competitionId, r.role]),
      [[venue.competition.id, 'referee']],
    );
    assert.deepEqual(new Set(referee.runs.map((r) => r.component)), new Set(['missions']));
    assert.equal(referee.runs.length, 4);
    assert.deepEqual(
      referee.schemes.map((s) => [s.competitionId, s.version]),
      [[venue.competition.id, v1() + 1]],
    );
    const judge = (await board(venue.people.judge)).body.data;
    assert.deepEqual(
      new Set(judge.runs.map((r) => r.component)),
      new Set(['documentation', 'interview', 'safety']),
    );
    assert.equal((await board(venue.people.headReferee)).body.data.runs.length, venue.runs.length);
    const other = (await board(venue.people.otherReferee)).body.data;
    assert.deepEqual(other.runs, [], 'another competition’s referee sees none of these runs');
    const outsider = (await board(venue.leaders[0]!)).body.data;
    assert.deepEqual([outsider.roles, outsider.runs, outsider.schemes], [[], [], []]);
  });

  test('a run’s sheets: its scorers and the head referee and admins; anyone else 404', async () => {
    const field = fieldRun().id;
    const judged = judgedRun().id;
    for (const [who, run] of [
      [venue.people.referee, field],
      [venue.people.judge, judged],
      [venue.people.headReferee, judged],
      [admin, field],
    ] as const)
      assert.equal((await sheets(who, run)).status, 200);
    for (const [who, run] of [
      [venue.people.otherReferee, field],
      [venue.leaders[0]!, field],
      [venue.people.referee, judged],
      [venue.people.judge, field],
    ] as const)
      assert.equal((await sheets(who, run)).status, 404);
    assert.equal((await sheets(admin, 999_999)).status, 404);
    const judgeView = (await sheets(venue.people.judge, judged)).body.data;
    assert.deepEqual(
      judgeView.submissions.map((s) => s.referee.uid),
      [venue.people.judge.uid],
    );
    assert.equal(judgeView.versions.length, 1, 'committed versions to every scorer');
  });

  test('a final phase leaves the board and takes no entries, but a correction still makes a new version', async () => {
    await portal.app.db
      .insert(phasePublications)
      .values({ phaseId: venue.phase.id, state: 'final', drawSeed: 'test-seed' });
    const board = await call<API.RefereeBoard>(portal.app, 'GET', '/api/scoring/board', {
      session: venue.people.headReferee.session,
    });
    assert.deepEqual(board.body.data.runs, []);
    const run = venue.runOf(1, 'missions', 2);
    const scheme = await venue.ask<API.SchemeView>(
      'GET',
      `/api/admin/competitions/${venue.competition.id}/scoring`,
    );
    const before = await stored();
    const refused = await sendBatch(portal, venue.people.referee, [
      entry(run.id, scheme.version, { kind: 'count', item: 'valve', delta: 1 }),
    ]);
    assert.deepEqual(
      refused.body.data.refused.map((r) => r.rule),
      ['phase_final'],
    );
    assert.deepEqual(await stored(), before);
    const corrected = await correct(venue.people.headReferee, judgedRun().id, {
      sheet: { counts: { presentation: 70, answers: 50, teamwork: 40 }, timeMs: null },
      reason: 'Teamwork marks added up wrong',
    });
    assert.equal(corrected.status, 200, corrected.raw);
    assert.deepEqual(
      corrected.body.data.versions.map((v) => [v.version, v.points]),
      [
        [1, 150],
        [2, 160],
      ],
    );
    const [row] = await portal.app.db
      .select()
      .from(phasePublications)
      .where(eq(phasePublications.phaseId, venue.phase.id));
    assert.equal(row!.state, 'final');
  });
});
