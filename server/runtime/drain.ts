/**
 * Stops an HTTP server without resetting requests that have arrived or are being sent. Node's
 * `server.close()` drops every connection with no request in progress, which includes one whose
 * request sits in its buffer read but not yet parsed, and one a client (a proxy reusing its idle
 * connection) is writing a request on at that moment; and connections still in the kernel's accept
 * queue are reset when the listener closes. So a drain goes:
 *
 *  1. every answer from now on says `Connection: close`, answers in progress too if their headers
 *     have not gone out: the client closes the connection, or the server does once it has answered;
 *  2. the accept queue is emptied: it is first in, first out, so once a connection this process
 *     makes to itself now has been accepted, every one queued before it has been too;
 *  3. the listener closes. The server never closes a connection a request may be on its way on: an
 *     idle keep-alive connection stays open until the client sends on it (answered, with `close`) or
 *     closes it (a proxy closes idle upstream connections after its own short timeout:
 *     deploy/nginx.conf's `keepalive_timeout`), and one that has sent nothing yet is left to send;
 *  4. after `graceMs`, idle connections are dropped (a client that keeps one longer). A connection
 *     with a request on it keeps it for up to `graceMs` more: its answer may still be being worked
 *     on (a slow write on a busy machine, or one whose body the app has not read yet), and dropping it
 *     would reset a request that may be carried out, which a proxy cannot send again. Then whatever
 *     is still open is dropped (a stalled upload, a long-lived stream that did not end itself).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { connect, Server as NetServer, type AddressInfo, type Socket } from 'node:net';
import { within } from './within';

export interface Drain {
  /** Called first for every request the server gets. */
  request(request: IncomingMessage, response: ServerResponse): void;
  /**
   * Stops taking connections, answers what has arrived, and resolves when every connection has ended:
   * at most twice `graceMs` (deploy/portal@.service's TimeoutStopSec allows for it).
   */
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
  /** Answers not yet finished. */
  const answering = new Set<ServerResponse>();
  let draining = false;

  return {
    request(_request, response) {
      if (draining) response.setHeader('connection', 'close');
      answering.add(response);
      response.once('close', () => answering.delete(response));
    },

    async drain(graceMs) {
      if (!server.listening) return;
      draining = true;
      for (const response of answering) if (!response.headersSent) response.setHeader('connection', 'close');
      await acceptQueued(server, graceMs);
      const closed = new Promise<void>((resolve) => {
        // net's close, not http's: http's would also drop the idle connections step 3 keeps.
        NetServer.prototype.close.call(server, () => resolve());
      });
      let last: NodeJS.Timeout | undefined;
      const idle = setTimeout(() => {
        server.closeIdleConnections();
        last = setTimeout(() => server.closeAllConnections(), graceMs);
        last.unref();
      }, graceMs);
      idle.unref();
      await closed;
      clearTimeout(idle);
      clearTimeout(last);
    },
  };
}
