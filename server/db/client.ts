/**
 * Opens the database with one of two drivers and brings its schema up to date:
 *
 *  - PostgreSQL (postgres.js) when a `postgres://` URL is given;
 *  - PGlite otherwise: files under `<dataDir>/pglite`, or in memory when dataDir is 'memory'.
 *
 * Both are handed out as the same drizzle type, so domain code never knows which one it got.
 */
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
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://…`; when set, dataDir is not used for the database. */
  databaseUrl?: string;
  /** Folder for PGlite's files, or 'memory' for a database that lives as long as the process. */
  dataDir: string | 'memory';
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Several servers may start at once against one PostgreSQL; only one of them may migrate at a time.
const MIGRATION_LOCK = 7_310_001;

async function openPostgres(url: string): Promise<DatabaseHandle> {
  // One connection of its own, so the advisory lock and the migration share a session.
  const migrator = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    await migrator`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migratePostgres(drizzlePostgres(migrator, { schema }), { migrationsFolder });
    await migrator`select pg_advisory_unlock(${MIGRATION_LOCK})`;
  } finally {
    await migrator.end({ timeout: 5 });
  }
  const client = postgres(url, { max: 10, onnotice: () => undefined });
  return {
    db: drizzlePostgres(client, { schema }) as Database,
    driver: 'postgres',
    close: () => client.end({ timeout: 5 }),
  };
}

async function openPglite(dataDir: string | 'memory'): Promise<DatabaseHandle> {
  let client: PGlite;
  if (dataDir === 'memory') {
    client = await PGlite.create();
  } else {
    const folder = path.resolve(dataDir, 'pglite');
    await mkdir(folder, { recursive: true });
    client = await PGlite.create(folder);
  }
  const writes = watchWrites(client);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as Database, driver: 'pglite', writes, close: () => client.close() };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(options.databaseUrl)) {
      throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
    }
    return openPostgres(options.databaseUrl);
  }
  return openPglite(options.dataDir);
}
