/**
 * The preloads index.html names for the path asked for: the scripts and styles of the route it
 * lands on (listed at build time by config/routePreload.ts). Without them a browser finds the
 * page's code only once the entry has run.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_PRELOAD_FILE, type RoutePreload } from '../config/routePreload';

/** A route path as a pattern: `:name` is one segment, `*` the rest; case counts, as in the router. */
function patternOf(routePath: string): RegExp {
  const source = routePath
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** How loosely a route matches: a path of fixed segments wins over one with parameters or `*`. */
const looseness = (routePath: string) =>
  routePath.split('/').reduce((sum, s) => sum + (s === '*' ? 100 : s.startsWith(':') ? 1 : 0), 0);

/** The files of the route `pathname` lands on; none when no route takes it. */
export function filesFor(preloads: RoutePreload[], pathname: string): string[] {
  const matches = preloads.filter((route) => patternOf(route.path).test(pathname));
  matches.sort((a, b) => looseness(a.path) - looseness(b.path));
  return matches[0]?.files ?? [];
}

/** index.html with a preload for each file, as the last elements of its head. */
export function withPreloads(html: string, files: string[]): string {
  const links = files
    .map((file) => `<link rel="preload" href="${file}" as="${file.endsWith('.css') ? 'style' : 'script'}">`)
    .join('');
  return html.replace('</head>', `${links}</head>`);
}

/** What the build listed, or nothing (an older build, or none yet). */
export function readPreloads(distDir: string): RoutePreload[] {
  const file = path.join(distDir, ROUTE_PRELOAD_FILE);
  if (!existsSync(file)) return [];
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as RoutePreload[];
  } catch {
    return [];
  }
}
