import type { Operation } from '../operation';

/** Server-Sent Events: the caller's own events when signed in, and the public ones (common/contract/events.ts). */
export const streamEvents = {
  method: 'GET',
  path: '/api/events',
  access: 'public',
  file: 'text/event-stream',
} as const satisfies Operation;
