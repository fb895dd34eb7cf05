/**
 * Exact-text edits of library files as webpack loads them, for the Umi plugins that make them
 * (config/build/noIcuAtStart.ts, config/build/plainMessages.ts, config/build/precompiledMessages.ts, config/build/routeMatchCache.ts,
 * config/build/buttonTokens.ts).
 * Each names its files and its edits; a release whose text changed fails the build
 * (config/build/exactEdits.cjs).
 */
import path from 'node:path';
import type { IApi } from 'umi';
import type { Edit } from './exactEdits.cjs';

/** The loader webpack is given: the CommonJS file itself. */
export const EXACT_EDITS_LOADER = path.resolve(__dirname, 'exactEdits.cjs');

export interface LibraryEdit {
  /** The webpack rule's name. */
  rule: string;
  /** The library files it edits. */
  test: RegExp;
  edits: Edit[];
}

export function editLibraryFiles(api: IApi, files: LibraryEdit[]) {
  api.chainWebpack((memo) => {
    for (const { rule, test, edits } of files) {
      memo.module
        .rule(rule)
        .test(test)
        .enforce('pre')
        .use('exact-edits')
        .loader(EXACT_EDITS_LOADER)
        .options({ edits });
    }
    return memo;
  });
}
