/**
 * What the race tests share: a database of their own on the PostgreSQL server that
 * `npm run test:race` starts (TEST_DATABASE_URL), server processes on it, and requests sent at once
 * spread over them. Each test file makes one cluster, in `before`, and ends it in `after`.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { get } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import postgres from 'postgres';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { freePort, stopProcess } from '../../scripts/portal-process';
import type { TRACKS } from '../../common/vocabulary';
import { competitions, evpi, users } from '../../server/db/schema';
import { createSession } from '../../server/features/accounts/sessions';

interface Server {
  process: ChildProcess;
  base: string;
  /** The environment of its own it was started with, kept for its restart. */
  own: Record<string, string>;
}

/**
 * The status `url` answers, on a connection of its own that closes after the answer: an idle
 * keep-alive connection (fetch's pool keeps one for a minute) would hold a stopping server's drain
 * open until its grace runs out.
 */
const answers = (url: string) =>
  new Promise<number | undefined>((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode);
    }).on('error', reject);
  });

async function stopAll(servers: Server[]) {
  await Promise.all(servers.map((server) => stopProcess(server.process)));
}

/** A new database and a handle on it; `env` is added to every server process's environment. */
export async function raceCluster(env: Record<string, string> = {}) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  assert.ok(adminUrl, 'TEST_DATABASE_URL names a PostgreSQL server (run through npm run test:race)');
  const dbName = `portal_race_${randomBytes(4).toString('hex')}`;
  const url = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const handle: DatabaseHandle = await openDatabase({ databaseUrl: url, dataDir: 'memory' });
  const servers: Server[] = [];
  /** Every process started and not yet exited, ready or not: `end()` leaves none running. */
  const running = new Set<ChildProcess>();

  /**
   * A server process on the database (on `portWanted`, or a free one), once it answers; `own` is
   * its environment alone.
   */
  async function spawnServer(portWanted?: number, own: Record<string, string> = {}): Promise<Server> {
    const port = portWanted ?? (await freePort());
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: url,
        PORT: String(port),
        HOST: '127.0.0.1',
        DIST_DIR: '/nonexistent-dist',
        ADMIN_PASSWORD: 'Race-Admin-Password-1',
        LOG_LEVEL: 'warn',
        ...env,
        ...own,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    running.add(child);
    child.once('exit', () => running.delete(child));
    const base = `http://127.0.0.1:${port}`;
    // Ready when it answers; it exits on its own if it cannot start.
    for (let attempt = 0; ; attempt += 1) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
      try {
        if ((await answers(`${base}/api/health/ready`)) === 200) break;
      } catch {
        // not listening yet
      }
      if (attempt > 600) throw new Error('server did not start within a minute');
      await sleep(100);
    }
    return { process: child, base, own };
  }

  /**
   * A simulation worker (`npm run worker`) on the database: it serves nothing, so it is started, not
   * waited for; it takes submissions once it has joined the queue. Its name in the queue's
   * `worker` column is `host:pid`.
   */
  function startWorker(own: Record<string, string> = {}): ChildProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/worker.ts'], {
      env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn', ...env, ...own },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    running.add(child);
    child.once('exit', () => running.delete(child));
    return child;
  }

  /** Starts one more server process on the database, and waits until it answers; `own` is its env alone. */
  async function startServer(own: Record<string, string> = {}) {
    servers.push(await spawnServer(undefined, own));
    return servers.at(-1)!;
  }

  /**
   * Sends server `index` SIGTERM and, once it has exited, starts a new one on its port and waits
   * until it answers. Resolves with the old process's exit code.
   */
  async function restartServer(index: number) {
    const old = servers[index]!;
    const { code } = await stopProcess(old.process);
    servers[index] = await spawnServer(Number(new URL(old.base).port), old.own);
    return code;
  }

  /** Users with complete personal information and a session each, written straight to the database. */
  async function people(count: number, prefix: string) {
    const now = new Date();
    const rows = await handle.db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          username: `${prefix}${i}`,
          email: `${prefix}${i}@race.test`,
          passwordHash: 'not-used-sessions-are-made-directly',
        })),
      )
      .returning({ uid: users.uid });
    await handle.db.insert(evpi).values(
      rows.map(({ uid }) => ({
        uid,
        legalName: `Racer ${uid}`,
        dateOfBirth: '2004-01-01',
        nationality: 'China',
        documentType: 'passport' as const,
        documentNumber: `R${uid}`,
        organisation: 'Race University',
        emergencyContactName: 'Someone',
        emergencyContactPhone: '+8613800000000',
      })),
    );
    return Promise.all(
      rows.map(async ({ uid }) => ({
        uid,
        cookie: `portal_session=${(await createSession(handle.db, { uid, persistent: true, now })).token}`,
      })),
    );
  }

  /** A competition whose enrolment is open for a day either side of now, without approval. */
  async function competition(name: string, track: (typeof TRACKS)[number] = 'underwater') {
    const now = Date.now();
    const [row] = await handle.db
      .insert(competitions)
      .values({
        track,
        texts: { 'en-US': { name, summary: '' } },
        enrolmentOpensAt: new Date(now - 86_400_000),
        enrolmentClosesAt: new Date(now + 86_400_000),
        capacity: 10,
        minTeamSize: 1,
        maxTeamSize: 3,
        requiresApproval: false,
      })
      .returning();
    return row!;
  }

  return {
    handle,
    competition,
    /** The database's name and URL, for tests that reach into PostgreSQL itself. */
    databaseName: dbName,
    url,
    servers,
    people,
    startServer,
    startWorker,
    restartServer,
    /** Kills a server process at once (SIGKILL: no shutdown of any kind) and forgets it. */
    async killServer(server: Server) {
      servers.splice(servers.indexOf(server), 1);
      await stopProcess(server.process, 'SIGKILL');
    },
    /** Starts `count` more server processes at once, and waits until each answers. */
    startServers: (count: number) => Promise.all(Array.from({ length: count }, () => startServer())),
    /** Stops every server process (SIGTERM) and waits until each has exited. */
    stopServers: () => stopAll(servers.splice(0)),
    /** Sends every request at once, spread over the servers. */
    all: <T>(items: T[], send: (item: T, base: string) => Promise<Response>) =>
      Promise.all(items.map((item, i) => send(item, servers[i % servers.length]!.base))),
    /** Stops the servers, closes the handle and drops the database. */
    async end() {
      await stopAll(servers.splice(0));
      // Those still starting when a test gave up (another failed to start, say).
      await stopAll([...running].map((child) => ({ process: child, base: '', own: {} })));
      await handle.close();
      const dropper = postgres(adminUrl, { max: 1, onnotice: () => undefined });
      await dropper.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export type RaceCluster = Awaited<ReturnType<typeof raceCluster>>;
