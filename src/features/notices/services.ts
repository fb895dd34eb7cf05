/** The signed-in user's notices: the bell's list and the account centre's. */
import * as noticesOperations from '@common/contract/operations/notices';
import type * as API from '@common/contract';
import { call } from '@/utils/call';

export const queryNotices = (params?: API.PageQuery) =>
  call(noticesOperations.listNotices, { query: params });

export const markNoticeRead = (id: number) => call(noticesOperations.markNoticeRead, { params: { id } });

export const markAllNoticesRead = () => call(noticesOperations.markAllNoticesRead);
