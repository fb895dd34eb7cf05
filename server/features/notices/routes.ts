/** The signed-in user's notices: the list, and marking them read. */
import * as noticesOperations from '../../../common/contract/operations/notices';
import { route } from '../../http/route';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listNotices, markAllNoticesRead, markNoticeRead } from './notices';
import { ok } from '../../http/envelope';
import { negotiateLocale } from '../../../common/locales';
import { requireUser } from '../../plugins/access';
import '../../http/types';
import { pageOf } from '../../shared/paging';

const noticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, noticesOperations.listNotices, async (request) =>
    ok(
      await listNotices(
        app.db,
        requireUser(request).uid,
        pageOf(request.query),
        negotiateLocale(request.headers['accept-language']),
      ),
    ),
  );

  route(app, noticesOperations.markNoticeRead, async (request) =>
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

  route(app, noticesOperations.markAllNoticesRead, async (request) =>
    ok(await markAllNoticesRead(app.db, requireUser(request).uid, app.now())),
  );
};

export default noticeRoutes;
