/** The five interface languages (spec section 4). zh-CN is the default. */
export const SUPPORTED_LOCALES = ['zh-CN', 'en-US', 'zh-TW', 'pt-BR', 'id-ID'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** Two lowercase letters, optionally a hyphen and two uppercase letters (spec section 4). */
const LOCALE_FORMAT = /^[a-z]{2}(-[A-Z]{2})?$/;

export class LocaleFormatError extends Error {
  constructor(lang: string) {
    super(`setLang lang format error: ${JSON.stringify(lang)}`);
    this.name = 'LocaleFormatError';
  }
}

export const isLocaleFormat = (lang: string) => LOCALE_FORMAT.test(lang);

export function assertLocaleFormat(lang: string): void {
  if (!isLocaleFormat(lang)) throw new LocaleFormatError(lang);
}

export const isSupportedLocale = (lang: string | null | undefined): lang is Locale =>
  !!lang && (SUPPORTED_LOCALES as readonly string[]).includes(lang);

/**
 * The locale to use: the stored choice, then the browser language, then zh-CN.
 * A browser language with only a language part (`en`, `pt`) takes the first supported
 * locale of that language; one we don't support (`fr-FR`) lands on the default.
 */
export function resolveLocale(stored: string | null | undefined, browser: string | null | undefined): Locale {
  if (isSupportedLocale(stored)) return stored;
  if (browser) {
    const normalised = browser.replace('_', '-');
    if (isSupportedLocale(normalised)) return normalised;
    const language = normalised.split('-')[0].toLowerCase();
    if (language === 'zh') return /TW|HK|MO|Hant/i.test(normalised) ? 'zh-TW' : 'zh-CN';
    const sameLanguage = SUPPORTED_LOCALES.find((l) => l.startsWith(`${language}-`));
    if (sameLanguage) return sameLanguage;
  }
  return DEFAULT_LOCALE;
}
