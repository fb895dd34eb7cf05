/** The admin console's audit log. Every route is for admins only. */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { answers, AuditEntry, AuditQuery, Page } from '../../../common/contract';
import { listAudit } from './audit';
import { ok } from '../../http/envelope';
import '../../http/types';
import { pageOf } from '../../shared/paging';

const admin = { access: 'admin' } as const;

const adminAuditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Audit ---------------------------------------------------------------------------------------
  app.get(
    '/api/admin/audit',
    {
      config: admin,
      schema: {
        summary: 'The audit log, newest first',
        querystring: AuditQuery,
        response: answers(Page(AuditEntry)),
      },
    },
    async (request) => ok(await listAudit(app.db, request.query, pageOf(request.query))),
  );
};

export default adminAuditRoutes;
