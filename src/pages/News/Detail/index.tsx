import { Link, useIntl, useParams } from '@umijs/max';
import { Card, Col, Result, Row, Skeleton, theme } from 'antd';
import { Text } from '@/components/Typography';
import React from 'react';
import Article from '@/features/content/Article';
import { articleId } from '@common/news-address';
import type * as API from '@common/contract';
import PageMeta from '@/features/content/PageMeta';
import { useContent } from '@/features/content/useContent';
import { missingWithPage, queryNewsArticle, sentWithPage } from '@/features/content/services/content';
import NewsMeta from '@/features/content/news/NewsMeta';
import styles from '@/features/content/news/index.less';

type Neighbour = API.NewsArticle['newer'];

/**
 * The article, or `null` when there is none to read: the server answers 404 for an unknown id, a
 * draft or an item scheduled for later. Any other failure is an error, not a missing article.
 */
async function loadArticle(id: number): Promise<{ data: API.NewsArticle | null }> {
  try {
    const answer = await queryNewsArticle(id);
    return { data: answer.data ?? null };
  } catch (error) {
    const status = (error as { response?: Response }).response?.status;
    if (status === 404) return { data: null };
    throw error;
  }
}

/** A link card to a neighbouring article; an empty column keeps the older on the left, the newer on the right. */
function NeighbourLink({
  item,
  labelId,
  align,
}: {
  item: Neighbour;
  labelId: string;
  align: 'start' | 'end';
}) {
  const intl = useIntl();
  const { token } = theme.useToken();
  if (!item) return null;
  return (
    <Link to={`/News/${item.id}`}>
      <Card hoverable size="small" className={styles.navCard} style={{ textAlign: align }}>
        <Text style={{ color: token.colorTextSecondary }}>{intl.formatMessage({ id: labelId })}</Text>
        <div>{item.title}</div>
      </Card>
    </Link>
  );
}

/** `/News/:id`: one article with links to the articles around it; an unknown id is a 404. */
export default function NewsDetailPage() {
  const intl = useIntl();
  const { id: raw = '' } = useParams<{ id: string }>();
  const id = articleId(raw);
  const {
    data: article,
    loading,
    failed,
  } = useContent(
    () => (id ? loadArticle(id) : Promise.resolve({ data: null })),
    raw,
    // null: known at once to be missing (no such id, or the server's 404 came with the page), as
    // the server rendered it.
    () => (id && !missingWithPage.newsArticle(id) ? sentWithPage.newsArticle(id)?.data : null),
    (event) => event.kind === 'news' && event.id === id,
  );
  const back = <Link to="/News">{intl.formatMessage({ id: 'news.detail.back' })}</Link>;

  if (!article && loading) {
    return (
      <div className={styles.page}>
        <Card variant="borderless" aria-busy="true">
          <Skeleton active title paragraph={{ rows: 10 }} />
        </Card>
      </div>
    );
  }

  if (!article) {
    return failed ? (
      <Result status="warning" title={intl.formatMessage({ id: 'news.detail.failed' })} extra={back} />
    ) : (
      <Result
        status="404"
        title={intl.formatMessage({ id: 'news.detail.notFound.title' })}
        subTitle={intl.formatMessage({ id: 'news.detail.notFound.subtitle' })}
        extra={back}
      />
    );
  }

  return (
    <div className={styles.page}>
      <PageMeta title={article.title} description={article.summary} />
      <Article
        section={{ ...article, slug: `news-${article.id}` }}
        level={1}
        meta={
          <NewsMeta publishedAt={article.publishedAt} category={article.category} pinned={article.pinned} />
        }
        extra={back}
      />
      <nav aria-label={intl.formatMessage({ id: 'news.detail.nav' })} className={styles.nav}>
        <Row gutter={[16, 16]}>
          <Col xs={24} md={12}>
            <NeighbourLink item={article.older} labelId="news.detail.prev" align="start" />
          </Col>
          <Col xs={24} md={12}>
            <NeighbourLink item={article.newer} labelId="news.detail.next" align="end" />
          </Col>
        </Row>
      </nav>
    </div>
  );
}
