/** What /api/docs says of each audit operation; the SPA does not load it. */
import type { OperationDocs } from '../operation';
import type * as operations from './audit';

export const docs: OperationDocs<typeof operations> = {
  listAudit: {
    summary: 'The audit log, newest first',
  },
};
