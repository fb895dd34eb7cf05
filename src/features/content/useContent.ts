import { getLocale } from '@umijs/max';
import { startTransition, useEffect, useRef, useState } from 'react';
import type { ContentEvent } from '@common/contract/events';
import { useLiveEvent } from '@/features/events/useLiveEvent';
import { clearRequestCache } from '@/utils/request/cache';

export interface Loaded<T> {
  data?: T;
  loading: boolean;
  /** The request failed; the request module has already told the reader why. */
  failed: boolean;
}

/**
 * Loads a page's content once per key and locale. A page that changes its key (a filter, an id)
 * drops the answer of the previous one if it arrives late. `now` gives the content the server sent
 * with the page, when it did: the first render shows it at once, and nothing is asked for. Kept here
 * rather than pulling a data library into every public page: this is all the public pages need.
 * `shows` says which live `content` events change what the page shows: on one, the content is loaded
 * again, quietly, past the request cache.
 */
export function useContent<T>(
  load: () => Promise<{ data?: T }>,
  key: string | number = '',
  now?: () => T | undefined,
  shows?: (event: ContentEvent) => boolean,
): Loaded<T> {
  const locale = getLocale();
  const [state, setState] = useState<Loaded<T>>(() => {
    const data = now?.();
    return data === undefined ? { loading: true, failed: false } : { data, loading: false, failed: false };
  });
  const shownAtOnce = useRef(state.loading ? undefined : `${locale} ${key}`);
  // The latest load's number: an answer to an earlier one (another key, a live refetch overtaken) is dropped.
  const latest = useRef(0);
  useEffect(() => {
    const first = shownAtOnce.current;
    shownAtOnce.current = undefined;
    if (first === `${locale} ${key}`) return undefined;
    const mine = ++latest.current;
    setState((previous) => ({ data: previous.data, loading: true, failed: false }));
    load().then(
      // The answer renders as a transition: a whole page of content is a long render, and this lets
      // the browser answer a tap or paint between its slices instead of freezing (on a phone's
      // slowed CPU it was a single task of most of a second).
      (answer) =>
        mine === latest.current &&
        startTransition(() => setState({ data: answer.data, loading: false, failed: false })),
      () => mine === latest.current && setState({ loading: false, failed: true }),
    );
    return () => {
      latest.current += 1;
    };
    // `load` is a new function each render; the key and the locale say when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, locale]);
  useLiveEvent(
    'content',
    (event) => {
      if (!shows?.(event)) return;
      // The cache may hold the answer from before the change for another minute.
      clearRequestCache();
      const mine = ++latest.current;
      load().then(
        (answer) =>
          mine === latest.current &&
          startTransition(() => setState({ data: answer.data, loading: false, failed: false })),
        // What shows stays; the request module has told the reader the refetch failed.
        () => mine === latest.current && setState((previous) => ({ ...previous, loading: false })),
      );
    },
    Boolean(shows),
  );
  return state;
}
