/**
 * A Umi plugin: after `max build`, writes `route-preload.json` beside the build, listing for every
 * route the scripts and styles its page and layouts load, and each language's message files. The
 * server names them in index.html as preloads for the requested path and the reader's language
 * (server/plugins/spa.ts), so a visitor's browser fetches them beside the entry instead of after it
 * has run: one round trip fewer on a phone far away.
 * The server's matching follows the router's ranking; Umi's preload script is switched off (below).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { IApi } from 'umi';
import { LOCALES } from '../../common/locales';
import {
  LATER_MESSAGE_PARTS,
  ROUTE_PRELOAD_FILE,
  type BuildPreloads,
  type LaterMessagePart,
  type RoutePreload,
} from '../../common/route-preload';
import { SIGN_IN_STYLESHEET } from './antdStyles';
import { installedVersion } from './replaceImports';
import { MESSAGE_PART_PATHS, SERVER_RENDERED_PATHS, SIGN_IN_PATHS } from '../routes';

interface AppRoute {
  id: string;
  path?: string;
  /** A page inside a wrapper has the path `''`; this is the path it was given (config/routes.ts). */
  originPath?: string;
  parentId?: string;
  redirect?: string;
}

/** Route id → chunk name, as Umi's generated route table imports each route's component. */
export function chunkNamesOf(routeModule: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, id, name] of routeModule.matchAll(
    /'([^']+)': React\.lazy\(\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\//g,
  )) {
    names.set(id, name);
  }
  return names;
}

/**
 * Every path the router knows, with the files of the route a visit there lands on: its own and its
 * layouts'. A layout shares its path with its index page, and the page is where a visit lands; so
 * does a wrapper with the page it wraps. A redirect (`/Trivia` → `/Trivia/Material`) lands where it
 * leads.
 */
export function routePreloads(
  routes: Record<string, AppRoute>,
  chunkNames: Map<string, string>,
  chunkFiles: (name: string) => string[],
  partsSpoken: (path: string) => LaterMessagePart[] = () => [],
  rendersOnServer: (path: string) => boolean = () => false,
): RoutePreload[] {
  const filesOf = (id: string | undefined): string[] => {
    if (!id || !routes[id]) return [];
    const name = chunkNames.get(id);
    return [...filesOf(routes[id].parentId), ...(name ? chunkFiles(name) : [])];
  };
  const parents = new Set(Object.values(routes).map((route) => route.parentId));
  const all = Object.values(routes)
    .map((route) => ({ ...route, path: route.originPath ?? route.path }))
    .filter((route) => route.path !== undefined);
  const byPath = new Map<string, string[]>();
  const pages = all.filter((route) => route.redirect === undefined && !parents.has(route.id));
  const layouts = all.filter((route) => route.redirect === undefined && parents.has(route.id));
  for (const route of [...pages, ...layouts]) {
    if (!byPath.has(route.path!)) byPath.set(route.path!, [...new Set(filesOf(route.id))]);
  }
  // Where a visit to each path lands: itself, or where its redirect leads.
  const landsOn = new Map([...byPath.keys()].map((at) => [at, at]));
  for (const route of all) {
    const target = route.redirect !== undefined ? byPath.get(route.redirect) : undefined;
    if (target) {
      byPath.set(route.path!, target);
      landsOn.set(route.path!, route.redirect!);
    }
  }
  return [...byPath].map(([path, files]) => {
    const messageParts = partsSpoken(landsOn.get(path)!);
    return {
      path,
      files,
      ...(messageParts.length ? { messageParts } : {}),
      // A redirect is the browser's to follow.
      ...(landsOn.get(path) === path && rendersOnServer(path) ? { serverRendered: true as const } : {}),
    };
  });
}

/**
 * What would leave the server without preloads while the build goes on: Umi's generated route
 * table read by a pattern that no longer fits it, a chunk name webpack no longer reports, a page
 * the server renders that lists no file. One sentence each; none when the list is whole.
 */
export function routePreloadProblems(
  routeModule: string,
  chunkNames: Map<string, string>,
  chunkFiles: (name: string) => string[],
  listed: RoutePreload[],
  serverRendered: readonly string[],
): string[] {
  const named = (routeModule.match(/webpackChunkName: "/g) ?? []).length;
  const problems: string[] = [];
  if (named === 0 || chunkNames.size < named) {
    problems.push(
      `${chunkNames.size} of ${named} route components were read from src/.umi-production/core/route.tsx: ` +
        "see how Umi writes a route's lazy import now and update chunkNamesOf's pattern",
    );
  }
  const fileless = [...new Set(chunkNames.values())].filter((name) => chunkFiles(name).length === 0);
  if (fileless.length) {
    problems.push(
      `webpack's stats name no file for the chunks ${fileless.slice(0, 5).join(', ')}: ` +
        'see whether namedChunkGroups still lists assets by these names',
    );
  }
  const unlisted = serverRendered.filter(
    (at) => !listed.some((route) => route.path === at && route.files.length > 0),
  );
  if (unlisted.length) {
    problems.push(`no file listed for the server-rendered paths ${unlisted.slice(0, 5).join(', ')}`);
  }
  return problems;
}

export default (api: IApi) => {
  // Umi's own take on this (routePreloadOnLoad) puts every route's list into a script that each page
  // must fetch and run before it can preload anything, and its first-match lookup sends /News/3 to
  // the `/*` route of the account area, preloading ProLayout (75 KB) on a public page.
  api.skipPlugins(['routePreloadOnLoad']);
  api.onBuildComplete(({ err, stats }) => {
    if (err || !stats) return;
    const { namedChunkGroups = {} } = stats.toJson({ all: false, chunkGroups: true });
    const publicPath = api.config.publicPath ?? '/';
    const chunkFiles = (name: string) =>
      (namedChunkGroups[name]?.assets ?? [])
        .map((asset: { name: string } | string) => (typeof asset === 'string' ? asset : asset.name))
        .filter((file: string) => /\.(js|css)$/.test(file))
        .map((file: string) => `${publicPath}${file}`);
    const routeModule = readFileSync(path.join(api.paths.absTmpPath, 'core', 'route.tsx'), 'utf8');
    // The chunk names src/locales/load.ts gives each part of each language's messages (webpack reads
    // them from its comments, so they are written there): a language without files means the two
    // have drifted.
    const partFiles = (prefix: string) => {
      const files = Object.fromEntries(LOCALES.map((locale) => [locale, chunkFiles(`${prefix}-${locale}`)]));
      const unlisted = LOCALES.filter((locale) => files[locale].length === 0);
      if (unlisted.length)
        throw new Error(`No message chunk "${prefix}-<locale>" for ${unlisted.join(', ')}`);
      return files;
    };
    // The sign-in form's antd sheet, after the site's (config/build/antdStyles.ts).
    const signInSheet = api.appData[SIGN_IN_STYLESHEET] as string | undefined;
    const chunkNames = chunkNamesOf(routeModule);
    const listed: BuildPreloads = {
      routes: routePreloads(
        api.appData.routes,
        chunkNames,
        chunkFiles,
        (routePath) => LATER_MESSAGE_PARTS.filter((part) => MESSAGE_PART_PATHS[part].includes(routePath)),
        (routePath) => SERVER_RENDERED_PATHS.includes(routePath),
      ).map((route) =>
        signInSheet && SIGN_IN_PATHS.includes(route.path)
          ? { ...route, files: [...route.files, `${publicPath}${signInSheet}`] }
          : route,
      ),
      messages: partFiles('messages'),
      partMessages: Object.fromEntries(
        LATER_MESSAGE_PARTS.map((part) => [part, partFiles(`${part}-messages`)]),
      ),
    };
    const problems = routePreloadProblems(
      routeModule,
      chunkNames,
      chunkFiles,
      listed.routes,
      SERVER_RENDERED_PATHS,
    );
    if (problems.length) {
      throw new Error(
        [
          `routePreload (config/build/routePreload.ts) no longer applies to ${installedVersion('@umijs/preset-umi')}:`,
          ...problems.map((problem) => `  - ${problem}`),
          'index.html would preload nothing for these pages. Follow config/build/UPGRADING.md.',
        ].join('\n'),
      );
    }
    writeFileSync(path.join(api.paths.absOutputPath, ROUTE_PRELOAD_FILE), JSON.stringify(listed));
    api.logger.info(
      `Listed the files of ${listed.routes.length} routes and of each language's messages for preloading`,
    );
  });
};
