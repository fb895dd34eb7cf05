/**
 * `npm run bench:cluster`: the enrolment-day mix of issue 29, replayed with autocannon against one,
 * then three, portal processes on one PostgreSQL behind nginx. Each row gets a database of its own
 * on TEST_DATABASE_URL's server (the npm script runs this inside tests/api/with-postgres.sh) and the
 * same seed: users with passwords and complete personal information, each the leader of a team, a
 * few competitions open for enrolment with fewer places than teams, and notices to read.
 *
 * Every connection is one person at a time: it signs in as the next user, then loads what the
 * portal's pages ask for on the way to enrolling (see MIX), and signs in as someone else. Each user
 * signs in once, from an address of their own (X-Forwarded-For, with TRUST_PROXY naming loopback),
 * as 2,500 people at home would: one address would meet the login limit of 50 in 10 minutes.
 *
 * Prints req/s and p99 per row, the ratio of three processes to one, failures, and each process's
 * RSS after the mix. Exits non-zero when a request fails (a connection error, a timeout, or an answer
 * other than a 2xx or an enrolment refused by a rule), when an enrolment answered 200 is not in the
 * database, when more teams hold places than there are, or when a process ends over 300 MB RSS.
 * Kept out of `npm test`: the figures belong to the machine, not to the code.
 *
 *   BENCH_USERS (default 500, a multiple of BENCH_CONNECTIONS): people per row, each one sign-in;
 *   BENCH_CONNECTIONS (default 50): people at once;  BENCH_SECONDS (default 120): the most a row runs.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../server/db/client';
import { competitions, enrolments, evpi, notices, teamMembers, teams, users } from '../server/db/schema';
import { hashPassword } from '../server/features/accounts/password';
import { newInviteCode } from '../server/features/teams/teams';
import { serverBundleDir } from '../server/render/render-page';
import { buildState } from '../server/scripts/build-state';
import { startNginxFront, type NginxFront } from './nginx-front';
import { startBuiltPortal } from './portal-process';
import { withBenchDatabase } from './bench-database';

const USERS = Number(process.env.BENCH_USERS ?? 500);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const MAX_SECONDS = Number(process.env.BENCH_SECONDS ?? 120);
/** One round of the mix per connection before the measured run: the JIT and the caches warm up. */
const WARM_UP_USERS = CONNECTIONS;
const COMPETITIONS = 4;
/** Places for 60 % of the teams: the rest go on the waiting lists, as they do when enrolment opens. */
const PLACE_SHARE = 0.6;
const PASSWORD = 'Enrolment-day-2026';
/** Issue 29's goal for one process on the PostgreSQL driver after the mix. */
const RSS_GOAL_MB = 300;

// ---------------------------------------------------------------------------------------------
// The mix.

interface Person {
  username: string;
  teamId: number;
  competitionId: number;
  /** The address the person's requests come from. */
  address: string;
}

interface Context {
  person?: Person;
  cookie?: string;
  sentAt?: number;
}

interface RawRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}

type Kind = 'sign-in' | 'current user' | 'home page' | 'home content' | 'competitions' | 'enrol' | 'notices';

interface Step {
  kind: Kind;
  method: 'GET' | 'POST';
  path: string;
  body?: (person: Person) => unknown;
}

const competitionList = '/api/competitions?current=1&pageSize=100&windowState=enrolling';
const noticeList = '/api/notices?current=1&pageSize=5';

/**
 * One person's visit on enrolment day, in the order the SPA asks: sign in, the app's first call, the
 * home page (its HTML carries its content), the bell's notices, the competitions, enrolling, the list
 * again, back home by the menu (the content calls), the notices page, a reload. About ten page views:
 * 1 sign-in in 14 requests, 1 enrolment.
 */
const MIX: Step[] = [
  {
    kind: 'sign-in',
    method: 'POST',
    path: '/api/login/account',
    body: (person) => ({ type: 'account', username: person.username, password: PASSWORD, autoLogin: true }),
  },
  { kind: 'current user', method: 'GET', path: '/api/user/currentUser' },
  { kind: 'home page', method: 'GET', path: '/' },
  { kind: 'notices', method: 'GET', path: noticeList },
  { kind: 'competitions', method: 'GET', path: competitionList },
  {
    kind: 'enrol',
    method: 'POST',
    path: '/api/enrolments',
    body: (person) => ({ competitionId: person.competitionId, teamId: person.teamId }),
  },
  { kind: 'competitions', method: 'GET', path: competitionList },
  { kind: 'current user', method: 'GET', path: '/api/user/currentUser' },
  { kind: 'home content', method: 'GET', path: '/api/sections?area=home' },
  { kind: 'home content', method: 'GET', path: '/api/banners?placement=home' },
  { kind: 'notices', method: 'GET', path: noticeList },
  { kind: 'competitions', method: 'GET', path: competitionList },
  { kind: 'current user', method: 'GET', path: '/api/user/currentUser' },
  { kind: 'home page', method: 'GET', path: '/' },
];

interface KindTally {
  statuses: Map<number, number>;
  latenciesMs: number[];
}

/** What the answers said, beyond autocannon's own counts. */
class Tally {
  readonly kinds = new Map<Kind, KindTally>();
  /** Enrolments answered 200: their id and team. */
  readonly acknowledged: { id: number; teamId: number }[] = [];
  /** Answers that are neither a success nor an expected refusal, by kind and status. */
  readonly failures = new Map<string, number>();
  /** The first answer of each kind of failure. */
  readonly samples = new Map<string, string>();
  expectedRefusals = 0;

  record(kind: Kind, status: number, latencyMs: number) {
    let entry = this.kinds.get(kind);
    if (!entry) this.kinds.set(kind, (entry = { statuses: new Map(), latenciesMs: [] }));
    entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
    entry.latenciesMs.push(latencyMs);
  }

  fail(kind: Kind, status: number, body: string) {
    const key = `${kind} ${status}`;
    this.failures.set(key, (this.failures.get(key) ?? 0) + 1);
    if (!this.samples.has(key)) this.samples.set(key, body.slice(0, 160));
  }

  get failed() {
    let n = 0;
    for (const count of this.failures.values()) n += count;
    return n;
  }
}

const isRuleRefusal = (status: number, body: string) => {
  if (status !== 409 && status !== 403) return false;
  try {
    return Array.isArray((JSON.parse(body) as { data?: { violations?: unknown } }).data?.violations);
  } catch {
    return false;
  }
};

/** The autocannon requests of the mix, taking people from `people` in turn. */
function requestsOf(people: Person[], tally: Tally) {
  let next = 0;
  return MIX.map((step, index) => ({
    method: step.method,
    setupRequest(request: RawRequest, context: Context) {
      if (index === 0) {
        context.person = people[next % people.length];
        context.cookie = undefined;
        next += 1;
      }
      const person = context.person!;
      const headers: Record<string, string> = {
        'accept-language': 'en-US',
        'x-forwarded-for': person.address,
      };
      if (context.cookie) headers.cookie = context.cookie;
      // As a browser: pages and lists compressed. The answers read here are plain to parse (the
      // current user is under the server's 1 KB threshold for compression anyway).
      if (step.method === 'GET' && step.kind !== 'current user') headers['accept-encoding'] = 'br, gzip';
      if (step.body) headers['content-type'] = 'application/json';
      context.sentAt = performance.now();
      return {
        ...request,
        method: step.method,
        path: step.path,
        headers,
        body: step.body ? JSON.stringify(step.body(person)) : undefined,
      };
    },
    onResponse(status: number, body: string, context: Context, headers: Record<string, string | string[]>) {
      tally.record(step.kind, status, performance.now() - (context.sentAt ?? performance.now()));
      if (step.kind === 'sign-in') {
        const setCookie = ([] as string[]).concat(headers['set-cookie'] ?? headers['Set-Cookie'] ?? []);
        const session = setCookie.map((line) => /^portal_session=([^;]+)/.exec(line)?.[1]).find(Boolean);
        if (status === 200 && session) context.cookie = `portal_session=${session}`;
        else tally.fail(step.kind, status, session ? body : `no session cookie; ${body}`);
        return;
      }
      // A session made on one process must hold on every other.
      if (step.kind === 'current user' && context.cookie && !body.includes('"code":200')) {
        tally.fail(step.kind, status, `signed in, but ${body}`);
        return;
      }
      if (step.kind === 'enrol' && status === 200) {
        const view = (JSON.parse(body) as { data: { id: number; teamId: number } }).data;
        tally.acknowledged.push({ id: view.id, teamId: view.teamId });
        return;
      }
      if (step.kind === 'enrol' && isRuleRefusal(status, body)) {
        tally.expectedRefusals += 1;
        return;
      }
      if (status < 200 || status > 299) tally.fail(step.kind, status, body);
    },
  }));
}

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  duration: number;
  errors: number;
  timeouts: number;
}

interface AutocannonRun extends PromiseLike<AutocannonResult> {
  stop(): void;
}

const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  amount: number;
  timeout: number;
  requests: ReturnType<typeof requestsOf>;
}) => AutocannonRun;

/** The mix for `people`, one round each, stopped after MAX_SECONDS at the latest. */
async function replay(origin: string, people: Person[], tally: Tally): Promise<AutocannonResult> {
  const run = autocannon({
    url: origin,
    connections: CONNECTIONS,
    amount: people.length * MIX.length,
    timeout: 10,
    requests: requestsOf(people, tally),
  });
  const timer = setTimeout(() => run.stop(), MAX_SECONDS * 1000);
  try {
    return await run;
  } finally {
    clearTimeout(timer);
  }
}

// ---------------------------------------------------------------------------------------------
// The database and its seed.

/** Users (one shared Argon2id hash: signing in still checks it in full), teams, places, notices. */
async function seed(handle: DatabaseHandle, count: number): Promise<Person[]> {
  const { db } = handle;
  const now = new Date();
  const passwordHash = await hashPassword(PASSWORD);
  const capacity = Math.max(1, Math.floor((count / COMPETITIONS) * PLACE_SHARE));
  const cups = await db
    .insert(competitions)
    .values(
      Array.from({ length: COMPETITIONS }, (_, i) => ({
        track: 'simulation' as const,
        texts: { 'en-US': { name: `Enrolment day ${i + 1}`, summary: 'Places for the first teams.' } },
        enrolmentOpensAt: new Date(now.getTime() - 60_000),
        enrolmentClosesAt: new Date(now.getTime() + 7 * 86_400_000),
        capacity,
        minTeamSize: 1,
        maxTeamSize: 5,
        requiresApproval: false,
      })),
    )
    .returning({ id: competitions.id });
  const tag = randomBytes(3).toString('hex');
  const people: Person[] = [];
  const CHUNK = 500;
  for (let start = 0; start < count; start += CHUNK) {
    const size = Math.min(CHUNK, count - start);
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: size }, (_, i) => ({
          username: `b${tag}${start + i}`,
          email: `b${tag}${start + i}@bench.test`,
          passwordHash,
          passwordStrength: 'strong' as const,
        })),
      )
      .returning({ uid: users.uid, username: users.username });
    await db.insert(evpi).values(
      rows.map(({ uid }) => ({
        uid,
        legalName: `Bench ${uid}`,
        dateOfBirth: '2004-01-01',
        nationality: 'China',
        documentType: 'passport' as const,
        documentNumber: `B${uid}`,
        organisation: 'Bench University',
        emergencyContactName: 'Someone',
        emergencyContactPhone: '+8613800000000',
      })),
    );
    const competitionOf = (i: number) => cups[(start + i) % COMPETITIONS]!.id;
    const teamRows = await db
      .insert(teams)
      .values(
        rows.map((_, i) => ({
          competitionId: competitionOf(i),
          name: `Bench team ${start + i}`,
          organisation: 'Bench University',
          country: 'China',
          inviteCode: newInviteCode(),
        })),
      )
      .returning({ id: teams.id, competitionId: teams.competitionId });
    await db.insert(teamMembers).values(
      rows.map(({ uid }, i) => ({
        teamId: teamRows[i]!.id,
        competitionId: teamRows[i]!.competitionId,
        uid,
        role: 'leader' as const,
        joinedAt: now,
      })),
    );
    await db.insert(notices).values(
      rows.flatMap(({ uid }) =>
        ['Enrolment opens today', 'Your team is ready to enrol'].map((title) => ({
          uid,
          type: 'notification' as const,
          title,
          description: 'Seeded by bench:cluster.',
          createdAt: now,
        })),
      ),
    );
    rows.forEach(({ username }, i) => {
      const n = start + i + 1;
      people.push({
        username,
        teamId: teamRows[i]!.id,
        competitionId: teamRows[i]!.competitionId,
        address: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      });
    });
  }
  return people;
}

/** Every enrolment answered 200 is in the database, live, for its team; no competition is over capacity. */
async function checkWrites(handle: DatabaseHandle, acknowledged: { id: number; teamId: number }[]) {
  const problems: string[] = [];
  const stored = new Map<number, { teamId: number; status: string }>();
  for (let start = 0; start < acknowledged.length; start += 1000) {
    const ids = acknowledged.slice(start, start + 1000).map((ack) => ack.id);
    for (const row of await handle.db
      .select({ id: enrolments.id, teamId: enrolments.teamId, status: enrolments.status })
      .from(enrolments)
      .where(inArray(enrolments.id, ids)))
      stored.set(row.id, row);
  }
  const lost = acknowledged.filter((ack) => {
    const row = stored.get(ack.id);
    return !row || row.teamId !== ack.teamId || !['approved', 'pending', 'waitlisted'].includes(row.status);
  });
  if (lost.length) problems.push(`${lost.length} acknowledged enrolments not in the database`);
  const cups = await handle.db.select().from(competitions);
  const rows = await handle.db
    .select({ competitionId: enrolments.competitionId, status: enrolments.status })
    .from(enrolments);
  for (const cup of cups) {
    const held = rows.filter(
      (row) => row.competitionId === cup.id && ['approved', 'pending'].includes(row.status),
    ).length;
    if (held > cup.capacity) problems.push(`${cup.id}: ${held} places held of ${cup.capacity}`);
  }
  const placed = rows.filter((row) => row.status === 'approved').length;
  const waiting = rows.filter((row) => row.status === 'waitlisted').length;
  return { lost: lost.length, problems, placed, waiting, stored: rows.length };
}

// ---------------------------------------------------------------------------------------------
// Processes and the front.

const rssMb = (pid: number) => {
  const line = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
};

/** CPU seconds a process has used (user + system; Linux counts 100 ticks a second). */
const cpuSeconds = (pid: number) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0; // It has exited.
  }
};

/** PostgreSQL's backends serving one database: their title names it (`postgres: user db addr …`). */
const backendsOf = (database: string) =>
  readdirSync('/proc')
    .filter((entry) => /^[0-9]+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith(`postgres: postgres ${database} `);
      } catch {
        return false;
      }
    });

/** Where the cores went during the measured mix: the portal processes, PostgreSQL, this script. */
function cpuMeter(portalPids: number[], database: string) {
  const start = new Map<number, number>();
  const mark = (pids: number[]) => pids.forEach((pid) => start.set(pid, cpuSeconds(pid)));
  mark([...portalPids, ...backendsOf(database)]);
  const self = process.cpuUsage();
  const spent = (pids: number[]) =>
    pids.reduce((sum, pid) => sum + cpuSeconds(pid) - (start.get(pid) ?? 0), 0);
  return () => {
    const own = process.cpuUsage(self);
    return {
      portals: portalPids.map((pid) => spent([pid])),
      postgres: spent(backendsOf(database)),
      loadGenerator: (own.user + own.system) / 1e6,
    };
  };
}

/** deploy/nginx.conf in front of the processes, as operators run it. */
const front = (origins: string[]) => startNginxFront(origins.map((origin) => new URL(origin).host));

interface Row {
  processes: number;
  result: AutocannonResult;
  tally: Tally;
  writes: Awaited<ReturnType<typeof checkWrites>>;
  rss: number[];
  cpu: ReturnType<ReturnType<typeof cpuMeter>>;
}

async function benchRow(adminUrl: string, processes: number): Promise<Row> {
  return withBenchDatabase(adminUrl, async (url) => {
    const portals: Awaited<ReturnType<typeof startBuiltPortal>>[] = [];
    let handle: DatabaseHandle | undefined;
    let entry: NginxFront | undefined;
    try {
      process.stdout.write(`${processes} process(es): starting\n`);
      // One after another: the first start seeds the database (admin, content) on its own.
      for (let i = 0; i < processes; i += 1)
        portals.push(
          await startBuiltPortal(`bench-cluster-${i}`, 'error', {
            DATABASE_URL: url,
            // Every hop on loopback is a proxy: nginx, and this script standing for a balancer in
            // front of it that passes on each visitor's own address (X-Forwarded-For).
            TRUST_PROXY: '127.0.0.1',
            // As `npm start` runs it.
            NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=384`.trim(),
            // main() checked the build; a start must not rebuild it under the heap limit above.
            SKIP_BUILD: '1',
          }),
        );
      handle = await openDatabase({ databaseUrl: url, dataDir: 'memory' });
      const people = await seed(handle, WARM_UP_USERS + USERS);
      entry = await front(portals.map((portal) => portal.origin));
      process.stdout.write(`${processes} process(es): warming up (${WARM_UP_USERS} people)\n`);
      const tally = new Tally();
      const warmUp = await replay(entry.origin, people.slice(0, WARM_UP_USERS), tally);
      const measured = new Tally();
      process.stdout.write(
        `${processes} process(es): ${USERS} people, ${CONNECTIONS} at once, ${USERS * MIX.length} requests (at most ${MAX_SECONDS} s)\n`,
      );
      const meter = cpuMeter(
        portals.map((portal) => portal.pid),
        new URL(url).pathname.slice(1),
      );
      const result = await replay(entry.origin, people.slice(WARM_UP_USERS), measured);
      const cpu = meter();
      const rss = portals.map((portal) => rssMb(portal.pid));
      // The warm-up's failures and enrolments count too: every acknowledged write must be there.
      for (const [key, count] of tally.failures) {
        measured.failures.set(`warm-up ${key}`, count);
        measured.samples.set(`warm-up ${key}`, tally.samples.get(key) ?? '');
      }
      if (warmUp.errors) measured.failures.set('warm-up connection errors', warmUp.errors);
      measured.expectedRefusals += tally.expectedRefusals;
      const writes = await checkWrites(handle, [...tally.acknowledged, ...measured.acknowledged]);
      return { processes, result, tally: measured, writes, rss, cpu };
    } finally {
      await entry?.stop();
      await handle?.close();
      await Promise.all(portals.map((portal) => portal.stop()));
    }
  });
}

// ---------------------------------------------------------------------------------------------
// The report.

const percentile = (values: number[], p: number) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const failuresOf = (row: Row) => row.result.errors + row.tally.failed;

function printRows(rows: Row[]) {
  const header = [
    'processes',
    'requests',
    'req/s',
    'p50',
    'p99',
    'sign-in p99',
    'enrol p99',
    'failed',
    'enrolled (placed + waiting)',
    'RSS per process',
  ];
  const cells = rows.map((row) => [
    String(row.processes),
    row.result.requests.total.toLocaleString('en-US'),
    Math.round(row.result.requests.average).toLocaleString('en-US'),
    `${row.result.latency.p50} ms`,
    `${row.result.latency.p99} ms`,
    `${Math.round(percentile(row.tally.kinds.get('sign-in')?.latenciesMs ?? [], 99))} ms`,
    `${Math.round(percentile(row.tally.kinds.get('enrol')?.latenciesMs ?? [], 99))} ms`,
    String(failuresOf(row)),
    `${row.writes.stored} (${row.writes.placed} + ${row.writes.waiting})`,
    row.rss.map((mb) => `${mb} MB`).join(', '),
  ]);
  const lines = [header, header.map(() => '---'), ...cells].map((line) => `| ${line.join(' | ')} |`);
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
  for (const row of rows) {
    const kinds = [...row.tally.kinds].map(
      ([kind, { statuses, latenciesMs }]) =>
        `${kind} ${latenciesMs.length} (p99 ${Math.round(percentile(latenciesMs, 99))} ms; ${[...statuses]
          .map(([status, n]) => `${status}×${n}`)
          .join(' ')})`,
    );
    process.stdout.write(`${row.processes} process(es): ${kinds.join('; ')}\n`);
    const { portals, postgres: database, loadGenerator } = row.cpu;
    const portal = portals.reduce((sum, s) => sum + s, 0);
    const total = portal + database + loadGenerator;
    // Per request, the figure another machine's capacity can be worked out from.
    const perRequest = (seconds: number) => ((seconds * 1000) / row.result.requests.total).toFixed(1);
    process.stdout.write(
      `  CPU over the ${row.result.duration} s of the mix: portal ${portals.map((s) => s.toFixed(1)).join(' + ')} s, ` +
        `PostgreSQL ${database.toFixed(1)} s, load generator ${loadGenerator.toFixed(1)} s ` +
        `(${((total / (row.result.duration * availableParallelism())) * 100).toFixed(0)} % of ${availableParallelism()} cores; nginx not counted); ` +
        `per request ${perRequest(portal)} ms portal + ${perRequest(database)} ms PostgreSQL\n`,
    );
  }
}

async function main() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    process.stderr.write('bench:cluster needs TEST_DATABASE_URL: run it through npm run bench:cluster\n');
    process.exit(2);
  }
  if (USERS % CONNECTIONS !== 0) {
    process.stderr.write(`BENCH_USERS (${USERS}) must be a multiple of BENCH_CONNECTIONS (${CONNECTIONS})\n`);
    process.exit(2);
  }
  // The processes serve the build in dist/ and render pages with its server bundle, whatever their
  // age: a rebuild is minutes of both cores, and the server's figures hardly depend on it.
  const root = fileURLToPath(new URL('..', import.meta.url));
  const dist = path.join(root, 'dist');
  if (
    ![path.join(dist, 'index.html'), path.join(serverBundleDir(dist), 'build-manifest.json')].every(
      existsSync,
    )
  ) {
    process.stderr.write('bench:cluster serves the built pages: run npm run build first\n');
    process.exit(2);
  }
  const build = buildState(root);
  if (build.stale) process.stdout.write(`Note: measuring the build in dist/, although ${build.reason}\n`);
  // The figures depend on what else the cores were doing: say so with them.
  const load = () => loadavg()[0]!.toFixed(1);
  process.stdout.write(`Node ${process.version}, ${availableParallelism()} cores, load average ${load()}\n`);
  const rows = [await benchRow(adminUrl, 1), await benchRow(adminUrl, 3)];
  process.stdout.write(`\nLoad average after the rows: ${load()} (1 minute)\n`);
  printRows(rows);
  const [one, three] = rows as [Row, Row];
  process.stdout.write(
    `\n3 processes : 1 = ${(three.result.requests.average / one.result.requests.average).toFixed(2)} (req/s)\n`,
  );
  let failed = false;
  for (const row of rows) {
    const missed: string[] = [];
    if (row.result.errors)
      missed.push(`${row.result.errors} connection errors (${row.result.timeouts} timeouts)`);
    for (const [what, count] of row.tally.failures)
      missed.push(`${count} × ${what} (${row.tally.samples.get(what) ?? ''})`);
    missed.push(...row.writes.problems);
    const over = row.rss.filter((mb) => mb > RSS_GOAL_MB);
    if (over.length) missed.push(`RSS over ${RSS_GOAL_MB} MB: ${over.join(', ')} MB`);
    if (row.result.requests.total < USERS * MIX.length)
      process.stdout.write(
        `  ${row.processes} process(es): stopped after ${MAX_SECONDS} s, ${row.result.requests.total} of ${USERS * MIX.length} requests\n`,
      );
    failed ||= missed.length > 0;
    process.stdout.write(
      missed.length
        ? `✗ ${row.processes} process(es): ${missed.join('; ')}\n`
        : `✓ ${row.processes} process(es): no failed request, no lost write (${row.writes.stored} enrolments, ` +
            `${row.tally.expectedRefusals} refused by a rule), RSS within ${RSS_GOAL_MB} MB\n`,
    );
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:cluster failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(2);
});
