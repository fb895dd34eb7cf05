/**
 * A Umi plugin. Umi moves a page that has wrappers under a route of its own for each wrapper, which
 * takes the page's path but not its `caseSensitive`: `/admin` then matched the wrapper of `/Admin`
 * and asked a visitor to sign in instead of showing the 404 page. Each wrapper here gets the case
 * sensitivity of the page it wraps (every path is case-sensitive, spec section 2).
 */
import type { IApi } from 'umi';

interface AppRoute {
  id: string;
  parentId?: string;
  isWrapper?: boolean;
  caseSensitive?: boolean;
}

export function caseSensitiveWrappers<T extends Record<string, AppRoute>>(routes: T): T {
  const all = Object.values(routes);
  // A page with two wrappers sits in the inner one, inside the outer: the sensitivity is passed up
  // until no wrapper takes it any more.
  let changed = true;
  while (changed) {
    changed = false;
    for (const wrapper of all.filter((route) => route.isWrapper && !route.caseSensitive)) {
      if (all.some((route) => route.parentId === wrapper.id && route.caseSensitive)) {
        wrapper.caseSensitive = true;
        changed = true;
      }
    }
  }
  return routes;
}

export default (api: IApi) => {
  api.modifyRoutes((routes) => caseSensitiveWrappers(routes));
};
