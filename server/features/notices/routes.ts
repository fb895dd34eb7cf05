/** The signed-in user's notices: the list, and marking them read. */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listNotices, markAllNoticesRead, markNoticeRead } from './notices';
import { ok } from '../../http/envelope';
import { negotiateLocale } from '../../../common/locales';
import { requireUser } from '../../plugins/access';
import { answers, EmptyObject, IdParams, Notice, Page, PageQuery } from '../../../common/contract';
import '../../http/types';
import { pageOf } from '../../shared/paging';

const noticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/notices',
    {
      config: { access: 'user' },
      schema: {
        summary: 'My notices, newest first',
        querystring: PageQuery,
        response: answers(Page(Notice)),
      },
    },
    async (request) =>
      ok(
        await listNotices(
          app.db,
          requireUser(request).uid,
          pageOf(request.query),
          negotiateLocale(request.headers['accept-language']),
        ),
      ),
  );

  app.put(
    '/api/notices/:id/read',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Mark one of my notices read',
        params: IdParams,
        body: EmptyObject,
        response: answers(Notice),
      },
    },
    async (request) =>
      ok(
        await markNoticeRead(
          app.db,
          requireUser(request).uid,
          request.params.id,
          app.now(),
          negotiateLocale(request.headers['accept-language']),
        ),
      ),
  );

  app.put(
    '/api/notices/read-all',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Mark all my notices read',
        body: EmptyObject,
        response: answers(Type.Object({ updated: Type.Integer() })),
      },
    },
    async (request) => ok(await markAllNoticesRead(app.db, requireUser(request).uid, app.now())),
  );
};

export default noticeRoutes;
