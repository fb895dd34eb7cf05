import type * as API from '@common/contract';
import { useContent } from '@/features/content/useContent';
import { queryBanners, querySections, sentWithPage } from '@/features/content/services/content';

/**
 * The home page's fragments in page order; each is also a route (`/Home/Content4`). Banner1 is the
 * carousel of the home banners; every other fragment is the home section whose slug is its id
 * (server/seed/README.md describes what each reads).
 */
export const homeFragmentIds = [
  'Nav3',
  'Banner1',
  'Content4',
  'Content5',
  'Content12',
  'Feature6',
  'Banner5',
  'Footer0',
] as const;

export type HomeFragmentId = (typeof homeFragmentIds)[number];

export const isFragmentId = (segment: string): segment is HomeFragmentId =>
  (homeFragmentIds as readonly string[]).includes(segment);

/** What the server answers for the home page: its sections and its banners, in order. */
export interface HomeContent {
  sections: API.ContentItem[];
  banners: API.ContentItem[];
}

const homeContentOf = (
  sections: { data?: API.ContentItem[] },
  banners: { data?: API.ContentItem[] },
): HomeContent => ({ sections: sections.data ?? [], banners: banners.data ?? [] });

/** One request of each kind, once per locale, for the whole page; again when a section or banner changes. */
export function useHomeContent() {
  return useContent<HomeContent>(
    async () => {
      const [sections, banners] = await Promise.all([querySections('home'), queryBanners('home')]);
      return { data: homeContentOf(sections, banners) };
    },
    'home',
    () => {
      const sections = sentWithPage.sections('home');
      const banners = sentWithPage.banners();
      return sections && banners ? homeContentOf(sections, banners) : undefined;
    },
    (event) => event.kind === 'section' || event.kind === 'banner',
  );
}

/** The section a fragment lays out; Banner1 has none (it shows the banners). */
export const sectionOf = (content: HomeContent, id: HomeFragmentId) =>
  id === 'Banner1' ? undefined : content.sections.find((s) => s.slug === id);

/** Whether a fragment has anything to show. */
export const hasFragment = (content: HomeContent, id: HomeFragmentId) =>
  id === 'Banner1' ? true : Boolean(sectionOf(content, id));

type Attributes = API.ContentItem['attributes'];

/** An attribute that lists keys (targets, tracks, partners): empty when missing or not a list. */
export function keysOf(attributes: Attributes, key: string): string[] {
  const value = attributes[key];
  if (Array.isArray(value)) return value;
  return typeof value === 'string' && value ? [value] : [];
}

/** An attribute read as text (a path, a country code): undefined when missing. */
export function textOf(attributes: Attributes, key: string): string | undefined {
  const value = attributes[key];
  if (value === undefined || Array.isArray(value)) return undefined;
  return String(value);
}

/** An attribute read as a number (a figure): undefined when it is not one. */
export function numberOf(attributes: Attributes, key: string): number | undefined {
  const value = attributes[key];
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}
