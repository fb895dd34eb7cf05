/** Enrolment by team leaders. */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  answers,
  EmptyObject,
  EnrolmentCreate,
  EnrolmentQuery,
  EnrolmentView,
  IdParams,
  Page,
} from '../../../common/contract';
import { enrol, listMyEnrolments, withdraw } from './enrolments';
import { ok } from '../../http/envelope';
import { callerOf } from '../../plugins/access';
import '../../http/types';
import { pageOf } from '../../shared/paging';

const enrolmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/enrolments',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Enrolments of my teams, newest first',
        querystring: EnrolmentQuery,
        response: answers(Page(EnrolmentView)),
      },
    },
    async (request) =>
      ok(await listMyEnrolments(app.db, callerOf(request), request.query, pageOf(request.query))),
  );

  app.post(
    '/api/enrolments',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Enrol my team (its leader)',
        description:
          'Checks the window, team size, advisors, every member’s personal information and the age limits, all at once. ' +
          'With a free place the team holds it (pending review, or approved); otherwise it is waitlisted.',
        body: EnrolmentCreate,
        response: answers(EnrolmentView),
      },
    },
    async (request) =>
      ok(await app.db.transaction((tx) => enrol(tx, callerOf(request), request.body, app.now()))),
  );

  app.delete(
    '/api/enrolments/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Withdraw my team’s enrolment (its leader); the place goes to the first team waiting',
        params: IdParams,
        body: Type.Optional(EmptyObject),
        response: answers(EnrolmentView),
      },
    },
    async (request) =>
      ok(await app.db.transaction((tx) => withdraw(tx, callerOf(request), request.params.id, app.now()))),
  );
};

export default enrolmentRoutes;
