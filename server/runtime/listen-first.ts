/**
 * The port around the app's life: starting, serving, stopping. Fastify gets this server through
 * `serverFactory`. Two ways to start (docs/decisions/0035-restart-without-failing-a-request.md):
 *
 *  - listen first (PGlite, one process): the port is bound before the database opens, so a start
 *    that cannot listen (the port is taken, say by the portal already running) stops before it
 *    touches the data folder. Until the app is ready, requests are answered 503 in the envelope,
 *    except liveness (`/api/health`), which answers 200 with status `starting`.
 *  - listen when ready (PostgreSQL, several processes behind a proxy): the port is only checked
 *    free at first, and bound once the app is ready. Until then connections are refused, which a
 *    proxy passes to the next process for every request, where a 503 to a POST would reach the user.
 *
 * Once told to stop, readiness (`/api/health/ready`) answers 503 while the rest is drained.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Health } from '../../common/contract';
import { ok } from '../http/envelope';
import { drainable } from './drain';
import { translate } from '../i18n/translate';
import { negotiateLocale } from '../../common/locales';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** How long a stopping process waits for what is in flight before it drops it. */
export const DRAIN_GRACE_MS = 10_000;

export interface EarlyServer {
  server: Server;
  /** Fastify's `serverFactory`: Fastify serves this server's requests once `open()` has run. */
  factory(handler: Handler): Server;
  /** Serves with Fastify from now on; listening now, when listening waited for the app. */
  open(): Promise<void>;
  /**
   * Stops accepting and answers every request that has arrived, parsed or not (server/runtime/drain.ts); after
   * `graceMs` (default 10 s) drops idle connections, and after twice that what is still open. Resolves when
   * no connection is left.
   */
  close(graceMs?: number): Promise<void>;
}

const JSON_TYPE = 'application/json; charset=utf-8';

const unavailable = (request: IncomingMessage, response: ServerResponse, key: 'starting' | 'stopping') => {
  const locale = negotiateLocale(request.headers['accept-language']);
  response.writeHead(503, { 'content-type': JSON_TYPE, 'retry-after': '1' });
  response.end(JSON.stringify({ code: 503, message: translate(locale, key), data: null }));
};

const isReadiness = (request: IncomingMessage) => (request.url ?? '').split('?')[0] === '/api/health/ready';

/**
 * The answer before the app is ready. Liveness (`/api/health`) says the process lives: 200, so an
 * orchestrator does not kill a start that is migrating. Everything else, readiness included, is 503.
 */
function answerWhileStarting(request: IncomingMessage, response: ServerResponse) {
  const path = (request.url ?? '').split('?')[0];
  if (path === '/api/health' && (request.method === 'GET' || request.method === 'HEAD')) {
    response.writeHead(200, { 'content-type': JSON_TYPE });
    response.end(JSON.stringify(ok<Health>({ status: 'starting', uptime: Math.round(process.uptime()) })));
    return;
  }
  unavailable(request, response, 'starting');
}

const listen = (server: Server, port: number, host: string) =>
  new Promise<void>((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} on ${host} is in use (by another portal?); nothing was opened.`)
          : error,
      );
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve();
    });
  });

export async function listenFirst(
  port: number,
  host: string,
  { whenReady = false }: { whenReady?: boolean } = {},
): Promise<EarlyServer> {
  let fastify: Handler | null = null;
  let opened = false;
  let stopping = false;
  const server = createServer();
  const connections = drainable(server);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    connections.request(request, response);
    // A proxy or an orchestrator that polls readiness stops sending here.
    if (stopping && isReadiness(request)) return unavailable(request, response, 'stopping');
    if (opened && fastify) return fastify(request, response);
    answerWhileStarting(request, response);
  });
  // Fastify's own default, longer than the usual proxy's 60 s idle, so a proxy never reuses a closed connection.
  server.keepAliveTimeout = 72_000;
  // The bounds buildApp gives a server Fastify makes itself (a trickling client is cut off; the
  // per-route body time is plugins/body-timeout.ts).
  server.requestTimeout = 5 * 60_000;
  server.setTimeout(72_000);
  if (whenReady) {
    // A taken port still stops the start before the database is opened.
    const probe = createServer();
    await listen(probe, port, host);
    await new Promise((resolve) => {
      probe.close(resolve);
    });
  } else {
    await listen(server, port, host);
  }
  return {
    server,
    factory(handler) {
      fastify = handler;
      return server;
    },
    async open() {
      opened = true;
      // Told to stop while starting: never listen at all.
      if (whenReady && !stopping) await listen(server, port, host);
    },
    close(graceMs = DRAIN_GRACE_MS) {
      stopping = true;
      return connections.drain(graceMs);
    },
  };
}
