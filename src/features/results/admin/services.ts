import * as resultsOperations from '@common/contract/operations/results';
import type * as API from '@common/contract';
import { call, linkTo } from '@/utils/call';

/** The admin side of results: a phase's publication state, its ranking and its CSV. */

export const queryPublication = (phaseId: number) =>
  call(resultsOperations.getPublication, { params: { id: phaseId } });

export const savePublication = (phaseId: number, input: API.PublicationInput) =>
  call(resultsOperations.putPublication, { params: { id: phaseId }, body: input });

/** The ranking as officials see it, whatever the state. */
export const queryPhaseResults = (phaseId: number) =>
  call(resultsOperations.phaseResults, { params: { id: phaseId } });

/** The ranking as CSV (a link: the browser downloads it with the session cookie). */
export const phaseResultsCsvUrl = (phaseId: number) =>
  linkTo(resultsOperations.phaseResultsCsv, { params: { id: phaseId } });
