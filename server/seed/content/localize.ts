import type { Locale } from '../../../common/locales';

/**
 * Content as it was written before it moved to the database: zh-CN and en-US always, the other
 * locales where a text exists. The seed turns each entry into one item with these translations.
 */
export type Localized<T> = { 'zh-CN': T; 'en-US': T } & Partial<
  Record<Exclude<Locale, 'zh-CN' | 'en-US'>, T>
>;

export function localize<T>(content: Localized<T>, locale?: string): T {
  if (!locale) return content['zh-CN'];
  return (content as Partial<Record<string, T>>)[locale] ?? content['en-US'] ?? content['zh-CN'];
}
