import { Link, useIntl, useLocation } from '@umijs/max';
import { Card, List, Space, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { TRACKS, trainingMaterials, triviaIntro, type Level } from '@/content/trivia';
import TriviaHeader from '../components/TriviaHeader';
import useTrackLabel from '../components/useTrackLabel';
import styles from '../components/index.less';

const { Text, Paragraph } = Typography;

const levelColor: Record<Level, string> = { beginner: 'green', intermediate: 'blue', advanced: 'purple' };

/** `/Trivia/Material`: training materials grouped by track, with level, format and length. */
export default function MaterialPage() {
  const intl = useIntl();
  const trackLabel = useTrackLabel();
  const { hash } = useLocation();

  // The cover box links to `#<track>`; a client-side navigation does not scroll there by itself.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <>
      <TriviaHeader
        titleId="trivia.material.title"
        intro={triviaIntro('material', intl.locale)}
        extra={
          <Link to="/Trivia/Material/CoverBox">{intl.formatMessage({ id: 'trivia.material.coverbox' })}</Link>
        }
      />
      {TRACKS.map((track) => {
        const items = trainingMaterials(intl.locale, track);
        return (
          <Card
            key={track}
            id={track}
            className={styles.trackList}
            title={trackLabel(track)}
            extra={
              <Text type="secondary">
                {intl.formatMessage({ id: 'trivia.material.count' }, { count: items.length })}
              </Text>
            }
          >
            <List
              dataSource={items}
              rowKey="id"
              renderItem={(m) => (
                <List.Item>
                  <List.Item.Meta
                    title={m.title}
                    description={
                      <>
                        <Space size={[4, 4]} wrap>
                          <Tag color={levelColor[m.level]}>
                            {intl.formatMessage({ id: `trivia.level.${m.level}` })}
                          </Tag>
                          <Tag>{intl.formatMessage({ id: `trivia.format.${m.format}` })}</Tag>
                          <Text type="secondary">{m.length}</Text>
                        </Space>
                        <Paragraph className={styles.cardText}>{m.description}</Paragraph>
                      </>
                    }
                  />
                </List.Item>
              )}
            />
          </Card>
        );
      })}
    </>
  );
}
