/**
 * Content as stored: an item row and its translation rows, shared by the edits and the reads.
 */
import { inArray } from 'drizzle-orm';
import type { ContentText } from '../../../common/contract';
import type { Database } from '../../db/client';
import { contentItems, contentTranslations } from '../../db/schema';
import { AppError } from '../../http/errors';

export type ItemRow = typeof contentItems.$inferSelect;
export type TranslationRow = typeof contentTranslations.$inferSelect;

export const notFound = () => new AppError(404, 'contentNotFound');

/** Visitors see it now: published, its time come, not deleted (the row form of reads.ts's `visible`). */
export const isVisible = (item: Pick<ItemRow, 'status' | 'publishedAt' | 'deletedAt'>, now: Date) =>
  item.status === 'published' && item.publishedAt !== null && item.publishedAt <= now && !item.deletedAt;

/* ------------------------------------------------------------------------------------ views */

export async function translationsOf(db: Database, ids: number[]): Promise<Map<number, TranslationRow[]>> {
  const byItem = new Map<number, TranslationRow[]>();
  if (!ids.length) return byItem;
  const rows = await db.select().from(contentTranslations).where(inArray(contentTranslations.itemId, ids));
  for (const row of rows) byItem.set(row.itemId, [...(byItem.get(row.itemId) ?? []), row]);
  return byItem;
}

export const textOf = (row: TranslationRow): ContentText => ({
  title: row.title,
  summary: row.summary,
  body: row.body,
  imageAlt: row.imageAlt,
  fields: row.fields,
});
