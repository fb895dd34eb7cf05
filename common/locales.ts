/**
 * The five locales of the portal and how content falls back between them. The SPA's locale plugin,
 * the server's messages and every translated item use this list.
 */
export const LOCALES = ['zh-CN', 'en-US', 'zh-TW', 'pt-BR', 'id-ID'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** After the reader's own locale, content is shown in these, in order (architecture: Data). */
export const CONTENT_FALLBACK: readonly Locale[] = ['en-US', 'zh-CN'];

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * The text of an item for a reader: their locale, else en-US, else zh-CN, else whatever the item
 * has. Returns the locale actually served so a page can say "shown in English".
 */
export function pickTranslation<T>(
  texts: Partial<Record<Locale, T>>,
  wanted: Locale,
): { locale: Locale; text: T } | undefined {
  for (const locale of [wanted, ...CONTENT_FALLBACK, ...LOCALES]) {
    const text = texts[locale];
    if (text !== undefined) return { locale, text };
  }
  return undefined;
}
