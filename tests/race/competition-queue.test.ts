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
import { competitions, enrolments, evpi, teamMembers, teams, users } from '../../server/db/schema';
import { createSession } from '../../server/features/accounts/sessions';
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
async function leadersOfTeams(count: number) {
  const db = cluster.handle.db;
  const now = new Date();
  const [cup] = await db
    .insert(competitions)
    .values({
      track: 'simulation',
      texts: { 'en-US': { name: 'Queued cup', summary: '' } },
      enrolmentOpensAt: new Date(now.getTime() - 86_400_000),
      enrolmentClosesAt: new Date(now.getTime() + 86_400_000),
      capacity: PLACES,
      minTeamSize: 1,
      maxTeamSize: 3,
      requiresApproval: false,
    })
    .returning();
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        username: `queued${i}`,
        email: `queued${i}@race.test`,
        passwordHash: 'not-used-sessions-are-made-directly',
      })),
    )
    .returning({ uid: users.uid });
  await db.insert(evpi).values(
    people.map(({ uid }) => ({
      uid,
      legalName: `Queued ${uid}`,
      dateOfBirth: '2004-01-01',
      nationality: 'China',
      documentType: 'passport' as const,
      documentNumber: `Q${uid}`,
      organisation: 'Queue University',
      emergencyContactName: 'Someone',
      emergencyContactPhone: '+8613800000000',
    })),
  );
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
  const leaders = await Promise.all(
    people.map(async ({ uid }, i) => ({
      teamId: teamRows[i]!.id,
      cookie: `portal_session=${(await createSession(db, { uid, persistent: true, now })).token}`,
    })),
  );
  return { cup: cup!, leaders };
}

/** How many of the portal's backends wait on a lock right now. */
async function waitingOnLocks() {
  const [row] = (await cluster.handle.db.execute(
    sql`SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = ${cluster.databaseName} AND wait_event_type = 'Lock'`,
  )) as unknown as { n: number }[];
  return row!.n;
}

test(`${TEAMS} enrolments at once on ${PROCESSES} processes: at most one lock wait per process, no 5xx`, async (t) => {
  const { cup, leaders } = await leadersOfTeams(TEAMS);

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
