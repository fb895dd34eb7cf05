import * as scoringOperations from '@common/contract/operations/scoring';
import type * as API from '@common/contract';
import { call } from '@/utils/call';

/** The admin side of scoring: a competition's scheme and officials, and a phase's runs. */

/** The scheme in force, with its version. */
export const queryScheme = (competitionId: number) =>
  call(scoringOperations.getScheme, { params: { id: competitionId } });

/**
 * Saves the scheme as its next version. `formFields` names the fields the form shows the server's
 * sentences under (see utils/formErrors.ts), so those are not toasted as well.
 */
export const saveScheme = (competitionId: number, scheme: API.SchemeInput, formFields: readonly string[]) =>
  call(scoringOperations.putScheme, { params: { id: competitionId }, body: scheme }, { formFields });

export const queryOfficials = (competitionId: number) =>
  call(scoringOperations.getOfficials, { params: { id: competitionId } });

/** The whole list: it replaces the one before. */
export const saveOfficials = (competitionId: number, input: API.OfficialsInput) =>
  call(scoringOperations.putOfficials, { params: { id: competitionId }, body: input });

export const queryRuns = (phaseId: number) => call(scoringOperations.listRuns, { params: { id: phaseId } });

/** One run, or with `generate: 'every-team'` the runs of every team of the phase (existing ones kept). */
export const createRuns = (phaseId: number, input: API.RunsInput) =>
  call(scoringOperations.createRuns, { params: { id: phaseId }, body: input });
