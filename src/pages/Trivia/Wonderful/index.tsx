import { useIntl } from '@umijs/max';
import { Card, Col, Row, Space, Tag } from 'antd';
import type * as API from '@common/contract';
import { keyOf, textOf } from '@/features/content/library/attributes';
import LoadState from '@/features/content/library/LoadState';
import { useMaterials } from '@/features/content/collections';
import { Translated } from '@/components/ShownIn';
import { ItemCover } from '@/features/content/trivia/CoverArt';
import TriviaHeader from '@/features/content/trivia/TriviaHeader';
import useTrackLabel from '@/features/content/trivia/useTrackLabel';
import { introOf, useTriviaSections } from '@/features/content/trivia/useTriviaSections';
import styles from '@/features/content/trivia/index.less';

/** One moment: the number that made it over its track's cover, its title, caption, edition and track. */
function HighlightCard({ item }: { item: API.ContentItem }) {
  const intl = useIntl();
  const trackLabel = useTrackLabel();
  const track = textOf(item, 'track');
  const year = textOf(item, 'year');
  const figure = textOf(item, 'figure');
  return (
    <Card
      className={styles.card}
      cover={
        <div className={styles.cover}>
          <ItemCover item={item} track={track} />
          {figure && <span className={styles.figure}>{figure}</span>}
        </div>
      }
    >
      <Card.Meta
        title={<Translated text={item.title} locale={item.locale} />}
        description={<span lang={item.locale}>{item.summary}</span>}
      />
      <Space size={[4, 4]} wrap style={{ marginTop: 12 }}>
        {year && <Tag color="gold">{intl.formatMessage({ id: 'trivia.wonderful.edition' }, { year })}</Tag>}
        {track && <Tag color="blue">{trackLabel(track)}</Tag>}
      </Space>
    </Card>
  );
}

/** `/Trivia/Wonderful`: highlight moments of past editions, each with the number that made it. */
export default function WonderfulPage() {
  const sections = useTriviaSections();
  const highlights = useMaterials('highlight');
  const items = highlights.data ?? [];
  return (
    <>
      <TriviaHeader titleId="trivia.wonderful.title" intro={introOf(sections.data, 'wonderful')} />
      <LoadState loads={[highlights]} empty={items.length === 0}>
        <Row gutter={[24, 24]}>
          {items.map((h) => (
            <Col key={keyOf(h)} xs={24} sm={12} lg={8} xl={6}>
              <HighlightCard item={h} />
            </Col>
          ))}
        </Row>
      </LoadState>
    </>
  );
}
