/**
 * The results operations (common/contract/operations/results.ts) as the pages call them. They are not
 * kept in the request cache: a ranking changes live, and a page refetches it on a `result` event.
 */
import * as resultsOperations from '@common/contract/operations/results';
import type { PhaseResults, ResultsIndex } from '@common/contract/scoring';
import { contentGet } from '@common/page-content';
import { call } from '@/utils/call';
import { sentWithPageMissing, sentWithPageNow } from '@/utils/request';

export const queryResultsIndex = () => call(resultsOperations.resultsIndex);

/** 404 for a phase that does not exist: the page says so rather than the error toast. */
export const queryPhaseResults = (id: number) =>
  call(resultsOperations.phaseResults, { params: { id } }, { skipErrorHandler: true });

export const queryTeamResults = (teamId: number) =>
  call(resultsOperations.teamResults, { params: { id: teamId } });

/** The same answers when the server sent them with the page (common/page-content.ts). */
export const sentWithPage = {
  resultsIndex: () => sentWithPageNow<ResultsIndex>(...contentGet.resultsIndex())?.data,
  phaseResults: (id: number) => sentWithPageNow<PhaseResults>(...contentGet.phaseResults(id))?.data,
};

/** Whether the server sent with the page a 404 for the phase: it does not exist. */
export const phaseMissingWithPage = (id: number) => sentWithPageMissing(...contentGet.phaseResults(id));
