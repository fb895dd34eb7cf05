import { useIntl } from '@umijs/max';
import { Card, Col, Row, Space, Tag } from 'antd';
import type * as API from '@common/contract';
import { Paragraph } from '@/components/Typography';
import { keyOf, textOf } from '@/features/content/library/attributes';
import LoadState from '@/features/content/library/LoadState';
import { useMaterials } from '@/features/content/collections';
import { Translated } from '@/components/ShownIn';
import { ItemCover } from '@/features/content/trivia/CoverArt';
import TriviaHeader from '@/features/content/trivia/TriviaHeader';
import useTrackLabel from '@/features/content/trivia/useTrackLabel';
import { introOf, useTriviaSections } from '@/features/content/trivia/useTriviaSections';
import styles from '@/features/content/trivia/index.less';

/** The media desk that answers copy requests; see the intro text of the page. */
const MEDIA_DESK = 'media@example.org';

/**
 * A video card: a thumbnail with a play button that opens the video's link when an admin gave one,
 * else requests a copy from the media desk by mail (no external player).
 */
function VideoCard({ video }: { video: API.ContentItem }) {
  const intl = useIntl();
  const trackLabel = useTrackLabel();
  const track = textOf(video, 'track');
  const year = textOf(video, 'year');
  const duration = textOf(video, 'duration');
  const subject = encodeURIComponent(`${intl.formatMessage({ id: 'trivia.video.request' })}: ${video.title}`);
  return (
    <Card
      className={styles.card}
      cover={
        <div className={styles.cover}>
          <ItemCover item={video} track={track} />
          <a
            className={styles.play}
            href={video.linkUrl ?? `mailto:${MEDIA_DESK}?subject=${subject}`}
            aria-label={intl.formatMessage(
              { id: video.linkUrl ? 'trivia.video.watch' : 'trivia.video.play' },
              { title: video.title },
            )}
          >
            {/* A plain triangle keeps the icon font out of the page. */}
            <span aria-hidden="true">▶</span>
          </a>
          {duration && (
            <span
              className={styles.badge}
              aria-label={intl.formatMessage({ id: 'trivia.video.duration' }, { duration })}
            >
              {duration}
            </span>
          )}
        </div>
      }
    >
      <Card.Meta title={<Translated text={video.title} locale={video.locale} />} />
      <Paragraph type="secondary" style={{ margin: '8px 0' }} lang={video.locale}>
        {video.summary}
      </Paragraph>
      <Space size={[4, 4]} wrap>
        {year && <Tag>{year}</Tag>}
        {track && <Tag color="blue">{trackLabel(track)}</Tag>}
      </Space>
    </Card>
  );
}

/** `/Trivia/Video`: the video library of the competition, in the order the admins gave it. */
export default function VideoPage() {
  const sections = useTriviaSections();
  const videos = useMaterials('video');
  const items = videos.data ?? [];
  return (
    <>
      <TriviaHeader titleId="trivia.video.title" intro={introOf(sections.data, 'video')} />
      <LoadState loads={[videos]} empty={items.length === 0}>
        <Row gutter={[24, 24]}>
          {items.map((v) => (
            <Col key={keyOf(v)} xs={24} sm={12} lg={8} xl={6}>
              <VideoCard video={v} />
            </Col>
          ))}
        </Row>
      </LoadState>
    </>
  );
}
