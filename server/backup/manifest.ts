/**
 * What a backup says about itself (`manifest.json` in the archive): which driver made it, the schema
 * version (the last migration applied), when, and every table's row count and checksum. The figures
 * are taken in the same snapshot as the dump, so a restore can prove it brought back the same rows.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const MANIFEST_FORMAT = 1;

export interface TableStats {
  rows: number;
  /** md5 over the md5 of every row's text, in order of those hashes: independent of physical order. */
  checksum: string;
}

export interface Manifest {
  format: number;
  driver: 'pglite' | 'postgres';
  /** The tag of the last migration applied, e.g. `0002_content`. */
  schemaVersion: string;
  createdAt: string;
  tables: Record<string, TableStats>;
  /** Uploaded files in the archive. */
  uploads: number;
}

/** Runs one statement and returns its rows: PGlite's `query` and postgres.js's `unsafe` both fit. */
export type Query = (statement: string) => Promise<Record<string, unknown>[]>;

interface JournalEntry {
  when: number;
  tag: string;
}

export function migrationJournal(): JournalEntry[] {
  const file = fileURLToPath(new URL('../db/migrations/meta/_journal.json', import.meta.url));
  const journal = JSON.parse(readFileSync(file, 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/** The tag of the last migration the database has applied (drizzle records each one's timestamp). */
export async function schemaVersion(query: Query): Promise<string> {
  const [row] = await query('select max(created_at)::text as at from drizzle.__drizzle_migrations');
  const at = Number(row?.at);
  const entry = migrationJournal().find((candidate) => candidate.when === at);
  return entry?.tag ?? `unknown-${String(row?.at)}`;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Row count and checksum of every table in the public schema. Run inside the transaction the dump
 * sees; it sets the time zone and date style first, so that a row's text does not depend on the
 * session (the checksum of a restored database must match the one in the manifest).
 */
export async function tableStats(query: Query): Promise<Record<string, TableStats>> {
  await query("set local timezone = 'UTC'");
  await query("set local datestyle = 'ISO, YMD'");
  await query("set local extra_float_digits = '1'");
  const tables = await query(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  const stats: Record<string, TableStats> = {};
  for (const { name } of tables) {
    const [row] = await query(
      `select count(*)::int as rows, coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as checksum from public.${quoted(String(name))} t`,
    );
    stats[String(name)] = { rows: Number(row!.rows), checksum: String(row!.checksum) };
  }
  return stats;
}

/** The tables whose figures differ, as readable lines; empty when they all match. */
export function compareStats(
  expected: Record<string, TableStats>,
  actual: Record<string, TableStats>,
): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return names.flatMap((name) => {
    const want = expected[name];
    const got = actual[name];
    if (!want) return [`${name}: in the restored database but not in the backup`];
    if (!got) return [`${name}: missing from the restored database`];
    if (want.rows !== got.rows) return [`${name}: ${got.rows} rows, the backup has ${want.rows}`];
    if (want.checksum !== got.checksum) return [`${name}: same row count, different contents`];
    return [];
  });
}
