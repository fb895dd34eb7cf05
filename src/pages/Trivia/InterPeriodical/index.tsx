import { useIntl } from '@umijs/max';
import { Card, Col, Row, Space, Tag, Typography } from 'antd';
import { internationalPeriodicals, triviaIntro } from '@/content/trivia';
import TriviaHeader from '../components/TriviaHeader';
import useTrackLabel from '../components/useTrackLabel';
import styles from '../components/index.less';

const { Paragraph, Text } = Typography;

/** `/Trivia/InterPeriodical`: international journals related to the competition tracks. */
export default function InterPeriodicalPage() {
  const intl = useIntl();
  const trackLabel = useTrackLabel();
  return (
    <>
      <TriviaHeader titleId="trivia.periodical.title" intro={triviaIntro('periodical', intl.locale)} />
      <Row gutter={[24, 24]}>
        {internationalPeriodicals(intl.locale).map((p) => (
          <Col key={p.id} xs={24} md={12} xl={8}>
            <Card className={styles.card} title={<span title={p.name}>{p.name}</span>}>
              <Space direction="vertical" size={8}>
                <Text type="secondary">
                  {p.publisher} · {intl.formatMessage({ id: 'trivia.periodical.since' }, { year: p.since })}
                </Text>
                <Paragraph className={styles.cardText}>{p.description}</Paragraph>
                <Space size={[4, 8]} wrap>
                  <Tag color={p.openAccess ? 'green' : 'default'}>
                    {intl.formatMessage({
                      id: p.openAccess ? 'trivia.periodical.openAccess' : 'trivia.periodical.subscription',
                    })}
                  </Tag>
                  {p.tracks.map((t) => (
                    <Tag key={t} color="blue">
                      {trackLabel(t)}
                    </Tag>
                  ))}
                </Space>
              </Space>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
