import { useIntl } from '@umijs/max';
import { Card, Col, Row, Space, Tag } from 'antd';
import type * as API from '@common/contract';
import { Paragraph, Text } from '@/components/Typography';
import { keyOf, listOf, numberOf, textOf } from '@/features/content/library/attributes';
import LoadState from '@/features/content/library/LoadState';
import { useMaterials } from '@/features/content/collections';
import { Translated } from '@/components/ShownIn';
import TriviaHeader from '@/features/content/trivia/TriviaHeader';
import useTrackLabel from '@/features/content/trivia/useTrackLabel';
import { introOf, useTriviaSections } from '@/features/content/trivia/useTriviaSections';
import styles from '@/features/content/trivia/index.less';

/** One journal: its own name, publisher, founding year, description, access and tracks. */
function PeriodicalCard({ item }: { item: API.ContentItem }) {
  const intl = useIntl();
  const trackLabel = useTrackLabel();
  const publisher = textOf(item, 'publisher');
  const since = numberOf(item, 'since');
  const openAccess = item.attributes.openAccess === true;
  const byline = [publisher, since && intl.formatMessage({ id: 'trivia.periodical.since' }, { year: since })]
    .filter(Boolean)
    .join(' · ');
  return (
    <Card
      className={styles.card}
      // The card cuts a long name short; the whole name shows on hover.
      title={
        <span title={item.title}>
          <Translated text={item.title} locale={item.locale} />
        </span>
      }
    >
      <Space direction="vertical" size={8}>
        {byline && <Text type="secondary">{byline}</Text>}
        <Paragraph className={styles.cardText} lang={item.locale}>
          {item.summary}
        </Paragraph>
        <Space size={[4, 8]} wrap>
          <Tag color={openAccess ? 'green' : 'default'}>
            {intl.formatMessage({
              id: openAccess ? 'trivia.periodical.openAccess' : 'trivia.periodical.subscription',
            })}
          </Tag>
          {listOf(item, 'tracks').map((t) => (
            <Tag key={t} color="blue">
              {trackLabel(t)}
            </Tag>
          ))}
        </Space>
      </Space>
    </Card>
  );
}

/** `/Trivia/InterPeriodical`: international journals related to the competition tracks. */
export default function InterPeriodicalPage() {
  const sections = useTriviaSections();
  const periodicals = useMaterials('periodical');
  const items = periodicals.data ?? [];
  return (
    <>
      <TriviaHeader titleId="trivia.periodical.title" intro={introOf(sections.data, 'periodical')} />
      <LoadState loads={[periodicals]} empty={items.length === 0}>
        <Row gutter={[24, 24]}>
          {items.map((p) => (
            <Col key={keyOf(p)} xs={24} md={12} xl={8}>
              <PeriodicalCard item={p} />
            </Col>
          ))}
        </Row>
      </LoadState>
    </>
  );
}
