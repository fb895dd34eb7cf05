/**
 * react-router keeps the ranked list of each route table it matched (config/build/routeMatchCache.ts): the
 * edit finds its text in the installed react-router, and the edited router matches every path of the
 * app as react-router itself does, ranking a new table anew.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, test } from 'node:test';
import table, { flatRoutes, type PortalRoute } from '../../config/routes';
import { loadEdited } from './libraryEdits';
import { ROUTE_MATCH_EDITS, ROUTE_MATCH_FILE } from '../../config/build/routeMatchCache';

const require = createRequire(import.meta.url);

// The file webpack bundles: react-router's ES module, as Umi's renderer resolves it.
const ROUTER_FILE = path.join(
  path.dirname(createRequire(require.resolve('@umijs/renderer-react')).resolve('react-router/package.json')),
  'index.js',
);

type Router = typeof import('react-router');
interface RouteObject {
  path: string;
  caseSensitive?: boolean;
  children?: RouteObject[];
}

/** The app's table as react-router sees it: Umi's `routes` become `children`. */
const routeObjects = (list: PortalRoute[]): RouteObject[] =>
  list.map(({ path: routePath, caseSensitive, routes }) => ({
    path: routePath,
    caseSensitive,
    ...(routes ? { children: routeObjects(routes) } : {}),
  }));

/** A path each route matches: parameters filled in; plus some no route matches. */
const PATHS = [
  ...flatRoutes(table).map((route) => route.path.replace(/:(\w+)/g, '12').replace(/\*$/, 'deep/page')),
  '/about',
  '/News/12/more',
  '/account/login/',
  '/nothing/here',
];

const summary = (matches: ReturnType<Router['matchRoutes']>) =>
  matches?.map(({ params, pathname, route }) => ({ params, pathname, path: route.path }));

let dir: string;
let edited: Router;
let original: Router;

before(async () => {
  // The edited module beside a link to the project's packages, so that its own imports resolve.
  dir = mkdtempSync(path.join(tmpdir(), 'route-match-'));
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
  const source = loadEdited(ROUTER_FILE, readFileSync(ROUTER_FILE, 'utf8'), ROUTE_MATCH_EDITS);
  writeFileSync(path.join(dir, 'router.mjs'), source);
  edited = await import(pathToFileURL(path.join(dir, 'router.mjs')).href);
  original = await import(pathToFileURL(ROUTER_FILE).href);
});

after(() => rmSync(dir, { recursive: true, force: true }));

describe('ranked route tables', () => {
  test('the edit finds its text in the file its rule selects', () => {
    assert.ok(ROUTE_MATCH_FILE.test(ROUTER_FILE), ROUTER_FILE);
  });

  test('every path of the app matches as react-router matches it, the first time and again', () => {
    const routes = routeObjects(table);
    let matched = 0;
    for (const pathname of PATHS) {
      const expected = summary(original.matchRoutes(routes, pathname));
      if (expected) matched += 1;
      assert.deepEqual(summary(edited.matchRoutes(routes, pathname)), expected, pathname);
      assert.deepEqual(summary(edited.matchRoutes(routes, pathname)), expected, `${pathname} again`);
    }
    assert.ok(matched > 60, `${matched} of ${PATHS.length} paths match a route`);
  });

  test('a new table is ranked anew', () => {
    const first = [{ path: '/a' }];
    const second = [{ path: '/b' }];
    assert.equal(edited.matchRoutes(first, '/a')?.[0].route.path, '/a');
    assert.equal(edited.matchRoutes(second, '/a'), null);
    assert.equal(edited.matchRoutes(second, '/b')?.[0].route.path, '/b');
  });
});
