/**
 * The tab's one connection to the live events (`GET /api/events`, Server-Sent Events,
 * common/contract/events.ts), shared by every subscriber: opened by the first, closed when the last
 * leaves, opened again when the user signs in or out. The browser's EventSource reconnects by itself
 * after a drop and sends `Last-Event-ID`, so the server replays what was missed.
 */
import type { LiveEventData, LiveEventType } from '@common/contract/events';
import { streamEvents } from '@common/contract/operations/events';
import { linkTo } from '@/utils/call';
import { onAudienceChange } from './audience';

type Handler = (data: object) => void;

/**
 * Every type the contract declares. The browser hands a named event only to the listeners of its
 * name, so a type not listed here never reaches a subscriber.
 */
const TYPES: Record<LiveEventType, true> = {
  notice: true,
  attendance: true,
  content: true,
  result: true,
  simulation: true,
};

/**
 * A move between pages unsubscribes and subscribes again at once: the stream waits this long before
 * closing rather than dropping and reopening the connection.
 */
export const CLOSE_GRACE_MS = 1_000;

/**
 * EventSource gives up for good when an answer is not a stream (an HTTP error, such as nginx's 502
 * while every process restarts): only then is it opened again, after this long.
 */
export const FAILED_RETRY_MS = 30_000;

const subscribers = new Map<LiveEventType, Set<Handler>>();
let source: EventSource | undefined;
let closeTimer: ReturnType<typeof setTimeout> | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

const listening = () => [...subscribers.values()].some((set) => set.size > 0);

function dispatch(type: LiveEventType, event: MessageEvent) {
  let data: unknown;
  try {
    data = JSON.parse(event.data);
  } catch {
    return; // Not JSON: nothing a page could refetch by.
  }
  if (typeof data !== 'object' || data === null) return;
  for (const handler of [...(subscribers.get(type) ?? [])]) {
    // One page's failing handler must not keep the others from hearing the event.
    try {
      handler(data);
    } catch (error) {
      console.error(error);
    }
  }
}

function open() {
  if (typeof EventSource === 'undefined') return; // The server's render, or a browser without it.
  const opened = new EventSource(linkTo(streamEvents, {}));
  for (const type of Object.keys(TYPES) as LiveEventType[]) {
    opened.addEventListener(type, (event) => dispatch(type, event as MessageEvent));
  }
  opened.addEventListener('error', () => {
    if (opened.readyState !== EventSource.CLOSED || source !== opened) return;
    source = undefined;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (listening()) open();
    }, FAILED_RETRY_MS);
  });
  source = opened;
}

function close() {
  source?.close();
  source = undefined;
  clearTimeout(retryTimer);
  retryTimer = undefined;
}

onAudienceChange(() => {
  if (!source && retryTimer === undefined) return;
  close();
  if (listening()) open();
});

/** Calls `handler` with the `data` of every `type` event until the returned function is called. */
export function subscribe<T extends LiveEventType>(
  type: T,
  handler: (data: LiveEventData<T>) => void,
): () => void {
  const set = subscribers.get(type) ?? new Set<Handler>();
  subscribers.set(type, set);
  // A wrapper of its own, so the same function subscribed twice is two subscriptions.
  const entry: Handler = (data) => handler(data as LiveEventData<T>);
  set.add(entry);
  clearTimeout(closeTimer);
  closeTimer = undefined;
  if (!source && retryTimer === undefined) open();
  return () => {
    set.delete(entry);
    if (listening() || closeTimer !== undefined) return;
    closeTimer = setTimeout(() => {
      closeTimer = undefined;
      if (!listening()) close();
    }, CLOSE_GRACE_MS);
  };
}
