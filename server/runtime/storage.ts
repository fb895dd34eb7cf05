/**
 * Where uploaded files live: a small interface so a deployment can swap the disk for an object
 * store without touching the routes (architecture: Data). Files are named by the SHA-256 of their
 * bytes, so a name never changes meaning and can be cached for good; the same image uploaded twice
 * is stored once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';

export interface Storage {
  /** Stores the bytes; returns the file's name (`<sha256>.<extension>`). */
  put(bytes: Buffer, extension: string): Promise<string>;
  /** The file's bytes, or undefined when there is no such file. */
  open(name: string): Promise<Readable | undefined>;
}

/**
 * STORAGE: `folder` (files under DATA_DIR, or a folder every process mounts, such as NFS) or
 * `postgres` (in the database: server/runtime/database-storage.ts).
 */
export const STORAGE_KINDS = ['folder', 'postgres'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

/** Where a portal keeps its uploads by default: `<DATA_DIR>/uploads` (backups take them from there). */
export const uploadsFolder = (dataDir: string) => join(resolve(dataDir), 'uploads');

/** The names `put` gives: nothing else is ever looked up, so no path can escape the folder. */
export const STORED_NAME = /^[0-9a-f]{64}\.(png|jpg|webp|zip)$/;

/** The name every store gives these bytes: the same bytes, the same name, whichever store holds them. */
export const storedName = (bytes: Buffer, extension: string) =>
  `${createHash('sha256').update(bytes).digest('hex')}.${extension}`;

export function diskStorage(folder: string): Storage {
  // Made on first use, so a folder that cannot be created fails that upload, not the process.
  let ready: Promise<unknown> | undefined;
  return {
    async put(bytes, extension) {
      await (ready ??= mkdir(folder, { recursive: true }));
      const name = storedName(bytes, extension);
      const path = join(folder, name);
      // Written aside under a name of its own, then renamed: a reader never sees half a file, and
      // two uploads of the same bytes at once do not write into one another's file.
      const partial = `${path}.${randomBytes(8).toString('hex')}.part`;
      await writeFile(partial, bytes);
      await rename(partial, path);
      return name;
    },
    async open(name) {
      if (!STORED_NAME.test(name)) return undefined;
      const path = join(folder, name);
      try {
        await access(path);
      } catch {
        return undefined;
      }
      return createReadStream(path);
    },
  };
}

/**
 * Puts every file of a folder store into `target`: for a portal that moves its uploads from the
 * folder into the database. Other files are left alone, and a file whose bytes no longer give its
 * name (damaged) is not copied but named in `damaged`. Running it again stores nothing twice.
 */
export async function copyFolder(folder: string, target: Storage) {
  // No folder: nothing was ever uploaded to it. Any other failure (permissions) is said.
  const listed = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const names = listed.filter((name) => STORED_NAME.test(name)).sort();
  const copied: string[] = [];
  const damaged: string[] = [];
  for (const name of names) {
    // One file at a time, at most UPLOAD_MAX_BYTES each.
    const bytes = await readFile(join(folder, name));
    if (storedName(bytes, name.split('.').pop()!) !== name) damaged.push(name);
    else copied.push(await target.put(bytes, name.split('.').pop()!));
  }
  return { copied, damaged };
}
