import { createdAt } from './columns';
import { customType, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/**
 * PostgreSQL's `bytea`, which drizzle has no column for. postgres.js hands a Buffer back, PGlite a
 * Uint8Array: both become a Buffer here, and both drivers send a Buffer as bytea.
 */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Uploaded files kept in the database (server/runtime/database-storage.ts, `STORAGE=postgres`), so
 * every process serves them and a database backup holds them. One row per file, written in the
 * same transaction as its chunks: a reader that finds the row finds every chunk.
 */
export const uploads = pgTable('uploads', {
  /** `<sha256>.<extension>` (server/runtime/storage.ts): the extension says the type. */
  name: varchar('name', { length: 80 }).primaryKey(),
  size: integer('size').notNull(),
  chunks: integer('chunks').notNull(),
  createdAt: createdAt(),
});

/** A file's bytes, a slice per row, read one row at a time (chunk 0 first). */
export const uploadChunks = pgTable(
  'upload_chunks',
  {
    name: varchar('name', { length: 80 })
      .notNull()
      .references(() => uploads.name, { onDelete: 'cascade' }),
    chunk: integer('chunk').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.chunk] })],
);
