/**
 * Every interface string exists in all five locales and is translated; the locale in use follows
 * the stored choice, then the browser language, then zh-CN (spec section 4).
 */
import enUSAccount from '@/locales/en-US/accountArea';
import enUSAdmin from '@/locales/en-US/admin';
import enUSSignIn from '@/locales/en-US/signIn';
import enUSSite from '@/locales/en-US/site';
import idIDAccount from '@/locales/id-ID/accountArea';
import idIDAdmin from '@/locales/id-ID/admin';
import idIDSignIn from '@/locales/id-ID/signIn';
import idIDSite from '@/locales/id-ID/site';
import ptBRAccount from '@/locales/pt-BR/accountArea';
import ptBRAdmin from '@/locales/pt-BR/admin';
import ptBRSignIn from '@/locales/pt-BR/signIn';
import ptBRSite from '@/locales/pt-BR/site';
import zhCNAccount from '@/locales/zh-CN/accountArea';
import zhCNAdmin from '@/locales/zh-CN/admin';
import zhCNSignIn from '@/locales/zh-CN/signIn';
import zhCNSite from '@/locales/zh-CN/site';
import zhTWAccount from '@/locales/zh-TW/accountArea';
import zhTWAdmin from '@/locales/zh-TW/admin';
import zhTWSignIn from '@/locales/zh-TW/signIn';
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

/** The four parts the app loads (src/locales/load.ts). */
const sites: Record<string, Record<string, string>> = {
  'zh-CN': zhCNSite,
  'en-US': enUSSite,
  'zh-TW': zhTWSite,
  'pt-BR': ptBRSite,
  'id-ID': idIDSite,
};
const signIns: Record<string, Record<string, string>> = {
  'zh-CN': zhCNSignIn,
  'en-US': enUSSignIn,
  'zh-TW': zhTWSignIn,
  'pt-BR': ptBRSignIn,
  'id-ID': idIDSignIn,
};
const accountAreas: Record<string, Record<string, string>> = {
  'zh-CN': zhCNAccount,
  'en-US': enUSAccount,
  'zh-TW': zhTWAccount,
  'pt-BR': ptBRAccount,
  'id-ID': idIDAccount,
};
const consoles: Record<string, Record<string, string>> = {
  'zh-CN': zhCNAdmin,
  'en-US': enUSAdmin,
  'zh-TW': zhTWAdmin,
  'pt-BR': ptBRAdmin,
  'id-ID': idIDAdmin,
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

  it('no key is in two parts: none may override another, whichever arrives first', () => {
    const keys = [sites, signIns, accountAreas, consoles].flatMap((part) => Object.keys(part['en-US']));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(keys.sort()).toEqual(Object.keys(en).sort());
  });

  it.each(['zh-CN', 'zh-TW', 'pt-BR', 'id-ID'])(
    '%s puts each key in the same part as en-US (the public part, sign-in’s, the account part or the console’s)',
    (locale) => {
      for (const part of [sites, signIns, accountAreas, consoles])
        expect(Object.keys(part[locale]).sort()).toEqual(Object.keys(part['en-US']).sort());
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
