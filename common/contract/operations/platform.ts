import type { Operation } from '../operation';

export const health = {
  method: 'GET',
  path: '/api/health',
  access: 'public',
  answer: 'Health',
} as const satisfies Operation;

export const ready = {
  method: 'GET',
  path: '/api/health/ready',
  access: 'public',
  answer: 'Health',
} as const satisfies Operation;
