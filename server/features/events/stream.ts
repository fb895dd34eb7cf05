/**
 * One Server-Sent Events stream, written by hand: a few lines of the format, sent through Fastify
 * as a stream body so the security headers and cookies still apply. @fastify/compress leaves
 * `text/event-stream` alone, and @fastify/etag does not hash streams, so nothing buffers it.
 *
 *  - `retry:` first, so the client knows how long to wait before reconnecting;
 *  - `id:` on every event (its place in the backlog), and alone at the start of a stream opened
 *    without Last-Event-ID, so even a client that heard nothing resumes from there;
 *  - a comment every heartbeat, so proxies and idle timeouts keep the connection open;
 *  - at shutdown, a `retry:` spread over a few seconds (the clients of a process do not all come
 *    back in the same instant) and the end.
 */
import { PassThrough } from 'node:stream';
import type { StreamedEvent, Stream } from '../../runtime/channel';

/** A client that reads nothing while this much waits for it is cut off; it resumes from its last id. */
const MAX_UNREAD_BYTES = 1024 * 1024;

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  // nginx: pass each event on as it comes, never hold the answer in its buffers.
  'x-accel-buffering': 'no',
} as const;

export const eventText = (event: StreamedEvent) =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

export interface SseStream extends Stream {
  body: PassThrough;
}

export function sseStream(options: { retryMs: number; heartbeatMs: number }): SseStream {
  const body = new PassThrough();
  const write = (text: string) => {
    if (body.writableEnded || body.destroyed) return;
    if (body.writableLength > MAX_UNREAD_BYTES) body.end();
    else body.write(text);
  };
  const heartbeat = setInterval(() => write(': heartbeat\n\n'), options.heartbeatMs);
  heartbeat.unref();
  body.once('close', () => clearInterval(heartbeat));
  body.once('finish', () => clearInterval(heartbeat));
  write(`retry: ${options.retryMs}\n\n`);
  return {
    body,
    at: (position) => write(`id: ${position}\n\n`),
    send: (event) => write(eventText(event)),
    end() {
      write(`retry: ${Math.round(options.retryMs * (1 + Math.random() * 2))}\n\n`);
      clearInterval(heartbeat);
      if (!body.writableEnded) body.end();
    },
  };
}
