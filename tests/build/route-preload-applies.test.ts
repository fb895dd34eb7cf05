/**
 * routePreload fails the build when it no longer applies (config/build/routePreload.ts): Umi 4.7.22's
 * route table is read whole; a route table Umi writes otherwise, a chunk webpack reports under
 * another name or a server-rendered page without files would leave index.html without preloads, and
 * each is named.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { chunkNamesOf, routePreloadProblems, routePreloads } from '../../config/build/routePreload';

/** Lines as Umi 4.7.22 writes them in src/.umi-production/core/route.tsx. */
const ROUTE_MODULE = `
'1': React.lazy(() => import(/* webpackChunkName: "components__SiteLayout__index" */'@/components/SiteLayout/index.tsx')),
'2': React.lazy(() => import(/* webpackChunkName: "p__News__index" */'@/pages/News/index.tsx')),
'45': React.lazy(() => import('./EmptyRoute')),
`;
const ROUTES = {
  '1': { id: '1', path: '/' },
  '2': { id: '2', path: '/News', parentId: '1' },
};
const files = (name: string) => [`/user/dist/${name}.js`];

const problems = (routeModule: string, chunkFiles = files, rendered = ['/News']) => {
  const names = chunkNamesOf(routeModule);
  return routePreloadProblems(
    routeModule,
    names,
    chunkFiles,
    routePreloads(ROUTES, names, chunkFiles),
    rendered,
  );
};

describe('routePreload fails the build when it no longer applies', () => {
  test("Umi's route table as written today gives every page its files", () => {
    assert.deepEqual(problems(ROUTE_MODULE), []);
  });

  test('a route table written otherwise is named, not read as empty', () => {
    const changed = ROUTE_MODULE.replace(/^'(\d+)'/gm, '"$1"');
    const [problem, ...more] = problems(changed);
    assert.match(problem, /^0 of 2 route components were read from src\/\.umi-production\/core\/route\.tsx/);
    assert.match(more.join('\n'), /server-rendered paths \/News/);
  });

  test('chunks webpack no longer reports by name are named', () => {
    const [problem] = problems(ROUTE_MODULE, () => []);
    assert.match(problem, /name no file for the chunks components__SiteLayout__index, p__News__index/);
  });

  test('a server-rendered path without files is named', () => {
    assert.deepEqual(problems(ROUTE_MODULE, files, ['/News', '/About']), [
      'no file listed for the server-rendered paths /About',
    ]);
  });
});
