/**
 * A page's ear on the live events. Only this small hook is in a page's code: the stream itself
 * (./stream.ts) is downloaded once the browser is idle after the page is up, so that no page's first
 * load grows by it.
 */
import { useEffect, useRef } from 'react';
import type { LiveEventData, LiveEventType } from '@common/contract/events';

type Stream = typeof import('./stream');

let loading: Promise<Stream> | undefined;

function afterIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 5_000 });
    else setTimeout(resolve, 200);
  });
}

/** The stream's module, asked for once; again after a failed download (a deploy, a dropped network). */
function stream(): Promise<Stream> {
  loading ??= afterIdle()
    .then(() => import('./stream'))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/**
 * Calls `handler` with the `data` of each `type` event while the component is mounted (and `enabled`).
 * The handler may change at every render; the latest one is called.
 */
export function useLiveEvent<T extends LiveEventType>(
  type: T,
  handler: (data: LiveEventData<T>) => void,
  enabled = true,
) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!enabled) return undefined;
    let unsubscribe: (() => void) | undefined;
    let gone = false;
    stream().then(
      ({ subscribe }) => {
        if (!gone) unsubscribe = subscribe(type, (data) => latest.current(data));
      },
      // Without the stream the page still works; it shows changes at its next load.
      () => undefined,
    );
    return () => {
      gone = true;
      unsubscribe?.();
    };
  }, [type, enabled]);
}
