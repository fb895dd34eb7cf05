/**
 * Creates a new PGlite folder (PostgreSQL's initdb, in WebAssembly) and exits: run as a child process
 * by server/db/client.ts on a first start. Done in the server's own process, the creation ran a
 * second PGlite beside the first and left about 130 MB of the memory it used to the process for
 * good; a child gives all of it back when it exits.
 *
 *   node --import tsx server/db/create-pglite-folder.ts <folder>
 */
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_START_PARAMS } from './pglite-options';

const folder = process.argv[2];
if (!folder) throw new Error('Usage: create-pglite-folder.ts <folder>');

PGlite.create(folder, { startParams: PGLITE_START_PARAMS })
  .then((client) => client.close())
  .catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
