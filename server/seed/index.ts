/**
 * Everything visitors read on the first start: news, banners, materials and sections, one folder
 * per item under server/seed/content (server/seed/README.md describes the files).
 */
import { loadContentSeed } from './load';
import type { ContentSeed } from './types';

export function contentSeed(): ContentSeed[] {
  return loadContentSeed();
}
