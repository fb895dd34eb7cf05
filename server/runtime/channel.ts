/**
 * The live channel, the way Discourse's MessageBus runs on PostgreSQL: a backlog table plus
 * LISTEN/NOTIFY, and nothing else to run.
 *
 *  - `publish(tx, event)` writes the event into the backlog (`events`) in the caller's transaction.
 *    As that transaction commits, a trigger gives the event its id (the stream's position, in commit
 *    order) and NOTIFYs `portal_events`: no one sees an event whose write rolled back, and ids are
 *    never seen out of order (the `events_at_commit` migration says why that needs the commit).
 *  - Each process LISTENs on one connection. A NOTIFY, or listening (re)starting after a dropped
 *    connection, makes it read the backlog after the last id it read: notifications lost while the
 *    connection was down cost nothing, since the rows are there.
 *  - The process hands each event to its open streams whose audiences include it, in id order, once.
 *    A stream that resumes after an id first replays the backlog from there.
 *
 * On PGlite the same code runs in the one process: PGlite delivers its own NOTIFYs to its listeners
 * when the transaction commits, so publishing needs no second path (an in-process "notify after
 * commit" would need a commit hook that drizzle's transactions do not have).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { and, asc, gt, inArray, max, sql } from 'drizzle-orm';
import type { LiveEventData, LiveEventType } from '../../common/contract/events';
import type { Database, DatabaseHandle } from '../db/client';
import { events } from '../db/schema';
import '../http/types';
import { within } from './within';

/** The NOTIFY channel the commit trigger signals (the `events_at_commit` migration). */
export const NOTIFY_CHANNEL = 'portal_events';

/** Who an event is for: everyone, every admin, or one user. */
export type Audience = 'public' | 'admins' | { uid: number };

/** An event to publish: its type, who may hear it, and its data (ids only). */
export type LiveEvent = {
  [T in LiveEventType]: { type: T; audience: Audience; data: LiveEventData<T> };
}[LiveEventType];

/** An event as streamed: its place in the stream, its type and its data. */
export interface StreamedEvent {
  id: number;
  type: LiveEventType;
  data: unknown;
}

export const BACKLOG = {
  /** Events kept per audience and type; a client that reconnects replays at most these. */
  perAudienceAndType: 500,
  /** How long an event is kept; a client away longer reloads what its page shows. */
  maxAgeSeconds: 24 * 3600,
};

/** Expired events deleted by one publish: a bounded step, so a publish never waits on a big sweep. */
const EXPIRED_PER_PUBLISH = 50;
/** Rows read from the backlog at once. */
const READ_BATCH = 500;
/** After a failed read (the database away), the next try. */
const RETRY_READ_MS = 1000;
/** How long shutdown waits for the UNLISTEN. */
const UNLISTEN_MS = 1000;

export const audienceKey = (audience: Audience) =>
  typeof audience === 'string' ? audience : `user:${audience.uid}`;

/**
 * Writes events into the backlog in `db`'s transaction; they are streamed once it commits. Trims
 * the audiences and types written to their bound, and a bounded step of expired events. Rows
 * another transaction is deleting are skipped, not waited for: two publishes never wait on each other here.
 */
export async function publish(db: Database, ...list: LiveEvent[]): Promise<void> {
  if (!list.length) return;
  const rows = list.map((event) => ({
    type: event.type,
    audience: audienceKey(event.audience),
    data: event.data as Record<string, unknown>,
  }));
  await db.insert(events).values(rows);
  const added = new Map<string, { audience: string; type: LiveEventType; count: number }>();
  for (const { audience, type } of rows) {
    const key = `${audience} ${type}`;
    const entry = added.get(key) ?? { audience, type, count: 0 };
    entry.count += 1;
    added.set(key, entry);
  }
  for (const { audience, type, count } of added.values()) {
    await db.execute(sql`
      delete from events where seq in (
        select seq from events where audience = ${audience} and type = ${type}
        order by seq desc offset ${BACKLOG.perAudienceAndType} limit ${count + EXPIRED_PER_PUBLISH}
        for update skip locked)`);
  }
  await db.execute(sql`
    delete from events where seq in (
      select seq from events where created_at < now() - make_interval(secs => ${BACKLOG.maxAgeSeconds})
      order by created_at limit ${EXPIRED_PER_PUBLISH}
      for update skip locked)`);
}

/** Where a channel's events go: one open `GET /api/events` stream. */
export interface Stream {
  /** A stream that started without a last id is told where it stands, before any event. */
  at(position: number): void;
  /** The next event for this stream (in id order, each once). */
  send(event: StreamedEvent): void;
  /** The process is shutting down: tell the client to reconnect, and end. */
  end(): void;
}

interface Subscriber {
  keys: readonly string[];
  stream: Stream;
  /** Events that arrived while the backlog was being replayed; null once live. */
  pending: StreamedEvent[] | null;
  /** The last id sent. */
  last: number;
}

export interface ChannelOptions {
  /** The comment every open stream gets this often, so proxies keep it open. Default 20 s. */
  heartbeatMs?: number;
  /** The reconnection delay a stream tells its client. Default 2 s. */
  retryMs?: number;
}

export class Channel {
  readonly heartbeatMs: number;
  readonly retryMs: number;
  /** The last id read from the backlog: every event after it is still to come. */
  private cursor = 0;
  private readonly byAudience = new Map<string, Set<Subscriber>>();
  private reading: Promise<void> | null = null;
  private readAgain = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private stopListening: (() => Promise<void>) | undefined;
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    options: ChannelOptions = {},
  ) {
    this.heartbeatMs = options.heartbeatMs ?? 20_000;
    this.retryMs = options.retryMs ?? 2_000;
  }

  /** Starts listening; events already in the backlog are not this process's to stream live. */
  async start(listen: DatabaseHandle['listen']): Promise<void> {
    const [row] = await this.db.select({ last: max(events.id) }).from(events);
    this.cursor = Number(row?.last ?? 0);
    this.stopListening = await listen(
      NOTIFY_CHANNEL,
      (payload) => {
        // A payload at or before the cursor was read already.
        if (!(Number(payload) <= this.cursor)) this.pull();
      },
      () => this.pull(),
    );
  }

  /** Shutting down: no stream is open and none is taken. */
  get closing(): boolean {
    return this.closed;
  }

  /**
   * Hands `stream` every event after `after` (a Last-Event-ID) for `audiences`, first from the
   * backlog, then live; with no `after`, from now on. Resolves to what ends the subscription.
   */
  async subscribe(audiences: readonly Audience[], after: number | null, stream: Stream): Promise<() => void> {
    const subscriber: Subscriber = {
      keys: audiences.map(audienceKey),
      stream,
      pending: after === null ? null : [],
      last: after ?? this.cursor,
    };
    // Registered before the backlog is read: an event committed meanwhile is either in what the
    // read returns or delivered afterwards, and `last` drops the one that is both.
    for (const key of subscriber.keys) {
      const set = this.byAudience.get(key) ?? new Set<Subscriber>();
      set.add(subscriber);
      this.byAudience.set(key, set);
    }
    const unsubscribe = () => {
      for (const key of subscriber.keys) {
        const set = this.byAudience.get(key);
        set?.delete(subscriber);
        if (set?.size === 0) this.byAudience.delete(key);
      }
    };
    if (after === null) {
      stream.at(subscriber.last);
      return unsubscribe;
    }
    try {
      // An id past the newest event is not from this stream (a database reset, a hand-made header):
      // the client starts from now, rather than waiting for the ids to catch up with it.
      if (after > this.cursor) {
        const [row] = await this.db.select({ last: max(events.id) }).from(events);
        const newest = Number(row?.last ?? 0);
        if (after > newest) {
          subscriber.last = newest;
          stream.at(newest);
        }
      }
      const missed = await this.db
        .select({ id: events.id, type: events.type, data: events.data })
        .from(events)
        .where(and(gt(events.id, subscriber.last), inArray(events.audience, [...subscriber.keys])))
        .orderBy(asc(events.id))
        .limit(BACKLOG.perAudienceAndType * subscriber.keys.length);
      for (const event of missed) this.deliver(subscriber, event as StreamedEvent);
    } catch (error) {
      unsubscribe();
      throw error;
    }
    const pending = subscriber.pending ?? [];
    subscriber.pending = null;
    for (const event of pending) this.deliver(subscriber, event);
    return unsubscribe;
  }

  /** Ends every open stream (their clients reconnect, to another process) and stops listening. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.retryTimer);
    const open = new Set([...this.byAudience.values()].flatMap((set) => [...set]));
    this.byAudience.clear();
    for (const subscriber of open) subscriber.stream.end();
    // A database that is away would hold the UNLISTEN; closing the pool ends the connection anyway.
    const stopped = this.stopListening?.().catch((err: unknown) =>
      this.log.warn({ err }, 'live channel: unlisten failed'),
    );
    await within(Promise.resolve(stopped), UNLISTEN_MS, undefined);
  }

  /** Reads what is new in the backlog; one read at a time, and one more if asked meanwhile. */
  private pull(): void {
    if (this.closed) return;
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = this.readNew()
      .catch((err: unknown) => {
        this.log.warn({ err }, 'live channel: reading the backlog failed; trying again');
        clearTimeout(this.retryTimer);
        this.retryTimer = setTimeout(() => this.pull(), RETRY_READ_MS);
        this.retryTimer.unref();
      })
      .finally(() => {
        this.reading = null;
        if (this.readAgain) {
          this.readAgain = false;
          this.pull();
        }
      });
  }

  private async readNew(): Promise<void> {
    for (;;) {
      const rows = await this.db
        .select({ id: events.id, type: events.type, audience: events.audience, data: events.data })
        .from(events)
        .where(gt(events.id, this.cursor))
        .orderBy(asc(events.id))
        .limit(READ_BATCH);
      for (const { audience, ...event } of rows) {
        this.cursor = event.id!;
        for (const subscriber of this.byAudience.get(audience) ?? [])
          this.deliver(subscriber, event as StreamedEvent);
      }
      if (rows.length < READ_BATCH) return;
    }
  }

  private deliver(subscriber: Subscriber, event: StreamedEvent): void {
    if (subscriber.pending) subscriber.pending.push(event);
    else if (event.id > subscriber.last) {
      subscriber.last = event.id;
      subscriber.stream.send(event);
    }
  }
}

/**
 * Ends every open stream, so their clients reconnect to another process. `server/main.ts` calls it
 * as shutdown begins, before the drain waits for connections to end; the preClose hook does it for
 * an app closed otherwise (tests).
 */
export async function endLiveStreams(app: FastifyInstance): Promise<void> {
  if (app.hasDecorator('channel')) await app.channel.close();
}

export default fp<ChannelOptions>(
  async (app, options) => {
    const channel = new Channel(app.db, app.log, options);
    await channel.start(app.dbListen);
    app.decorate('channel', channel);
    // Before the database closes (onClose).
    app.addHook('preClose', () => channel.close());
  },
  { name: 'channel', dependencies: ['db'] },
);
