import { TranslationOutlined } from '@ant-design/icons';
import { getLocale, useIntl } from '@umijs/max';
import React from 'react';
import { SUPPORTED_LOCALES, type Locale } from '@/locales/supported';
import { switchLocale } from '@/utils/locale';
import styles from './LanguagePicker.less';

const LABELS: Record<Locale, string> = {
  'zh-CN': '🇨🇳 简体中文',
  'zh-TW': '🇭🇰 繁體中文',
  'en-US': '🇺🇸 English',
  'pt-BR': '🇧🇷 Português',
  'id-ID': '🇮🇩 Bahasa Indonesia',
};

/**
 * The language menu: the translation icon over the browser's own select. A phone shows its native
 * picker, the keyboard works as everywhere, and no menu code is downloaded for it. Choosing goes
 * through switchLocale, so a malformed locale is refused.
 */
export default function LanguagePicker() {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'layout.language' });
  return (
    <span className={styles.picker} title={label}>
      <TranslationOutlined aria-hidden />
      <select aria-label={label} value={getLocale()} onChange={(event) => switchLocale(event.target.value)}>
        {SUPPORTED_LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LABELS[locale]}
          </option>
        ))}
      </select>
    </span>
  );
}
