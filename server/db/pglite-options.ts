/**
 * How every PGlite database of the portal is started (server/db/client.ts, and the child that
 * creates a new folder, server/db/create-pglite-folder.ts).
 *
 * PGlite's PostgreSQL keeps its shared buffers in the process's memory, and touches them all: the
 * default (128 MB, as for a server of its own) made each process hold about 110 MB more, for a
 * database of a few megabytes whose files the operating system caches anyway.
 */
import { PGlite } from '@electric-sql/pglite';

export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
