/**
 * Every interface string exists in all five locales and is translated; the locale in use follows
 * the stored choice, then the browser language, then zh-CN (spec section 4).
 */
import enUSAccount from '@/locales/en-US/accountArea';
import enUSSite from '@/locales/en-US/site';
import idIDAccount from '@/locales/id-ID/accountArea';
import idIDSite from '@/locales/id-ID/site';
import ptBRAccount from '@/locales/pt-BR/accountArea';
import ptBRSite from '@/locales/pt-BR/site';
import zhCNAccount from '@/locales/zh-CN/accountArea';
import zhCNSite from '@/locales/zh-CN/site';
import zhTWAccount from '@/locales/zh-TW/accountArea';
import zhTWSite from '@/locales/zh-TW/site';
import enUS from '@/locales/en-US/index';
import idID from '@/locales/id-ID/index';
import ptBR from '@/locales/pt-BR/index';
import {
  assertLocaleFormat,
  isLocaleFormat,
  LocaleFormatError,
  resolveLocale,
  SUPPORTED_LOCALES,
} from '@/locales/supported';
import zhCN from '@/locales/zh-CN/index';
import zhTW from '@/locales/zh-TW/index';

const locales: Record<string, Record<string, string>> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'zh-TW': zhTW,
  'pt-BR': ptBR,
  'id-ID': idID,
};

/** The two parts the app loads (src/locales/load.ts). */
const sites: Record<string, Record<string, string>> = {
  'zh-CN': zhCNSite,
  'en-US': enUSSite,
  'zh-TW': zhTWSite,
  'pt-BR': ptBRSite,
  'id-ID': idIDSite,
};
const accountAreas: Record<string, Record<string, string>> = {
  'zh-CN': zhCNAccount,
  'en-US': enUSAccount,
  'zh-TW': zhTWAccount,
  'pt-BR': ptBRAccount,
  'id-ID': idIDAccount,
};

const en = enUS as Record<string, string>;
const allKeys = [...new Set(Object.values(locales).flatMap((m) => Object.keys(m)))].sort();

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

describe('locale files', () => {
  it('the five supported locales each have a file', () => {
    expect(Object.keys(locales).sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  it.each(Object.keys(locales))('%s has every key, none empty', (locale) => {
    const missing = allKeys.filter((k) => !locales[locale][k]?.trim());
    expect(missing).toEqual([]);
  });

  it('no key is in both parts: neither may override the other, whichever arrives first', () => {
    const site = new Set(Object.keys(sites['en-US']));
    expect(Object.keys(accountAreas['en-US']).filter((key) => site.has(key))).toEqual([]);
  });

  it.each(['zh-CN', 'zh-TW', 'pt-BR', 'id-ID'])(
    '%s puts each key in the same part as en-US (the public part or the account part)',
    (locale) => {
      expect(Object.keys(sites[locale]).sort()).toEqual(Object.keys(sites['en-US']).sort());
      expect(Object.keys(accountAreas[locale]).sort()).toEqual(Object.keys(accountAreas['en-US']).sort());
    },
  );

  it.each(['zh-CN', 'zh-TW', 'pt-BR', 'id-ID'])('%s is translated, not copied from en-US', (locale) => {
    const copied = allKeys.filter((k) => /[A-Za-z]{3}/.test(en[k]) && locales[locale][k] === en[k]);
    expect(copied).toEqual([]);
  });

  it.each(['zh-CN', 'zh-TW'])('%s is written in Chinese characters', (locale) => {
    const latinOnly = allKeys.filter(
      (k) => !/[\u4e00-\u9fff]/.test(locales[locale][k]) && /[A-Za-z]{4}/.test(locales[locale][k]),
    );
    expect(latinOnly).toEqual([]);
  });

  it.each(['zh-CN', 'zh-TW', 'pt-BR', 'id-ID'])('%s keeps the placeholders of en-US', (locale) => {
    const broken = allKeys.filter(
      (k) => placeholders(locales[locale][k]).join() !== placeholders(en[k]).join(),
    );
    expect(broken).toEqual([]);
  });
});

describe('choosing the locale', () => {
  it('a stored choice wins', () => expect(resolveLocale('pt-BR', 'en-US')).toBe('pt-BR'));
  it('then the browser language', () => expect(resolveLocale(null, 'id-ID')).toBe('id-ID'));
  it('a bare browser language finds its locale', () => {
    expect(resolveLocale(null, 'en')).toBe('en-US');
    expect(resolveLocale(null, 'pt-PT')).toBe('pt-BR');
    expect(resolveLocale(null, 'zh-HK')).toBe('zh-TW');
    expect(resolveLocale(null, 'zh')).toBe('zh-CN');
  });
  it('an unsupported browser language such as fr-FR lands on zh-CN', () =>
    expect(resolveLocale(null, 'fr-FR')).toBe('zh-CN'));
  it('an unsupported stored value is ignored', () => expect(resolveLocale('xx-YY', 'en-US')).toBe('en-US'));
  it('nothing at all gives zh-CN', () => expect(resolveLocale(undefined, undefined)).toBe('zh-CN'));
});

describe('locale format', () => {
  it.each(['en-US', 'zh-CN', 'en', 'pt-BR'])('%s is well-formed', (lang) => {
    expect(isLocaleFormat(lang)).toBe(true);
    expect(() => assertLocaleFormat(lang)).not.toThrow();
  });

  it.each(['EN-us', 'en_US', 'enUS', 'english', 'en-us', 'e', 'en-USA', ''])(
    '%p raises a format error',
    (lang) => {
      expect(() => assertLocaleFormat(lang)).toThrow(LocaleFormatError);
    },
  );
});
