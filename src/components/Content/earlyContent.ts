import { history, matchPath } from '@umijs/max';
import { AREA_PATHS } from '@/components/SectionPage/areaPaths';
import { contentGet, type ContentGet } from '@/services/content';
import { forgetEarly, startEarly } from '@/utils/request';
import { articleId, newsListAddress, newsListQuery } from './newsAddress';

type Gets = (params: Record<string, string | undefined>, search: URLSearchParams) => ContentGet[];

const { sections, materials } = contentGet;

/**
 * The content each public page asks for as soon as it renders, by route. A page missing here, or one
 * that asks differently, simply sends its own call when it renders, as it always did.
 */
const PAGE_CONTENT: ReadonlyArray<readonly [path: string, gets: Gets]> = [
  ['/', () => [sections('home'), contentGet.banners('home')]],
  ['/Welcome', () => [sections('welcome')]],
  ['/News', (_, search) => [contentGet.news(newsListQuery(newsListAddress(search)))]],
  [
    '/News/:id',
    ({ id = '' }) => {
      const article = articleId(id);
      return article ? [contentGet.newsArticle(article)] : [];
    },
  ],
  ...Object.entries(AREA_PATHS).flatMap(([area, basePath]) => [
    [basePath, () => [sections(area as API.SectionArea)]] as const,
    [`${basePath}/:slug`, () => [sections(area as API.SectionArea)]] as const,
  ]),
  ['/Journal', () => [sections('journal'), materials('journal')]],
  ['/Science', () => [materials('science')]],
  ['/database/list', () => [sections('database'), materials('database')]],
];

/** The content GETs of the page at this address (paths are case-sensitive, as the routes are). */
export function pageContentGets(pathname: string, search: string): ContentGet[] {
  for (const [path, gets] of PAGE_CONTENT) {
    const match = matchPath({ path, caseSensitive: true, end: true }, pathname);
    if (match) return gets(match.params, new URLSearchParams(search));
  }
  return [];
}

/**
 * Sends the first page's content calls from the entry, beside its code and messages instead of after
 * them: the page's text then arrives one round trip sooner. They are forgotten at the first
 * navigation, so a page visited later never shows an answer from before.
 */
export function startPageContent() {
  const { pathname, search } = history.location;
  const gets = pageContentGets(pathname, search);
  if (!gets.length) return;
  for (const [url, params] of gets) startEarly(url, params);
  const stop = history.listen(() => {
    forgetEarly();
    stop();
  });
}
