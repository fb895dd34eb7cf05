/**
 * The preloads index.html names for the path asked for: the scripts and styles of the route it
 * lands on, as listed at build time by config/build/routePreload.ts. Without them a browser finds the
 * page's code only once the entry has run.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { matchRoutes, type RouteObject } from 'react-router';
import { resolveLocale, type Locale } from '../../common/locales';
import { ROUTE_PRELOAD_FILE, type BuildPreloads, type RoutePreload } from '../../common/route-preload';

type Lookup = (pathname: string) => RoutePreload | undefined;
/** What index.html names for a path, in the reader's language. */
export interface PageFiles {
  /** The files to preload. */
  files: string[];
  /** The server renders the page's HTML (server/render/render-page.ts). */
  serverRendered: boolean;
}
export type PagePreloads = (pathname: string, locale: Locale) => PageFiles;

/** The router's own matching and ranking over the listed paths (case-sensitive, as the route table is). */
export function preloadLookup(preloads: RoutePreload[]): Lookup {
  const listed = new Map<RouteObject, RoutePreload>();
  const routes = preloads.map((preload) => {
    const route: RouteObject = { path: preload.path, caseSensitive: true };
    listed.set(route, preload);
    return route;
  });
  return (pathname) => {
    const route = matchRoutes(routes, pathname)?.[0]?.route;
    return route && listed.get(route);
  };
}

const none: PagePreloads = () => ({ files: [], serverRendered: false });

/** A list as the build wrote it; an older build's list holds only the routes. */
function pagePreloads(listed: unknown): PagePreloads {
  const {
    routes,
    messages = {},
    partMessages = {},
  }: Partial<BuildPreloads> = Array.isArray(listed)
    ? { routes: listed as RoutePreload[] }
    : (listed as Partial<BuildPreloads>);
  if (!Array.isArray(routes)) return none;
  const lookup = preloadLookup(routes);
  return (pathname, locale) => {
    const route = lookup(pathname);
    return {
      files: [
        ...(route?.files ?? []),
        ...(messages[locale] ?? []),
        ...(route?.messageParts ?? []).flatMap((part) => partMessages[part]?.[locale] ?? []),
      ],
      serverRendered: route?.serverRendered === true,
    };
  };
}

/**
 * The preloads of the build in `distDir`, read again when the build writes a new list; none when
 * there is no list or it cannot be read.
 */
export function buildPreloads(distDir: string): PagePreloads {
  const file = path.join(distDir, ROUTE_PRELOAD_FILE);
  let read: { mtimeMs: number; preloads: PagePreloads } | undefined;
  return (pathname, locale) => {
    // One call, not a check and then a stat: a rebuild may remove the file in between.
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) return none(pathname, locale);
    const { mtimeMs } = stat;
    if (read?.mtimeMs !== mtimeMs) {
      let preloads = none;
      try {
        preloads = pagePreloads(JSON.parse(readFileSync(file, 'utf8')));
      } catch {
        // A list being written or damaged: the page is served without preloads.
      }
      read = { mtimeMs, preloads };
    }
    return read.preloads(pathname, locale);
  };
}

/**
 * The language the page will start in, as the SPA decides it (common/locales.ts): the choice it last
 * started in (its cookie), else the browser's first language, which is what `navigator.language` is.
 */
export function pageLocale(cookie: string | undefined, acceptLanguage: string | undefined): Locale {
  const browser = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim();
  return resolveLocale(cookie, browser);
}

/** index.html with a preload for each file, as the last elements of its head. */
export function withPreloads(html: string, files: string[]): string {
  const links = files
    .map((file) => `<link rel="preload" href="${file}" as="${file.endsWith('.css') ? 'style' : 'script'}">`)
    .join('');
  return html.replace('</head>', () => `${links}</head>`);
}
