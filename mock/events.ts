/**
 * The live events stream for `umi dev`: one short Server-Sent Events answer, so the SPA's live code
 * runs without a server. It names its retry, sends a heartbeat and, to a client that has heard
 * nothing yet (no Last-Event-ID), one sample `content` event about the newest news item; then it
 * ends, and the browser's EventSource comes back after the retry, as it would after a restart.
 */
import type { Request, Response } from 'express';
import * as eventsOperations from '../common/contract/operations/events';
import { routeKey } from '../common/contract/operation-table';
import type { ContentEvent } from '../common/contract/events';
import { listed } from './support/content';

/** How long the SPA waits before reconnecting to the mock. */
const RETRY_MS = 15_000;

export default {
  [routeKey(eventsOperations.streamEvents)]: (req: Request, res: Response) => {
    const sample: ContentEvent = { kind: 'news', id: listed('news')[0]!.id };
    const resumed = Boolean(req.headers['last-event-id']);
    res
      .set({
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        'X-Accel-Buffering': 'no',
      })
      .send(
        `retry: ${RETRY_MS}\n\n: heartbeat\n\n` +
          (resumed ? '' : `id: 1\nevent: content\ndata: ${JSON.stringify(sample)}\n\n`),
      );
  },
};
