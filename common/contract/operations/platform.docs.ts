/** What /api/docs says of each platform operation; the SPA does not load it. */
import type { OperationDocs } from '../operation';
import type * as operations from './platform';

export const docs: OperationDocs<typeof operations> = {
  health: {
    summary: 'Answers 200 while the server process runs',
    tags: ['health'],
  },
  ready: {
    summary: 'Answers 200 when the database answers too, 503 otherwise',
    tags: ['health'],
  },
};
