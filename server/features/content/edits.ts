/**
 * Content as admins edit it: news, banners, materials and sections, each one item with a text per
 * locale.
 *
 * - Admins save the whole item (every translation at once); each save renders the Markdown bodies
 *   (./markdown.ts) and keeps a revision that can be restored later.
 * - Deleting hides an item and keeps its row and revisions.
 */
import { and, count, desc, eq, ilike, isNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import type {
  AdminContentItem,
  AdminContentQuery,
  ContentInput,
  ContentKind,
  ContentRevision,
  ContentTranslations,
  Deleted,
  Page,
} from '../../../common/contract';
import { LOCALES } from '../../../common/locales';
import { CONTENT_CATEGORIES } from '../../../common/vocabulary';
import type { Database } from '../../db/client';
import { contentItems, contentRevisions, contentTranslations, users } from '../../db/schema';
import { AppError, uniqueViolation } from '../../http/errors';
import type { MessageKey } from '../../i18n/translate';
import { publish } from '../../runtime/channel';
import { unrealDates } from '../../shared/instants';
import { imagesWithoutAlt, renderMarkdown } from './markdown';
import { likePattern } from './search';
import type { PageRequest } from '../accounts/users';
import { type ItemRow, type TranslationRow, isVisible, notFound, textOf, translationsOf } from './rows';

/* ------------------------------------------------------------------------------------ checks */

type FieldMessages = Record<string, { key: MessageKey }>;

/**
 * Pages turn some attributes into links (a step's page, a contact's address): a value that starts
 * with a scheme must be one a link may have, never `javascript:` or `data:`.
 */
const FOREIGN_SCHEME = /^\s*(?!(?:https?|mailto|tel):)[a-z][a-z0-9+.-]*:/i;

/** What the schema cannot say: the kind's categories, slugs of sections, alt text of images, real times. */
function fieldErrors(kind: ContentKind, input: ContentInput): FieldMessages {
  const fields: FieldMessages = {
    ...unrealDates(input.publishedAt ? { publishedAt: input.publishedAt } : {}),
  };
  if (!(CONTENT_CATEGORIES[kind] as readonly string[]).includes(input.category))
    fields.category = { key: 'field.categoryOfKind' };
  if (kind === 'section' && !input.slug) fields.slug = { key: 'field.required' };
  for (const [locale, text] of Object.entries(input.translations)) {
    if (!text) continue;
    if (input.imageUrl && !text.imageAlt?.trim())
      fields[`translations.${locale}.imageAlt`] = { key: 'field.imageAlt' };
    if (text.body && imagesWithoutAlt(text.body))
      fields[`translations.${locale}.body`] = { key: 'field.imageAltInBody' };
  }
  for (const [key, value] of Object.entries(input.attributes ?? {}))
    if ([value].flat().some((v) => typeof v === 'string' && FOREIGN_SCHEME.test(v)))
      fields[`attributes.${key}`] = { key: 'field.linkScheme' };
  return fields;
}

function refuse(fields: FieldMessages): void {
  if (Object.keys(fields).length) throw new AppError(400, 'invalidInput', undefined, fields);
}

function visibilityOf(item: ItemRow, now: Date): AdminContentItem['visibility'] {
  if (item.status === 'draft' || !item.publishedAt) return 'draft';
  return item.publishedAt > now ? 'scheduled' : 'live';
}

function adminView(item: ItemRow, texts: Map<number, TranslationRow[]>, now: Date): AdminContentItem {
  const rows = texts.get(item.id) ?? [];
  const translations: ContentTranslations = {};
  for (const row of rows) translations[row.locale] = textOf(row);
  return {
    id: item.id,
    kind: item.kind,
    category: item.category,
    slug: item.slug,
    pinned: item.pinned,
    position: item.position,
    status: item.status,
    publishedAt: item.publishedAt?.toISOString() ?? null,
    visibility: visibilityOf(item, now),
    imageUrl: item.imageUrl,
    linkUrl: item.linkUrl,
    attributes: item.attributes,
    translations,
    missingLocales: LOCALES.filter((locale) => !translations[locale]),
    revision: item.revision,
    updatedAt: item.updatedAt.toISOString(),
  };
}

/* ------------------------------------------------------------------------------------ saving */

/** The translations as stored: trimmed titles, empty strings for what was left out. */
function normalise(input: ContentInput): ContentInput {
  const translations: ContentTranslations = {};
  for (const locale of LOCALES) {
    const text = input.translations[locale];
    if (!text) continue;
    translations[locale] = {
      title: text.title.trim(),
      summary: text.summary?.trim() ?? '',
      body: text.body ?? '',
      imageAlt: text.imageAlt?.trim() ?? '',
      fields: text.fields ?? {},
    };
  }
  return {
    category: input.category,
    slug: input.slug || null,
    pinned: input.pinned ?? false,
    position: input.position ?? 0,
    status: input.status,
    publishedAt: input.publishedAt ?? null,
    imageUrl: input.imageUrl || null,
    linkUrl: input.linkUrl || null,
    attributes: input.attributes ?? {},
    translations,
  };
}

/**
 * Publishing without a time means "now"; republishing keeps the first publication time, so an
 * edited article does not jump to the top of the news.
 */
function publicationTime(input: ContentInput, existing: ItemRow | undefined, now: Date): Date | null {
  if (input.publishedAt) return new Date(input.publishedAt);
  if (input.status === 'draft') return existing?.publishedAt ?? null;
  // A scheduled item published without its time is published now.
  const first = existing?.publishedAt;
  return first && first <= now ? first : now;
}

async function writeTranslations(tx: Database, itemId: number, translations: ContentTranslations) {
  await tx.delete(contentTranslations).where(eq(contentTranslations.itemId, itemId));
  const rows = LOCALES.flatMap((locale) => {
    const text = translations[locale];
    return text
      ? [
          {
            itemId,
            locale,
            title: text.title,
            summary: text.summary ?? '',
            body: text.body ?? '',
            html: renderMarkdown(text.body ?? ''),
            imageAlt: text.imageAlt ?? '',
            fields: text.fields ?? {},
          },
        ]
      : [];
  });
  if (rows.length) await tx.insert(contentTranslations).values(rows);
}

/** Creates (no `id`) or replaces an item of this kind, and keeps the save as a revision. */
export async function saveContent(
  tx: Database,
  /** The admin saving; null for the first start's seed. */
  savedBy: number | null,
  kind: ContentKind,
  raw: ContentInput,
  now: Date,
  id?: number,
): Promise<AdminContentItem> {
  refuse(fieldErrors(kind, raw));
  const input = normalise(raw);
  let existing: ItemRow | undefined;
  if (id !== undefined) {
    [existing] = await tx
      .select()
      .from(contentItems)
      .where(and(eq(contentItems.id, id), eq(contentItems.kind, kind), isNull(contentItems.deletedAt)))
      .for('update');
    if (!existing) throw notFound();
    // Two admins editing one item: the second save would silently undo the first.
    if (raw.revision !== undefined && raw.revision !== existing.revision)
      throw new AppError(409, 'contentChanged', { revision: existing.revision });
  }
  const publishedAt = publicationTime(input, existing, now);
  const snapshot: ContentInput = { ...input, publishedAt: publishedAt?.toISOString() ?? null };
  const values = {
    kind,
    category: input.category,
    slug: input.slug ?? null,
    pinned: input.pinned ?? false,
    position: input.position ?? 0,
    status: input.status,
    publishedAt,
    imageUrl: input.imageUrl ?? null,
    linkUrl: input.linkUrl ?? null,
    attributes: input.attributes ?? {},
    updatedAt: now,
  };
  let item: ItemRow;
  try {
    // A savepoint, so a taken slug leaves the caller's transaction usable for the 409.
    item = await tx.transaction(async (inner) => {
      const [row] = existing
        ? await inner
            .update(contentItems)
            .set({ ...values, revision: existing.revision + 1 })
            .where(eq(contentItems.id, existing.id))
            .returning()
        : await inner
            .insert(contentItems)
            .values({ ...values, revision: 1, createdAt: now })
            .returning();
      return row!;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'content_items_slug_key')
      throw new AppError(409, 'invalidInput', undefined, { slug: { key: 'field.slugTaken' } });
    throw error;
  }
  await writeTranslations(tx, item.id, input.translations);
  await tx.insert(contentRevisions).values({
    itemId: item.id,
    number: item.revision,
    snapshot,
    savedBy,
    savedAt: now,
  });
  // Published now, changed while visible, or taken down: pages showing it hear of it.
  if ((existing && isVisible(existing, now)) || isVisible(item, now))
    await publish(tx, { type: 'content', audience: 'public', data: { kind, id: item.id } });
  return adminView(item, await translationsOf(tx, [item.id]), now);
}

export async function deleteContent(
  tx: Database,
  kind: ContentKind,
  id: number,
  now: Date,
): Promise<Deleted> {
  const [row] = await tx
    .update(contentItems)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(contentItems.id, id), eq(contentItems.kind, kind), isNull(contentItems.deletedAt)))
    .returning({ id: contentItems.id, status: contentItems.status, publishedAt: contentItems.publishedAt });
  if (!row) throw notFound();
  if (isVisible({ ...row, deletedAt: null }, now))
    await publish(tx, { type: 'content', audience: 'public', data: { kind, id: row.id } });
  return { id: row.id };
}

/** Saves an older revision's content again, as the newest revision. */
export async function restoreRevision(
  tx: Database,
  savedBy: number,
  kind: ContentKind,
  id: number,
  revisionId: number,
  now: Date,
): Promise<AdminContentItem> {
  const [revision] = await tx
    .select({ snapshot: contentRevisions.snapshot })
    .from(contentRevisions)
    .innerJoin(contentItems, eq(contentItems.id, contentRevisions.itemId))
    .where(
      and(
        eq(contentRevisions.id, revisionId),
        eq(contentRevisions.itemId, id),
        eq(contentItems.kind, kind),
        isNull(contentItems.deletedAt),
      ),
    );
  if (!revision) throw new AppError(404, 'revisionNotFound');
  return saveContent(tx, savedBy, kind, revision.snapshot, now, id);
}

/** Renders Markdown exactly as a save would, for the admin form's preview. */
export const previewMarkdown = (body: string) => ({ html: renderMarkdown(body) });

/* ------------------------------------------------------------------------------------ admin reads */

/** Every item of a kind that is not deleted, drafts and scheduled ones included, newest change first. */
export async function listAdminContent(
  db: Database,
  kind: ContentKind,
  query: Pick<AdminContentQuery, 'category' | 'status' | 'missing'>,
  page: PageRequest,
  now: Date,
): Promise<Page<AdminContentItem>> {
  const filters: SQL[] = [eq(contentItems.kind, kind), isNull(contentItems.deletedAt)];
  if (query.category) filters.push(eq(contentItems.category, query.category));
  if (query.status) filters.push(eq(contentItems.status, query.status));
  if (query.missing)
    filters.push(
      notExists(
        db
          .select({ one: sql`1` })
          .from(contentTranslations)
          .where(
            and(
              eq(contentTranslations.itemId, contentItems.id),
              eq(contentTranslations.locale, query.missing),
            ),
          ),
      ),
    );
  if (page.keyword?.trim()) {
    const pattern = likePattern(page.keyword.trim());
    filters.push(
      or(
        ilike(contentItems.slug, pattern),
        sql`exists (select 1 from ${contentTranslations} where ${contentTranslations.itemId} = ${contentItems.id} and (${contentTranslations.title} ilike ${pattern} or ${contentTranslations.summary} ilike ${pattern}))`,
      )!,
    );
  }
  const where = and(...filters);
  const [total] = await db.select({ n: count() }).from(contentItems).where(where);
  const rows = await db
    .select()
    .from(contentItems)
    .where(where)
    .orderBy(desc(contentItems.updatedAt), desc(contentItems.id))
    .limit(page.pageSize)
    .offset((page.current - 1) * page.pageSize);
  const texts = await translationsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    list: rows.map((row) => adminView(row, texts, now)),
    total: total?.n ?? 0,
    current: page.current,
    pageSize: page.pageSize,
  };
}

export async function listRevisions(db: Database, kind: ContentKind, id: number): Promise<ContentRevision[]> {
  const [item] = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.kind, kind), isNull(contentItems.deletedAt)));
  if (!item) throw notFound();
  const rows = await db
    .select({ revision: contentRevisions, nickname: users.nickname, username: users.username })
    .from(contentRevisions)
    .leftJoin(users, eq(users.uid, contentRevisions.savedBy))
    .where(eq(contentRevisions.itemId, id))
    .orderBy(desc(contentRevisions.number));
  return rows.map(({ revision, nickname, username }) => ({
    id: revision.id,
    number: revision.number,
    savedAt: revision.savedAt.toISOString(),
    savedBy: revision.savedBy === null ? null : { uid: revision.savedBy, name: nickname || username || '' },
    title: Object.values(revision.snapshot.translations).find(Boolean)?.title ?? '',
    status: revision.snapshot.status,
  }));
}
