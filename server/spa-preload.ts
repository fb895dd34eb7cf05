/**
 * The preloads index.html names for the path asked for: the scripts and styles of the route it
 * lands on, as listed at build time by config/routePreload.ts. Without them a browser finds the
 * page's code only once the entry has run.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { matchRoutes, type RouteObject } from 'react-router';
import { ROUTE_PRELOAD_FILE, type RoutePreload } from '../common/route-preload';

type Lookup = (pathname: string) => string[];

/** The router's own matching and ranking over the listed paths (case-sensitive, as the route table is). */
export function preloadLookup(preloads: RoutePreload[]): Lookup {
  const files = new Map<RouteObject, string[]>();
  const routes = preloads.map((preload) => {
    const route: RouteObject = { path: preload.path, caseSensitive: true };
    files.set(route, preload.files);
    return route;
  });
  return (pathname) => {
    const route = matchRoutes(routes, pathname)?.[0]?.route;
    return (route && files.get(route)) ?? [];
  };
}

const none: Lookup = () => [];

/**
 * The lookup of the build in `distDir`, read again when the build writes a new list; none when there
 * is no list (an older build) or it cannot be read.
 */
export function buildPreloads(distDir: string): Lookup {
  const file = path.join(distDir, ROUTE_PRELOAD_FILE);
  let read: { mtimeMs: number; lookup: Lookup } | undefined;
  return (pathname) => {
    // One call, not a check and then a stat: a rebuild may remove the file in between.
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) return [];
    const { mtimeMs } = stat;
    if (read?.mtimeMs !== mtimeMs) {
      let lookup = none;
      try {
        const listed: unknown = JSON.parse(readFileSync(file, 'utf8'));
        if (Array.isArray(listed)) lookup = preloadLookup(listed as RoutePreload[]);
      } catch {
        // A list being written or damaged: the page is served without preloads.
      }
      read = { mtimeMs, lookup };
    }
    return read.lookup(pathname);
  };
}

/** index.html with a preload for each file, as the last elements of its head. */
export function withPreloads(html: string, files: string[]): string {
  const links = files
    .map((file) => `<link rel="preload" href="${file}" as="${file.endsWith('.css') ? 'style' : 'script'}">`)
    .join('');
  return html.replace('</head>', () => `${links}</head>`);
}
