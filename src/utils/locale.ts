import { DEFAULT_LOCALE, LOCALE_COOKIE } from '@common/locales';
import { setLocale } from '@umijs/max';
import { loadMessagesFor, messagesLoaded } from '@/locales/load';
import { isServer, serverRequest } from '@/ssr/serverRequest';
import { appPath } from '@/utils/paths';
import { forgetEarly } from '@/utils/request';
import { assertLocaleFormat, isSupportedLocale, resolveLocale, type Locale } from '@/locales/supported';

const STORAGE_KEY = 'umi_locale';

const stored = () => {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be blocked (private mode, cookies off): the browser language decides then.
    return null;
  }
};

/** The current locale: stored choice, then the browser language, then zh-CN (spec section 4). */
export const currentLocale = (): Locale =>
  isServer ? (serverRequest()?.locale ?? DEFAULT_LOCALE) : resolveLocale(stored(), navigator.language);

/**
 * Tells the server the language the page runs in, so that the next page it sends preloads that
 * language's messages and carries its content in it (server/render/spa-preload.ts, server/render/page-content.ts):
 * it cannot read the stored choice.
 */
export function rememberLocale(lang: Locale) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/**
 * Switches the interface language. A malformed locale raises a format error; the page reloads by
 * default so that every module picks the new language up (spec section 4).
 */
export function switchLocale(lang: string, reload = true): Promise<void> {
  assertLocaleFormat(lang);
  // After a reload the start-up loads the new language; without one, its messages come first.
  if (reload || !isSupportedLocale(lang)) {
    // The reloaded page is asked for with the new language's cookie, so it comes in that language.
    if (isSupportedLocale(lang)) rememberLocale(lang);
    setLocale(lang, reload);
    return Promise.resolve();
  }
  return loadMessagesFor(lang, appPath({ pathname: window.location.pathname, search: '' })).then(() => {
    // A language whose messages could not be had is not switched to: the page keeps its words.
    if (!messagesLoaded(lang, 'site')) throw new Error(`The ${lang} messages could not be loaded`);
    rememberLocale(lang);
    // Answers fetched ahead in the old language are of no use in the new one, nor after switching back.
    forgetEarly();
    setLocale(lang, false);
  });
}
