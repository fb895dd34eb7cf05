import { getLocale } from '@umijs/max';
import { startTransition, useEffect, useRef, useState } from 'react';
import type { ResultEvent } from '@common/contract/events';
import { useLiveEvent } from '@/features/events/useLiveEvent';

export interface LoadedResults<T> {
  data?: T;
  loading: boolean;
  /** The request failed; the request module has already told the reader why (or the page does). */
  failed: boolean;
}

/**
 * A head referee's commit, a correction and a change of state each announce the phase: several in a
 * row (a batch of commits) make one refetch, this long after the first, not one each.
 */
export const RESULT_BURST_MS = 300;

interface Options<T> {
  /** Loads again when it changes (a phase id), or when the locale does. */
  key: string | number;
  load: () => Promise<T>;
  /** The answer the server sent with the page, for the first render to show at once. */
  sent?: () => T | undefined;
  /**
   * Whether an answer the server sent with the page should be asked again once the page is up: the
   * server asked as an anonymous reader, and a signed-in reader may be shown more (their own team).
   */
  askAgain?: (sent: T) => boolean;
  /** Which `result` events concern what the page shows. */
  concerns: (event: ResultEvent) => boolean;
}

/**
 * Loads a results answer once per key and locale, and again, quietly, after each burst of `result`
 * events that concern it. An answer that comes back after a newer load was started is dropped.
 */
export function useResults<T>({ key, load, sent, askAgain, concerns }: Options<T>): LoadedResults<T> {
  const locale = getLocale();
  const [state, setState] = useState<LoadedResults<T>>(() => {
    const data = sent?.();
    return data === undefined ? { loading: true, failed: false } : { data, loading: false, failed: false };
  });
  const shownAtOnce = useRef(state.data === undefined ? undefined : `${locale} ${key}`);
  const latest = useRef(0);
  const burst = useRef<ReturnType<typeof setTimeout>>();

  const fetch = (quiet: boolean) => {
    const mine = ++latest.current;
    if (!quiet) setState((previous) => ({ data: previous.data, loading: true, failed: false }));
    load().then(
      (data) =>
        mine === latest.current && startTransition(() => setState({ data, loading: false, failed: false })),
      // A quiet refetch that fails keeps what shows.
      () =>
        mine === latest.current && setState((previous) => ({ ...previous, loading: false, failed: !quiet })),
    );
  };

  useEffect(() => {
    const first = shownAtOnce.current;
    shownAtOnce.current = undefined;
    if (first === `${locale} ${key}`) {
      // This first call takes the answer sent with the page (utils/request/early.ts), without a round
      // trip: otherwise a later refetch, or the asking again below, would be answered with it.
      const taken = Promise.resolve()
        .then(load)
        .catch(() => undefined);
      if (state.data !== undefined && askAgain?.(state.data)) void taken.then(() => fetch(true));
    } else fetch(false);
    return () => {
      latest.current += 1;
    };
    // `load` is a new function each render; the key and the locale say when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, locale]);

  useLiveEvent('result', (event) => {
    if (!concerns(event) || burst.current !== undefined) return;
    burst.current = setTimeout(() => {
      burst.current = undefined;
      fetch(true);
    }, RESULT_BURST_MS);
  });
  useEffect(() => () => clearTimeout(burst.current), []);

  return state;
}
