/**
 * The five locales of the portal and how content falls back between them. The SPA's locale plugin,
 * the server's messages and every translated item use this list.
 */
export const LOCALES = ['zh-CN', 'en-US', 'zh-TW', 'pt-BR', 'id-ID'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * The site's default: the interface language when nothing was chosen and the browser's is not one
 * of ours (spec section 4), and the language of mail to someone who never chose one.
 */
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/**
 * The language of the server's sentences (envelopes, notices) when a request names none in
 * Accept-Language. The SPA always sends its locale; a caller that sends none is a script or an API
 * client, and English (the reference catalogue, server/i18n/en-US.ts) is what it can read.
 */
export const API_DEFAULT_LOCALE: Locale = 'en-US';

/** After the reader's own locale, content is shown in these, in order (architecture: Data). */
export const CONTENT_FALLBACK: readonly Locale[] = ['en-US', 'zh-CN'];

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** A bare language, or a region we have no locale for, goes to the closest locale we have. */
const LANGUAGE_LOCALES: Record<string, Locale> = {
  en: 'en-US',
  zh: 'zh-CN',
  pt: 'pt-BR',
  id: 'id-ID',
  in: 'id-ID',
};
const TRADITIONAL_REGIONS = ['tw', 'hk', 'mo'];

/**
 * The portal's one rule from a language tag to a locale: the locale itself (any case, `_` or `-`),
 * else Traditional Chinese for `zh-Hant` and for Taiwan, Hong Kong and Macau (unless the tag says
 * `Hans`), else the locale of the tag's language (`en` → en-US, `pt-PT` → pt-BR); undefined for a
 * language we don't have.
 */
export function localeOfTag(tag: string): Locale | undefined {
  const subtags = tag.trim().replace(/_/g, '-').toLowerCase().split('-');
  const exact = LOCALES.find((locale) => locale.toLowerCase() === subtags.join('-'));
  if (exact) return exact;
  const [language = '', ...rest] = subtags;
  const traditional =
    rest.includes('hant') || (!rest.includes('hans') && rest.some((s) => TRADITIONAL_REGIONS.includes(s)));
  if (language === 'zh' && traditional) return 'zh-TW';
  return LANGUAGE_LOCALES[language];
}

/**
 * The interface locale (spec section 4): the stored choice, then the browser language, then zh-CN.
 * A browser language with only a language part (`en`, `pt`) takes the locale of that language; one
 * we don't support (`fr-FR`) lands on the default. The SPA decides with it, and the server guesses
 * the same way which messages a page will load (server/render/spa-preload.ts).
 */
export function resolveLocale(stored: string | null | undefined, browser: string | null | undefined): Locale {
  if (isLocale(stored)) return stored;
  return (browser ? localeOfTag(browser) : undefined) ?? DEFAULT_LOCALE;
}

/**
 * The best locale of an Accept-Language header, honouring q-values and order; `fallback` when it
 * names none of ours (the server's sentences: API_DEFAULT_LOCALE).
 */
export function negotiateLocale(header: string | undefined, fallback: Locale = API_DEFAULT_LOCALE): Locale {
  if (!header) return fallback;
  const wanted = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of wanted) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return fallback;
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
