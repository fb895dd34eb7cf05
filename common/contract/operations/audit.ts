import type { Operation } from '../operation';

export const listAudit = {
  method: 'GET',
  path: '/api/admin/audit',
  access: 'admin',
  query: 'AuditQuery',
  answer: 'AuditEntry',
  paged: true,
} as const satisfies Operation;
