import { SelectLang } from '@umijs/max';
import React from 'react';
import { switchLocale } from '@/utils/locale';

const LABELS: Record<string, { label: string; icon: string }> = {
  'zh-CN': { label: '简体中文', icon: '🇨🇳' },
  'zh-TW': { label: '繁體中文', icon: '🇭🇰' },
  'en-US': { label: 'English', icon: '🇺🇸' },
  'pt-BR': { label: 'Português', icon: '🇧🇷' },
  'id-ID': { label: 'Bahasa Indonesia', icon: '🇮🇩' },
};

/** Umi's language menu; choosing goes through switchLocale so a malformed locale is refused. */
export default function LanguagePicker() {
  return (
    <SelectLang
      style={{ padding: 4 }}
      postLocalesData={(locales) => locales.map((l) => ({ ...l, ...LABELS[l.lang] }))}
      onItemClick={({ key }) => switchLocale(String(key))}
    />
  );
}
