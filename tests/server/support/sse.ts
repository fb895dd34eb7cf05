/**
 * A small Server-Sent Events client for tests: reads a real socket, parses the stream as a browser's
 * EventSource does (fields `id`, `event`, `data`, `retry`; comments), and lets a test wait for a
 * condition instead of sleeping. The wait has a bound only so that a broken server fails the test
 * with a message rather than hanging it.
 */
import { request, type IncomingHttpHeaders, type IncomingMessage, type ClientRequest } from 'node:http';

export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

export interface SseClient extends SseParsed {
  status: number;
  headers: IncomingHttpHeaders;
  ended: boolean;
  /** Resolves once `condition` holds (checked at every chunk); rejects if the stream ends first or after `boundMs`. */
  until(condition: (client: SseClient) => boolean, what: string, boundMs?: number): Promise<void>;
  /** Cuts the connection, as a network drop would. */
  cut(): void;
}

export interface OpenOptions {
  cookie?: string;
  lastEventId?: string;
  headers?: Record<string, string>;
}

/** What a stream has said so far. */
export interface SseParsed {
  /** Events dispatched, in order (a block without data only moves `lastEventId`). */
  events: SseEvent[];
  /** Comment lines (heartbeats), without the colon. */
  comments: string[];
  /** Every `retry:` value, in order. */
  retries: number[];
  /** The id the client would send as Last-Event-ID. */
  lastEventId: string;
  /** The raw text received. */
  text: string;
}

/** Feeds text to `into` as an EventSource reads it, line by line (a line split across chunks waits). */
export function sseParser(into: SseParsed): (chunk: string) => void {
  let buffer = '';
  let data: string[] = [];
  let event = '';
  let id: string | undefined;
  const line = (text: string) => {
    if (text === '') {
      if (id !== undefined) into.lastEventId = id;
      if (data.length) into.events.push({ id, event: event || 'message', data: data.join('\n') });
      data = [];
      event = '';
      id = undefined;
      return;
    }
    if (text.startsWith(':')) {
      into.comments.push(text.slice(1).trim());
      return;
    }
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    const value = colon < 0 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id') id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) into.retries.push(Number(value));
  };
  return (chunk) => {
    into.text += chunk;
    buffer += chunk;
    let end: number;
    while ((end = buffer.search(/\r\n|\r|\n/)) >= 0) {
      const newline = buffer.startsWith('\r\n', end) ? 2 : 1;
      line(buffer.slice(0, end));
      buffer = buffer.slice(end + newline);
    }
  };
}

/** A whole stream's text, parsed. */
export function parseSse(text: string): SseParsed {
  const parsed: SseParsed = { events: [], comments: [], retries: [], lastEventId: '', text: '' };
  sseParser(parsed)(text);
  return parsed;
}

function clientOf(req: ClientRequest, response: IncomingMessage): SseClient {
  const waiters = new Set<{ check(): void }>();
  const client: SseClient = {
    status: response.statusCode ?? 0,
    headers: response.headers,
    events: [],
    comments: [],
    retries: [],
    lastEventId: '',
    text: '',
    ended: false,
    until(condition, what, boundMs = 10_000) {
      return new Promise<void>((resolve, reject) => {
        const waiter = { check: () => undefined as void };
        let timer: NodeJS.Timeout | undefined;
        const settle = (error?: Error) => {
          clearTimeout(timer);
          waiters.delete(waiter);
          if (error) reject(error);
          else resolve();
        };
        waiter.check = () => {
          if (condition(client)) settle();
          else if (client.ended)
            settle(new Error(`the stream ended before ${what}; it sent:\n${client.text}`));
        };
        timer = setTimeout(
          () => settle(new Error(`no ${what} within ${boundMs} ms; the stream sent:\n${client.text}`)),
          boundMs,
        );
        waiters.add(waiter);
        waiter.check();
      });
    },
    cut() {
      req.destroy();
    },
  };
  const feed = sseParser(client);
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    feed(chunk);
    for (const waiter of [...waiters]) waiter.check();
  });
  const finish = () => {
    client.ended = true;
    for (const waiter of [...waiters]) waiter.check();
  };
  response.on('end', finish);
  response.on('close', finish);
  response.on('error', finish);
  return client;
}

/** Opens `GET <base>/api/events`; resolves when the answer's head has arrived. */
export function openEvents(base: string, options: OpenOptions = {}): Promise<SseClient> {
  const url = new URL('/api/events', base);
  return new Promise((resolve, reject) => {
    const req: ClientRequest = request(url, {
      headers: {
        accept: 'text/event-stream',
        'accept-encoding': 'gzip, br',
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.lastEventId !== undefined ? { 'last-event-id': options.lastEventId } : {}),
        ...options.headers,
      },
    });
    req.on('error', reject);
    req.on('response', (response: IncomingMessage) => resolve(clientOf(req, response)));
    req.end();
  });
}

/** The data of the events of one type, parsed, with each event's own id as `eventId`. */
export const eventsOf = <T = Record<string, unknown>>(client: SseClient, type: string) =>
  client.events
    .filter((e) => e.event === type)
    .map((e) => ({ eventId: Number(e.id), ...(JSON.parse(e.data) as T) }));
