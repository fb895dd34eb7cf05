/** The live events stream (`GET /api/events`): the caller's events and the public ones, as SSE. */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as eventsOperations from '../../../common/contract/operations/events';
import { fieldError } from '../../http/errors';
import { route } from '../../http/route';
import '../../http/types';
import { audiencesOf } from './audiences';
import { SSE_HEADERS, sseStream } from './stream';

/** The id a client resumes after: the `id:` it last heard, digits only; none when absent or empty. */
function lastEventId(header: string | string[] | undefined): number | null {
  const value = [header].flat()[0];
  if (value === undefined || value === '') return null;
  if (!/^\d{1,15}$/.test(value)) throw fieldError('Last-Event-ID', 'field.pattern');
  return Number(value);
}

const eventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, eventsOperations.streamEvents, async (request, reply) => {
    const after = lastEventId(request.headers['last-event-id']);
    const { channel } = app;
    const stream = sseStream({ retryMs: channel.retryMs, heartbeatMs: channel.heartbeatMs });
    reply.headers(SSE_HEADERS);
    // Shutting down: the client is told to come back (to another process) and the stream ends.
    if (channel.closing) stream.end();
    else {
      const unsubscribe = await channel
        .subscribe(audiencesOf(request.user), after, stream)
        .catch((error: unknown) => {
          stream.body.destroy();
          throw error;
        });
      stream.body.once('close', unsubscribe);
      reply.raw.once('close', () => {
        unsubscribe();
        stream.body.destroy();
      });
    }
    return reply.send(stream.body);
  });
};

export default eventRoutes;
