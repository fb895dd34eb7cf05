/**
 * A page's HTTP status: 404 when the page is the 404 page, so that search engines do not list it as
 * a page (a "soft 404") and link checkers see the broken link. Known before the page renders, from
 * the route table (config/routes.ts) and the answers the page carries (server/render/page-content.ts), as
 * the page decides it in the browser:
 *
 *  - a path no route but the catch-all matches (an unknown or wrong-case path), and `/404` itself;
 *  - `/News/<id>`: not an article id, or the article's answer is a 404 (src/pages/News/Detail);
 *  - `/Results/<id>`: not an id, or the phase's answer is a 404 (src/features/results);
 *  - `/<Area>/<slug>`: a slug the area's sections do not have, or MATE's introduction, which /MATE
 *    shows apart (src/features/content/SectionPage);
 *  - `/EnrollFor/<id>`: not an id, or a competition the API does not have (src/pages/EnrollFor/Detail).
 *    A signed-in page, not rendered by the server: its answer says 404, the browser shows the page.
 *
 * When the answer it depends on is not in (a stalled database), the page is taken to exist.
 */
import type { FastifyInstance } from 'fastify';
import { matchPath, matchRoutes, type RouteObject } from 'react-router';
import type { Locale } from '../../common/locales';
import { articleId } from '../../common/news-address';
import { AREA_PATHS, MATE_INTRO_SLUG, answerKey, contentGet } from '../../common/page-content';
import routes, { type PortalRoute } from '../../config/routes';
import type { PageAnswers } from './page-content';
import { within } from '../runtime/within';

const NOT_FOUND_PAGE = './404';

/** The components of the route table's routes, by the router's objects for them. */
const components = new Map<RouteObject, string | undefined>();
const routeObjects = (list: PortalRoute[]): RouteObject[] =>
  list.map((route) => {
    const object: RouteObject = {
      path: route.path,
      caseSensitive: route.caseSensitive,
      ...(route.routes ? { children: routeObjects(route.routes) } : {}),
    };
    components.set(object, route.component);
    return object;
  });
const table = routeObjects(routes);

/** The component of the route a path lands on, matched and ranked as the router does. */
const pageAt = (pathname: string) => {
  const matches = matchRoutes(table, pathname) ?? [];
  const leaf = matches[matches.length - 1]?.route;
  return leaf && components.get(leaf);
};

const isEnvelope = (body: unknown): body is { code?: number; data?: unknown } =>
  typeof body === 'object' && body !== null;

const at = (pattern: string, pathname: string) =>
  matchPath({ path: pattern, caseSensitive: true, end: true }, pathname)?.params;

/** How long `/EnrollFor/<id>` waits for the competition's answer before taking it to exist. */
const COMPETITION_BUDGET_MS = 300;

async function competitionMissing(
  app: Pick<FastifyInstance, 'inject'>,
  raw: string,
  budgetMs = COMPETITION_BUDGET_MS,
): Promise<boolean> {
  // The page's own reading of the id (src/features/teams/errors.ts parseId).
  if (!/^\d+$/.test(raw) || Number(raw) <= 0) return true;
  const answer = await within(
    app.inject({ method: 'GET', url: `/api/competitions/${raw}` }).catch(() => undefined),
    budgetMs,
    undefined,
  );
  return answer?.statusCode === 404;
}

/** Whether the page's status depends on the content answers it carries (a HEAD must fetch them). */
export const statusReadsContent = (pathname: string) =>
  !!at('/News/:id', pathname) ||
  !!at('/Results/:phaseId', pathname) ||
  Object.values(AREA_PATHS).some((basePath) => at(`${basePath}/:slug`, pathname));

/** The page's status: 404 when it shows the 404 page, else 200. */
export async function pageStatus(
  app: Pick<FastifyInstance, 'inject'>,
  pathname: string,
  locale: Locale,
  answers: PageAnswers,
  /** How long it waits for a competition's answer (`/EnrollFor/<id>`). */
  budgetMs?: number,
): Promise<200 | 404> {
  if (pageAt(pathname) === NOT_FOUND_PAGE) return 404;

  const article = at('/News/:id', pathname);
  if (article) {
    const id = articleId(article.id ?? '');
    if (!id) return 404;
    const answer = answers[answerKey(locale, contentGet.newsArticle(id))];
    return isEnvelope(answer) && answer.code === 404 ? 404 : 200;
  }

  const phase = at('/Results/:phaseId', pathname);
  if (phase) {
    const id = articleId(phase.phaseId ?? '');
    if (!id) return 404;
    const answer = answers[answerKey(locale, contentGet.phaseResults(id))];
    return isEnvelope(answer) && answer.code === 404 ? 404 : 200;
  }

  for (const [area, basePath] of Object.entries(AREA_PATHS)) {
    const slug = at(`${basePath}/:slug`, pathname)?.slug;
    if (slug === undefined) continue;
    const answer = answers[answerKey(locale, contentGet.sections(area as keyof typeof AREA_PATHS))];
    if (!isEnvelope(answer) || answer.code !== 200 || !Array.isArray(answer.data)) return 200;
    const sections = answer.data as { slug?: string | null }[];
    const intro = area === 'mate' && slug === MATE_INTRO_SLUG;
    const shown = !intro && sections.some((section) => section.slug === slug);
    return shown ? 200 : 404;
  }

  const enrolment = at('/EnrollFor/:id', pathname);
  if (enrolment && (await competitionMissing(app, enrolment.id ?? '', budgetMs))) return 404;
  return 200;
}
