/**
 * What the build tells the server about each route's code: config/routePreload.ts writes it beside
 * the build, server/spa-preload.ts reads it to name a page's files as preloads in index.html.
 */
export const ROUTE_PRELOAD_FILE = 'route-preload.json';

export interface RoutePreload {
  /** The route's full path as the router matches it (`/News/:id`). */
  path: string;
  /** Its page's and layouts' files, under the public path; the entry's are already in index.html. */
  files: string[];
}
