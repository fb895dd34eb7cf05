import { getLocale } from '@umijs/max';

/**
 * Content written per locale. zh-CN and en-US are always present; the others are optional
 * and fall back: chosen locale, then en-US, then zh-CN (architecture: Data).
 */
export type Localized<T> = { 'zh-CN': T; 'en-US': T } & Partial<Record<'zh-TW' | 'pt-BR' | 'id-ID', T>>;

export function localize<T>(content: Localized<T>, locale: string = getLocale()): T {
  return (content as Partial<Record<string, T>>)[locale] ?? content['en-US'] ?? content['zh-CN'];
}
