/**
 * The tablet's outbox (IndexedDB, here fake-indexeddb): entries keep their order and survive a
 * reload (a new Dexie instance on the same database), a sync sends them in order in batches the
 * contract allows, a resend of sent events changes nothing, and refused events keep their reason.
 */
import '../support/scoringEnv';
import type * as API from '@common/contract';
import { SCORING_LIMITS } from '@common/limits';
import { deviceId, openScoringDb, type ScoringDb } from '@/features/scoring/store/db';
import { append, runEvents, waiting } from '@/features/scoring/store/outbox';
import { syncOutbox, type Send } from '@/features/scoring/store/sync';
import { foldSheet } from '@/features/scoring/sheet/fold';

const UID = 7;
let db: ScoringDb;

beforeEach(async () => {
  db = openScoringDb();
  await db.delete();
  db = openScoringDb();
});
afterEach(() => db.close());

const tap = (runId: number, item: string, delta = 1) =>
  append(db, UID, { runId, schemeVersion: 1, entry: { kind: 'count', item, delta } });

/** A server that takes every new event once, answering a resend as a duplicate. */
function fakeServer(refuse: (event: API.ScoringEvent) => string | undefined = () => undefined) {
  const held: API.ScoringEvent[] = [];
  const batches: API.ScoringBatch[] = [];
  const send: Send = async (batch) => {
    batches.push(batch);
    const result: API.ScoringBatchResult = { accepted: [], duplicates: [], refused: [] };
    for (const event of batch.events) {
      const reason = refuse(event);
      if (reason) result.refused.push({ id: event.id, rule: 'count_over_maximum', reason });
      else if (held.some((e) => e.id === event.id)) result.duplicates.push(event.id);
      else {
        held.push(event);
        result.accepted.push(event.id);
      }
    }
    return result;
  };
  return { held, batches, send };
}

it('keeps entries in the order they were made, across a reload', async () => {
  const made = [];
  for (let i = 0; i < 30; i += 1) made.push(await tap(i % 2 ? 11 : 12, i % 3 ? 'buoy' : 'touch'));
  db.close();
  // A reload: a new connection to the same IndexedDB database.
  db = openScoringDb();
  const kept = await waiting(db, UID);
  expect(kept.map((event) => event.id)).toEqual(made.map((event) => event.id));
  expect(new Set(kept.map((event) => event.id)).size).toBe(30);
  const run11 = await runEvents(db, UID, 11);
  expect(run11.map(({ event }) => event.id)).toEqual(made.filter((e) => e.runId === 11).map((e) => e.id));
});

it('keeps the device id across a reload', async () => {
  const first = await deviceId(db);
  db.close();
  db = openScoringDb();
  expect(await deviceId(db)).toBe(first);
});

it('sends the outbox in order, in batches of at most 200, with the device id', async () => {
  const made = [];
  for (let i = 0; i < 450; i += 1) made.push(await tap(11, 'buoy', i % 2 ? -1 : 1));
  const server = fakeServer();
  const result = await syncOutbox(db, UID, server.send);
  expect(result).toEqual({ answered: 450, failed: false });
  expect(server.batches.map((batch) => batch.events.length)).toEqual([200, 200, 50]);
  expect(server.batches.every((batch) => batch.events.length <= SCORING_LIMITS.eventsPerBatch)).toBe(true);
  expect(server.held.map((event) => event.id)).toEqual(made.map((event) => event.id));
  expect(new Set(server.batches.map((batch) => batch.device))).toEqual(new Set([await deviceId(db)]));
  // What is sent is the contract's event: no local bookkeeping (seq, uid) goes along.
  expect(Object.keys(server.batches[0]!.events[0]!).sort()).toEqual([
    'at',
    'entry',
    'id',
    'runId',
    'schemeVersion',
  ]);
  expect(await waiting(db, UID)).toEqual([]);
});

it('a resend after a lost answer is harmless: duplicates are marked sent and nothing is held twice', async () => {
  for (let i = 0; i < 5; i += 1) await tap(11, 'buoy');
  const server = fakeServer();
  // The server takes the batch but the answer is lost on the way back.
  const lost: Send = async (batch) => {
    await server.send(batch);
    throw new TypeError('Failed to fetch');
  };
  expect((await syncOutbox(db, UID, lost)).failed).toBe(true);
  expect(await waiting(db, UID)).toHaveLength(5);

  const again = await syncOutbox(db, UID, server.send);
  expect(again).toEqual({ answered: 5, failed: false });
  expect(server.held).toHaveLength(5);
  expect(await waiting(db, UID)).toEqual([]);
  const events = await runEvents(db, UID, 11);
  expect(events.every(({ outcome }) => outcome?.status === 'sent')).toBe(true);
  expect(foldSheet(events).counts).toEqual({ buoy: 5 });
});

it('keeps refused events with their reason, out of the sheet', async () => {
  await tap(11, 'buoy');
  await tap(11, 'buoy');
  const third = await tap(11, 'buoy');
  const server = fakeServer((event) => (event.id === third.id ? 'At most 2 buoys count.' : undefined));
  await syncOutbox(db, UID, server.send);
  db.close();
  db = openScoringDb();
  const sheet = foldSheet(await runEvents(db, UID, 11));
  expect(sheet.counts).toEqual({ buoy: 2 });
  expect(sheet.refused).toHaveLength(1);
  expect(sheet.refused[0]!.outcome).toMatchObject({ status: 'refused', reason: 'At most 2 buoys count.' });
  expect(await waiting(db, UID)).toEqual([]);
});

it('sends only the signed-in official’s entries', async () => {
  await tap(11, 'buoy');
  await append(db, 8, { runId: 11, schemeVersion: 1, entry: { kind: 'count', item: 'valve', delta: 1 } });
  const server = fakeServer();
  await syncOutbox(db, UID, server.send);
  expect(server.held.map((event) => event.entry)).toEqual([{ kind: 'count', item: 'buoy', delta: 1 }]);
  expect(await waiting(db, 8)).toHaveLength(1);
});
