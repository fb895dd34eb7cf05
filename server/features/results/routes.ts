/** Results as visitors, members and officials read them: public, each reader getting what the phase's state allows. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import * as resultsOperations from '../../../common/contract/operations/results';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { callerOf, localeOf } from '../../plugins/access';
import '../../http/types';
import { phaseResults, resultsIndex, teamResults } from './results';
import type { Reader } from './visibility';

/** The signed-in caller, or an anonymous visitor. */
const readerOf = (request: FastifyRequest): Reader =>
  request.user ? callerOf(request) : { uid: null, access: null, locale: localeOf(request) };

const resultsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, resultsOperations.resultsIndex, async (request) =>
    ok(await resultsIndex(app.db, localeOf(request))),
  );

  route(app, resultsOperations.phaseResults, async (request, reply) => {
    // What a reader gets depends on who they are and on the clock (the freeze): no shared caches.
    reply.header('cache-control', 'private, no-store');
    return ok(await phaseResults(app.db, readerOf(request), request.params.id, app.now()));
  });

  route(app, resultsOperations.teamResults, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return ok(await teamResults(app.db, callerOf(request), request.params.id, app.now()));
  });
};

export default resultsRoutes;
