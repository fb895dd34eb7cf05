import { useCallback, useEffect, useState, type DependencyList } from 'react';
import type { Envelope } from '@/utils/request';

export interface Loaded<T> {
  data?: T;
  error?: unknown;
  loading: boolean;
  reload: () => void;
  /** Replaces the data with a fresher answer (e.g. what a save returned) without a round trip. */
  setData: (data: T) => void;
}

/**
 * Loads one envelope and keeps its `data`. Failures are already shown by the request module, so
 * the error is only kept for the page to decide what to render (a 404 result, for instance).
 */
export function useLoader<T>(load: () => Promise<Envelope<T>>, deps: DependencyList): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({ loading: true });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    setState((s) => ({ ...s, loading: true }));
    load().then(
      ({ data }) => current && setState({ data, loading: false }),
      (error: unknown) => current && setState({ error, loading: false }),
    );
    // A slow answer to an earlier round must not overwrite a newer one.
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  const setData = useCallback((data: T) => setState({ data, loading: false }), []);
  return { ...state, reload, setData };
}
