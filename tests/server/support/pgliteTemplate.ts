/**
 * One migrated PGlite database for every API test file. Creating a PGlite database (initdb in
 * WebAssembly) and migrating it costs seconds per file; loading a dump of one costs a fraction.
 * The dump is kept in the temporary folder under a name derived from the migrations, so a changed
 * schema makes a new one, and files running side by side at most make it twice (each writes its
 * own file and renames it into place).
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrationsFolder } from '../../../server/db/client';

function migrationsDigest(): string {
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(readFileSync(file));
    }
  };
  walk(migrationsFolder);
  // The PGlite release decides the dump's format.
  const entry = require.resolve('@electric-sql/pglite');
  const root = entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`));
  hash.update(readFileSync(path.join(root, 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<Blob> | undefined;

/** A dump of an empty, migrated database (see `memoryTemplate` in server/db/client.ts). */
export function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = path.join(tmpdir(), `portal-pglite-${migrationsDigest()}.tar`);
    const saved = await readFile(file).catch(() => undefined);
    if (saved) return new Blob([saved]);
    const client = await PGlite.create();
    try {
      await migrate(drizzle(client), { migrationsFolder });
      const dump = await client.dumpDataDir('none');
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
      return dump;
    } finally {
      await client.close();
    }
  })();
  return template;
}
