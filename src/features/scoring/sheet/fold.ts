/**
 * The sheet on screen: the fold of a run's events, in the order they were made. Refused events are
 * left out (the server did not take them) and listed with their reason.
 */
import type * as API from '@common/contract';
import type { RunEvent } from '../store/outbox';

export interface Signed {
  total: number;
  signature: string;
  at: string;
}

export interface FoldedSheet extends API.Sheet {
  /** The last signature, unless the sheet changed after it. */
  submitted?: Signed;
  refused: RunEvent[];
  /** Events not yet answered by the server. */
  waiting: number;
}

export function foldSheet(events: RunEvent[], base?: API.Sheet): FoldedSheet {
  const sheet: FoldedSheet = {
    counts: { ...(base?.counts ?? {}) },
    timeMs: base?.timeMs ?? null,
    refused: [],
    waiting: 0,
  };
  for (const item of events) {
    if (item.outcome?.status === 'refused') {
      sheet.refused.push(item);
      continue;
    }
    if (!item.outcome) sheet.waiting += 1;
    const { entry, at } = item.event;
    if (entry.kind === 'submit') {
      sheet.submitted = { total: entry.total, signature: entry.signature, at };
      continue;
    }
    sheet.submitted = undefined;
    if (entry.kind === 'count')
      sheet.counts[entry.item] = Math.max(0, (sheet.counts[entry.item] ?? 0) + entry.delta);
    else if (entry.kind === 'mark') sheet.counts[entry.criterion] = entry.value;
    else sheet.timeMs = entry.ms;
  }
  return sheet;
}
