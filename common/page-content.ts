/**
 * The content each public page asks for as soon as it renders, by route: the SPA starts these calls
 * from its entry (src/features/content/earlyContent.ts), and the server sends their answers with the
 * page itself (server/render/page-content.ts). A page missing here, or one that asks differently, simply
 * sends its own call when it renders.
 */
import { matchPath } from 'react-router';
import type { MaterialCollection, NewsQuery, SectionArea } from './contract/content';
import { pathOf } from './contract/operation';
import * as content from './contract/operations/content';
import * as results from './contract/operations/results';
import { articleId, newsListAddress, newsListQuery } from './news-address';
import { queryString } from './query-string';

/** A content GET: its address and query. A page's call, its early start and the server share it. */
export type ContentGet = readonly [url: string, params?: Record<string, string | number>];

export const contentGet = {
  news: (params: NewsQuery): ContentGet => [content.listNews.path, params],
  newsArticle: (id: number): ContentGet => [pathOf(content.getNewsArticle, { id })],
  banners: (placement: 'home' = 'home'): ContentGet => [content.listBanners.path, { placement }],
  /** A whole collection (they are a few dozen items at most), in the order admins gave it. */
  materials: (collection: MaterialCollection): ContentGet => [
    content.listMaterials.path,
    { collection, pageSize: 100 },
  ],
  /** Every section of a public area (`/About`, `/Rule`, …), in order. */
  sections: (area: SectionArea): ContentGet => [content.listSections.path, { area }],
  /** Every competition and its phases, each with its publication state. */
  resultsIndex: (): ContentGet => [results.resultsIndex.path],
  /** A phase's ranking, as an anonymous reader may see it. */
  phaseResults: (id: number): ContentGet => [pathOf(results.phaseResults, { id })],
};

/** Where each section area lives: `/About` lists the area's sections, `/About/<slug>` shows one. */
export const AREA_PATHS = {
  about: '/About',
  rules: '/Rule',
  notes: '/Note',
  mate: '/MATE',
} as const satisfies Partial<Record<SectionArea, string>>;

/** The section of area 'mate' that /MATE shows as its introduction, above and apart from the others. */
export const MATE_INTRO_SLUG = 'intro';

type Gets = (params: Record<string, string | undefined>, search: URLSearchParams) => ContentGet[];

const { sections, materials } = contentGet;

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
    [basePath, () => [sections(area as SectionArea)]] as const,
    [`${basePath}/:slug`, () => [sections(area as SectionArea)]] as const,
  ]),
  ['/Journal', () => [sections('journal'), materials('journal')]],
  ['/Science', () => [materials('science')]],
  ['/database/list', () => [sections('database'), materials('database')]],
  ['/Results', () => [contentGet.resultsIndex()]],
  [
    '/Results/:phaseId',
    ({ phaseId = '' }) => {
      // An id as a path carries it, as a news article's is read.
      const id = articleId(phaseId);
      return id ? [contentGet.phaseResults(id)] : [];
    },
  ],
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
 * A GET's address with its query in a fixed order: the same question, however its query was written,
 * has one address.
 */
export function contentAddress([url, params = {}]: readonly [string, object?]): string {
  const sorted = Object.entries(params).sort(([a], [b]) => (a < b ? -1 : 1));
  return `${url}${queryString(Object.fromEntries(sorted))}`;
}

/** An answer the server sent with the page, under the reader's locale and the GET's address. */
export const answerKey = (locale: string, get: readonly [string, object?]) =>
  `${locale} ${contentAddress(get)}`;

/**
 * The id of the page's `<script type="application/json">` that carries those answers: one no section
 * slug can take (a slug starts with a letter or digit, and sections use theirs as element ids).
 */
export const PAGE_CONTENT_ELEMENT = '__page-content';

/**
 * The element of a page the server rendered that carries the names of the countries and regions it
 * shows (`<locale>:<code>` → name): the browser hydrates the page with the server's words, without
 * loading its own region names (about 30 ms on a phone) or risking another ICU's wording.
 */
export const REGION_NAMES_ELEMENT = '__region-names';

/** What the server bundle renders of a page (src/ssr/entry.ts, server/render/render-page.ts). */
export interface RenderedPage {
  html: string;
  /** The region names the page showed, by `<locale>:<code>`. */
  regionNames: Record<string, string>;
}

/**
 * The element of a page the server rendered that lists its scripts, the entry first: they start
 * after the first paint (server/render/render-page.ts), and the new-version check reads the entry there.
 */
export const PAGE_SCRIPTS_ELEMENT = '__page-scripts';
