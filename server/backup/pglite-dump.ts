/**
 * A PGlite database's backup: PGlite's own `dumpDataDir()` (a tar of its data folder), with the
 * manifest's figures. Both are taken inside one transaction of PGlite's: PGlite runs one
 * transaction at a time, so no write lands between the figures and the dump, and the dump itself
 * runs with no statement in flight (its files are then what a clean crash would leave, which
 * PostgreSQL recovers from, as PGlite's own `clone()` relies on).
 */
import type { PGlite } from '@electric-sql/pglite';
import { schemaVersion, tableStats, type TableStats } from './manifest';

export interface PgliteDump {
  schemaVersion: string;
  tables: Record<string, TableStats>;
  /** An uncompressed tar of the data folder; the archive around it is compressed. */
  data: Blob;
}

export async function dumpPglite(client: PGlite): Promise<PgliteDump> {
  return client.transaction(async (tx) => {
    const query = async (statement: string) => (await tx.query<Record<string, unknown>>(statement)).rows;
    const tables = await tableStats(query);
    const version = await schemaVersion(query);
    const data = await client.dumpDataDir('none');
    return { schemaVersion: version, tables, data };
  });
}
