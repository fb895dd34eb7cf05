/**
 * The job queue (pg-boss) across processes: three server processes on one PostgreSQL, sharing one
 * outbox folder (DATA_DIR; with DATABASE_URL it holds only the outbox and uploads).
 *
 *  - 200 password-reset requests spread over the three: exactly 200 mails in the outbox, one for
 *    each account, none twice.
 *  - A fourth process whose mail server never answers takes mail jobs (the others paused) and is
 *    killed (-9) while holding them: the others pick them up after their expiry
 *    (JOB_EXPIRE_SECONDS=3): each mail reaches the outbox, once for each time it was composed.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import { raceCluster, type RaceCluster } from './cluster';

let cluster: RaceCluster;
let dataDir: string;
const outbox = () => path.join(dataDir, 'outbox');
/** The three that serve, and a fourth whose mail server never answers, paused (SIGSTOP) until its test. */
let three: RaceCluster['servers'];
let stuck: RaceCluster['servers'][number];
// A mail server that takes the connection and never answers: a mail job hangs in that process.
const held: Socket[] = [];
const blackHole = createServer((socket) => held.push(socket));

before(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'portal-race-jobs-'));
  await new Promise<void>((resolve) => {
    blackHole.listen(0, '127.0.0.1', resolve);
  });
  const { port } = blackHole.address() as { port: number };
  // TRUST_PROXY: each request names its own address, so per-address limits stay out of the way.
  cluster = await raceCluster({ DATA_DIR: dataDir, TRUST_PROXY: '1', JOB_EXPIRE_SECONDS: '3' });
  // The first alone (it seeds the database and creates the queues), then the others together, to
  // keep the file short; no job exists before the first test.
  const started = [await cluster.startServer()];
  started.push(
    ...(await Promise.all([
      cluster.startServer(),
      cluster.startServer(),
      cluster.startServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://portal.race.test' }),
    ])),
  );
  three = started.slice(0, 3);
  stuck = started[3]!;
  stuck.process.kill('SIGSTOP');
});
after(async () => {
  // A paused process would not hear the SIGTERM that ends it.
  for (const server of cluster?.servers ?? []) server.process.kill('SIGCONT');
  for (const socket of held) socket.destroy();
  blackHole.close();
  await cluster?.end();
  await rm(dataDir, { recursive: true, force: true });
});

/** Accounts written straight to the database; their addresses are what the mails are counted by. */
async function accounts(count: number, prefix: string) {
  const rows = await cluster.handle.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        username: `${prefix}${i}`,
        email: `${prefix}${i}@race.test`,
        passwordHash: 'not-used',
      })),
    )
    .returning({ email: users.email });
  return rows.map((row) => row.email);
}

const forgot = (email: string, base: string, i: number) =>
  fetch(`${base}/api/password/forgot`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${i >> 8}.${i & 255}` },
    body: JSON.stringify({ email }),
  });

/** The recipients of the mails in the outbox, one entry per file. */
async function recipients(): Promise<string[]> {
  // Whole messages only: a file being written is a hidden temporary one (server/messaging/mail.ts).
  const files = (await readdir(outbox()).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
  const mails = await Promise.all(files.map((file) => readFile(path.join(outbox(), file), 'utf8')));
  return mails.map((mail) => /^To: (.+)$/m.exec(mail)?.[1]?.trim() ?? '');
}

/** Mail jobs not completed yet: waiting, retrying or running. */
async function unfinished(): Promise<number> {
  const [row] = (await cluster.handle.db.execute(
    sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail' AND state <> 'completed'`,
  )) as unknown as { n: number }[];
  return row!.n;
}

/** Waits until every mail job has completed (none can arrive after), within a bound. */
async function mailSettled(expected: number) {
  const until = Date.now() + 20_000;
  while ((await unfinished()) > 0 || (await recipients()).length < expected) {
    assert.ok(Date.now() < until, `every mail job completed within 20 s (${await unfinished()} left)`);
    await sleep(100);
  }
}

test('200 reset requests spread over three processes: 200 mails, none twice', async () => {
  const emails = await accounts(200, 'reset');
  const answers = await Promise.all(emails.map((email, i) => forgot(email, three[i % 3]!.base, i)));
  assert.deepEqual(
    answers.map((answer) => answer.status),
    emails.map(() => 200),
  );
  await mailSettled(200);
  const sent = await recipients();
  assert.equal(sent.length, 200, 'exactly 200 mails');
  assert.deepEqual([...sent].sort(), [...emails].sort(), 'one for each account, none twice');
});

test('a process killed (-9) while holding mail jobs: the others send them, each job once', async () => {
  // The three are paused and the fourth resumed, so the jobs are the fourth's to take.
  for (const server of three) server.process.kill('SIGSTOP');
  const resume = () => three.forEach((server) => server.process.kill('SIGCONT'));
  try {
    stuck.process.kill('SIGCONT');
    const before = (await recipients()).length;
    const emails = await accounts(8, 'killed');
    const answers = await Promise.all(emails.map((email, i) => forgot(email, stuck.base, 1000 + i)));
    assert.deepEqual(
      answers.map((answer) => answer.status),
      emails.map(() => 200),
    );
    const until = Date.now() + 10_000;
    while (!held.length) {
      assert.ok(Date.now() < until, 'the stuck process took a mail job within 10 s');
      await sleep(20);
    }
    await cluster.killServer(stuck);
    resume();

    await mailSettled(before + emails.length);
    const sent = (await recipients()).filter((to) => to.startsWith('killed')).sort();
    assert.deepEqual([...new Set(sent)], [...emails].sort(), 'every mail sent');
    // A mail job run twice delivers once (its key: server/messaging/mail.ts). An account mail
    // composed twice sends two, with two links, of which the newer works (account-links.ts): that
    // happens only where its job was taken again, here when a paused process held a lock its
    // composition waited for.
    const recomposed = (
      (await cluster.handle.db.execute(
        sql`SELECT data->>'email' AS email FROM pgboss.job WHERE name = 'account-mail' AND retry_count > 0`,
      )) as unknown as { email: string }[]
    ).map((row) => row.email);
    for (const to of sent.filter((to, i) => sent.indexOf(to) !== i))
      assert.ok(recomposed.includes(to), `${to} got two mails, but its account mail was composed once`);
    const [retried] = (await cluster.handle.db.execute(
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail' AND retry_count > 0`,
    )) as unknown as { n: number }[];
    assert.ok(retried!.n >= 1, 'a job the killed process held was picked up again');
  } finally {
    resume();
  }
});
