import { Link, useIntl, useParams } from '@umijs/max';
import { Card, Col, Result, Row, Typography } from 'antd';
import Article from '@/components/Article';
import { newsById, newsNeighbours, type NewsItem } from '@/content/news';
import NewsMeta from '../NewsMeta';
import styles from '../index.less';

const { Text } = Typography;

/** A link card to a neighbouring article; an empty column keeps prev on the left and next on the right. */
function NeighbourLink({
  item,
  labelId,
  align,
}: {
  item?: NewsItem;
  labelId: string;
  align: 'start' | 'end';
}) {
  const intl = useIntl();
  if (!item) return null;
  return (
    <Link to={`/News/${item.id}`}>
      <Card hoverable size="small" className={styles.navCard} style={{ textAlign: align }}>
        <Text type="secondary">{intl.formatMessage({ id: labelId })}</Text>
        <div>{item.title}</div>
      </Card>
    </Link>
  );
}

/** `/News/:id`: one article with links to the articles around it; an unknown id is a 404. */
export default function NewsDetailPage() {
  const intl = useIntl();
  const { id = '' } = useParams<{ id: string }>();
  // Only plain positive integers are ids: `/News/3abc` is not article 3.
  const numericId = /^\d+$/.test(id) ? Number(id) : NaN;
  const item = newsById(numericId, intl.locale);
  const back = <Link to="/News">{intl.formatMessage({ id: 'news.detail.back' })}</Link>;

  if (!item) {
    return (
      <Result
        status="404"
        title={intl.formatMessage({ id: 'news.detail.notFound.title' })}
        subTitle={intl.formatMessage({ id: 'news.detail.notFound.subtitle' })}
        extra={back}
      />
    );
  }

  const { prev, next } = newsNeighbours(item.id, intl.locale);
  return (
    <div className={styles.page}>
      <Article
        section={{ id: `news-${item.id}`, title: item.title, summary: item.summary, blocks: item.blocks }}
        meta={<NewsMeta date={item.date} category={item.category} />}
        extra={back}
      />
      <nav aria-label={intl.formatMessage({ id: 'news.detail.nav' })} className={styles.nav}>
        <Row gutter={[16, 16]}>
          <Col xs={24} md={12}>
            <NeighbourLink item={prev} labelId="news.detail.prev" align="start" />
          </Col>
          <Col xs={24} md={12}>
            <NeighbourLink item={next} labelId="news.detail.next" align="end" />
          </Col>
        </Row>
      </nav>
    </div>
  );
}
