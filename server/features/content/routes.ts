/**
 * What visitors read, public: news, banners, materials and sections in the reader's locale (from
 * `Accept-Language`) or the fallback each item names. Answers carry an ETag and revalidate on every
 * use (`no-cache`), so a repeat visit costs a 304 and an admin's edit shows at once.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  answers,
  BannerQuery,
  ContentItem,
  IdParams,
  MaterialQuery,
  NewsArticle,
  NewsQuery,
  NewsSummary,
  Page,
  SectionParams,
  SectionQuery,
} from '../../../common/contract';
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

  app.get(
    '/api/news',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Published news, pinned first, then newest first',
        tags: ['content'],
        querystring: NewsQuery,
        response: answers(Page(NewsSummary)),
      },
    },
    async (request) =>
      ok(await listNews(app.db, request.query.category, pageOf(request.query), localeOf(request), app.now())),
  );

  app.get(
    '/api/news/:id',
    {
      config: { access: 'public' },
      schema: {
        summary: 'One published news article with its rendered body; drafts and scheduled items are 404',
        tags: ['content'],
        params: IdParams,
        response: answers(NewsArticle),
      },
    },
    async (request) => ok(await getNewsArticle(app.db, request.params.id, localeOf(request), app.now())),
  );

  app.get(
    '/api/banners',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The banners of a placement (default: the home page), in order',
        tags: ['content'],
        querystring: BannerQuery,
        response: answers(Type.Array(ContentItem)),
      },
    },
    async (request) =>
      ok(
        await listOrdered(app.db, 'banner', request.query.placement ?? 'home', localeOf(request), app.now()),
      ),
  );

  app.get(
    '/api/materials',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Related materials of a collection: pinned first, then in order',
        tags: ['content'],
        querystring: MaterialQuery,
        response: answers(Page(ContentItem)),
      },
    },
    async (request) =>
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

  app.get(
    '/api/materials/:id',
    {
      config: { access: 'public' },
      schema: {
        summary: 'One published material',
        tags: ['content'],
        params: IdParams,
        response: answers(ContentItem),
      },
    },
    async (request) => ok(await getMaterial(app.db, request.params.id, localeOf(request), app.now())),
  );

  app.get(
    '/api/sections',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Every published section of a public area (about, rules, notes, home, …), in order',
        tags: ['content'],
        querystring: SectionQuery,
        response: answers(Type.Array(ContentItem)),
      },
    },
    async (request) =>
      ok(await listOrdered(app.db, 'section', request.query.area, localeOf(request), app.now())),
  );

  app.get(
    '/api/sections/:area/:slug',
    {
      config: { access: 'public' },
      schema: {
        summary: 'One published section, by its area and route segment (`/About/Feature1` → about, Feature1)',
        tags: ['content'],
        params: SectionParams,
        response: answers(ContentItem),
      },
    },
    async (request) =>
      ok(await getSection(app.db, request.params.area, request.params.slug, localeOf(request), app.now())),
  );
};

export default contentRoutes;
