/**
 * `npm run uploads:to-database`: copies the uploads of DATA_DIR/uploads into the database. A portal
 * on PostgreSQL kept its uploads in that folder until STORAGE=postgres became the default with
 * DATABASE_URL; run this once, with the portal's DATA_DIR and DATABASE_URL, before starting the new
 * version (or set STORAGE=folder to keep the folder). It may run again, and while portals run: the
 * same bytes are stored once. The folder is left as it was.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, pgliteFolder } from '../db/client';
import { databaseStorage } from '../runtime/database-storage';
import { readConfig } from '../runtime/config';
import { copyFolder, uploadsFolder } from '../runtime/storage';

async function main() {
  const config = readConfig(process.env);
  // On PGlite: only into the database a portal already made, never a new one in a mistyped DATA_DIR.
  if (!config.databaseUrl && !existsSync(path.join(pgliteFolder(config.dataDir), 'PG_VERSION')))
    throw new Error(
      `There is no database in ${pgliteFolder(config.dataDir)}: set DATA_DIR, or DATABASE_URL.`,
    );
  const handle = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    const folder = uploadsFolder(config.dataDir);
    const { copied, damaged } = await copyFolder(
      folder,
      databaseStorage(() => handle.db),
    );
    process.stdout.write(`${copied.length} uploaded files of ${folder} are in the database.\n`);
    if (damaged.length) {
      process.stderr.write(
        `${damaged.length} files were not copied: their bytes do not match their names (damaged):\n  ${damaged.join('\n  ')}\n`,
      );
      process.exitCode = 1;
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Copying the uploads failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
