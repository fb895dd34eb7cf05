/**
 * The concurrency rules under real concurrency: two server processes on one PostgreSQL, every request
 * sent at once. Run by `npm run test:race` (tests/api/with-postgres.sh gives it TEST_DATABASE_URL);
 * on PGlite one process serialises everything, so a race could not happen there.
 *
 *  - 200 teams enrol at once for 50 places: exactly 50 hold places, the rest wait in order, no 500.
 *  - 20 people join a team of at most 5 students at once: exactly 5 are in it.
 *  - A logout or a password change on one process ends the session on the other at the next request.
 *  - 10 wrong passwords split between the two processes lock the account-and-address pair on both,
 *    and restarting them does not lift the lock (the counters are in the database).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import type * as API from '../../common/contract';
import { competitions, enrolments, rateCounters, teamMembers, teams } from '../../server/db/schema';
import { newInviteCode } from '../../server/features/teams/teams';
import { raceCluster, type RaceCluster } from './cluster';

let cluster: RaceCluster;

const people = (count: number, prefix: string) => cluster.people(count, prefix);

async function competition(capacity: number, maxTeamSize: number) {
  const [row] = await cluster.handle.db
    .insert(competitions)
    .values({
      track: 'simulation',
      texts: { 'en-US': { name: `Race ${capacity}/${maxTeamSize}`, summary: '' } },
      enrolmentOpensAt: new Date(Date.now() - 86_400_000),
      enrolmentClosesAt: new Date(Date.now() + 86_400_000),
      capacity,
      minTeamSize: 1,
      maxTeamSize,
      requiresApproval: false,
    })
    .returning();
  return row!;
}

const post = (base: string, path: string, cookie: string, body: unknown) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });

before(async () => {
  cluster = await raceCluster();
  await cluster.startServer();
  await cluster.startServer();
});

after(() => cluster?.end());

test('200 teams enrol at once for 50 places: 50 hold places, 150 wait in order, no 500', async () => {
  const cup = await competition(50, 3);
  const leaders = await people(200, 'leader');
  const teamRows = await cluster.handle.db
    .insert(teams)
    .values(
      leaders.map((_leader, i) => ({
        competitionId: cup.id,
        name: `Racers ${i}`,
        organisation: 'Race University',
        country: 'China',
        inviteCode: newInviteCode(),
      })),
    )
    .returning({ id: teams.id });
  await cluster.handle.db.insert(teamMembers).values(
    teamRows.map((team, i) => ({
      teamId: team.id,
      competitionId: cup.id,
      uid: leaders[i]!.uid,
      role: 'leader' as const,
      joinedAt: new Date(),
    })),
  );

  const answers = await cluster.all(
    leaders.map((leader, i) => ({ leader, teamId: teamRows[i]!.id })),
    ({ leader, teamId }, base) =>
      post(base, '/api/enrolments', leader.cookie, { competitionId: cup.id, teamId }),
  );
  const bodies = await Promise.all(
    answers.map((answer) => answer.json() as Promise<{ data: API.EnrolmentView }>),
  );
  assert.deepEqual(
    [...new Set(answers.map((answer) => answer.status))],
    [200],
    'every enrolment is accepted, onto a place or the waiting list',
  );

  const rows = await cluster.handle.db
    .select()
    .from(enrolments)
    .where(eq(enrolments.competitionId, cup.id))
    .orderBy(asc(enrolments.id));
  assert.equal(rows.filter((row) => row.status === 'approved').length, 50);
  const waiting = rows.filter((row) => row.status === 'waitlisted');
  assert.equal(waiting.length, 150);
  // The answers' positions are the order in which the database queued them: 1 to 150, each once.
  const positions = bodies
    .map((body) => body.data)
    .filter((view) => view.status === 'waitlisted')
    .sort((a, b) => a.waitlistPosition! - b.waitlistPosition!);
  assert.deepEqual(
    positions.map((view) => view.waitlistPosition),
    Array.from({ length: 150 }, (_, i) => i + 1),
  );
  assert.deepEqual(
    positions.map((view) => view.id),
    waiting.map((row) => row.id),
  );
});

test('20 people join a team of at most 5 students at once: exactly 5 are in it', async () => {
  const cup = await competition(10, 5);
  const [leader] = await people(1, 'captain');
  const [team] = await cluster.handle.db
    .insert(teams)
    .values({
      competitionId: cup.id,
      name: 'Crowded',
      organisation: 'Race U',
      country: 'China',
      inviteCode: newInviteCode(),
    })
    .returning();
  await cluster.handle.db.insert(teamMembers).values({
    teamId: team!.id,
    competitionId: cup.id,
    uid: leader!.uid,
    role: 'leader',
    joinedAt: new Date(),
  });
  const joiners = await people(20, 'joiner');

  const answers = await cluster.all(joiners, (joiner, base) =>
    post(base, '/api/teams/join', joiner.cookie, { inviteCode: team!.inviteCode }),
  );
  const statuses = answers.map((answer) => answer.status).sort();
  assert.deepEqual(statuses, [...Array(4).fill(200), ...Array(16).fill(409)]);
  const refusals = await Promise.all(
    answers
      .filter((answer) => answer.status === 409)
      .map((answer) => answer.json() as Promise<{ data: API.RuleFailure }>),
  );
  assert.ok(refusals.every((body) => body.data.violations.some((v) => v.rule === 'team_full')));
  const members = await cluster.handle.db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, team!.id)));
  assert.equal(members.length, 5);
});

test('logging out or changing the password on one process ends the session on the other at once', async () => {
  const [a, b] = cluster.servers.map((server) => server.base) as [string, string];
  const account = { username: 'roamer', email: 'roamer@race.test', password: 'Correct-Horse-9' };
  assert.equal((await post(a, '/api/register', '', account)).status, 200);
  const signIn = async (base: string) => {
    const answer = await post(base, '/api/login/account', '', {
      type: 'account',
      username: account.username,
      password: account.password,
    });
    const token = /portal_session=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')?.[1];
    assert.ok(answer.ok && token, `signed in on ${base}: ${answer.status} ${await answer.text()}`);
    return `portal_session=${token}`;
  };
  const code = async (base: string, cookie: string) =>
    (
      (await (await fetch(`${base}/api/user/currentUser`, { headers: { cookie } })).json()) as {
        code: number;
      }
    ).code;
  /** Every process answers for the cookie, several requests at once, as a busy portal would. */
  const everywhere = async (cookie: string) => [
    ...new Set(await Promise.all(Array.from({ length: 10 }, (_, i) => code(i % 2 ? a : b, cookie)))),
  ];

  const first = await signIn(a);
  const second = await signIn(b);
  assert.deepEqual(await everywhere(first), [200]);
  assert.deepEqual(await everywhere(second), [200]);

  assert.equal((await post(b, '/api/login/outLogin', first, {})).status, 200);
  assert.deepEqual(await everywhere(first), [4002], 'logged out on b: gone on a as well');
  assert.deepEqual(await everywhere(second), [200], 'the other session lives on');

  const changed = await fetch(`${a}/api/user/password`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: second },
    body: JSON.stringify({ oldPassword: account.password, newPassword: 'Another-Horse-7' }),
  });
  assert.equal(changed.status, 200);
  const fresh = /portal_session=([^;]+)/.exec(changed.headers.get('set-cookie') ?? '')?.[1];
  assert.deepEqual(await everywhere(second), [4002], 'password changed on a: the old session is gone on b');
  assert.deepEqual(await everywhere(`portal_session=${fresh}`), [200]);
});

// Last: it restarts the servers.
test('10 wrong passwords split between two processes lock the account-and-address pair; a restart keeps it', async () => {
  const account = { username: 'guessed', email: 'guessed@race.test', password: 'Correct-Horse-9' };
  const [a, b] = cluster.servers.map((server) => server.base) as [string, string];
  assert.equal((await post(a, '/api/register', '', account)).status, 200);
  const attempt = (base: string, password: string) =>
    post(base, '/api/login/account', '', { type: 'account', username: account.username, password });

  // The default budget: 10 failures per (account, address) in 15 minutes. All at once, five on each.
  const guesses = await Promise.all(
    Array.from({ length: 10 }, (_, i) => attempt(i % 2 ? a : b, `Wrong-password-${i}`)),
  );
  assert.deepEqual(
    guesses.map((answer) => answer.status),
    Array(10).fill(400),
  );
  const [counter] = await cluster.handle.db
    .select()
    .from(rateCounters)
    .where(eq(rateCounters.name, 'loginFailuresPerAccount'));
  assert.equal(counter?.count, 10, 'every failure counted once, whichever process saw it');
  for (const base of [a, b]) {
    assert.equal(
      (await attempt(base, account.password)).status,
      429,
      `locked on ${base}, right password too`,
    );
  }

  await cluster.stopServers();
  await cluster.startServer();
  assert.equal(
    (await attempt(cluster.servers[0]!.base, account.password)).status,
    429,
    'still locked after the restart',
  );
});
