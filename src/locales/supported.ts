import { isLocale } from '@common/locales';

/** The five interface languages (spec section 4), from common/locales.ts. zh-CN is the default. */
export { DEFAULT_LOCALE, LOCALES as SUPPORTED_LOCALES, resolveLocale, type Locale } from '@common/locales';

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

export const isSupportedLocale = isLocale;
