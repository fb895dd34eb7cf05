/** What /api/docs says of each scoring operation; the SPA does not load it. */
import type { OperationDocs } from '../operation';
import type * as operations from './scoring';

export const docs: OperationDocs<typeof operations> = {
  getScheme: { summary: 'The competition’s scoring scheme in force (its newest version)' },
  putScheme: {
    summary: 'Save the scoring scheme as its next version',
    description: 'Weights sum to 100. Committed scores keep the version they were scored under.',
  },
  getOfficials: { summary: 'The competition’s referees, head referees and judges' },
  putOfficials: { summary: 'Replace the competition’s officials' },
  listRuns: { summary: 'A phase’s runs' },
  createRuns: { summary: 'Schedule a run, or runs for every team in the phase' },
  refereeBoard: {
    summary: 'What a tablet needs to score offline: the caller’s roles, runs and schemes',
    tags: ['scoring'],
  },
  sendEvents: {
    summary: 'A tablet’s entries, in order; idempotent on each entry’s UUID',
    description: 'Each entry is accepted, recognised as sent before, or refused with its reason.',
    tags: ['scoring'],
  },
  runSheets: { summary: 'A run with the sheets the caller may see', tags: ['scoring'] },
  commitRun: { summary: 'The head referee commits a run’s score', tags: ['scoring'] },
  correctRun: {
    summary: 'Correct a committed score: a new version with its reason (head referee or admin)',
    tags: ['scoring'],
  },
};
