/**
 * Content as visitors read it: an item when it is published and its time has come (a future
 * `publishedAt` schedules it: computed at read time, nothing runs on a clock), in their locale or the
 * fallback chosen → en-US → zh-CN, with the locale served named.
 */
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import type { ContentItem, ContentKind, NewsArticle, NewsSummary, Page } from '../../../common/contract';
import { pickTranslation, type Locale } from '../../../common/locales';
import type { Database } from '../../db/client';
import { contentItems } from '../../db/schema';
import type { PageRequest } from '../accounts/users';
import { type ItemRow, type TranslationRow, notFound, translationsOf } from './rows';

/** Published, its time come, not deleted. */
const visible = (kind: ContentKind, now: Date) =>
  and(
    eq(contentItems.kind, kind),
    eq(contentItems.status, 'published'),
    lte(contentItems.publishedAt, now),
    isNull(contentItems.deletedAt),
  )!;

interface Served {
  locale: Locale;
  text: TranslationRow;
}

function serve(item: ItemRow, texts: Map<number, TranslationRow[]>, locale: Locale): Served | undefined {
  const byLocale: Partial<Record<Locale, TranslationRow>> = {};
  for (const row of texts.get(item.id) ?? []) byLocale[row.locale] = row;
  return pickTranslation(byLocale, locale);
}

function publicView(item: ItemRow, { locale, text }: Served): ContentItem {
  return {
    id: item.id,
    category: item.category,
    slug: item.slug,
    pinned: item.pinned,
    position: item.position,
    publishedAt: item.publishedAt!.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
    locale,
    title: text.title,
    summary: text.summary,
    imageUrl: item.imageUrl,
    imageAlt: text.imageAlt,
    linkUrl: item.linkUrl,
    attributes: item.attributes,
    fields: text.fields,
    html: text.html,
  };
}

async function servedItems(db: Database, rows: ItemRow[], locale: Locale): Promise<ContentItem[]> {
  const texts = await translationsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.flatMap((row) => {
    const served = serve(row, texts, locale);
    return served ? [publicView(row, served)] : [];
  });
}

const listOrder = [asc(contentItems.position), desc(contentItems.publishedAt), desc(contentItems.id)];

/** Banners of a placement, or the sections of an area: all of them, in the admins' order. */
export async function listOrdered(
  db: Database,
  kind: 'banner' | 'section',
  category: string,
  locale: Locale,
  now: Date,
): Promise<ContentItem[]> {
  const rows = await db
    .select()
    .from(contentItems)
    .where(and(visible(kind, now), eq(contentItems.category, category)))
    .orderBy(...listOrder);
  return servedItems(db, rows, locale);
}

export async function listMaterials(
  db: Database,
  collection: string,
  page: PageRequest,
  locale: Locale,
  now: Date,
): Promise<Page<ContentItem>> {
  const where = and(visible('material', now), eq(contentItems.category, collection));
  const [total] = await db.select({ n: count() }).from(contentItems).where(where);
  const rows = await db
    .select()
    .from(contentItems)
    .where(where)
    .orderBy(desc(contentItems.pinned), ...listOrder)
    .limit(page.pageSize)
    .offset((page.current - 1) * page.pageSize);
  return {
    list: await servedItems(db, rows, locale),
    total: total?.n ?? 0,
    current: page.current,
    pageSize: page.pageSize,
  };
}

async function oneVisible(db: Database, kind: ContentKind, where: SQL, locale: Locale, now: Date) {
  const [row] = await db
    .select()
    .from(contentItems)
    .where(and(visible(kind, now), where));
  if (!row) throw notFound();
  const [item] = await servedItems(db, [row], locale);
  if (!item) throw notFound();
  return { row, item };
}

export const getMaterial = async (db: Database, id: number, locale: Locale, now: Date) =>
  (await oneVisible(db, 'material', eq(contentItems.id, id), locale, now)).item;

export const getSection = async (db: Database, area: string, slug: string, locale: Locale, now: Date) =>
  (
    await oneVisible(
      db,
      'section',
      and(eq(contentItems.category, area), eq(contentItems.slug, slug))!,
      locale,
      now,
    )
  ).item;

const newsSummary = ({
  id,
  category,
  pinned,
  publishedAt,
  locale,
  title,
  summary,
  imageUrl,
  imageAlt,
}: ContentItem) =>
  ({ id, category, pinned, publishedAt, locale, title, summary, imageUrl, imageAlt }) as NewsSummary;

/** Pinned first, then newest first. */
export async function listNews(
  db: Database,
  category: string | undefined,
  page: PageRequest,
  locale: Locale,
  now: Date,
): Promise<Page<NewsSummary>> {
  const where = and(visible('news', now), category ? eq(contentItems.category, category) : undefined);
  const [total] = await db.select({ n: count() }).from(contentItems).where(where);
  const rows = await db
    .select()
    .from(contentItems)
    .where(where)
    .orderBy(desc(contentItems.pinned), desc(contentItems.publishedAt), desc(contentItems.id))
    .limit(page.pageSize)
    .offset((page.current - 1) * page.pageSize);
  const items = await servedItems(db, rows, locale);
  return {
    list: items.map(newsSummary),
    total: total?.n ?? 0,
    current: page.current,
    pageSize: page.pageSize,
  };
}

/** One article with the visible articles published just after and just before it. */
export async function getNewsArticle(
  db: Database,
  id: number,
  locale: Locale,
  now: Date,
): Promise<NewsArticle> {
  const { row, item } = await oneVisible(db, 'news', eq(contentItems.id, id), locale, now);
  const at = row.publishedAt!;
  const neighbour = async (newer: boolean) => {
    const [next] = await db
      .select()
      .from(contentItems)
      .where(
        and(
          visible('news', now),
          newer
            ? or(
                gt(contentItems.publishedAt, at),
                and(eq(contentItems.publishedAt, at), gt(contentItems.id, id)),
              )
            : or(
                lt(contentItems.publishedAt, at),
                and(eq(contentItems.publishedAt, at), lt(contentItems.id, id)),
              ),
        ),
      )
      .orderBy(
        ...(newer
          ? [asc(contentItems.publishedAt), asc(contentItems.id)]
          : [desc(contentItems.publishedAt), desc(contentItems.id)]),
      )
      .limit(1);
    if (!next) return null;
    const [served] = await servedItems(db, [next], locale);
    return served ? { id: served.id, title: served.title } : null;
  };
  return {
    ...newsSummary(item),
    updatedAt: item.updatedAt,
    html: item.html,
    newer: await neighbour(true),
    older: await neighbour(false),
  };
}

/** Published news for the feed and the sitemap: newest first, with the texts of one locale. */
export async function latestNews(
  db: Database,
  locale: Locale,
  now: Date,
  limit: number,
): Promise<ContentItem[]> {
  const rows = await db
    .select()
    .from(contentItems)
    .where(visible('news', now))
    .orderBy(desc(contentItems.publishedAt), desc(contentItems.id))
    .limit(limit);
  return servedItems(db, rows, locale);
}

/** The pages of the published sections of some areas (`{ rules: '/Rule' }` → `/Rule/Feature1`, …). */
export async function sectionPaths(
  db: Database,
  areas: Record<string, string>,
  now: Date,
): Promise<string[]> {
  const rows = await db
    .select({ category: contentItems.category, slug: contentItems.slug })
    .from(contentItems)
    .where(and(visible('section', now), inArray(contentItems.category, Object.keys(areas))))
    .orderBy(...listOrder);
  return rows.flatMap(({ category, slug }) =>
    slug && slug !== 'intro' ? [`${areas[category]}/${slug}`] : [],
  );
}
