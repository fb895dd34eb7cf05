/**
 * Sends the outbox to the server in order, in batches, one sync at a time. Accepted and duplicate
 * events are marked sent (a resend after a lost answer is harmless: the server is idempotent on the
 * UUID); refused ones keep their reason. A failed request leaves everything waiting for next time.
 */
import type * as API from '@common/contract';
import { SCORING_LIMITS } from '@common/limits';
import { deviceId, type ScoringDb } from './db';
import { record, waiting } from './outbox';

export type Send = (batch: API.ScoringBatch) => Promise<API.ScoringBatchResult>;

export interface SyncResult {
  /** Events the server answered for in this sync. */
  answered: number;
  /** The request failed (offline, server down): what was not answered still waits. */
  failed: boolean;
}

const LAST_SYNC = 'lastSync';

async function runSync(db: ScoringDb, uid: number, send: Send): Promise<SyncResult> {
  const device = await deviceId(db);
  let answered = 0;
  for (;;) {
    const events = await waiting(db, uid, SCORING_LIMITS.eventsPerBatch);
    if (events.length === 0) break;
    let result: API.ScoringBatchResult;
    try {
      result = await send({
        device,
        events: events.map(({ id, runId, schemeVersion, at, entry }) => ({
          id,
          runId,
          schemeVersion,
          at,
          entry,
        })),
      });
    } catch {
      return { answered, failed: true };
    }
    await record(db, result);
    const settled = result.accepted.length + result.duplicates.length + result.refused.length;
    answered += settled;
    // An answer that settles nothing would send the same batch forever.
    if (settled === 0) return { answered, failed: true };
  }
  await db.meta.put({ key: LAST_SYNC, value: new Date().toISOString() });
  return { answered, failed: false };
}

let running: Promise<SyncResult> | undefined;

/** One sync at a time: a call while one runs waits for it and returns its result. */
export function syncOutbox(db: ScoringDb, uid: number, send: Send): Promise<SyncResult> {
  running ??= runSync(db, uid, send).finally(() => {
    running = undefined;
  });
  return running;
}

export const lastSync = async (db: ScoringDb) => (await db.meta.get(LAST_SYNC))?.value;
