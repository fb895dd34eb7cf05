/** What /api/docs says of each notices operation; the SPA does not load it. */
import type { OperationDocs } from '../operation';
import type * as operations from './notices';

export const docs: OperationDocs<typeof operations> = {
  listNotices: {
    summary: 'My notices, newest first',
  },
  markNoticeRead: {
    summary: 'Mark one of my notices read',
  },
  markAllNoticesRead: {
    summary: 'Mark all my notices read',
  },
};
