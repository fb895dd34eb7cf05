/**
 * One backup archive (`.tar.gz`) of a whole portal: the database, the uploaded files and a manifest.
 *
 *   manifest.json            driver, schema version, created at, rows and checksum per table
 *   database/pglite.tar      PGlite's dumpDataDir() of its folder           (PGlite)
 *   database/postgres.dump   pg_dump --format=custom                         (PostgreSQL)
 *   uploads/<sha256>.<ext>   the uploaded images of the folder store (STORAGE=folder)
 *
 * Uploads in the database (STORAGE=postgres: the `uploads` and `upload_chunks` tables) are in the
 * dump like every other row, and counted and checked with them. The folder is DATA_DIR's whichever
 * store the portal uses: a folder shared by several processes (NFS) is backed up by a backup run
 * with DATA_DIR pointing at it.
 *
 * Restoring goes into an empty data folder or an empty database only, and checks the restored rows
 * against the manifest before it reports success.
 */
import { mkdir, mkdtemp, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteFolder, pgliteLockFile } from '../db/client';
import { FolderBusyError, lockFolder } from '../db/folder-lock';
import { STORED_NAME, uploadsFolder } from '../runtime/storage';
import {
  compareStats,
  MANIFEST_FORMAT,
  migrationJournal,
  tableStats,
  type Manifest,
  type TableStats,
} from './manifest';
import { dumpPglite } from './pglite-dump';
import { dumpPostgres, postgresContents, postgresStats, restorePostgres } from './postgres';
import { backupSocketPath, requestDump, socketPathFits } from './socket';
import { extractTarGz, readFirstEntry, tarGzWriter } from './tar';

export interface Target {
  /** DATA_DIR: PGlite's folder (unless databaseUrl is set) and the uploads. */
  dataDir: string;
  /** DATABASE_URL: the PostgreSQL database, when the portal uses one. */
  databaseUrl?: string;
}

/** A backup or restore that was refused before anything was changed (exit code 2 in the scripts). */
export class RefusedError extends Error {
  override name = 'RefusedError';
}

const DATABASE_ENTRY = { pglite: 'database/pglite.tar', postgres: 'database/postgres.dump' } as const;

async function exists(file: string) {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function entries(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

const pgliteStats = (client: PGlite) =>
  client.transaction((tx) =>
    tableStats(async (statement) => (await tx.query<Record<string, unknown>>(statement)).rows),
  );

/**
 * A dump of the PGlite folder into `file`: asked of the running portal when it holds the folder,
 * or made here, under the folder's lock, when no portal runs.
 */
async function dumpPgliteFolder(dataDir: string, file: string) {
  let lock;
  try {
    lock = await lockFolder(pgliteFolder(dataDir), pgliteLockFile(dataDir));
  } catch (error) {
    if (!(error instanceof FolderBusyError)) throw error;
    const socket = backupSocketPath(dataDir);
    if (!socketPathFits(socket))
      throw new Error(
        `The running portal cannot be asked for a backup: ${socket} is longer than a Unix socket path may be. Use a shorter DATA_DIR, or stop the portal and run the backup again.`,
      );
    return requestDump(socket, file);
  }
  try {
    if (!(await exists(path.join(pgliteFolder(dataDir), 'PG_VERSION'))))
      throw new RefusedError(`There is no database in ${pgliteFolder(dataDir)} to back up.`);
    const client = await PGlite.create(pgliteFolder(dataDir));
    try {
      const dump = await dumpPglite(client);
      await writeFile(file, Buffer.from(await dump.data.arrayBuffer()), { mode: 0o600 });
      return { schemaVersion: dump.schemaVersion, tables: dump.tables };
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

/** What the scripts say of the uploads a backup holds: the folder's files and the database's. */
export const uploadCounts = (manifest: Manifest) =>
  `${manifest.uploads} uploaded files from the folder and ${manifest.tables.uploads?.rows ?? 0} in the database`;

/** Writes the backup archive `file` (which must not exist yet); returns its manifest. */
export async function writeBackup(file: string, target: Target): Promise<Manifest> {
  const archive = path.resolve(file);
  if (await exists(archive)) throw new RefusedError(`${archive} already exists; name a new file.`);
  const driver = target.databaseUrl ? 'postgres' : 'pglite';
  // Next to the archive: the dump may be large, and the final rename stays on one filesystem.
  await mkdir(path.dirname(archive), { recursive: true });
  const work = await mkdtemp(path.join(path.dirname(archive), '.portal-backup-'));
  const partial = path.join(work, 'archive.tar.gz');
  try {
    const dumpFile = path.join(work, 'database');
    const createdAt = new Date().toISOString();
    const dump = target.databaseUrl
      ? await dumpPostgres(target.databaseUrl, dumpFile)
      : await dumpPgliteFolder(target.dataDir, dumpFile);
    // After the database: every file a row names was stored before that row was written.
    const uploads = uploadsFolder(target.dataDir);
    const files = (await entries(uploads)).filter((name) => STORED_NAME.test(name)).sort();
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      driver,
      schemaVersion: dump.schemaVersion,
      createdAt,
      tables: dump.tables,
      uploads: files.length,
    };
    const tar = tarGzWriter(partial);
    await tar.addBuffer('manifest.json', Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    await tar.addFile(DATABASE_ENTRY[driver], dumpFile, (await stat(dumpFile)).size);
    for (const name of files) {
      const source = path.join(uploads, name);
      await tar.addFile(`uploads/${name}`, source, (await stat(source)).size);
    }
    await tar.finish();
    // Only a complete archive gets the name asked for.
    await rename(partial, archive);
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Refuses unless the uploads folder is empty or absent. */
async function requireNoUploads(dataDir: string) {
  const present = await entries(uploadsFolder(dataDir));
  if (present.length)
    throw new RefusedError(
      `${uploadsFolder(dataDir)} is not empty (${present.length} files). Restore into an empty data folder.`,
    );
}

/** The manifest of a backup archive (its first entry), without unpacking the rest. */
export async function readManifest(file: string): Promise<Manifest> {
  let bytes: Buffer | null = null;
  try {
    bytes = await readFirstEntry(file, 'manifest.json');
  } catch {
    // Not gzip, or damaged: said below.
  }
  if (!bytes)
    throw new RefusedError(`${file} is not a portal backup (it does not start with manifest.json).`);
  return JSON.parse(bytes.toString('utf8')) as Manifest;
}

/** Whether the manifest is one this portal can restore into `driver`. */
function checkManifest(manifest: Manifest, driver: Manifest['driver']) {
  if (manifest.format !== MANIFEST_FORMAT)
    throw new RefusedError(`This backup's format (${manifest.format}) is not one this portal reads.`);
  if (manifest.driver !== driver) {
    const wanted =
      driver === 'postgres' ? 'PostgreSQL (DATABASE_URL is set)' : 'PGlite (DATABASE_URL is not set)';
    throw new RefusedError(
      `This backup is of a ${manifest.driver === 'postgres' ? 'PostgreSQL' : 'PGlite'} database, and the target is ${wanted}. ` +
        'Restore it with the driver that made it; to move between drivers, restore it there and copy the data across.',
    );
  }
  if (!migrationJournal().some((entry) => entry.tag === manifest.schemaVersion))
    throw new RefusedError(
      `This backup's schema (${manifest.schemaVersion}) is newer than this portal's: restore it with the version that made it, or a later one.`,
    );
}

export interface Restored {
  manifest: Manifest;
}

/**
 * Restores the archive `file` into the empty target. Refuses (RefusedError) when the data folder or
 * the database holds anything, when the backup is of the other driver, or of a newer schema.
 * Afterwards every table's row count and checksum must match the manifest.
 */
export async function restoreBackup(file: string, target: Target): Promise<Restored> {
  const archive = path.resolve(file);
  if (!(await exists(archive))) throw new RefusedError(`${archive} does not exist.`);
  const driver = target.databaseUrl ? 'postgres' : 'pglite';
  const manifest = await readManifest(archive);
  checkManifest(manifest, driver);

  let lock: { release(): void } | undefined;
  if (target.databaseUrl) {
    const contents = await postgresContents(target.databaseUrl);
    if (contents.length)
      throw new RefusedError(
        `The database is not empty (it holds ${contents.join(', ')}…). Restore into a new, empty database (createdb).`,
      );
  } else {
    await mkdir(target.dataDir, { recursive: true });
    try {
      // Held throughout: no portal can start on the folder while it is being restored.
      lock = await lockFolder(pgliteFolder(target.dataDir), pgliteLockFile(target.dataDir));
    } catch (error) {
      if (error instanceof FolderBusyError)
        throw new RefusedError(
          `${error.message} Stop it before restoring, and restore into an empty data folder.`,
        );
      throw error;
    }
  }
  try {
    if (lock && (await entries(pgliteFolder(target.dataDir))).length)
      throw new RefusedError(
        `${pgliteFolder(target.dataDir)} already holds a database. Restore into an empty data folder (a new DATA_DIR).`,
      );
    await requireNoUploads(target.dataDir);
  } catch (error) {
    lock?.release();
    throw error;
  }

  // In the data folder: the uploads are then moved into place, not copied.
  await mkdir(target.dataDir, { recursive: true });
  const work = await mkdtemp(path.join(path.resolve(target.dataDir), '.portal-restore-'));
  try {
    const unpacked = (name: string) => path.join(work, name);
    await extractTarGz(archive, (name) => {
      if (name === 'manifest.json' || Object.values(DATABASE_ENTRY).includes(name as never))
        return unpacked(name);
      const match = /^uploads\/(.+)$/.exec(name);
      return match && STORED_NAME.test(match[1]!) ? unpacked(name) : null;
    });
    const dump = unpacked(DATABASE_ENTRY[driver]);
    if (!(await exists(dump))) throw new RefusedError(`${archive} holds no database dump.`);

    let restored: Record<string, TableStats>;
    if (target.databaseUrl) {
      await restorePostgres(target.databaseUrl, dump);
      restored = await postgresStats(target.databaseUrl);
    } else {
      const client = await PGlite.create(pgliteFolder(target.dataDir), {
        loadDataDir: new Blob([await readFile(dump)]),
      });
      try {
        restored = await pgliteStats(client);
      } finally {
        await client.close();
      }
    }
    const differences = compareStats(manifest.tables, restored);
    if (differences.length)
      throw new Error(`The restored database does not match the backup:\n  ${differences.join('\n  ')}`);

    const uploads = (await entries(unpacked('uploads'))).length;
    if (uploads) {
      await rmdir(uploadsFolder(target.dataDir)).catch(() => undefined);
      await rename(unpacked('uploads'), uploadsFolder(target.dataDir));
    }
    if (uploads !== manifest.uploads)
      throw new Error(`The archive holds ${uploads} uploaded files; its manifest says ${manifest.uploads}.`);
    return { manifest };
  } catch (error) {
    // The folder was empty and is still locked: what a failed restore left in it can go.
    if (lock) await rm(pgliteFolder(target.dataDir), { recursive: true, force: true });
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
    lock?.release();
  }
}
