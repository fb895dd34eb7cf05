/**
 * The simulation track: a phase's settings (admins), and a team's submissions (its members, and
 * admins): the overview with today's limit, an upload, one submission with its trials, a cancel.
 */
import type { Operation } from '../operation';

export const listScenarios = {
  method: 'GET',
  path: '/api/admin/simulation/scenarios',
  access: 'admin',
  answer: 'SimulationScenarioList',
} as const satisfies Operation;

export const starterKit = {
  method: 'GET',
  path: '/api/simulation/scenarios/:name/kit',
  access: 'public',
  params: 'ScenarioParams',
  file: 'application/zip',
} as const satisfies Operation;

export const getSimulationPhase = {
  method: 'GET',
  path: '/api/admin/phases/:id/simulation',
  access: 'admin',
  params: 'IdParams',
  answer: 'SimulationPhaseView',
} as const satisfies Operation;

export const putSimulationPhase = {
  method: 'PUT',
  path: '/api/admin/phases/:id/simulation',
  access: 'admin',
  params: 'IdParams',
  body: 'SimulationPhaseInput',
  answer: 'SimulationPhaseView',
} as const satisfies Operation;

export const teamSimulation = {
  method: 'GET',
  path: '/api/teams/:id/simulation',
  access: 'user',
  params: 'IdParams',
  answer: 'TeamSimulation',
} as const satisfies Operation;

export const submitController = {
  method: 'POST',
  path: '/api/teams/:id/simulation/phases/:phaseId/submissions',
  access: 'user',
  params: 'TeamPhaseParams',
  multipart: true,
  answer: 'SimulationSubmission',
} as const satisfies Operation;

export const submissionDetail = {
  method: 'GET',
  path: '/api/teams/:id/simulation/submissions/:submissionId',
  access: 'user',
  params: 'TeamSubmissionParams',
  answer: 'SimulationSubmissionDetail',
} as const satisfies Operation;

export const trialReplay = {
  method: 'GET',
  path: '/api/teams/:id/simulation/submissions/:submissionId/replays/:seed',
  access: 'user',
  params: 'TeamTrialParams',
  answer: 'SimulationReplay',
} as const satisfies Operation;

export const cancelSubmission = {
  method: 'POST',
  path: '/api/teams/:id/simulation/submissions/:submissionId/cancel',
  access: 'user',
  params: 'TeamSubmissionParams',
  answer: 'SimulationSubmission',
} as const satisfies Operation;

export const selectSubmission = {
  method: 'POST',
  path: '/api/teams/:id/simulation/submissions/:submissionId/select',
  access: 'user',
  params: 'TeamSubmissionParams',
  answer: 'SimulationSubmission',
} as const satisfies Operation;

export const listSimulationJobs = {
  method: 'GET',
  path: '/api/admin/phases/:id/simulation/submissions',
  access: 'admin',
  params: 'IdParams',
  query: 'SimulationJobQuery',
  answer: 'SimulationJob',
  paged: true,
} as const satisfies Operation;

export const rerunSubmission = {
  method: 'POST',
  path: '/api/admin/simulation/submissions/:id/rerun',
  access: 'admin',
  params: 'IdParams',
  answer: 'SimulationJob',
} as const satisfies Operation;
