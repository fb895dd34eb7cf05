import type * as API from '@common/contract';
import { useSections } from '@/features/content/collections';

/** The Trivia pages whose heading has an intro section (`<page>.intro`). */
export type TriviaPage = 'material' | 'periodical' | 'video' | 'wonderful' | 'mate' | 'urc' | 'others';

/**
 * Every section of the Trivia area (intros, cover-box collections, background articles; slugs as
 * server/seed/README.md describes them). One request serves the heading and the page's own part.
 */
export function useTriviaSections() {
  return useSections('trivia');
}

/** The paragraph under a page's heading. */
export const introOf = (sections: API.ContentItem[] | undefined, page: TriviaPage) =>
  sections?.find((s) => s.slug === `${page}.intro`);

/** The sections whose slug is `<prefix>.<key>` (other than the intro), in position order, with their key. */
export function sectionsOf(sections: API.ContentItem[] | undefined, prefix: string) {
  return (sections ?? [])
    .filter((s) => s.slug?.startsWith(`${prefix}.`) && s.slug !== `${prefix}.intro`)
    .map((s) => ({ key: (s.slug as string).slice(prefix.length + 1), item: s }));
}
