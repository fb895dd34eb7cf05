/**
 * When the outbox is sent: on load, when the browser comes back online, after each entry made
 * online, and every 15 s while entries wait. `syncOutbox` runs one sync at a time.
 */
import { useCallback, useEffect } from 'react';
import type { ScoringDb } from './store/db';
import { waiting } from './store/outbox';
import { syncOutbox } from './store/sync';
import { useLive } from './store/useLive';
import { sendEvents } from './services/scoring';

export const RETRY_MS = 15_000;

export function useSyncLoop(db: ScoringDb, uid: number | undefined, online: boolean) {
  const waitingByRun =
    useLive(async () => {
      const byRun = new Map<number, number>();
      for (const event of uid ? await waiting(db, uid) : [])
        byRun.set(event.runId, (byRun.get(event.runId) ?? 0) + 1);
      return byRun;
    }, [db, uid]) ?? new Map<number, number>();
  const waitingCount = [...waitingByRun.values()].reduce((sum, n) => sum + n, 0);

  const sync = useCallback(() => {
    if (uid) void syncOutbox(db, uid, sendEvents);
  }, [db, uid]);

  // On load, and on the browser's `online` event (the dependency on `online` turning true).
  useEffect(() => {
    if (online) sync();
  }, [online, sync]);

  useEffect(() => {
    if (waitingCount === 0) return undefined;
    const timer = window.setInterval(sync, RETRY_MS);
    return () => window.clearInterval(timer);
  }, [waitingCount, sync]);

  return { waitingByRun, waitingCount, sync };
}
