import type * as API from '@common/contract';
import { useContent } from '@/features/content/useContent';
import { queryMaterials, querySections, sentWithPage } from '@/features/content/services/content';
import type { Envelope } from '@/utils/request';

const itemsOf = (answer: Envelope<API.Page<API.ContentItem>>) => answer.data?.list ?? [];
const sectionsOf = (answer: Envelope<API.ContentItem[]>) => answer.data ?? [];

/** A whole material collection, in the order the server gives (pinned, position, newest). */
export function useMaterials(collection: API.MaterialCollection) {
  return useContent<API.ContentItem[]>(
    () => queryMaterials(collection).then((answer) => ({ data: itemsOf(answer) })),
    `materials:${collection}`,
    () => {
      const answer = sentWithPage.materials(collection);
      return answer && itemsOf(answer);
    },
  );
}

/** Every section of an area, in position order. */
export function useSections(area: API.SectionArea) {
  return useContent<API.ContentItem[]>(
    () => querySections(area).then((answer) => ({ data: sectionsOf(answer) })),
    `sections:${area}`,
    () => {
      const answer = sentWithPage.sections(area);
      return answer && sectionsOf(answer);
    },
  );
}
