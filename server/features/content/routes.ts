/**
 * What visitors read, public: news, banners, materials and sections in the reader's locale (from
 * `Accept-Language`) or the fallback each item names. Answers carry an ETag and revalidate on every
 * use (`no-cache`), so a repeat visit costs a 304 and an admin's edit shows at once.
 */
import * as contentOperations from '../../../common/contract/operations/content';
import { route } from '../../http/route';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getMaterial, getNewsArticle, getSection, listMaterials, listNews, listOrdered } from './reads';
import { ok } from '../../http/envelope';
import { localeOf } from '../../plugins/access';
import '../../http/types';
import { pageOf } from '../../shared/paging';

const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    reply.header('vary', 'Accept-Language');
  });

  route(app, contentOperations.listNews, async (request) =>
    ok(await listNews(app.db, request.query.category, pageOf(request.query), localeOf(request), app.now())),
  );

  route(app, contentOperations.getNewsArticle, async (request) =>
    ok(await getNewsArticle(app.db, request.params.id, localeOf(request), app.now())),
  );

  route(app, contentOperations.listBanners, async (request) =>
    ok(await listOrdered(app.db, 'banner', request.query.placement ?? 'home', localeOf(request), app.now())),
  );

  route(app, contentOperations.listMaterials, async (request) =>
    ok(
      await listMaterials(
        app.db,
        request.query.collection,
        pageOf(request.query),
        localeOf(request),
        app.now(),
      ),
    ),
  );

  route(app, contentOperations.getMaterial, async (request) =>
    ok(await getMaterial(app.db, request.params.id, localeOf(request), app.now())),
  );

  route(app, contentOperations.listSections, async (request) =>
    ok(await listOrdered(app.db, 'section', request.query.area, localeOf(request), app.now())),
  );

  route(app, contentOperations.getSection, async (request) =>
    ok(await getSection(app.db, request.params.area, request.params.slug, localeOf(request), app.now())),
  );
};

export default contentRoutes;
