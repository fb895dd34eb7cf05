/**
 * Uploads in the database (`STORAGE=postgres`, the default with DATABASE_URL): every process on the
 * database serves every file, and a backup of the database holds them (server/backup/).
 *
 * A file is a row in `uploads` and its bytes are rows of `upload_chunks`, CHUNK_BYTES each, all
 * written in one transaction. Reading takes one chunk per query, and the next only when the
 * response has sent the last one: a 5 MB image is never whole in memory, and no connection is held
 * while a slow client reads.
 *
 * Why chunks of bytea rather than large objects: a large object is read through a descriptor that
 * lives only inside a transaction (so a connection would stay taken for as long as a client reads),
 * it is not deleted with the row that names it (orphans need `lo_unlink` or vacuumlo), and it sits
 * outside the public tables that a backup's manifest counts and checks. Chunk rows are ordinary
 * rows: dumped, counted, checked and deleted like the others, on PostgreSQL and PGlite alike.
 *
 * PGlite may use this store too (`STORAGE=postgres` without DATABASE_URL): the files are then in its
 * folder and in its dumps. The folder stays its default.
 */
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { uploadChunks, uploads } from '../db/schema';
import { STORED_NAME, storedName, type Storage } from './storage';

/** Bytes per chunk row: small enough to hold one at a time, large enough that a file takes few queries. */
export const CHUNK_BYTES = 256 * 1024;

async function* chunksOf(db: Database, name: string, count: number) {
  for (let chunk = 0; chunk < count; chunk += 1) {
    const [row] = await db
      .select({ bytes: uploadChunks.bytes })
      .from(uploadChunks)
      .where(and(eq(uploadChunks.name, name), eq(uploadChunks.chunk, chunk)));
    // Written with its file row in one transaction, so only a hand-edited database lacks one.
    if (!row) throw new Error(`Upload ${name} has lost chunk ${chunk} of ${count}`);
    yield row.bytes;
  }
}

/** `db` is asked at each call: the database opens after the routes that use the store are built. */
export function databaseStorage(db: () => Database): Storage {
  return {
    async put(bytes, extension) {
      const name = storedName(bytes, extension);
      const count = Math.ceil(bytes.length / CHUNK_BYTES);
      await db().transaction(async (tx) => {
        // The same bytes stored already, or by an upload that commits while this one waits on the
        // key: nothing to add, the name is the same.
        const [created] = await tx
          .insert(uploads)
          .values({ name, size: bytes.length, chunks: count })
          .onConflictDoNothing()
          .returning({ name: uploads.name });
        if (!created) return;
        for (let chunk = 0; chunk < count; chunk += 1) {
          await tx
            .insert(uploadChunks)
            .values({ name, chunk, bytes: bytes.subarray(chunk * CHUNK_BYTES, (chunk + 1) * CHUNK_BYTES) });
        }
      });
      return name;
    },
    async open(name) {
      if (!STORED_NAME.test(name)) return undefined;
      const [file] = await db()
        .select({ chunks: uploads.chunks })
        .from(uploads)
        .where(eq(uploads.name, name));
      if (!file) return undefined;
      // Not object mode: its buffer holds 16 KiB, so the next chunk is read only once this one has gone.
      return Readable.from(chunksOf(db(), name, file.chunks), { objectMode: false });
    },
  };
}
