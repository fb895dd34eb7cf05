/**
 * For search engines and feed readers: `/robots.txt` says what to crawl, `/sitemap.xml` lists the
 * public pages and the published news;
 * `/api/news/feed.xml?locale=` is an Atom feed of the news in one locale (with the same fallback as
 * the pages). Their links start with PUBLIC_URL when it is set, as links in mail do.
 */
import * as contentOperations from '../../../common/contract/operations/content';
import { route } from '../../http/route';
import { randomUUID } from 'node:crypto';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Feed } from 'feed';
import { linkBase } from '../../messaging/account-links';
import routes, { type PortalRoute } from '../../../config/routes';
import { latestNews, sectionPaths } from './reads';
import { translate } from '../../i18n/translate';
import { localeOf } from '../../plugins/access';
import '../../http/types';

const FEED_SIZE = 50;
/** The areas whose sections have a page of their own (`/Rule/<slug>`), by their path. */
const AREA_PATHS = { about: '/About', rules: '/Rule', notes: '/Note', mate: '/MATE' };
const SITEMAP_NEWS = 1000;

/** Pages anyone may read: no sign-in, no parameter, no redirect, not an error or developer page. */
export function publicPaths(list: PortalRoute[] = routes): string[] {
  return list.flatMap((route) => {
    const children = route.routes ? publicPaths(route.routes) : [];
    const listed =
      route.component &&
      route.layout !== false &&
      !route.access &&
      !route.redirect &&
      !route.path.includes(':') &&
      !route.path.includes('*') &&
      !/^\/(account|exception|dev|404)(\/|$)/.test(route.path) &&
      route.path !== '/Home/data.source';
    return [...(listed ? [route.path] : []), ...children];
  });
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/**
 * The feed library declares every entry's title and summary as HTML, and has no option to say
 * otherwise; ours are plain text ("Rules <draft> & notes" means those characters). Each goes into
 * the feed as a marker no text contains (a random nonce), and the marked element comes out as text.
 */
function plainTexts() {
  const nonce = randomUUID();
  const marked = new Map<string, { element: 'title' | 'summary'; text: string }>();
  return {
    mark(element: 'title' | 'summary', text: string) {
      const marker = `${nonce}-${marked.size}`;
      marked.set(marker, { element, text });
      return marker;
    },
    declared(atom: string) {
      let out = atom;
      for (const [marker, { element, text }] of marked)
        out = out.replace(
          `<${element} type="html"><![CDATA[${marker}]]></${element}>`,
          () => `<${element} type="text">${escapeXml(text)}</${element}>`,
        );
      return out;
    },
  };
}

/**
 * What crawlers may read: the public pages (login and register among them), not the account area,
 * the admin console or the API (but the news feed), and where the sitemap is.
 */
export const robotsTxt = (site: string) =>
  [
    'User-agent: *',
    'Disallow: /Admin',
    'Disallow: /account/',
    'Allow: /account/Login',
    'Allow: /account/Register',
    'Disallow: /EnrollFor',
    'Disallow: /api/',
    'Allow: /api/news/feed.xml',
    '',
    `Sitemap: ${site}/sitemap.xml`,
    '',
  ].join('\n');

const discoveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(linkBase(app, request))),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const site = linkBase(app, request);
    const news = await latestNews(app.db, 'en-US', app.now(), SITEMAP_NEWS);
    const sections = await sectionPaths(app.db, AREA_PATHS, app.now());
    const entries = [
      ...[...new Set([...publicPaths(), ...sections])].map(
        (path) => `<url><loc>${escapeXml(site + path)}</loc></url>`,
      ),
      ...news.map(
        (item) =>
          `<url><loc>${escapeXml(`${site}/News/${item.id}`)}</loc><lastmod>${item.updatedAt}</lastmod></url>`,
      ),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`,
      );
  });

  route(app, contentOperations.newsFeed, async (request, reply) => {
    const locale = request.query.locale ?? localeOf(request);
    const site = linkBase(app, request);
    const items = await latestNews(app.db, locale, app.now(), FEED_SIZE);
    const self = `${site}/api/news/feed.xml?locale=${locale}`;
    const feed = new Feed({
      id: self,
      title: translate(locale, 'feedTitle'),
      description: translate(locale, 'feedSubtitle'),
      link: `${site}/News`,
      language: locale,
      copyright: '',
      updated: items[0] ? new Date(items[0].updatedAt) : app.now(),
      feedLinks: { atom: self },
    });
    const texts = plainTexts();
    for (const item of items)
      feed.addItem({
        id: `${site}/News/${item.id}`,
        link: `${site}/News/${item.id}`,
        title: texts.mark('title', item.title),
        description: item.summary ? texts.mark('summary', item.summary) : '',
        content: item.html,
        date: new Date(item.updatedAt),
        published: new Date(item.publishedAt),
        ...(item.imageUrl ? { image: `${site}${item.imageUrl}` } : {}),
      });
    return reply
      .type('application/atom+xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language')
      .send(texts.declared(feed.atom1()));
  });
};

export default discoveryRoutes;
