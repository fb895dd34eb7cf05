import { PushpinFilled } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Space, Tag, theme } from 'antd';
import React from 'react';
import type * as API from '@common/contract';

/**
 * One colour per category so a reader can scan the list by kind: antd's preset tag colours, with
 * the text a shade darker than antd's own so every tag reads at 4.5:1 or more on its background.
 */
const categoryColor: Record<API.NewsCategory, { preset: string; text: string }> = {
  registration: { preset: 'blue', text: '#003eb3' },
  rules: { preset: 'purple', text: '#391085' },
  venue: { preset: 'cyan', text: '#006d75' },
  training: { preset: 'green', text: '#237804' },
  platform: { preset: 'geekblue', text: '#10239e' },
  travel: { preset: 'gold', text: '#874d00' },
  results: { preset: 'volcano', text: '#ad2102' },
  partner: { preset: 'magenta', text: '#9e1068' },
};

/**
 * Dates are calendar days in the organisers' time zone (Beijing, where they publish; see
 * common/season.ts), so an article reads the same date for every reader, in the reader's language.
 */
const ORGANISERS_TIME_ZONE = 'Asia/Shanghai';

/** The localised label of a category, shared by the filter and the tags. */
export function useCategoryLabel(): (category: API.NewsCategory) => string {
  const intl = useIntl();
  return (category) => intl.formatMessage({ id: `news.category.${category}` });
}

interface Props {
  publishedAt: string;
  category: API.NewsCategory;
  pinned?: boolean;
}

/** Publication date, category and pinned mark of an article, in the list and on the article page. */
export default function NewsMeta({ publishedAt, category, pinned }: Props) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const label = useCategoryLabel();
  const color = categoryColor[category];
  const day = new Intl.DateTimeFormat(intl.locale, { dateStyle: 'long', timeZone: ORGANISERS_TIME_ZONE });
  return (
    <Space size={8} wrap>
      {pinned && (
        <Tag icon={<PushpinFilled />} color={token.colorPrimary} data-testid="news-pinned">
          {intl.formatMessage({ id: 'news.pinned' })}
        </Tag>
      )}
      <time dateTime={publishedAt} style={{ color: token.colorTextSecondary }}>
        {day.format(new Date(publishedAt))}
      </time>
      {color && (
        <Tag color={color.preset} style={{ color: color.text }}>
          {label(category)}
        </Tag>
      )}
    </Space>
  );
}
