/**
 * Enrolments on one competition from three server processes: each process lets one transaction at a
 * time wait on the competition's row in PostgreSQL, and queues the rest in Node, so no crowd of
 * transactions waits on the row (a lock wait counts towards the statement bound, answered 503) and no
 * process has all its pooled connections stuck in lock waits. Run by `npm run test:race`.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setTimeout as pause } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { competitions, enrolments, teamMembers, teams } from '../../server/db/schema';
import { newInviteCode } from '../../server/features/teams/teams';
import { raceCluster, type RaceCluster } from './cluster';

const PROCESSES = 3;
const TEAMS = 200;
const PLACES = 50;

let cluster: RaceCluster;

before(async () => {
  cluster = await raceCluster();
  await cluster.startServers(PROCESSES);
});

after(() => cluster?.end());

/** A competition open for enrolment, and `count` one-person teams in it, each leader with a session. */
async function leadersOfTeams(count: number, prefix: string) {
  const db = cluster.handle.db;
  const now = new Date();
  const [cup] = await db
    .insert(competitions)
    .values({
      track: 'simulation',
      texts: { 'en-US': { name: `${prefix} cup`, summary: '' } },
      enrolmentOpensAt: new Date(now.getTime() - 86_400_000),
      enrolmentClosesAt: new Date(now.getTime() + 86_400_000),
      capacity: PLACES,
      minTeamSize: 1,
      maxTeamSize: 3,
      requiresApproval: false,
    })
    .returning();
  const people = await cluster.people(count, prefix);
  const teamRows = await db
    .insert(teams)
    .values(
      people.map((_person, i) => ({
        competitionId: cup!.id,
        name: `Queued ${i}`,
        organisation: 'Queue University',
        country: 'China',
        inviteCode: newInviteCode(),
      })),
    )
    .returning({ id: teams.id });
  await db.insert(teamMembers).values(
    teamRows.map((team, i) => ({
      teamId: team.id,
      competitionId: cup!.id,
      uid: people[i]!.uid,
      role: 'leader' as const,
      joinedAt: now,
    })),
  );
  const leaders = people.map(({ cookie }, i) => ({ teamId: teamRows[i]!.id, cookie }));
  return { cup: cup!, leaders };
}

/** Sends each leader's enrolment into `cup` at once, spread over the servers; a refused connection is `null`. */
const enrolAll = (cupId: number, leaders: { teamId: number; cookie: string }[]) =>
  Promise.all(
    leaders.map(({ teamId, cookie }, i) =>
      fetch(`${cluster.servers[i % cluster.servers.length]!.base}/api/enrolments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ competitionId: cupId, teamId }),
      }).then(
        async (answer) => ({ teamId, status: answer.status, text: await answer.text() }),
        () => null,
      ),
    ),
  );

/** How many of the portal's backends wait on a lock right now. */
async function waitingOnLocks() {
  const [row] = (await cluster.handle.db.execute(
    sql`SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = ${cluster.databaseName} AND wait_event_type = 'Lock'`,
  )) as unknown as { n: number }[];
  return row!.n;
}

test(`${TEAMS} enrolments at once on ${PROCESSES} processes: at most one lock wait per process, no 5xx`, async (t) => {
  const { cup, leaders } = await leadersOfTeams(TEAMS, 'queued');

  let settled = false;
  const sent = cluster
    .all(leaders, ({ teamId, cookie }, base) =>
      fetch(`${base}/api/enrolments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ competitionId: cup.id, teamId }),
      }),
    )
    .finally(() => (settled = true));
  // Samples until every answer is in, every few ms (a crowd of waiters lasts far longer; sampling
  // without a pause would take a core from the servers).
  const seen: number[] = [];
  while (!settled) {
    seen.push(await waitingOnLocks());
    await pause(5);
  }
  const answers = await Promise.all(
    (await sent).map(async (answer) => ({ status: answer.status, text: await answer.text() })),
  );
  const most = Math.max(...seen);
  t.diagnostic(`most backends waiting on a lock at once: ${most}, in ${seen.length} samples`);

  const failures = answers.filter((answer) => answer.status >= 500);
  assert.deepEqual(failures, [], 'no enrolment is answered 5xx');
  assert.deepEqual([...new Set(answers.map((answer) => answer.status))], [200]);
  assert.ok(seen.length > 0 && most >= 1, `the samples saw enrolments wait (${seen.length} samples)`);
  assert.ok(
    most <= PROCESSES,
    `at most ${PROCESSES} backends waited on a lock at once; seen ${most} in ${seen.length} samples`,
  );

  const rows = await cluster.handle.db.select().from(enrolments).where(eq(enrolments.competitionId, cup.id));
  assert.equal(rows.length, TEAMS);
  assert.equal(rows.filter((row) => row.status === 'approved').length, PLACES, 'places never exceeded');
  assert.equal(rows.filter((row) => row.status === 'waitlisted').length, TEAMS - PLACES);
});

test(`kill -9 of a process during ${TEAMS} enrolments: every acknowledged one is kept, places never exceeded`, async () => {
  const { cup, leaders } = await leadersOfTeams(TEAMS, 'killed');
  const stored = async () =>
    cluster.handle.db.select().from(enrolments).where(eq(enrolments.competitionId, cup.id));

  let settled = false;
  const sent = enrolAll(cup.id, leaders).finally(() => (settled = true));
  // Mid-burst: the first enrolments are in, and each process still has a queue of them.
  while (!settled && (await stored()).length < 10) await pause(5);
  await cluster.killServer(cluster.servers[0]!);
  const answers = await sent;

  const acknowledged = answers.filter((answer) => answer?.status === 200);
  assert.ok(
    answers.some((answer) => answer === null),
    'requests in flight to the killed process failed',
  );
  assert.deepEqual(
    answers.filter((answer) => answer && answer.status !== 200),
    [],
    'every answer that came is an enrolment',
  );
  const rows = await stored();
  const kept = new Set(rows.map((row) => row.teamId));
  assert.deepEqual(
    acknowledged.filter((answer) => !kept.has(answer!.teamId)),
    [],
    'no acknowledged enrolment is lost',
  );
  const approved = rows.filter((row) => row.status === 'approved').length;
  assert.equal(approved, Math.min(PLACES, rows.length), 'places filled in order, never exceeded');
});
