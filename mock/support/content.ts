/**
 * What visitors read in `umi dev`: the items the server loads on its first start (server/seed),
 * each shown in the reader's locale or its fallback, its Markdown rendered by the server's own
 * renderer. Fixed data, no state: drafts, schedules, revisions and paging rules are the server's
 * (server/features/content/reads.ts); tests/server/platform/mock-contract.test.ts checks the shapes.
 */
import type { Request } from 'express';
import { DEFAULT_LOCALE, negotiateLocale, pickTranslation, type Locale } from '../../common/locales';
import type * as API from '../../common/contract';
import { renderMarkdown } from '../../server/features/content/markdown';
import { contentSeed } from '../../server/seed';
import type { ContentSeed } from '../../server/seed/types';

interface Stored extends ContentSeed {
  id: number;
}

let stored: Stored[] | undefined;
const items = () => (stored ??= contentSeed().map((item, index) => ({ ...item, id: index + 1 })));

/** The reader's locale by the portal's one negotiator, with the site's default when none is ours. */
export const readerLocale = (req: Pick<Request, 'headers'>): Locale =>
  negotiateLocale(String(req.headers?.['accept-language'] ?? ''), DEFAULT_LOCALE);

const SEEDED_AT = '2026-09-01T00:00:00.000Z';

export function view(item: Stored, locale: Locale): API.ContentItem {
  const served = pickTranslation(item.translations, locale)!;
  return {
    id: item.id,
    category: item.category,
    slug: item.slug ?? null,
    pinned: item.pinned ?? false,
    position: item.position ?? 0,
    publishedAt: item.publishedAt ?? SEEDED_AT,
    updatedAt: item.publishedAt ?? SEEDED_AT,
    locale: served.locale,
    title: served.text.title,
    summary: served.text.summary ?? '',
    imageUrl: item.imageUrl ?? null,
    imageAlt: served.text.imageAlt ?? '',
    linkUrl: item.linkUrl ?? null,
    attributes: item.attributes ?? {},
    fields: served.text.fields ?? {},
    html: renderMarkdown(served.text.body ?? ''),
  };
}

/** The items of a kind and category in the order the server lists them. */
export function listed(kind: ContentSeed['kind'], category?: string): Stored[] {
  const chosen = items().filter((item) => item.kind === kind && (!category || item.category === category));
  if (kind === 'news')
    return chosen.sort(
      (a, b) =>
        Number(b.pinned ?? false) - Number(a.pinned ?? false) ||
        (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''),
    );
  return chosen.sort(
    (a, b) => Number(b.pinned ?? false) - Number(a.pinned ?? false) || (a.position ?? 0) - (b.position ?? 0),
  );
}

export const byId = (kind: ContentSeed['kind'], id: number) =>
  items().find((item) => item.kind === kind && item.id === id);
