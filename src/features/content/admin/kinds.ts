import { BANNER_PLACEMENTS, MATERIAL_COLLECTIONS, NEWS_CATEGORIES, SECTION_AREAS } from '@common/vocabulary';
import type * as API from '@common/contract';

/** How one content tab of the console edits its kind. */
export interface ContentTabConfig {
  kind: API.ContentKind;
  /** The categories an item takes in this tab, in the order the select lists them. */
  categories: readonly string[];
  /**
   * `fixed`: one category, not shown (banner placement, the about area); `filter`: a filter in the
   * search form; `menu`: a tab bar above the table, one category at a time.
   */
  categoryMode: 'fixed' | 'filter' | 'menu';
  /** Locale key of the category's name here: a category, a collection, an area. */
  categoryLabel: string;
  /** Sections are found by their slug (the route segment), so they must have one. */
  slugRequired: boolean;
}

export const BANNER_TAB: ContentTabConfig = {
  kind: 'banner',
  categories: BANNER_PLACEMENTS,
  categoryMode: 'fixed',
  categoryLabel: 'admin.field.category',
  slugRequired: false,
};

export const NEWS_TAB: ContentTabConfig = {
  kind: 'news',
  categories: NEWS_CATEGORIES,
  categoryMode: 'filter',
  categoryLabel: 'admin.field.category',
  slugRequired: false,
};

export const MATERIAL_TAB: ContentTabConfig = {
  kind: 'material',
  categories: MATERIAL_COLLECTIONS,
  categoryMode: 'menu',
  categoryLabel: 'admin.content.collection',
  slugRequired: false,
};

export const ABOUT_TAB: ContentTabConfig = {
  kind: 'section',
  categories: ['about'],
  categoryMode: 'fixed',
  categoryLabel: 'admin.content.area',
  slugRequired: true,
};

/** The sections of every other area (rules, notes, home…); about us has its own tab. */
export const PAGES_TAB: ContentTabConfig = {
  kind: 'section',
  categories: SECTION_AREAS.filter((area) => area !== 'about'),
  categoryMode: 'menu',
  categoryLabel: 'admin.content.area',
  slugRequired: true,
};

/** The locale key naming a category of a kind (`admin.category.news.venue`). */
export const categoryKey = (kind: API.ContentKind, category: string) => `admin.category.${kind}.${category}`;
