import { Link, useIntl, useSearchParams } from '@umijs/max';
import { Card, List, Tag, Typography } from 'antd';
import { isNewsCategory, NEWS_CATEGORIES, newsList, type NewsCategory } from '@/content/news';
import NewsMeta, { useCategoryLabel } from './NewsMeta';
import styles from './index.less';

const { Title, Paragraph } = Typography;

/** Category chips; the choice lives in the URL (`?category=rules`) so a filtered list can be shared. */
function CategoryFilter({ value, onChange }: { value?: NewsCategory; onChange: (c?: NewsCategory) => void }) {
  const intl = useIntl();
  const label = useCategoryLabel();
  return (
    <div className={styles.filter} role="group" aria-label={intl.formatMessage({ id: 'news.filter.label' })}>
      <Tag.CheckableTag checked={!value} onChange={() => onChange(undefined)}>
        {intl.formatMessage({ id: 'news.filter.all' })}
      </Tag.CheckableTag>
      {NEWS_CATEGORIES.map((c) => (
        <Tag.CheckableTag key={c} checked={value === c} onChange={() => onChange(c)}>
          {label(c)}
        </Tag.CheckableTag>
      ))}
    </div>
  );
}

/** `/News`: every announcement, newest first, filterable by category. */
export default function NewsPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const raw = params.get('category');
  const category = isNewsCategory(raw) ? raw : undefined;
  const items = newsList(intl.locale, category);

  return (
    <div className={styles.page}>
      <Title level={1}>{intl.formatMessage({ id: 'news.title' })}</Title>
      <Paragraph type="secondary">{intl.formatMessage({ id: 'news.subtitle' })}</Paragraph>
      <CategoryFilter value={category} onChange={(c) => setParams(c ? { category: c } : {})} />
      <Card variant="borderless">
        <List
          // A new filter starts again at page 1.
          key={category ?? 'all'}
          itemLayout="vertical"
          dataSource={items}
          locale={{ emptyText: intl.formatMessage({ id: 'news.empty' }) }}
          pagination={items.length > 6 ? { pageSize: 6, hideOnSinglePage: true } : false}
          renderItem={(item) => (
            <List.Item
              key={item.id}
              className={styles.item}
              actions={[
                <Link
                  key="more"
                  to={`/News/${item.id}`}
                  aria-label={`${intl.formatMessage({ id: 'news.readMore' })}: ${item.title}`}
                >
                  {intl.formatMessage({ id: 'news.readMore' })}
                </Link>,
              ]}
            >
              <NewsMeta date={item.date} category={item.category} />
              <Title level={3}>
                <Link to={`/News/${item.id}`}>{item.title}</Link>
              </Title>
              <Paragraph type="secondary">{item.summary}</Paragraph>
            </List.Item>
          )}
        />
      </Card>
    </div>
  );
}
