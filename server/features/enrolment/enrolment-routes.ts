/** Enrolment by team leaders. */
import * as enrolmentOperations from '../../../common/contract/operations/enrolment';
import { route } from '../../http/route';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { enrol, listMyEnrolments, withdraw } from './enrolments';
import { ok } from '../../http/envelope';
import { callerOf } from '../../plugins/access';
import '../../http/types';
import { pageOf } from '../../shared/paging';
import { competitionTransaction } from './competition-transactions';

const enrolmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, enrolmentOperations.listMyEnrolments, async (request) =>
    ok(await listMyEnrolments(app.db, callerOf(request), request.query, pageOf(request.query))),
  );

  route(app, enrolmentOperations.enrol, async (request) =>
    ok(
      await competitionTransaction(app.db, { competitionId: request.body.competitionId }, (tx) =>
        enrol(tx, callerOf(request), request.body, app.now()),
      ),
    ),
  );

  route(app, enrolmentOperations.withdraw, async (request) => {
    const caller = callerOf(request);
    const of = { enrolmentId: request.params.id, memberUid: caller.uid };
    return ok(
      await competitionTransaction(app.db, of, (tx) => withdraw(tx, caller, request.params.id, app.now())),
    );
  });
};

export default enrolmentRoutes;
