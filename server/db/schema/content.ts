import type { ContentAttributes, ContentFields, ContentInput } from '../../../common/contract/content';
import { LOCALES, type Locale } from '../../../common/locales';
import { CONTENT_KINDS, CONTENT_STATUSES } from '../../../common/vocabulary';
import { users } from './accounts';
import { createdAt, instant, oneOf } from './columns';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * What visitors read: one row per item (news, banner, material or section) and one per translation.
 * A deleted item keeps its row and revisions (`deleted_at`), so nothing an admin saved is lost.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 16 }).$type<(typeof CONTENT_KINDS)[number]>().notNull(),
    category: varchar('category', { length: 32 }).notNull(),
    slug: varchar('slug', { length: 64 }),
    pinned: boolean('pinned').notNull().default(false),
    position: integer('position').notNull().default(0),
    status: varchar('status', { length: 16 }).$type<(typeof CONTENT_STATUSES)[number]>().notNull(),
    /** Visible to the public from this instant on; null while a draft has never been published. */
    publishedAt: instant('published_at'),
    imageUrl: text('image_url'),
    linkUrl: text('link_url'),
    attributes: jsonb('attributes').$type<ContentAttributes>().notNull().default({}),
    revision: integer('revision').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    deletedAt: instant('deleted_at'),
  },
  (t) => [
    check('content_items_kind_check', sql`${t.kind} IN (${oneOf(CONTENT_KINDS)})`),
    check('content_items_status_check', sql`${t.status} IN (${oneOf(CONTENT_STATUSES)})`),
    check('content_items_published_check', sql`${t.status} = 'draft' OR ${t.publishedAt} IS NOT NULL`),
    uniqueIndex('content_items_slug_key')
      .on(t.kind, t.category, t.slug)
      .where(sql`${t.slug} IS NOT NULL AND ${t.deletedAt} IS NULL`),
    index('content_items_listing_idx').on(t.kind, t.category, t.publishedAt),
  ],
);

export const contentTranslations = pgTable(
  'content_translations',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    locale: varchar('locale', { length: 8 }).$type<Locale>().notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Markdown as the admin wrote it, and the HTML rendered and sanitized from it on write. */
    body: text('body').notNull().default(''),
    html: text('html').notNull().default(''),
    imageAlt: text('image_alt').notNull().default(''),
    fields: jsonb('fields').$type<ContentFields>().notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.locale] }),
    check('content_translations_locale_check', sql`${t.locale} IN (${oneOf(LOCALES)})`),
  ],
);

/** Every save of an item, as the admin sent it; restoring one saves it again as a new revision. */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    snapshot: jsonb('snapshot').$type<ContentInput>().notNull(),
    savedBy: integer('saved_by').references(() => users.uid, { onDelete: 'set null' }),
    savedAt: createdAt(),
  },
  (t) => [uniqueIndex('content_revisions_number_key').on(t.itemId, t.number)],
);
