/**
 * The interface messages of one language, loaded before the app renders: each language is a chunk
 * of its own, so a visitor downloads one of the five.
 */
import { addLocale } from '@umijs/max';
import type { Locale } from './supported';

type Messages = Record<string, string>;

const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  'zh-CN': () => import(/* webpackChunkName: "messages-zh-CN" */ './zh-CN/index'),
  'en-US': () => import(/* webpackChunkName: "messages-en-US" */ './en-US/index'),
  'zh-TW': () => import(/* webpackChunkName: "messages-zh-TW" */ './zh-TW/index'),
  'pt-BR': () => import(/* webpackChunkName: "messages-pt-BR" */ './pt-BR/index'),
  'id-ID': () => import(/* webpackChunkName: "messages-id-ID" */ './id-ID/index'),
};

const loaded = new Map<Locale, Promise<void>>();

/** Adds the language's messages to the locale plugin; loads each language at most once. */
export function loadMessages(locale: Locale): Promise<void> {
  let pending = loaded.get(locale);
  if (!pending) {
    pending = loaders[locale]().then(({ default: messages }) => {
      // Moment and antd locales are the plugin's own: only the messages are added.
      addLocale(locale, messages, undefined as never);
    });
    loaded.set(locale, pending);
  }
  return pending;
}
