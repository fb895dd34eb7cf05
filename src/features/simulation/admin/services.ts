/** A phase's simulation settings and queue, as the admin console's Simulation tab calls them. */
import type * as API from '@common/contract';
import * as simulationOperations from '@common/contract/operations/simulation';
import { call } from '@/utils/call';

/** 404 when the phase is not a simulation phase yet: the tab offers to make it one. */
export const querySimulationPhase = (phaseId: number) =>
  call(simulationOperations.getSimulationPhase, { params: { id: phaseId } }, { skipErrorHandler: true });

export const saveSimulationPhase = (phaseId: number, input: API.SimulationPhaseInput) =>
  call(simulationOperations.putSimulationPhase, { params: { id: phaseId }, body: input });

export const querySimulationJobs = (phaseId: number, query: API.SimulationJobQuery) =>
  call(simulationOperations.listSimulationJobs, { params: { id: phaseId }, query });

export const rerunSubmission = (submissionId: number) =>
  call(simulationOperations.rerunSubmission, { params: { id: submissionId } });

export const listScenarios = () => call(simulationOperations.listScenarios);
