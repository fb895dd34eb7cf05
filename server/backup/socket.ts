/**
 * How `npm run backup` gets a dump of a PGlite folder that a running portal holds (the folder lock
 * lets no second process open it): the process that holds the lock answers on a Unix socket in the
 * data folder, `<DATA_DIR>/control/backup.sock`, inside a folder only its owner may enter (0700).
 * Who can connect is who can read the data folder anyway, so no secret, port or API route is needed,
 * and nothing is reachable over the network.
 *
 * Protocol: the client connects; the server writes one JSON line (schema version, table figures,
 * byte count, or an error) and then the dump's bytes, and closes.
 */
import { createWriteStream } from 'node:fs';
import { chmod, mkdir, unlink } from 'node:fs/promises';
import { createConnection, createServer, type Server } from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { dumpPglite } from './pglite-dump';
import type { TableStats } from './manifest';

/** Linux's limit on a socket's path (108 bytes with the terminating NUL). */
const MAX_SOCKET_PATH = 107;

export const backupSocketPath = (dataDir: string) => path.resolve(dataDir, 'control', 'backup.sock');

export const socketPathFits = (socketPath: string) => Buffer.byteLength(socketPath) <= MAX_SOCKET_PATH;

interface DumpHeader {
  schemaVersion?: string;
  tables?: Record<string, TableStats>;
  size?: number;
  error?: string;
}

/**
 * Starts answering dump requests; returns the function that stops it. Only call it while holding
 * the folder's lock: a socket file already there is then a crashed owner's, and is replaced.
 */
export async function serveDumps(socketPath: string, client: PGlite): Promise<() => Promise<void>> {
  if (!socketPathFits(socketPath)) return async () => undefined;
  const folder = path.dirname(socketPath);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await chmod(folder, 0o700);
  await unlink(socketPath).catch(() => undefined);

  const server: Server = createServer((socket) => {
    socket.on('error', () => undefined);
    dumpPglite(client).then(
      async (dump) => {
        const header: DumpHeader = {
          schemaVersion: dump.schemaVersion,
          tables: dump.tables,
          size: dump.data.size,
        };
        socket.write(`${JSON.stringify(header)}\n`);
        socket.end(Buffer.from(await dump.data.arrayBuffer()));
      },
      (error: unknown) => {
        const header: DumpHeader = { error: error instanceof Error ? error.message : String(error) };
        socket.end(`${JSON.stringify(header)}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  // A backup in progress does not keep the process alive on its own, nor delay a shutdown.
  server.unref();
  return () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      // The socket file goes with the server (Node unlinks it on close).
    });
}

export interface ReceivedDump {
  schemaVersion: string;
  tables: Record<string, TableStats>;
}

/** Asks the process holding the folder for a dump, written to `file`. */
export function requestDump(socketPath: string, file: string): Promise<ReceivedDump> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath);
    const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
    let head = Buffer.alloc(0);
    let header: DumpHeader | null = null;
    let received = 0;
    const fail = (error: Error) => {
      socket.destroy();
      out.destroy();
      reject(error);
    };
    socket.on('error', (error: NodeJS.ErrnoException) =>
      fail(
        error.code === 'ENOENT' || error.code === 'ECONNREFUSED'
          ? new Error(
              `The running portal does not answer on ${socketPath}. It may predate online backups: restart it, or stop it and run the backup again.`,
            )
          : error,
      ),
    );
    socket.on('data', (chunk: Buffer) => {
      if (header) {
        received += chunk.length;
        out.write(chunk);
        return;
      }
      head = Buffer.concat([head, chunk]);
      const newline = head.indexOf(10);
      if (newline < 0) return;
      header = JSON.parse(head.subarray(0, newline).toString('utf8')) as DumpHeader;
      if (header.error) {
        fail(new Error(`The running portal could not make a dump: ${header.error}`));
        return;
      }
      const rest = head.subarray(newline + 1);
      received += rest.length;
      out.write(rest);
    });
    socket.on('end', () => {
      if (!header || header.error) return fail(new Error('The running portal closed the connection early.'));
      if (received !== header.size)
        return fail(new Error(`The dump was cut short (${received} of ${header.size} bytes).`));
      const { schemaVersion, tables } = header;
      out.end(() => resolve({ schemaVersion: schemaVersion!, tables: tables! }));
    });
  });
}
