import { useIntl } from '@umijs/max';
import type * as API from '@common/contract';
import { Text } from '@/components/Typography';
import React from 'react';

/**
 * A small note beside an item shown in another language than the reader's, because it has no
 * translation in theirs (the server fell back to en-US, then zh-CN, and said which).
 */
export default function ShownIn({ locale }: { locale: API.Locale }) {
  const intl = useIntl();
  if (locale === intl.locale) return null;
  return (
    <Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }} data-testid="shown-in">
      {intl.formatMessage({ id: `content.shownIn.${locale}` })}
    </Text>
  );
}

/** A name with its fallback note, for titles and lists. */
export function Translated({ text, locale }: { text: string; locale: API.Locale }) {
  return (
    <>
      <span lang={locale}>{text}</span> <ShownIn locale={locale} />
    </>
  );
}
