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
 * The interface locale (spec section 4): the stored choice, then the browser language, then zh-CN.
 * A browser language with only a language part (`en`, `pt`) takes the first supported locale of
 * that language; one we don't support (`fr-FR`) lands on the default. The SPA decides with it, and
 * the server guesses the same way which messages a page will load (server/render/spa-preload.ts).
 */
export function resolveLocale(stored: string | null | undefined, browser: string | null | undefined): Locale {
  if (isLocale(stored)) return stored;
  if (browser) {
    const normalised = browser.replace('_', '-');
    if (isLocale(normalised)) return normalised;
    const language = (normalised.split('-')[0] ?? '').toLowerCase();
    if (language === 'zh') return /TW|HK|MO|Hant/i.test(normalised) ? 'zh-TW' : 'zh-CN';
    const sameLanguage = LOCALES.find((l) => l.startsWith(`${language}-`));
    if (sameLanguage) return sameLanguage;
  }
  return DEFAULT_LOCALE;
}

/**
 * The interface locale the SPA last started in, as a cookie: the server cannot read the stored
 * choice, and this lets it name that locale's messages among a page's preloads.
 */
export const LOCALE_COOKIE = 'portal_locale';

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
