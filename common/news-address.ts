import type { NewsCategory } from './contract';
import { MAX_ID } from './limits';
import { NEWS_CATEGORIES } from './vocabulary';

/**
 * What the news pages read from their address. The pages, the early start of their content and the
 * server that sends it with the page (common/page-content.ts) all read it here, so they ask the very
 * same question.
 */

/** Articles per page of the list. */
export const NEWS_PAGE_SIZE = 6;

/** Whether a string names a news category (for the category filter read from the URL). */
export function isNewsCategory(value: string | null | undefined): value is NewsCategory {
  return !!value && (NEWS_CATEGORIES as readonly string[]).includes(value);
}

/** The page number in the URL (`?page=2`); anything but a positive integer is page 1. */
function pageFrom(raw: string | null): number {
  return raw && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}

/** The list's category and page from `/News?category=…&page=…`; an unknown category is all of them. */
export function newsListAddress(search: URLSearchParams): { category?: NewsCategory; current: number } {
  const raw = search.get('category');
  return { category: isNewsCategory(raw) ? raw : undefined, current: pageFrom(search.get('page')) };
}

/** The server's query for a page of the list. */
export const newsListQuery = ({ category, current }: { category?: NewsCategory; current: number }) => ({
  current,
  pageSize: NEWS_PAGE_SIZE,
  ...(category ? { category } : {}),
});

/** Only plain positive integers the API accepts are ids: `/News/3abc` is not article 3. */
export function articleId(raw: string): number | undefined {
  if (!/^[1-9]\d*$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= MAX_ID ? id : undefined;
}
