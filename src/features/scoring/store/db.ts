/**
 * The tablet's IndexedDB (`portal-scoring`): the outbox of scoring events, what became of each sent
 * one, the last board read, and the device's id. All of it survives a reload and a dead network.
 */
import Dexie, { type EntityTable } from 'dexie';
import type * as API from '@common/contract';

export const SCORING_DB = 'portal-scoring';

/** One entry as the referee made it, appended and never edited; `seq` keeps the order of taps. */
export interface OutboxEvent extends API.ScoringEvent {
  seq?: number;
  /** The official who made it: another who signs in on the tablet never sends it as theirs. */
  uid: number;
}

/** What the server made of a sent event: taken (new or a resend), or refused with why. */
export interface Outcome {
  id: string;
  status: 'sent' | 'refused';
  rule?: string;
  reason?: string;
}

export interface CachedBoard {
  uid: number;
  board: API.RefereeBoard;
  savedAt: string;
}

export interface MetaRow {
  key: string;
  value: string;
}

export type ScoringDb = Dexie & {
  outbox: EntityTable<OutboxEvent, 'seq'>;
  outcomes: EntityTable<Outcome, 'id'>;
  boards: EntityTable<CachedBoard, 'uid'>;
  meta: EntityTable<MetaRow, 'key'>;
};

export function openScoringDb(): ScoringDb {
  const db = new Dexie(SCORING_DB) as ScoringDb;
  db.version(1).stores({
    outbox: '++seq, &id, [uid+runId]',
    outcomes: 'id',
    boards: 'uid',
    meta: 'key',
  });
  return db;
}

let shared: ScoringDb | undefined;

/** The page's one connection. */
export const scoringDb = () => (shared ??= openScoringDb());

/** The tablet's stable id, made once and kept: the server names each event's device with it. */
export async function deviceId(db: ScoringDb): Promise<string> {
  return db.transaction('rw', db.meta, async () => {
    const row = await db.meta.get('device');
    if (row) return row.value;
    const value = crypto.randomUUID();
    await db.meta.put({ key: 'device', value });
    return value;
  });
}
