/**
 * Reading the untranslated attributes and translated fields of a content item as the Trivia,
 * Science, Journal and Database pages expect them (see "What the pages read" in server/seed/README.md).
 * A value of another type than expected reads as missing, so an admin's typo shows as a gap.
 */
import type * as API from '@common/contract';

export function textOf(item: API.ContentItem, key: string): string | undefined {
  const value = item.attributes[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

export function numberOf(item: API.ContentItem, key: string): number | undefined {
  const value = item.attributes[key];
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return undefined;
}

export function listOf(item: API.ContentItem, key: string): string[] {
  const value = item.attributes[key];
  if (Array.isArray(value)) return value;
  return typeof value === 'string' && value ? [value] : [];
}

/** A translated list kept in one field: items separated by commas (Latin or Chinese) or semicolons. */
export function fieldList(item: API.ContentItem, key: string): string[] {
  return (item.fields[key] ?? '')
    .split(/[,;，；、]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The key an item goes by in anchors and lists: its slug, else its id. */
export const keyOf = (item: API.ContentItem): string => item.slug ?? String(item.id);
