/** Competitions as visitors see them: public, in the reader's language. */
import * as enrolmentOperations from '../../../common/contract/operations/enrolment';
import { route } from '../../http/route';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getCompetition, listCompetitions } from './competitions';
import { ok } from '../../http/envelope';
import { localeOf } from '../../plugins/access';
import '../../http/types';
import { pageOf } from '../../shared/paging';

const competitionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, enrolmentOperations.listCompetitions, async (request) =>
    ok(await listCompetitions(app.db, request.query, pageOf(request.query), localeOf(request), app.now())),
  );

  route(app, enrolmentOperations.getCompetition, async (request) =>
    ok(await getCompetition(app.db, request.params.id, localeOf(request), app.now())),
  );
};

export default competitionRoutes;
