/** List queries: `current` (from 1) and `pageSize` (1 to 100, default 20), plus an optional keyword. */
import { DEFAULT_PAGE_SIZE } from '../../common/limits';
import type { PageQuery } from '../../common/contract';
import type { PageRequest } from '../features/accounts/users';

export const pageOf = (query: PageQuery): PageRequest => ({
  current: query.current ?? 1,
  pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
  keyword: query.keyword,
});
