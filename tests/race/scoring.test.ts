/**
 * Scoring from two server processes at once: the same batch of a tablet's events sent to both (a
 * resend racing the first try) is stored once, each event taken by one process and a duplicate to
 * the other; and two tablets submitting different sheets for one run at once, through different
 * processes, end in a conflict, whichever the database puts first; and a process killed while it
 * holds a batch's transaction open leaves nothing of it, so the tablet's resend stores each event
 * once. Run by `npm run test:race`.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { count, eq, sql } from 'drizzle-orm';
import type { ScoringBatchResult, ScoringEvent } from '../../common/contract';
import {
  competitionOfficials,
  phases,
  runs,
  runSubmissions,
  scoringEvents,
  teams,
} from '../../server/db/schema';
import { newInviteCode } from '../../server/features/teams/teams';
import { raceCluster, type RaceCluster } from './cluster';

const ROUNDS = 10;

let cluster: RaceCluster;

before(async () => {
  cluster = await raceCluster();
  await cluster.startServers(2);
});

after(() => cluster?.end());

/** A competition with a phase, one team's mission runs and two referees with sessions. */
async function venue(attempts: number) {
  const db = cluster.handle.db;
  const now = Date.now();
  const cup = await cluster.competition('Scoring race cup');
  const [team] = await db
    .insert(teams)
    .values({
      competitionId: cup.id,
      name: 'Racers',
      organisation: 'Race University',
      country: 'China',
      inviteCode: newInviteCode(),
    })
    .returning();
  const [phase] = await db
    .insert(phases)
    .values({
      competitionId: cup.id,
      names: { 'en-US': 'Race phase' },
      startsAt: new Date(now),
      endsAt: new Date(now + 86_400_000),
    })
    .returning();
  const rows = await db
    .insert(runs)
    .values(
      Array.from({ length: attempts }, (_, i) => ({
        phaseId: phase!.id,
        teamId: team!.id,
        component: 'missions',
        attempt: i + 1,
      })),
    )
    .returning();
  const referees = await cluster.people(2, `referee${randomUUID().slice(0, 6)}`);
  await db
    .insert(competitionOfficials)
    .values(referees.map(({ uid }) => ({ competitionId: cup.id, uid, role: 'referee' as const })));
  return { runs: rows, referees };
}

const event = (runId: number, entry: ScoringEvent['entry']): ScoringEvent => ({
  id: randomUUID(),
  runId,
  schemeVersion: 1,
  at: new Date().toISOString(),
  entry,
});

const send = async (base: string, cookie: string, device: string, events: ScoringEvent[]) => {
  const answer = await fetch(`${base}/api/scoring/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ device, events }),
  });
  const text = await answer.text();
  assert.equal(answer.status, 200, text);
  return (JSON.parse(text) as { data: ScoringBatchResult }).data;
};

test(`the same batch sent to two processes at once, ${ROUNDS} times: every event stored once`, async () => {
  const {
    runs: [run],
    referees: [referee],
  } = await venue(1);
  const [a, b] = cluster.servers.map((server) => server.base) as [string, string];
  for (let round = 0; round < ROUNDS; round += 1) {
    // Up and down again: whichever process takes the batch, its counts stay within their maximum.
    const batch = [
      event(run!.id, { kind: 'count', item: 'samples', delta: 1 }),
      event(run!.id, { kind: 'count', item: 'collision', delta: 1 }),
      event(run!.id, { kind: 'count', item: 'samples', delta: -1 }),
      event(run!.id, { kind: 'count', item: 'collision', delta: -1 }),
    ];
    const answers = await Promise.all([a, b].map((base) => send(base, referee!.cookie, 'tablet-1', batch)));
    for (const { id } of batch) {
      const taken = answers.filter((answer) => answer.accepted.includes(id)).length;
      const resent = answers.filter((answer) => answer.duplicates.includes(id)).length;
      assert.deepEqual([taken, resent], [1, 1], `round ${round}, event ${id}: ${JSON.stringify(answers)}`);
    }
    assert.deepEqual(
      answers.flatMap((answer) => answer.refused),
      [],
    );
  }
  const [stored] = await cluster.handle.db
    .select({ n: count() })
    .from(scoringEvents)
    .where(eq(scoringEvents.runId, run!.id));
  assert.equal(stored!.n, ROUNDS * 4);
});

test('two tablets submit different sheets for one run through two processes at once: a conflict', async () => {
  const { runs: list, referees } = await venue(ROUNDS);
  const [a, b] = cluster.servers.map((server) => server.base) as [string, string];
  const sheet = (runId: number, samples: number) => [
    event(runId, { kind: 'count', item: 'samples', delta: samples }),
    event(runId, { kind: 'submit', total: samples * 20, signature: 'Referee' }),
  ];
  for (const run of list) {
    const answers = await Promise.all([
      send(a, referees[0]!.cookie, 'tablet-1', sheet(run.id, 2)),
      send(b, referees[1]!.cookie, 'tablet-2', sheet(run.id, 3)),
    ]);
    for (const answer of answers) assert.equal(answer.accepted.length, 2, JSON.stringify(answer));
  }
  const states = await cluster.handle.db.select({ id: runs.id, state: runs.state }).from(runs);
  const ours = states.filter((row) => list.some((run) => run.id === row.id));
  assert.deepEqual(
    ours.map((row) => row.state),
    list.map(() => 'conflict'),
  );
  const [submissions] = await cluster.handle.db.select({ n: count() }).from(runSubmissions);
  assert.ok(submissions!.n >= ROUNDS * 2);
});

test('a process killed in the middle of a sync, then the batch sent again: every event stored once', async () => {
  const {
    runs: [run],
    referees: [referee],
  } = await venue(1);
  const { db } = cluster.handle;
  // Up and down, so any prefix of the batch keeps its counts within their maximum.
  const batch = Array.from({ length: 200 }, (_, i) =>
    event(run!.id, { kind: 'count', item: 'samples', delta: i % 2 ? -1 : 1 }),
  );
  const doomed = cluster.servers[0]!;
  // The run's row held here: the batch's transaction begins, then waits for it, until the kill.
  await db.transaction(async (tx) => {
    await tx.select({ id: runs.id }).from(runs).where(eq(runs.id, run!.id)).for('update');
    const sync = send(doomed.base, referee!.cookie, 'tablet-1', batch).then(
      () => 'answered',
      () => 'lost',
    );
    for (;;) {
      const waiting = await tx.execute(
        sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if ([...(waiting as Iterable<unknown>)].length) break;
      await new Promise<void>((resolve) => {
        setImmediate(resolve);
      });
    }
    await cluster.killServer(doomed);
    assert.equal(await sync, 'lost');
  });
  const restarted = await cluster.startServer();
  const again = await send(restarted.base, referee!.cookie, 'tablet-1', batch);
  // The killed transaction left nothing behind: the whole batch is new to the restarted process.
  assert.deepEqual(
    [again.accepted.length, again.duplicates.length, again.refused.length],
    [batch.length, 0, 0],
  );
  // The answer lost once more: the tablet sends the batch a third time, and nothing is added.
  const third = await send(restarted.base, referee!.cookie, 'tablet-1', batch);
  assert.equal(third.duplicates.length, batch.length);
  const [stored] = await db
    .select({ n: count() })
    .from(scoringEvents)
    .where(eq(scoringEvents.runId, run!.id));
  assert.equal(stored!.n, batch.length);
});
