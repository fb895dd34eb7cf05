import { useContent } from '@/components/Content/useContent';
import { queryMaterials, querySections } from '@/services/content';

/** A whole material collection, in the order the server gives (pinned, position, newest). */
export function useMaterials(collection: API.MaterialCollection) {
  return useContent<API.ContentItem[]>(
    () => queryMaterials(collection).then((answer) => ({ data: answer.data?.list ?? [] })),
    `materials:${collection}`,
  );
}

/** Every section of an area, in position order. */
export function useSections(area: API.SectionArea) {
  return useContent<API.ContentItem[]>(
    () => querySections(area).then((answer) => ({ data: answer.data ?? [] })),
    `sections:${area}`,
  );
}
