/**
 * Binds the port before the database opens: a start that cannot listen (the port is taken, say by
 * the portal already running) stops before it touches the data folder. Fastify gets this server
 * through `serverFactory`; until the app is ready, requests are answered 503 in the envelope, except
 * liveness (`/api/health`), which answers 200 with status `starting`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Health } from '../../common/contract';
import { ok } from '../http/envelope';
import { drainable } from './drain';
import { translate } from '../i18n/translate';
import { negotiateLocale } from '../../common/locales';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export interface EarlyServer {
  server: Server;
  /** Fastify's `serverFactory`: Fastify serves this server's requests once `open()` has run. */
  factory(handler: Handler): Server;
  open(): void;
  /**
   * Stops accepting and answers every request that has arrived, parsed or not (server/runtime/drain.ts); after
   * `graceMs` (default 5 s) drops what is still open. Resolves when no connection is left.
   */
  close(graceMs?: number): Promise<void>;
}

const JSON_TYPE = 'application/json; charset=utf-8';

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
  const locale = negotiateLocale(request.headers['accept-language']);
  response.writeHead(503, { 'content-type': JSON_TYPE, 'retry-after': '1' });
  response.end(JSON.stringify({ code: 503, message: translate(locale, 'starting'), data: null }));
}

export async function listenFirst(port: number, host: string): Promise<EarlyServer> {
  let fastify: Handler | null = null;
  let opened = false;
  const server = createServer();
  const connections = drainable(server);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    connections.request(request, response);
    if (opened && fastify) return fastify(request, response);
    answerWhileStarting(request, response);
  });
  // Fastify's own default, longer than the usual proxy's 60 s idle, so a proxy never reuses a closed connection.
  server.keepAliveTimeout = 72_000;
  // The bounds buildApp gives a server Fastify makes itself (a trickling client is cut off; the
  // per-route body time is plugins/body-timeout.ts).
  server.requestTimeout = 5 * 60_000;
  server.setTimeout(72_000);
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} on ${host} is in use (by another portal?); nothing was opened.`)
          : error,
      ),
    );
    server.listen(port, host, () => resolve());
  });
  return {
    server,
    factory(handler) {
      fastify = handler;
      return server;
    },
    open() {
      opened = true;
    },
    close: (graceMs = 5000) => connections.drain(graceMs),
  };
}
