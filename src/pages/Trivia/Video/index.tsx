import { useIntl } from '@umijs/max';
import { Card, Col, Row, Space, Tag, Typography } from 'antd';
import { triviaIntro, videoLibrary, type Video } from '@/content/trivia';
import CoverArt from '../components/CoverArt';
import TriviaHeader from '../components/TriviaHeader';
import useTrackLabel from '../components/useTrackLabel';
import styles from '../components/index.less';

const { Paragraph } = Typography;

/** The media desk that answers copy requests; see the intro text of the page. */
const MEDIA_DESK = 'media@example.org';

/** A video card: a generated thumbnail with a play button that requests a copy (no external player). */
function VideoCard({ video }: { video: Video }) {
  const intl = useIntl();
  const trackLabel = useTrackLabel();
  const subject = encodeURIComponent(`${intl.formatMessage({ id: 'trivia.video.request' })}: ${video.title}`);
  return (
    <Card
      className={styles.card}
      cover={
        <div className={styles.cover}>
          <CoverArt track={video.track} seed={video.id} />
          <a
            className={styles.play}
            href={`mailto:${MEDIA_DESK}?subject=${subject}`}
            aria-label={intl.formatMessage({ id: 'trivia.video.play' }, { title: video.title })}
          >
            {/* A plain triangle keeps the icon font out of the page. */}
            <span aria-hidden="true">▶</span>
          </a>
          <span
            className={styles.badge}
            aria-label={intl.formatMessage({ id: 'trivia.video.duration' }, { duration: video.duration })}
          >
            {video.duration}
          </span>
        </div>
      }
    >
      <Card.Meta title={video.title} />
      <Paragraph type="secondary" style={{ margin: '8px 0' }}>
        {video.description}
      </Paragraph>
      <Space size={[4, 4]} wrap>
        <Tag>{video.year}</Tag>
        <Tag color="blue">{trackLabel(video.track)}</Tag>
      </Space>
    </Card>
  );
}

/** `/Trivia/Video`: the video library of the competition. */
export default function VideoPage() {
  const intl = useIntl();
  return (
    <>
      <TriviaHeader titleId="trivia.video.title" intro={triviaIntro('video', intl.locale)} />
      <Row gutter={[24, 24]}>
        {videoLibrary(intl.locale).map((v) => (
          <Col key={v.id} xs={24} sm={12} lg={8} xl={6}>
            <VideoCard video={v} />
          </Col>
        ))}
      </Row>
    </>
  );
}
