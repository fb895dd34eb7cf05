/**
 * The outbox: every tap is an event appended in order, never edited. What the server made of each
 * lives beside it (`outcomes`), so an event is waiting until it has an outcome.
 */
import type * as API from '@common/contract';
import type { Outcome, OutboxEvent, ScoringDb } from './db';

export interface Entry {
  runId: number;
  schemeVersion: number;
  entry: API.ScoringEntry;
}

/** Appends one entry of the official `uid`, stamped with a fresh UUID and the tablet's clock. */
export async function append(db: ScoringDb, uid: number, { runId, schemeVersion, entry }: Entry) {
  const event: OutboxEvent = {
    id: crypto.randomUUID(),
    runId,
    schemeVersion,
    at: new Date().toISOString(),
    entry,
    uid,
  };
  await db.outbox.add(event);
  return event;
}

/** The official's events for a run, in the order they were made, each with its outcome if any. */
export async function runEvents(db: ScoringDb, uid: number, runId: number) {
  const events = await db.outbox.where({ uid, runId }).sortBy('seq');
  const outcomes = await db.outcomes.bulkGet(events.map((event) => event.id));
  return events.map((event, index) => ({ event, outcome: outcomes[index] }));
}

export type RunEvent = Awaited<ReturnType<typeof runEvents>>[number];

/** The official's events with no outcome yet, oldest first. */
export async function waiting(db: ScoringDb, uid: number, limit = Infinity): Promise<OutboxEvent[]> {
  const events = (await db.outbox.orderBy('seq').toArray()).filter((event) => event.uid === uid);
  const outcomes = await db.outcomes.bulkGet(events.map((event) => event.id));
  return events.filter((_, index) => !outcomes[index]).slice(0, limit);
}

export const waitingCount = async (db: ScoringDb, uid: number) => (await waiting(db, uid)).length;

/** Records what the server answered for a batch. */
export async function record(db: ScoringDb, result: API.ScoringBatchResult) {
  const outcomes: Outcome[] = [
    ...[...result.accepted, ...result.duplicates].map((id): Outcome => ({ id, status: 'sent' })),
    ...result.refused.map(({ id, rule, reason }): Outcome => ({ id, status: 'refused', rule, reason })),
  ];
  await db.outcomes.bulkPut(outcomes);
}
