/**
 * What the build tells the server about each route's code: config/build/routePreload.ts writes it beside
 * the build, server/render/spa-preload.ts reads it to name a page's files as preloads in index.html.
 */
import type { Locale } from './locales';

export const ROUTE_PRELOAD_FILE = 'route-preload.json';

/**
 * The parts of the messages a page may speak beside the public one (src/locales/load.ts), each in
 * chunks named `<part>-messages-<locale>`.
 */
export const LATER_MESSAGE_PARTS = ['signIn', 'account', 'admin'] as const;
export type LaterMessagePart = (typeof LATER_MESSAGE_PARTS)[number];

export interface RoutePreload {
  /** The route's full path as the router matches it (`/News/:id`). */
  path: string;
  /** Its page's and layouts' files, under the public path; the entry's are already in index.html. */
  files: string[];
  /** The parts of the messages the page speaks beside the public one: their files are preloaded too. */
  messageParts?: LaterMessagePart[];
  /** The server renders the page's HTML (server/render/render-page.ts). */
  serverRendered?: true;
}

/** The whole list: each route's files, and each locale's message files (src/locales/load.ts). */
export interface BuildPreloads {
  routes: RoutePreload[];
  /** The part of the messages every page speaks. */
  messages: Partial<Record<Locale, string[]>>;
  /** Each later part's files, for the routes that speak it. */
  partMessages?: Partial<Record<LaterMessagePart, Partial<Record<Locale, string[]>>>>;
}
