import { liveQuery } from 'dexie';
import { useEffect, useState, type DependencyList } from 'react';

/** A Dexie query's answer, kept current as the tables it reads change (in this tab or another). */
export function useLive<T>(query: () => Promise<T>, deps: DependencyList): T | undefined {
  const [value, setValue] = useState<T>();
  useEffect(() => {
    const subscription = liveQuery(query).subscribe({ next: setValue, error: () => undefined });
    return () => subscription.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return value;
}
