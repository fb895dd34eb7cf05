/** What /api/docs says of the live channel; the SPA does not load it. */
import type { OperationDocs } from '../operation';
import type * as operations from './events';

export const docs: OperationDocs<typeof operations> = {
  streamEvents: {
    summary: 'Streams live events (Server-Sent Events)',
    description:
      'Events of types `notice` (to its reader), `attendance` (to admins) and `content` (to everyone), each with ' +
      'an `id:`. A client that reconnects with the `Last-Event-ID` header gets every event it missed from the ' +
      'backlog, in order, once. The server names its reconnection delay in `retry:` and ends the stream when it ' +
      'shuts down, so the client reconnects to another process.',
  },
};
