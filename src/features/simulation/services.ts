/**
 * The simulation operations (common/contract/operations/simulation.ts) as a team's page calls them.
 * Nothing is kept in the request cache: a submission changes state while the page is open, and the
 * page reads it again on a `simulation` event.
 */
import * as simulationOperations from '@common/contract/operations/simulation';
import { call, linkTo } from '@/utils/call';

export const queryTeamSimulation = (teamId: number) =>
  call(simulationOperations.teamSimulation, { params: { id: teamId } });

/** The zip goes as the form's `file`; the server checks its size, its bytes and the paths inside. */
export function submitController(teamId: number, phaseId: number, file: Blob) {
  const data = new FormData();
  data.append('file', file);
  return call(simulationOperations.submitController, { params: { id: teamId, phaseId }, body: data });
}

export const querySubmission = (teamId: number, submissionId: number) =>
  call(simulationOperations.submissionDetail, { params: { id: teamId, submissionId } });

export const queryReplay = (teamId: number, submissionId: number, seed: number) =>
  call(simulationOperations.trialReplay, { params: { id: teamId, submissionId, seed } });

export const cancelSubmission = (teamId: number, submissionId: number) =>
  call(simulationOperations.cancelSubmission, { params: { id: teamId, submissionId } });

export const selectSubmission = (teamId: number, submissionId: number) =>
  call(simulationOperations.selectSubmission, { params: { id: teamId, submissionId } });

/** The scenario's starter kit: its protocol, the sample controller and the local runner (a zip). */
export const starterKitUrl = (scenario: string) =>
  linkTo(simulationOperations.starterKit, { params: { name: scenario } });
