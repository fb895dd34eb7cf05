import type { Operation } from '../operation';

export const health = {
  method: 'GET',
  path: '/api/health',
  access: 'public',
  summary: 'Answers 200 while the server process runs',
  tags: ['health'],
  answer: 'Health',
} as const satisfies Operation;

export const ready = {
  method: 'GET',
  path: '/api/health/ready',
  access: 'public',
  summary: 'Answers 200 when the database answers too, 503 otherwise',
  tags: ['health'],
  answer: 'Health',
} as const satisfies Operation;
