/** What /api/docs says of each simulation operation; the SPA does not load it. */
import type { OperationDocs } from '../operation';
import type * as operations from './simulation';

export const docs: OperationDocs<typeof operations> = {
  listScenarios: { summary: 'The scenarios this server can run, with their titles' },
  starterKit: {
    summary: 'A scenario’s starter kit: the protocol, a sample controller and the local runner',
    description:
      'A zip. `node run.cjs --seed N FOLDER` runs a controller against the portal’s own scenario and physics, and gives the portal’s score for that seed.',
    tags: ['simulation'],
  },
  getSimulationPhase: { summary: 'How a phase runs as a simulation: scenario, seeds and limits' },
  putSimulationPhase: {
    summary: 'Make a phase a simulation phase, or change its scenario, seeds and limits',
    description: 'Public and hidden seeds are distinct. Submissions already scored keep their trials.',
  },
  listSimulationJobs: {
    summary:
      'A simulation phase’s queue: every submission, its state, worker, attempts and times, newest first',
  },
  rerunSubmission: {
    summary: 'Run an ended submission again: its trials are dropped and it is queued',
    description: 'Refused while it is queued or running. The run is in the audit log.',
  },
  teamSimulation: {
    summary: 'A team’s simulation phases: today’s submissions against the limit, and every submission',
    tags: ['simulation'],
  },
  submitController: {
    summary: 'Upload a controller (a zip with main.py or main.js, at most 5 MB) and queue it',
    description: 'Refused past the day’s limit (counted in the team’s time zone), with when it resets.',
    tags: ['simulation'],
  },
  submissionDetail: {
    summary: 'A submission and its trials: scores, reasons and the end of the log',
    description: 'Hidden trials appear once the phase’s results are published.',
    tags: ['simulation'],
  },
  trialReplay: {
    summary: 'One trial’s replay: the pool from above and the vehicle’s pose at each step',
    description: 'A hidden trial’s replay is a 404 until the phase’s results are published.',
    tags: ['simulation'],
  },
  cancelSubmission: { summary: 'Cancel a queued or running submission', tags: ['simulation'] },
  selectSubmission: {
    summary: 'Make a scored submission the one that counts, while the phase is open',
    description:
      'Only in a phase that counts the selected submission; the team’s earlier choice is unselected.',
    tags: ['simulation'],
  },
};
