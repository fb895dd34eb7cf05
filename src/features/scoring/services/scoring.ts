import * as scoringOperations from '@common/contract/operations/scoring';
import type * as API from '@common/contract';
import { call } from '@/utils/call';
import type { Envelope } from '@/utils/request';

/** An answer's data; an envelope without it is a failure like any other for the tablet. */
const dataOf = <T>({ data }: Envelope<T>): T => {
  if (data === undefined || data === null) throw new Error('The answer carried no data');
  return data;
};

/**
 * Scoring at the venue (`/api/scoring`). The tablet's calls are quiet (`skipErrorHandler`): without
 * a network they fail, and the page says so once in its status line instead of a toast per call.
 */

export const queryBoard = () =>
  call(scoringOperations.refereeBoard, undefined, { skipErrorHandler: true }).then(dataOf);

export const sendEvents = (batch: API.ScoringBatch) =>
  call(scoringOperations.sendEvents, { body: batch }, { skipErrorHandler: true }).then(dataOf);

export const queryRunSheets = (id: number) =>
  call(scoringOperations.runSheets, { params: { id } }, { skipErrorHandler: true }).then(dataOf);

/** The head referee's calls: their failures are shown as any other form's. */
export const commitRun = (id: number, input: API.CommitInput) =>
  call(scoringOperations.commitRun, { params: { id }, body: input });

export const correctRun = (id: number, input: API.CorrectionInput) =>
  call(scoringOperations.correctRun, { params: { id }, body: input });
