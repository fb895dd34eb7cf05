/**
 * News and announcements (kind 'news'), from server/seed/content/news.ts.
 *
 * How the pages read them (src/pages/News):
 * - `category`: the article's NEWS_CATEGORIES value; the list filters on it (`/News?category=rules`)
 *   and shows it as a coloured tag.
 * - `pinned`: none today; a pinned item comes first in the list and carries a "pinned" mark.
 * - `publishedAt`: the article's date at 02:00 UTC (10:00 in Beijing, where the organisers publish),
 *   shown as a calendar date in the organisers' time zone; it orders the list (newest first) and the
 *   article's newer / older links.
 * - texts: `title`, `summary` (the list's teaser and the page's meta description) and `body`
 *   (Markdown made from today's blocks: paragraphs, `###` headings, lists, tables, `>` notes).
 * - no slug, attributes or fields: an article is addressed by its id (`/News/:id`).
 *
 * Items are written oldest first (by today's id), so a fresh database numbers them in today's order.
 */
import { blocksToMarkdown } from './markdown';
import { newsList, type NewsItem } from './content/news';
import { bilingual, pairById, type ContentSeed } from './types';

/** Today's ids are numbers; pairById matches on a string id. */
const keyed = (items: NewsItem[]) => items.map((item) => ({ ...item, id: String(item.id) }));

export function newsSeed(): ContentSeed[] {
  const zh = keyed(newsList('zh-CN'));
  const en = keyed(newsList('en-US'));
  return pairById(zh, en)
    .sort(([a], [b]) => Number(a.id) - Number(b.id))
    .map(([zhItem, enItem]) => ({
      kind: 'news',
      category: zhItem.category,
      pinned: false,
      position: 0,
      status: 'published',
      publishedAt: `${zhItem.date}T02:00:00Z`,
      translations: bilingual(zhItem, enItem, (item) => ({
        title: item.title,
        summary: item.summary,
        body: blocksToMarkdown(item.blocks),
      })),
    }));
}
