import type { Operation } from '../operation';

export const listAudit = {
  method: 'GET',
  path: '/api/admin/audit',
  access: 'admin',
  summary: 'The audit log, newest first',
  query: 'AuditQuery',
  answer: 'AuditEntry',
  paged: true,
} as const satisfies Operation;
