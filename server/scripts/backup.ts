/**
 * `npm run backup -- FILE`: writes one archive of the portal's database and uploads to FILE, while
 * the portal runs or not. Uses DATA_DIR and DATABASE_URL as `npm start` does. README: "Backup and restore".
 */
import { RefusedError, uploadCounts, writeBackup } from '../backup/archive';
import { readConfig } from '../runtime/config';

async function main() {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) {
    process.stderr.write('Usage: npm run backup -- FILE   (e.g. backups/portal-$(date +%F).tar.gz)\n');
    process.exit(2);
  }
  const config = readConfig(process.env);
  const started = Date.now();
  const manifest = await writeBackup(file, { dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
  process.stdout.write(
    `Backup written to ${file}: ${manifest.driver}, schema ${manifest.schemaVersion}, ` +
      `${Object.keys(manifest.tables).length} tables, ${rows} rows, ${uploadCounts(manifest)} ` +
      `(${((Date.now() - started) / 1000).toFixed(1)} s).\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`Backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(error instanceof RefusedError ? 2 : 1);
});
