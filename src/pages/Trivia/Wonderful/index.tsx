import { useIntl } from '@umijs/max';
import { Card, Col, Row, Space, Tag } from 'antd';
import { highlightMoments, triviaIntro } from '@/content/trivia';
import CoverArt from '../components/CoverArt';
import TriviaHeader from '../components/TriviaHeader';
import useTrackLabel from '../components/useTrackLabel';
import styles from '../components/index.less';

/** `/Trivia/Wonderful`: highlight moments of past editions, each with the number that made it. */
export default function WonderfulPage() {
  const intl = useIntl();
  const trackLabel = useTrackLabel();
  return (
    <>
      <TriviaHeader titleId="trivia.wonderful.title" intro={triviaIntro('wonderful', intl.locale)} />
      <Row gutter={[24, 24]}>
        {highlightMoments(intl.locale).map((h) => (
          <Col key={h.id} xs={24} sm={12} lg={8} xl={6}>
            <Card
              className={styles.card}
              cover={
                <div className={styles.cover}>
                  <CoverArt track={h.track} seed={h.id} />
                  <span className={styles.figure}>{h.figure}</span>
                </div>
              }
            >
              <Card.Meta title={h.title} description={h.caption} />
              <Space size={[4, 4]} wrap style={{ marginTop: 12 }}>
                <Tag color="gold">
                  {intl.formatMessage({ id: 'trivia.wonderful.edition' }, { year: h.year })}
                </Tag>
                <Tag color="blue">{trackLabel(h.track)}</Tag>
              </Space>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
