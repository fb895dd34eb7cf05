/** A content item as the public API answers it, with defaults for what a test does not care about. */
// Types by import(): @umijs/test hoists jest.mock() with Babel, which refuses imported types.
let nextId = 1;

export function contentItem(
  fields: Partial<import('@common/contract').ContentItem> &
    Pick<import('@common/contract').ContentItem, 'title'>,
): import('@common/contract').ContentItem {
  return {
    id: nextId++,
    category: 'home',
    slug: null,
    pinned: false,
    position: 0,
    publishedAt: '2026-09-01T00:00:00Z',
    updatedAt: '2026-09-01T00:00:00Z',
    locale: 'zh-CN',
    summary: '',
    imageUrl: null,
    imageAlt: '',
    linkUrl: null,
    attributes: {},
    fields: {},
    html: '',
    ...fields,
  };
}
