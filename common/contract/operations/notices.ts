import type { Operation } from '../operation';

export const listNotices = {
  method: 'GET',
  path: '/api/notices',
  access: 'user',
  query: 'PageQuery',
  answer: 'Notice',
  paged: true,
} as const satisfies Operation;

export const markNoticeRead = {
  method: 'PUT',
  path: '/api/notices/:id/read',
  access: 'user',
  params: 'IdParams',
  body: 'EmptyObject',
  answer: 'Notice',
} as const satisfies Operation;

export const markAllNoticesRead = {
  method: 'PUT',
  path: '/api/notices/read-all',
  access: 'user',
  body: 'EmptyObject',
  answer: 'NoticesMarkedRead',
} as const satisfies Operation;
