/**
 * What tablets send: append-only entries, each stored once (idempotent on its UUID) and only after
 * the server has checked it against the scheme in force and the caller's role in the run's
 * competition. A batch is one transaction, its events taken in order; every run it touches is
 * locked first (in id order), so two tablets, or one batch resent to two processes, are put in one
 * order by the database. A refused event is answered with its rule and reason and not stored.
 */
import { eq } from 'drizzle-orm';
import type {
  ScoringBatch,
  ScoringBatchResult,
  ScoringEvent,
  ScoringNames,
  Sheet,
} from '../../../common/contract/scoring';
import { pickTranslation, type Locale } from '../../../common/locales';
import { sheetPoints } from '../../../common/scoring';
import type { Database } from '../../db/client';
import { runSubmissions, scoringEvents } from '../../db/schema';
import { ruleSentence } from '../../http/envelope';
import type { Violation } from '../../http/errors';
import type { Caller } from '../../shared/caller';
import { refuseFields, unrealDates } from '../../shared/instants';
import { announceResults } from '../results/announce';
import { scores } from './officials';
import { lockRuns, phaseIsFinal, setRunState, type RunRow } from './runs';
import { applyEntry, latestSubmissions, personSheet, runContext, type RunContext } from './sheets';

/** Why an event cannot be taken, or nothing when it can. */
function refusal(
  context: RunContext,
  final: boolean,
  sheet: Sheet,
  event: ScoringEvent,
  locale: Locale,
): Violation | undefined {
  const { component, roles, run, scheme } = context;
  if (!scores(roles, component)) return { rule: 'not_run_official' };
  if (run.state === 'committed') return { rule: 'run_committed' };
  if (final) return { rule: 'phase_final' };
  if (event.schemeVersion !== scheme.version)
    return { rule: 'scheme_stale', values: { version: event.schemeVersion, current: scheme.version } };
  const { entry } = event;
  // Named as the tablet shows them, in the reader's language.
  const name = (entryOf: { key: string; names: ScoringNames }) =>
    pickTranslation(entryOf.names, locale)?.text ?? entryOf.key;
  const misfit: Violation = { rule: 'entry_not_in_scheme', values: { component: name(component) } };
  if (entry.kind === 'count') {
    const item = component.kind === 'field' ? component.items.find((i) => i.key === entry.item) : undefined;
    if (!item) return misfit;
    const count = (sheet.counts[item.key] ?? 0) + entry.delta;
    if (count < 0 || count > item.maxCount)
      return { rule: 'count_out_of_range', values: { item: name(item), count, max: item.maxCount } };
  }
  if (entry.kind === 'mark') {
    const criterion =
      component.kind === 'judged' ? component.criteria.find((c) => c.key === entry.criterion) : undefined;
    if (!criterion) return misfit;
    if (entry.value > criterion.maxMark)
      return {
        rule: 'mark_out_of_range',
        values: { criterion: name(criterion), mark: entry.value, max: criterion.maxMark },
      };
  }
  if (entry.kind === 'time' && !(component.kind === 'field' && component.timed)) return misfit;
  if (entry.kind === 'submit') {
    const server = sheetPoints(component, sheet);
    if (entry.total !== server)
      return { rule: 'submit_total_mismatch', values: { total: entry.total, server } };
  }
  return undefined;
}

/** A field run whose referees' latest sheets disagree is a conflict; otherwise it is submitted. */
async function stateAfterSubmit(tx: Database, context: RunContext): Promise<RunRow['state']> {
  if (context.component.kind !== 'field') return 'submitted';
  const points = new Set((await latestSubmissions(tx, context.run.id)).map((row) => row.points));
  return points.size > 1 ? 'conflict' : 'submitted';
}

export async function sendEvents(
  tx: Database,
  caller: Caller,
  batch: ScoringBatch,
  now: Date,
): Promise<ScoringBatchResult> {
  // The tablet's clock is recorded as sent: it must be a real instant the database can store.
  refuseFields(unrealDates(Object.fromEntries(batch.events.map((event, i) => [`events.${i}.at`, event.at]))));
  const locked = await lockRuns(
    tx,
    [...new Set(batch.events.map((event) => event.runId))].sort((a, b) => a - b),
  );
  const contexts = new Map<number, RunContext>();
  const finals = new Map<number, boolean>();
  for (const run of locked.values()) {
    const context = await runContext(tx, caller, run);
    contexts.set(run.id, context);
    if (!finals.has(run.phaseId)) finals.set(run.phaseId, await phaseIsFinal(tx, run.phaseId));
  }
  // The caller's sheet per run, folded once and kept up to date as their events are taken.
  const sheets = new Map<number, Sheet>();
  const result: ScoringBatchResult = { accepted: [], duplicates: [], refused: [] };
  const submitted = new Set<number>();
  const refuse = (event: ScoringEvent, violation: Violation) =>
    result.refused.push({
      id: event.id,
      rule: violation.rule,
      reason: ruleSentence(caller.locale, violation),
    });

  for (const event of batch.events) {
    // Under the run's lock: a copy of this event taken by another process has committed by now.
    const [seen] = await tx
      .select({ id: scoringEvents.id })
      .from(scoringEvents)
      .where(eq(scoringEvents.id, event.id))
      .limit(1);
    if (seen) {
      result.duplicates.push(event.id);
      continue;
    }
    const context = contexts.get(event.runId);
    if (!context) {
      refuse(event, { rule: 'run_not_found' });
      continue;
    }
    const sheet = sheets.get(event.runId) ?? (await personSheet(tx, event.runId, caller.uid));
    const violation = refusal(context, finals.get(context.run.phaseId)!, sheet, event, caller.locale);
    if (violation) {
      refuse(event, violation);
      continue;
    }
    const [stored] = await tx
      .insert(scoringEvents)
      .values({
        id: event.id,
        runId: event.runId,
        uid: caller.uid,
        device: batch.device,
        schemeVersion: event.schemeVersion,
        kind: event.entry.kind,
        entry: event.entry,
        clientAt: new Date(event.at),
        receivedAt: now,
      })
      .onConflictDoNothing({ target: scoringEvents.id })
      .returning({ seq: scoringEvents.seq });
    if (!stored) {
      result.duplicates.push(event.id);
      continue;
    }
    result.accepted.push(event.id);
    sheets.set(event.runId, applyEntry(sheet, event.entry));
    if (event.entry.kind === 'submit') {
      await tx.insert(runSubmissions).values({
        runId: event.runId,
        uid: caller.uid,
        device: batch.device,
        eventId: event.id,
        schemeVersion: event.schemeVersion,
        sheet,
        points: event.entry.total,
        signature: event.entry.signature,
        submittedAt: now,
      });
      const state = await stateAfterSubmit(tx, context);
      await setRunState(tx, event.runId, state);
      context.run = { ...context.run, state };
      submitted.add(event.runId);
    }
  }
  for (const runId of submitted) {
    const { run } = contexts.get(runId)!;
    await announceResults(tx, { phaseId: run.phaseId, teamId: run.teamId, scope: 'officials' }, now);
  }
  return result;
}
