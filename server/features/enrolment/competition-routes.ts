/** Competitions as visitors see them: public, in the reader's language. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { answers, CompetitionQuery, CompetitionView, IdParams, Page } from '../../../common/contract';
import { getCompetition, listCompetitions } from './competitions';
import { ok } from '../../http/envelope';
import { localeOf } from '../../plugins/access';
import '../../http/types';
import { pageOf } from '../../shared/paging';

const competitionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/competitions',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Competitions: open for enrolment first, then upcoming, full and closed',
        querystring: CompetitionQuery,
        response: answers(Page(CompetitionView)),
      },
    },
    async (request) =>
      ok(await listCompetitions(app.db, request.query, pageOf(request.query), localeOf(request), app.now())),
  );

  app.get(
    '/api/competitions/:id',
    {
      config: { access: 'public' },
      schema: {
        summary: 'One competition with its phases',
        params: IdParams,
        response: answers(CompetitionView),
      },
    },
    async (request) => ok(await getCompetition(app.db, request.params.id, localeOf(request), app.now())),
  );
};

export default competitionRoutes;
