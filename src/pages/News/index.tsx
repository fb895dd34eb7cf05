import { NEWS_CATEGORIES } from '@common/vocabulary';
import { Link, useIntl, useSearchParams } from '@umijs/max';
import { Card, Pagination, Result, Spin, Tag, theme } from 'antd';
import { Paragraph, Title } from '@/components/Typography';
import React from 'react';
import PageMeta from '@/features/content/PageMeta';
import { NEWS_PAGE_SIZE as PAGE_SIZE, newsListAddress, newsListQuery } from '@common/news-address';
import type * as API from '@common/contract';
import { useContent } from '@/features/content/useContent';
import ShownIn from '@/components/ShownIn';
import VisuallyHidden from '@/components/VisuallyHidden';
import { queryNews, sentWithPage } from '@/features/content/services/content';
import NewsMeta, { useCategoryLabel } from '@/features/content/news/NewsMeta';
import styles from '@/features/content/news/index.less';

/** Category chips; the choice lives in the URL (`?category=rules`) so a filtered list can be shared. */
function CategoryFilter({
  value,
  onChange,
}: {
  value?: API.NewsCategory;
  onChange: (c?: API.NewsCategory) => void;
}) {
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

/** The list's address for a page, as `go` below writes it. */
function pageHref(category: API.NewsCategory | undefined, page: number): string {
  const query = new URLSearchParams({
    ...(category ? { category } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  }).toString();
  return query ? `/News?${query}` : '/News';
}

/**
 * `/News`: every published announcement, pinned ones first, then newest first, a page at a time
 * from the server; the category and the page live in the URL.
 */
export default function NewsPage() {
  const intl = useIntl();
  const { token } = theme.useToken();
  const [params, setParams] = useSearchParams();
  const { category, current } = newsListAddress(params);
  const query = newsListQuery({ category, current });
  const { data, loading, failed } = useContent(
    () => queryNews(query).then((answer) => ({ data: answer.data })),
    `${category ?? 'all'}:${current}`,
    () => sentWithPage.news(query)?.data,
    (event) => event.kind === 'news',
  );

  /** A new category starts again at page 1. */
  const go = (next: { category?: API.NewsCategory; page?: number }) =>
    setParams({
      ...(next.category ? { category: next.category } : {}),
      ...(next.page && next.page > 1 ? { page: String(next.page) } : {}),
    });

  return (
    <div className={styles.page}>
      <PageMeta
        description={intl.formatMessage({ id: 'news.subtitle' })}
        feed={`/api/news/feed.xml?locale=${intl.locale}`}
      />
      <Title level={1}>{intl.formatMessage({ id: 'news.title' })}</Title>
      {/* antd's "secondary" text is 0.45 black, below 4.5:1 on white. */}
      <Paragraph style={{ color: token.colorTextSecondary }}>
        {intl.formatMessage({ id: 'news.subtitle' })}
      </Paragraph>
      <CategoryFilter value={category} onChange={(c) => go({ category: c })} />
      <Card variant="borderless">
        {failed && !data ? (
          // The request module has already said what went wrong.
          <Result status="warning" title={intl.formatMessage({ id: 'news.failed' })} />
        ) : (
          <>
            {/* The pages stay usable while one loads, as antd's List kept them outside its spinner. */}
            <Spin spinning={loading}>
              {data?.list.length ? (
                <ul className={styles.list}>
                  {data.list.map((item) => (
                    <li key={item.id} className={styles.item} style={{ borderColor: token.colorSplit }}>
                      <article className={styles.article}>
                        <div className={styles.main}>
                          <NewsMeta
                            publishedAt={item.publishedAt}
                            category={item.category}
                            pinned={item.pinned}
                          />
                          <Title level={2}>
                            <Link to={`/News/${item.id}`} lang={item.locale}>
                              {item.title}
                            </Link>
                            {item.locale !== intl.locale && (
                              <>
                                {' '}
                                <ShownIn locale={item.locale} />
                              </>
                            )}
                          </Title>
                          <Paragraph lang={item.locale} style={{ color: token.colorTextSecondary }}>
                            {item.summary}
                          </Paragraph>
                          <Link to={`/News/${item.id}`}>
                            {intl.formatMessage({ id: 'news.readMore' })}
                            <VisuallyHidden lang={item.locale}>: {item.title}</VisuallyHidden>
                          </Link>
                        </div>
                        {item.imageUrl && (
                          <img
                            className={styles.image}
                            src={item.imageUrl}
                            alt={item.imageAlt}
                            lang={item.locale}
                          />
                        )}
                      </article>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={styles.empty} style={{ color: token.colorTextSecondary }}>
                  {loading ? '\u00a0' : intl.formatMessage({ id: 'news.empty' })}
                </p>
              )}
            </Spin>
            {data && data.total > PAGE_SIZE && (
              <Pagination
                className={styles.pagination}
                align="end"
                current={current}
                pageSize={PAGE_SIZE}
                total={data.total}
                showSizeChanger={false}
                onChange={(page) => go({ category, page })}
                // Real addresses, so crawlers reach every page of the list; the click is antd's.
                itemRender={(page, type, element) =>
                  type === 'page' && React.isValidElement(element) ? (
                    <a href={pageHref(category, page)} onClick={(event) => event.preventDefault()}>
                      {page}
                    </a>
                  ) : (
                    element
                  )
                }
              />
            )}
          </>
        )}
      </Card>
    </div>
  );
}
