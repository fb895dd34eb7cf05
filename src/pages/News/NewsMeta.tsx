import { useIntl } from '@umijs/max';
import { Space, Tag } from 'antd';
import type { NewsCategory } from '@/content/news';

/** One colour per category so a reader can scan the list by kind. */
const categoryColor: Record<NewsCategory, string> = {
  registration: 'blue',
  rules: 'purple',
  venue: 'cyan',
  training: 'green',
  platform: 'geekblue',
  travel: 'gold',
  results: 'volcano',
  partner: 'magenta',
};

/** The localised label of a category, shared by the filter and the tags. */
export function useCategoryLabel(): (category: NewsCategory) => string {
  const intl = useIntl();
  return (category) => intl.formatMessage({ id: `news.category.${category}` });
}

/** Publication date and category of an article, as shown in the list and on the article page. */
export default function NewsMeta({ date, category }: { date: string; category: NewsCategory }) {
  const intl = useIntl();
  const label = useCategoryLabel();
  return (
    <Space size={8} wrap>
      {/* Content dates are calendar days: format them in UTC so no time zone shifts them by one. */}
      <time dateTime={date}>
        {new Intl.DateTimeFormat(intl.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(date))}
      </time>
      <Tag color={categoryColor[category]}>{label(category)}</Tag>
    </Space>
  );
}
