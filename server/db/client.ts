/**
 * Opens the database with one of two drivers and brings its schema up to date:
 *
 *  - PostgreSQL (postgres.js) when a `postgres://` URL is given;
 *  - PGlite otherwise: files under `<dataDir>/pglite`, or in memory when dataDir is 'memory'. The
 *    folder is locked (`<dataDir>/pglite.lock`) for as long as it is open: one process at a time.
 *
 * Both are handed out as the same drizzle type, so domain code never knows which one it got.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema';
import { backupSocketPath, serveDumps } from '../backup/socket';
import { lockFolder } from './folder-lock';
import { PGLITE_START_PARAMS } from './pglite-options';
import { boundedSql, DEFAULT_DATABASE_TIMEOUT_MS, poolTimeouts } from './unavailable';
import { watchWrites, type WriteWatch } from './write-watch';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction is a Database too, so every domain function accepts either. */
export type Transaction = PgTransaction<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** PGlite only: every write passes through this process, so a cache here can know when it is stale. */
  writes?: WriteWatch;
  /**
   * LISTEN on `channel`: `onNotify` hears each NOTIFY's payload, `onListen` runs each time listening
   * starts, again after a dropped connection is back (notifications sent meanwhile are lost: read
   * what was missed then). PostgreSQL: one connection of its own, which postgres.js re-establishes.
   * Resolves, once listening, to what stops it.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onListen: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://…`; when set, dataDir is not used for the database. */
  databaseUrl?: string;
  /** Folder for PGlite's files, or 'memory' for a database that lives as long as the process. */
  dataDir: string | 'memory';
  /**
   * With 'memory': start from this dump (PGlite's `dumpDataDir`) of a migrated database rather than
   * an empty one. Creating a PGlite database costs seconds; test files share one made once.
   */
  memoryTemplate?: Blob;
  /** PostgreSQL: how long one query may take, in ms; past it the request answers 503. Default 5 s. */
  timeoutMs?: number;
}

/** Where PGlite keeps its files under DATA_DIR, and the lock file that says who has them open. */
export const pgliteFolder = (dataDir: string) => path.resolve(dataDir, 'pglite');
export const pgliteLockFile = (dataDir: string) => `${pgliteFolder(dataDir)}.lock`;

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Several servers may start at once against one PostgreSQL; only one of them may migrate at a time.
const MIGRATION_LOCK = 7_310_001;

async function openPostgres(url: string, timeoutMs: number): Promise<DatabaseHandle> {
  // One connection of its own, so the advisory lock and the migration share a session.
  const migrator = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    await migrator`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migratePostgres(drizzlePostgres(migrator, { schema }), { migrationsFolder });
    await migrator`select pg_advisory_unlock(${MIGRATION_LOCK})`;
  } finally {
    await migrator.end({ timeout: 5 });
  }
  // Migrations above may take long; the queries of requests may not (db/unavailable.ts).
  const client = postgres(url, { max: 10, onnotice: () => undefined, ...poolTimeouts(timeoutMs) });
  return {
    db: drizzlePostgres(boundedSql(client, timeoutMs), { schema }) as Database,
    driver: 'postgres',
    async listen(channel, onNotify, onListen) {
      const { unlisten } = await client.listen(channel, onNotify, onListen);
      return unlisten;
    },
    close: () => client.end({ timeout: 5 }),
  };
}

async function migratedPglite(
  client: PGlite,
  release: () => void,
  /** Serves backups of the folder once it is open; returns what stops that. */
  serve?: () => Promise<() => Promise<void>>,
): Promise<DatabaseHandle> {
  let stopServing: (() => Promise<void>) | undefined;
  const close = async () => {
    try {
      await stopServing?.();
      await client.close();
    } finally {
      release();
    }
  };
  try {
    const writes = watchWrites(client);
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    stopServing = await serve?.();
    // One process, one connection: a NOTIFY reaches this process's listeners when its transaction commits.
    const listen: DatabaseHandle['listen'] = async (channel, onNotify, onListen) => {
      const stop = await client.listen(channel, onNotify);
      onListen();
      return () => stop();
    };
    return { db: db as Database, driver: 'pglite', writes, listen, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

/**
 * A first start's folder is created by a child process (server/db/create-pglite-folder.ts): the
 * memory the creation takes goes back to the system with it, not to this process's for good.
 */
async function createFolderInChild(folder: string): Promise<void> {
  const child = fork(fileURLToPath(new URL('./create-pglite-folder.ts', import.meta.url)), [folder], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`PGlite could not create its folder ${folder}: ${stderr.trim()}`);
}

async function openPglite(dataDir: string | 'memory', template?: Blob): Promise<DatabaseHandle> {
  if (dataDir === 'memory') {
    return migratedPglite(
      await PGlite.create({ loadDataDir: template, startParams: PGLITE_START_PARAMS }),
      () => undefined,
    );
  }
  const folder = pgliteFolder(dataDir);
  await mkdir(dataDir, { recursive: true });
  // Before anything is opened: a second process on the folder stops here, having touched nothing.
  const lock = await lockFolder(folder, pgliteLockFile(dataDir));
  try {
    await mkdir(folder, { recursive: true });
    if (!existsSync(path.join(folder, 'PG_VERSION'))) await createFolderInChild(folder);
    const client = await PGlite.create(folder, { startParams: PGLITE_START_PARAMS });
    // The lock holder is the only process that can read the folder, so it answers `npm run backup`.
    return await migratedPglite(client, lock.release, () => serveDumps(backupSocketPath(dataDir), client));
  } catch (error) {
    lock.release();
    throw error;
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(options.databaseUrl)) {
      throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
    }
    return openPostgres(options.databaseUrl, options.timeoutMs ?? DEFAULT_DATABASE_TIMEOUT_MS);
  }
  return openPglite(options.dataDir, options.memoryTemplate);
}
