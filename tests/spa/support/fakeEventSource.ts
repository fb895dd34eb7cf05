/**
 * A stand-in for the browser's EventSource, which jsdom lacks: it records each connection the code
 * opens, and a test plays the server through it (`emit`, `fail`). Installed on `window` by
 * `installFakeEventSource()`.
 */
import { cleanup, waitFor } from '@testing-library/react';

type Listener = (event: Event) => void;

export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;

  /** Every connection opened, in order. */
  static instances: FakeEventSource[] = [];

  /** The connections not closed. */
  static open(): FakeEventSource[] {
    return FakeEventSource.instances.filter((source) => source.readyState !== FakeEventSource.CLOSED);
  }

  readonly url: string;
  readonly withCredentials = false;
  readyState: number = FakeEventSource.CONNECTING;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(url: string | URL) {
    this.url = String(url);
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: Listener) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }

  removeEventListener(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server sends an event: `event: <type>`, `data: <data>`, `id: <id>`. */
  emit(type: string, data: string, id = '') {
    if (this.readyState === FakeEventSource.CLOSED) throw new Error('emit on a closed EventSource');
    this.readyState = FakeEventSource.OPEN;
    const event = new MessageEvent(type, { data, lastEventId: id });
    this.listeners.get(type)?.forEach((listener) => listener(event));
  }

  /**
   * The connection fails. A dropped one the browser tries again (CONNECTING); an answer that is not
   * a stream makes it give up (`giveUp`: CLOSED).
   */
  fail(giveUp = false) {
    this.readyState = giveUp ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.listeners.get('error')?.forEach((listener) => listener(new Event('error')));
  }
}

export function installFakeEventSource() {
  FakeEventSource.instances = [];
  Object.assign(window, { EventSource: FakeEventSource });
}

/** The one open connection; fails the test if there is none or more than one. */
export function theOpenSource(): FakeEventSource {
  const open = FakeEventSource.open();
  if (open.length !== 1) throw new Error(`${open.length} open EventSources, expected 1`);
  return open[0];
}

/**
 * Unmounts the test's page and waits for its connection to close (a short grace after the last
 * subscriber leaves), so that the next test starts with none: for an `afterEach`.
 */
export async function closeStreams() {
  cleanup();
  await waitFor(() => {
    if (FakeEventSource.open().length) throw new Error('an EventSource is still open');
  });
}
