/**
 * What the library pages' tests put behind `@/features/content/services/content`: hand-made items, or the items the
 * server's first start writes (server/seed/content) served as the public API would serve them,
 * so a test can check that the pages read what the seed writes.
 */
import MarkdownIt from 'markdown-it';
import { contentItem } from './contentItem';
import { readContentSeed as contentSeed } from '../../../server/seed/read';
// Types by import(): @umijs/test hoists jest.mock() with Babel, which refuses imported types.

/** The library's items: every material, and the sections of its areas. */
const librarySeed = () =>
  contentSeed().filter(
    (item) => item.kind === 'material' || ['trivia', 'journal', 'database'].includes(item.category),
  );

export const contentStore = {
  materials: {} as Record<string, import('@common/contract').ContentItem[]>,
  sections: {} as Record<string, import('@common/contract').ContentItem[]>,
  /** Collections and areas whose load fails. */
  failing: new Set<string>(),
};

export function resetContent() {
  contentStore.materials = {};
  contentStore.sections = {};
  contentStore.failing.clear();
}

/** The module `jest.mock('@/features/content/services/content', …)` returns. */
export const mockContentService = () => ({
  sentWithPage: jest.requireActual('./contentMock').sentWithPageMock(),
  queryMaterials: jest.fn((collection: string) =>
    contentStore.failing.has(collection)
      ? Promise.reject(new Error('offline'))
      : Promise.resolve({
          data: { list: contentStore.materials[collection] ?? [], total: 0, current: 1, pageSize: 100 },
        }),
  ),
  querySections: jest.fn((area: string) =>
    contentStore.failing.has(area)
      ? Promise.reject(new Error('offline'))
      : Promise.resolve({ data: contentStore.sections[area] ?? [] }),
  ),
});

/** A library item as the public API answers it: a training material unless said otherwise. */
export const item = (
  fields: Partial<import('@common/contract').ContentItem> & { slug: string; title: string },
): import('@common/contract').ContentItem => contentItem({ category: 'training', ...fields });

const markdown = new MarkdownIt();

/**
 * Fills the store with the seeded library in one locale, falling back as the server does (the
 * locale, then en-US, then zh-CN), in the server's order (pinned, then position).
 */
export function serveSeed(locale: import('@common/contract').Locale = 'zh-CN') {
  resetContent();
  const seeds = [...librarySeed()].sort(
    (a, b) => Number(b.pinned ?? false) - Number(a.pinned ?? false) || (a.position ?? 0) - (b.position ?? 0),
  );
  for (const seed of seeds) {
    const served = ([locale, 'en-US', 'zh-CN'] as const).find((l) => seed.translations[l]);
    const text = seed.translations[served as import('@common/contract').Locale];
    if (!served || !text) continue;
    const answer = item({
      category: seed.category,
      slug: seed.slug as string,
      position: seed.position ?? 0,
      locale: served,
      title: text.title,
      summary: text.summary ?? '',
      fields: text.fields ?? {},
      attributes: seed.attributes ?? {},
      html: text.body ? markdown.render(text.body) : '',
    });
    const store = seed.kind === 'section' ? contentStore.sections : contentStore.materials;
    (store[seed.category] ??= []).push(answer);
  }
}
