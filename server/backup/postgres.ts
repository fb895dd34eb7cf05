/**
 * PostgreSQL's side of a backup: `pg_dump` in its custom format and `pg_restore`, PostgreSQL's own
 * tools. The manifest's figures come from the very snapshot pg_dump reads (`--snapshot`), so they
 * describe exactly the rows in the dump even while the portal keeps writing.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { schemaVersion, tableStats, type Query, type TableStats } from './manifest';

/**
 * `pg_dump` or `pg_restore`: from PG_BIN when set, else from PATH, else the newest
 * /usr/lib/postgresql/<version>/bin (Debian's server packages put them there).
 */
export function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  if (process.env.PG_BIN) return path.join(process.env.PG_BIN, name);
  if (spawnSync(name, ['--version'], { stdio: 'ignore' }).status === 0) return name;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root).sort((a, b) => Number(b) - Number(a) || b.localeCompare(a))
    : [];
  for (const version of versions) {
    const candidate = path.join(root, version, 'bin', name);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(
    `${name} was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client), or set PG_BIN to their folder.`,
  );
}

/** The URL without its password, which goes to the tools in PGPASSWORD rather than on a command line anyone can list. */
function connection(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(tool)} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

const client = (url: string) => postgres(url, { max: 1, onnotice: () => undefined });

export interface PostgresDump {
  schemaVersion: string;
  tables: Record<string, TableStats>;
}

/** Dumps the database at `url` into `file` (pg_dump's custom format). */
export async function dumpPostgres(url: string, file: string): Promise<PostgresDump> {
  const sql = client(url);
  try {
    return await sql.begin('isolation level repeatable read read only', async (tx) => {
      const query: Query = (statement) => tx.unsafe(statement);
      const [{ snapshot }] = (await tx.unsafe('select pg_export_snapshot() as snapshot')) as [
        { snapshot: string },
      ];
      const tables = await tableStats(query);
      const version = await schemaVersion(query);
      const target = connection(url);
      await run(
        postgresTool('pg_dump'),
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--snapshot=${snapshot}`,
          `--file=${file}`,
          `--dbname=${target.url}`,
        ],
        target.env,
      );
      return { schemaVersion: version, tables };
    });
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** What the database holds besides PostgreSQL's own catalogues; empty for a freshly created one. */
export async function postgresContents(url: string): Promise<string[]> {
  const sql = client(url);
  try {
    const rows = await sql.unsafe(`
      select n.nspname || '.' || c.relname as name
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
      union all
      select nspname from pg_namespace
       where nspname not in ('public', 'pg_catalog', 'information_schema') and nspname not like 'pg\\_%'
       order by 1 limit 5`);
    return rows.map((row) => String(row.name));
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** Loads a pg_dump file into the (empty) database at `url`, all or nothing. */
export async function restorePostgres(url: string, file: string): Promise<void> {
  const target = connection(url);
  await run(
    postgresTool('pg_restore'),
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${target.url}`,
      file,
    ],
    target.env,
  );
}

/** Every table's figures in the database at `url`, to compare with a backup's manifest. */
export async function postgresStats(url: string): Promise<Record<string, TableStats>> {
  const sql = client(url);
  try {
    return await sql.begin('isolation level repeatable read read only', (tx) =>
      tableStats((statement) => tx.unsafe(statement)),
    );
  } finally {
    await sql.end({ timeout: 5 });
  }
}
