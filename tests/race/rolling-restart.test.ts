/**
 * A rolling restart under load, behind nginx (deploy/nginx.conf, run by scripts/nginx-front.ts):
 * three processes on one PostgreSQL take a steady stream of signed-in reads and writes while each in
 * turn gets SIGTERM and is started again. nginx passes a request that could not reach a process to
 * the next one, and a GET answered 503, but never a POST it has written: so a stopping process must
 * answer all it has taken, and a starting one must take nothing it cannot serve.
 *
 *  - 0 failed requests: every answer is a 200, never a 5xx or a reset. Each write is sent once, so
 *    not even a rule refusal (409) is expected: one would mean a write was made twice;
 *  - 0 acknowledged writes lost: every enrolment and check-in answered 200 is in the database, as
 *    answered, and nothing else is;
 *  - capacity never exceeded: exactly CAPACITY enrolments were answered with a place (the rest with a
 *    place on the waiting list), and they are the ones that hold places.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq, inArray, isNotNull, and } from 'drizzle-orm';
import { Secret } from 'otpauth';
import type * as API from '../../common/contract';
import {
  attendanceRecords,
  attendanceSessions,
  competitions,
  enrolments,
  evpi,
  teamMembers,
  teams,
  users,
} from '../../server/db/schema';
import { createSession } from '../../server/features/accounts/sessions';
import { currentCode } from '../../server/features/attendance/codes';
import { newInviteCode } from '../../server/features/teams/teams';
import { startNginxFront, type NginxFront } from '../../scripts/nginx-front';
import { raceCluster, type RaceCluster } from './cluster';

const PROCESSES = 3;
/** Requests in flight at once, like a handful of busy browsers. */
const WORKERS = 4;
const CAPACITY = 40;
/** Teams of one that enrol for the CAPACITY places (the rest go on the waiting list). */
const ENROLLING = 200;
/** Enrolled people who check in, once in each of SESSIONS open sessions. */
const CHECKING_IN = 60;
const SESSIONS = 30;

let cluster: RaceCluster;
let front: NginxFront;

interface Person {
  uid: number;
  cookie: string;
  teamId: number;
}

/** People of one-person teams in `competitionId`, with a session each, written straight to the database. */
async function teamsOfOne(competitionId: number, count: number, prefix: string): Promise<Person[]> {
  const { db } = cluster.handle;
  const now = new Date();
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        username: `${prefix}${i}`,
        email: `${prefix}${i}@restart.test`,
        passwordHash: 'not-used-sessions-are-made-directly',
      })),
    )
    .returning({ uid: users.uid });
  await db.insert(evpi).values(
    rows.map(({ uid }) => ({
      uid,
      legalName: `Restarter ${uid}`,
      dateOfBirth: '2004-01-01',
      nationality: 'China',
      documentType: 'passport' as const,
      documentNumber: `RR${uid}`,
      organisation: 'Restart University',
      emergencyContactName: 'Someone',
      emergencyContactPhone: '+8613800000000',
    })),
  );
  const teamRows = await db
    .insert(teams)
    .values(
      rows.map((_, i) => ({
        competitionId,
        name: `${prefix} ${i}`,
        organisation: 'Restart University',
        country: 'China',
        inviteCode: newInviteCode(),
      })),
    )
    .returning({ id: teams.id });
  await db.insert(teamMembers).values(
    rows.map(({ uid }, i) => ({
      teamId: teamRows[i]!.id,
      competitionId,
      uid,
      role: 'leader' as const,
      joinedAt: now,
    })),
  );
  return Promise.all(
    rows.map(async ({ uid }, i) => ({
      uid,
      teamId: teamRows[i]!.id,
      cookie: `portal_session=${(await createSession(db, { uid, persistent: true, now })).token}`,
    })),
  );
}

async function competition(capacity: number, name: string) {
  const [row] = await cluster.handle.db
    .insert(competitions)
    .values({
      track: 'simulation',
      texts: { 'en-US': { name, summary: '' } },
      enrolmentOpensAt: new Date(Date.now() - 86_400_000),
      enrolmentClosesAt: new Date(Date.now() + 86_400_000),
      capacity,
      minTeamSize: 1,
      maxTeamSize: 1,
      requiresApproval: false,
    })
    .returning();
  return row!;
}

before(async () => {
  cluster = await raceCluster({ TRUST_PROXY: '1' });
  // The first start migrates and seeds the new database; the others find it done.
  await cluster.startServer();
  await Promise.all(Array.from({ length: PROCESSES - 1 }, () => cluster.startServer()));
  front = await startNginxFront(cluster.servers.map((server) => new URL(server.base).host));
});

after(async () => {
  await front?.stop();
  await cluster?.end();
});

test('three processes restarted one by one under reads and writes: nothing fails, nothing is lost', async (t) => {
  const { db } = cluster.handle;
  const cup = await competition(CAPACITY, 'Rolling cup');
  const enrolling = await teamsOfOne(cup.id, ENROLLING, 'enrol');
  const venue = await competition(1000, 'Rolling venue');
  const attending = await teamsOfOne(venue.id, CHECKING_IN, 'attend');
  await db.insert(enrolments).values(
    attending.map((person) => ({
      competitionId: venue.id,
      teamId: person.teamId,
      status: 'approved' as const,
    })),
  );
  const sessions = await db
    .insert(attendanceSessions)
    .values(
      Array.from({ length: SESSIONS }, (_, i) => ({
        competitionId: venue.id,
        title: `Round ${i}`,
        startsAt: new Date(Date.now() - 3_600_000),
        endsAt: new Date(Date.now() + 3_600_000),
        codeSecret: new Secret({ size: 20 }).base32,
      })),
    )
    .returning();

  // The writes, each sent once, in order; reads go between them.
  const toEnrol = [...enrolling];
  const toCheckIn = sessions.flatMap((session) => attending.map((person) => ({ session, person })));
  const enrolled: { teamId: number; id: number; status: string }[] = [];
  const checkedIn: string[] = [];
  const failures: string[] = [];
  /** Requests that have come back, answered or not. */
  let answered = 0;
  let refused = 0;
  let stopping = false;
  let onAnswer = () => undefined as void;

  const send = async (method: string, path: string, cookie: string, body?: unknown) => {
    try {
      const answer = await fetch(`${front.origin}${path}`, {
        method,
        headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await answer.text();
      if (answer.status === 409) refused += 1;
      else if (answer.status !== 200)
        failures.push(`${method} ${path}: ${answer.status} ${text.slice(0, 200)}`);
      return answer.status === 200 ? (JSON.parse(text) as { data: unknown }).data : undefined;
    } catch (error) {
      failures.push(`${method} ${path}: ${String(error instanceof Error ? (error.cause ?? error) : error)}`);
      return undefined;
    } finally {
      answered += 1;
      onAnswer();
    }
  };

  const operations: (() => Promise<unknown>)[] = [
    async () => {
      const person = toEnrol.shift();
      if (!person) return;
      const view = (await send('POST', '/api/enrolments', person.cookie, {
        competitionId: cup.id,
        teamId: person.teamId,
      })) as API.EnrolmentView | undefined;
      if (view) enrolled.push({ teamId: person.teamId, id: view.id, status: view.status });
    },
    () => send('GET', '/api/notices', attending[answered % CHECKING_IN]!.cookie),
    async () => {
      const next = toCheckIn.shift();
      if (!next) return;
      const { session, person } = next;
      const { code } = currentCode(session, new Date());
      const record = await send('POST', '/api/attendance/check-in', person.cookie, {
        sessionId: session.id,
        teamId: person.teamId,
        code,
      });
      if (record) checkedIn.push(`${session.id}|${person.uid}`);
    },
    () => send('GET', '/api/user/currentUser', enrolling[answered % ENROLLING]!.cookie),
    () => send('GET', '/api/competitions', ''),
  ];
  const worker = async (offset: number) => {
    for (let i = offset; !stopping; i += 1) await operations[i % operations.length]!();
  };
  /** Resolves once `count` more answers have come back: the load is flowing. */
  const answersFlow = (count: number) => {
    const target = answered + count;
    return new Promise<void>((resolve) => {
      onAnswer = () => {
        if (answered >= target) resolve();
      };
    });
  };

  const workers = Array.from({ length: WORKERS }, (_, i) => worker(i));
  const exitCodes: (number | null)[] = [];
  let writesLeft = 0;
  try {
    await answersFlow(30);
    for (let i = 0; i < PROCESSES; i += 1) {
      const began = Date.now();
      exitCodes.push(await cluster.restartServer(i));
      t.diagnostic(`process ${i} restarted in ${Date.now() - began} ms, ${answered} requests so far`);
      await answersFlow(30);
    }
    writesLeft = toEnrol.length + toCheckIn.length;
  } finally {
    stopping = true;
    await Promise.all(workers);
  }

  assert.deepEqual(exitCodes, [0, 0, 0], 'each process stopped cleanly on SIGTERM');
  const upstreamErrors = front
    .errorLog()
    .split('\n')
    .filter((line) => line.includes('[error]'));
  assert.deepEqual(
    failures,
    [],
    `${failures.length} of ${answered} requests failed; nginx logged:\n${upstreamErrors.join('\n')}`,
  );
  assert.ok(writesLeft > 0 && enrolled.length > CAPACITY, 'writes ran through the last restart');

  // Every acknowledged enrolment is in the database as it was answered, and nothing else is.
  const rows = await db.select().from(enrolments).where(eq(enrolments.competitionId, cup.id));
  const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
  assert.deepEqual(
    rows.map((row) => ({ teamId: row.teamId, id: row.id, status: row.status })).sort(byId),
    [...enrolled].sort(byId),
  );
  const placed = rows.filter((row) => row.status === 'approved');
  assert.equal(placed.length, CAPACITY, 'the places are all taken, and no more');
  assert.equal(enrolled.filter((view) => view.status === 'approved').length, CAPACITY);

  // Every acknowledged check-in is recorded, and nothing else is.
  const records = await db
    .select({ sessionId: attendanceRecords.sessionId, uid: attendanceRecords.uid })
    .from(attendanceRecords)
    .where(
      and(
        inArray(
          attendanceRecords.sessionId,
          sessions.map((session) => session.id),
        ),
        isNotNull(attendanceRecords.checkedInAt),
      ),
    );
  assert.deepEqual(
    records.map((record) => `${record.sessionId}|${record.uid}`).sort(),
    [...checkedIn].sort(),
  );
  assert.equal(refused, 0, 'no write was refused: none was made twice');
});
