/**
 * A Umi plugin: react-router 6.3 flattens and ranks the whole route table again at every match, and
 * now keeps the ranked list for each route table it was given.
 *
 * A page's start matches the table several times (the router, the layout's title, the messages'
 * part), each a flattening and sorting of the app's hundred routes: about 18 ms of a page's start on
 * these machines, four times that on Lighthouse's phone. The table Umi builds does not change once
 * the app runs (its `patchRoutes` edits come before the first match), and a new table is a new
 * array, which is ranked anew.
 */
import type { IApi } from 'umi';
import type { Edit } from './exactEdits.cjs';
import { editLibraryFiles } from './libraryEdits';

export const ROUTE_MATCH_EDITS: Edit[] = [
  [
    'function matchRoutes(routes, locationArg, basename) {',
    'var rankedBranches = new WeakMap();\n\nfunction matchRoutes(routes, locationArg, basename) {',
  ],
  [
    '  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n  let matches = null;',
    `  let branches = rankedBranches.get(routes);
  if (!branches) {
    branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    rankedBranches.set(routes, branches);
  }
  let matches = null;`,
  ],
];

export const ROUTE_MATCH_FILE = /[\\/]node_modules[\\/]react-router[\\/]index\.js$/;

export default (api: IApi) =>
  editLibraryFiles(api, [
    { rule: 'react-router-ranked-routes', test: ROUTE_MATCH_FILE, edits: ROUTE_MATCH_EDITS },
  ]);
