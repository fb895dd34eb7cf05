/** The admin console's audit log. Every route is for admins only. */
import * as auditOperations from '../../../common/contract/operations/audit';
import { route } from '../../http/route';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listAudit } from './audit';
import { ok } from '../../http/envelope';
import '../../http/types';
import { pageOf } from '../../shared/paging';

const adminAuditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Audit ---------------------------------------------------------------------------------------
  route(app, auditOperations.listAudit, async (request) =>
    ok(await listAudit(app.db, request.query, pageOf(request.query))),
  );
};

export default adminAuditRoutes;
