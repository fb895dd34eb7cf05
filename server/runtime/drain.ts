/**
 * Stops an HTTP server without resetting requests that have arrived. Node's `server.close()` drops
 * every connection with no request in progress, which includes one whose request sits in its buffer
 * read but not yet parsed; and connections still in the kernel's accept queue are reset when the
 * listener closes. So a drain goes:
 *
 *  1. every answer from now on says `Connection: close`;
 *  2. the accept queue is emptied: it is first in, first out, so once a connection this process
 *     makes to itself now has been accepted, every one queued before it has been too;
 *  3. the listener closes. Connections that were answered and wait idle (keep-alive) close now, as
 *     HTTP allows at any time; connections that have not sent their first request may have, so they
 *     are left to send it and are answered;
 *  4. after `graceMs`, whatever is still open is dropped (a client that connected and sends nothing,
 *     a long-lived stream).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { connect, Server as NetServer, type AddressInfo, type Socket } from 'node:net';
import { within } from './within';

export interface Drain {
  /** Called first for every request the server gets. */
  request(request: IncomingMessage, response: ServerResponse): void;
  /** Stops taking connections, answers what has arrived, and resolves when every connection has ended. */
  drain(graceMs: number): Promise<void>;
}

const keyOf = (address: string | undefined, port: number | undefined) => `${address}|${port}`;

/**
 * Resolves once every connection in `server`'s accept queue has been accepted (step 2), or after
 * `ms` (a busy process accepts late, so this is a safety net, not a schedule).
 */
async function acceptQueued(server: Server, ms: number): Promise<void> {
  const { address, port } = server.address() as AddressInfo;
  const host = address === '0.0.0.0' ? '127.0.0.1' : address === '::' ? '::1' : address;
  const accepted = new Set<string>();
  let waiting: string | undefined;
  let arrived = () => undefined as void;
  const onConnection = (socket: Socket) => {
    const key = keyOf(socket.remoteAddress, socket.remotePort);
    accepted.add(key);
    if (key === waiting) arrived();
  };
  server.on('connection', onConnection);
  const probe = connect(port, host);
  probe.on('error', () => undefined);
  try {
    const done = new Promise<void>((resolve) => {
      arrived = resolve;
      probe.once('connect', () => {
        waiting = keyOf(probe.localAddress, probe.localPort);
        if (accepted.has(waiting)) resolve();
      });
      probe.once('close', () => resolve());
    });
    await within(done, ms, undefined);
  } finally {
    server.off('connection', onConnection);
    probe.destroy();
  }
}

export function drainable(server: Server): Drain {
  /** Connections that have not sent a request yet. */
  const fresh = new Set<Socket>();
  const all = new Set<Socket>();
  /** Answers not yet finished, by connection. */
  const answering = new Map<Socket, number>();
  let draining = false;

  server.on('connection', (socket: Socket) => {
    all.add(socket);
    fresh.add(socket);
    socket.once('close', () => {
      all.delete(socket);
      fresh.delete(socket);
      answering.delete(socket);
    });
  });

  const idle = (socket: Socket) => !fresh.has(socket) && !answering.has(socket);

  return {
    request(request, response) {
      const { socket } = request;
      fresh.delete(socket);
      answering.set(socket, (answering.get(socket) ?? 0) + 1);
      if (draining) response.setHeader('connection', 'close');
      response.once('close', () => {
        const left = (answering.get(socket) ?? 1) - 1;
        if (left > 0) answering.set(socket, left);
        else answering.delete(socket);
        // Answered before the drain began, so its answer kept the connection open.
        if (draining && idle(socket)) socket.destroySoon();
      });
    },

    async drain(graceMs) {
      if (!server.listening) return;
      draining = true;
      await acceptQueued(server, graceMs);
      const closed = new Promise<void>((resolve) => {
        // net's close, not http's: http's would also drop the connections step 3 waits for.
        NetServer.prototype.close.call(server, () => resolve());
      });
      for (const socket of all) if (idle(socket)) socket.destroySoon();
      const force = setTimeout(() => server.closeAllConnections(), graceMs);
      force.unref();
      await closed;
      clearTimeout(force);
    },
  };
}
