/**
 * The routes Umi makes for wrappers (config/build/wrapperRoutes.ts) match as case-sensitively as the pages
 * they wrap, so `/admin` stays a 404 page rather than the sign-in page of `/Admin`.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { caseSensitiveWrappers } from '../../config/build/wrapperRoutes';

interface Route {
  id: string;
  path: string;
  parentId?: string;
  isWrapper?: boolean;
  caseSensitive?: boolean;
}

test("a wrapper takes its page's case sensitivity, and nothing else changes", () => {
  const routes: Record<string, Route> = {
    layout: { id: 'layout', path: '/' },
    adminWrapper: { id: 'adminWrapper', path: '/Admin', parentId: 'layout', isWrapper: true },
    admin: { id: 'admin', path: '', parentId: 'adminWrapper', caseSensitive: true },
    looseWrapper: { id: 'looseWrapper', path: '/loose', parentId: 'layout', isWrapper: true },
    loose: { id: 'loose', path: '', parentId: 'looseWrapper' },
  };
  const before = structuredClone(routes);
  caseSensitiveWrappers(routes);
  assert.equal(routes.adminWrapper!.caseSensitive, true);
  assert.deepEqual({ ...routes, adminWrapper: before.adminWrapper }, before);
});

test('a page with two wrappers gives its case sensitivity to both, inner and outer, in any order', () => {
  const routes: Record<string, Route> = {
    layout: { id: 'layout', path: '/' },
    // As Umi makes them, listed outer first: the outer wrapper's child is the inner wrapper, not yet
    // case-sensitive when the outer one is looked at.
    accountWrapper: { id: 'accountWrapper', path: '/Admin', parentId: 'layout', isWrapper: true },
    adminWrapper: { id: 'adminWrapper', path: '', parentId: 'accountWrapper', isWrapper: true },
    admin: { id: 'admin', path: '', parentId: 'adminWrapper', caseSensitive: true },
  };
  const before = structuredClone(routes);
  caseSensitiveWrappers(routes);
  assert.equal(routes.adminWrapper!.caseSensitive, true);
  assert.equal(routes.accountWrapper!.caseSensitive, true);
  assert.deepEqual(
    { ...routes, adminWrapper: before.adminWrapper, accountWrapper: before.accountWrapper },
    before,
  );
});
