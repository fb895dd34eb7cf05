/**
 * Every sentence the server says to a person, in the SPA's five locales (one file each). The SPA
 * sends its chosen locale as Accept-Language (negotiateLocale, common/locales.ts), so a toast shows
 * the server's message in the language of the page. en-US is the reference: a key missing there does
 * not compile, a key missing elsewhere falls back.
 */
import type { Locale } from '../../common/locales';
import { enUS, type Catalogue, type MessageKey } from './en-US';
import { idID } from './id-ID';
import { ptBR } from './pt-BR';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

export type { MessageKey };

const catalogues: Record<Locale, Catalogue> = {
  'en-US': enUS,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'pt-BR': ptBR,
  'id-ID': idID,
};

export type MessageParams = Record<string, string | number>;

export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const template = catalogues[locale][key] ?? enUS[key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
