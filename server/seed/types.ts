import type {
  ContentInput,
  ContentKind,
  ContentText,
  ContentTranslations,
} from '../../common/contract/content';

/** One item the first start writes: what an admin would save, plus its kind. */
export interface ContentSeed extends ContentInput {
  kind: ContentKind;
}

/**
 * The translations of an item written in Chinese and English (all of today's content), made by one
 * function so both locales carry the same fields.
 */
export function bilingual<T>(zh: T, en: T, text: (source: T) => ContentText): ContentTranslations {
  return { 'zh-CN': text(zh), 'en-US': text(en) };
}

/** Pairs each Chinese entry with the English one of the same id; an entry missing in either is a bug. */
export function pairById<T extends { id: string }>(zh: T[], en: T[]): [T, T][] {
  const english = new Map(en.map((entry) => [entry.id, entry]));
  return zh.map((entry) => {
    const match = english.get(entry.id);
    if (!match) throw new Error(`content "${entry.id}" has no English version`);
    return [entry, match];
  });
}
