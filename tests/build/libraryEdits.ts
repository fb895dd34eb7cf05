/** What the tests of the library edits (config/build/libraryEdits.ts) share. */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Edit } from '../../config/build/exactEdits.cjs';
import { EXACT_EDITS_LOADER } from '../../config/build/libraryEdits';

const require = createRequire(import.meta.url);
// The file webpack is given as the loader.
const loader = require(EXACT_EDITS_LOADER) as typeof import('../../config/build/exactEdits.cjs');

/** The loader as webpack calls it on one library file. */
export const loadEdited = (resourcePath: string, source: string, edits: Edit[]): string =>
  loader.call({ resourcePath, getOptions: () => ({ edits }) }, source);

/** react-intl where webpack finds it for the app: the locale plugin's own. */
export const REACT_INTL_DIR = path.dirname(
  createRequire(require.resolve('@umijs/plugins/package.json')).resolve('react-intl/package.json'),
);
