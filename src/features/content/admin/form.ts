/**
 * The content form's values and how they map to the API: every translation sits under
 * `texts.<locale>`, metadata and named texts are editable rows, and a locale is saved only when its
 * title is filled.
 */
import { LOCALES, type Locale } from '@common/locales';
import type * as API from '@common/contract';
import type { Dayjs } from 'dayjs';
import { fromIso, text, toIso } from '@/features/admin/options';

export const ATTRIBUTE_TYPES = ['text', 'number', 'boolean', 'list'] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

/** One metadata entry as the form edits it; a list is typed as comma-separated text. */
export interface AttributeRow {
  key?: string;
  type?: AttributeType;
  value?: string | number | boolean | null;
}

/** One named text of a translation (`fields`). */
export interface FieldRow {
  key?: string;
  value?: string;
}

export interface TextValues {
  title?: string;
  summary?: string;
  body?: string;
  imageAlt?: string;
  fields?: FieldRow[];
}

export type ContentValues = {
  category?: string;
  slug?: string;
  pinned?: boolean;
  position?: number | null;
  status?: API.ContentStatus;
  publishedAt?: Dayjs | string | null;
  imageUrl?: string;
  linkUrl?: string;
  attributes?: AttributeRow[];
  texts?: Partial<Record<Locale, TextValues>>;
  /** The revision being edited, sent back so a save over someone else's newer one is refused. */
  revision?: number;
};

/** A translation counts (and is saved) only when it has a title. */
export const hasTitle = (entry: TextValues | undefined) => Boolean(text(entry?.title));

/** Any text typed in a locale besides the title (which would be lost without one). */
export const hasOtherTexts = (entry: TextValues | undefined) =>
  Boolean(
    text(entry?.summary) ||
    text(entry?.body) ||
    text(entry?.imageAlt) ||
    entry?.fields?.some((row) => text(row?.key) || text(row?.value)),
  );

const attributeRow = ([key, value]: [string, API.ContentAttributes[string]]): AttributeRow => {
  if (Array.isArray(value)) return { key, type: 'list', value: value.join(', ') };
  if (typeof value === 'number') return { key, type: 'number', value };
  if (typeof value === 'boolean') return { key, type: 'boolean', value };
  return { key, type: 'text', value };
};

const attributeValue = (row: AttributeRow): API.ContentAttributes[string] => {
  switch (row.type) {
    case 'number':
      return Number(row.value);
    case 'boolean':
      return row.value === true;
    case 'list':
      return String(row.value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    default:
      return text(row.value);
  }
};

const textValues = (entry: API.ContentText | undefined): TextValues => ({
  title: entry?.title ?? '',
  summary: entry?.summary ?? '',
  body: entry?.body ?? '',
  imageAlt: entry?.imageAlt ?? '',
  fields: Object.entries(entry?.fields ?? {}).map(([key, value]) => ({ key, value })),
});

export function toValues(item: API.AdminContentItem): ContentValues {
  return {
    category: item.category,
    slug: item.slug ?? '',
    pinned: item.pinned,
    position: item.position,
    status: item.status,
    publishedAt: fromIso(item.publishedAt),
    imageUrl: item.imageUrl ?? '',
    linkUrl: item.linkUrl ?? '',
    attributes: Object.entries(item.attributes).map(attributeRow),
    texts: Object.fromEntries(LOCALES.map((locale) => [locale, textValues(item.translations[locale])])),
    revision: item.revision,
  };
}

/** A Markdown body keeps its leading indentation (code blocks); trailing blanks go. */
const markdown = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+$/, '') : '');

function translation(entry: TextValues): API.ContentText {
  const result: API.ContentText = { title: text(entry.title) };
  const summary = text(entry.summary);
  const body = markdown(entry.body);
  const imageAlt = text(entry.imageAlt);
  if (summary) result.summary = summary;
  if (body.trim()) result.body = body;
  if (imageAlt) result.imageAlt = imageAlt;
  const fields = (entry.fields ?? []).filter((row) => text(row?.key));
  if (fields.length)
    result.fields = Object.fromEntries(fields.map((row) => [text(row.key), text(row.value)]));
  return result;
}

/** The values as the API takes them; `category` is the tab's own when it has only one. */
export function toInput(values: ContentValues, fixedCategory?: string): API.ContentInput {
  const translations: API.ContentTranslations = {};
  for (const locale of LOCALES) {
    const entry = values.texts?.[locale];
    if (entry && hasTitle(entry)) translations[locale] = translation(entry);
  }
  const rows = (values.attributes ?? []).filter((row) => text(row?.key));
  return {
    category: fixedCategory ?? values.category ?? '',
    slug: text(values.slug) || null,
    pinned: Boolean(values.pinned),
    position: Number(values.position ?? 0) || 0,
    status: values.status ?? 'draft',
    publishedAt: toIso(values.publishedAt),
    imageUrl: text(values.imageUrl) || null,
    linkUrl: text(values.linkUrl) || null,
    attributes: Object.fromEntries(rows.map((row) => [text(row.key), attributeValue(row)])),
    translations,
    ...(Number(values.revision) > 0 ? { revision: Number(values.revision) } : {}),
  };
}
