/** What /api/docs says of each results operation; the SPA does not load it. */
import type { OperationDocs } from '../operation';
import type * as operations from './results';

export const docs: OperationDocs<typeof operations> = {
  getPublication: { summary: 'Who may see a phase’s results, its freeze and its advancement rule' },
  putPublication: {
    summary: 'Move a phase through draft, provisional, published and final',
    description:
      'A final phase is locked: corrections make new versions, and its qualifiers go on to the next phase.',
  },
  resultsIndex: {
    summary: 'Competitions and their phases, with each phase’s publication state',
    tags: ['results'],
  },
  phaseResults: { summary: 'A phase’s ranking, as its state lets the reader see it', tags: ['results'] },
  teamResults: { summary: 'A team’s own results, phase by phase, as each state allows', tags: ['results'] },
  phaseResultsCsv: { summary: 'A phase’s ranking with each team’s breakdown, as CSV' },
};
