/**
 * `npm run restore -- FILE`: loads a backup archive into an empty data folder (PGlite) or an empty
 * database (DATABASE_URL), the ones `npm start` would use; refuses anything else, changing nothing.
 * README: "Backup and restore".
 */
import { restoreBackup, RefusedError, uploadCounts } from '../backup/archive';
import { readConfig } from '../runtime/config';

async function main() {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) {
    process.stderr.write('Usage: npm run restore -- FILE\n');
    process.exit(2);
  }
  const config = readConfig(process.env);
  const { manifest } = await restoreBackup(file, {
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
  });
  const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
  process.stdout.write(
    `Restored ${file} (made ${manifest.createdAt}, schema ${manifest.schemaVersion}): ` +
      `${Object.keys(manifest.tables).length} tables and ${rows} rows, checked against the backup; ` +
      `${uploadCounts(manifest)}. Start the portal with the same DATA_DIR${config.databaseUrl ? ' and DATABASE_URL' : ''}.\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof RefusedError ? 'Restore refused' : 'Restore failed'}: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(error instanceof RefusedError ? 2 : 1);
});
