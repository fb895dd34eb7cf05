import { Link, useIntl, useLocation } from '@umijs/max';
import { Card, List, Space, Tag } from 'antd';
import type * as API from '@common/contract';
import { Paragraph, Text } from '@/components/Typography';
import { useEffect } from 'react';
import { keyOf, textOf } from '@/features/content/library/attributes';
import LoadState from '@/features/content/library/LoadState';
import { useMaterials } from '@/features/content/collections';
import { LIBRARY_TRACKS } from '@/features/content/library/tracks';
import { Translated } from '@/components/ShownIn';
import TriviaHeader from '@/features/content/trivia/TriviaHeader';
import useTrackLabel from '@/features/content/trivia/useTrackLabel';
import { introOf, useTriviaSections } from '@/features/content/trivia/useTriviaSections';
import styles from '@/features/content/trivia/index.less';

const LEVELS = ['beginner', 'intermediate', 'advanced'];
const FORMATS = ['pdf', 'video', 'slides', 'code', 'notebook'];
const levelColor: Record<string, string> = { beginner: 'green', intermediate: 'blue', advanced: 'purple' };

/** The tracks in their usual order, then any other track an item names, each with its items. */
function groupByTrack(items: API.ContentItem[]): { track: string; items: API.ContentItem[] }[] {
  const tracks = [...LIBRARY_TRACKS, ...items.map((m) => textOf(m, 'track') ?? 'general')];
  return [...new Set<string>(tracks)]
    .map((track) => ({ track, items: items.filter((m) => (textOf(m, 'track') ?? 'general') === track) }))
    .filter((group) => group.items.length > 0);
}

/** One material: title, level, format, length (`fields.length`) and description. */
function MaterialItem({ item }: { item: API.ContentItem }) {
  const intl = useIntl();
  const level = textOf(item, 'level');
  const format = textOf(item, 'format');
  return (
    <List.Item>
      <List.Item.Meta
        title={<Translated text={item.title} locale={item.locale} />}
        description={
          <>
            <Space size={[4, 4]} wrap>
              {level && (
                <Tag color={levelColor[level]}>
                  {LEVELS.includes(level) ? intl.formatMessage({ id: `trivia.level.${level}` }) : level}
                </Tag>
              )}
              {format && (
                <Tag>
                  {FORMATS.includes(format) ? intl.formatMessage({ id: `trivia.format.${format}` }) : format}
                </Tag>
              )}
              {item.fields.length && <Text type="secondary">{item.fields.length}</Text>}
            </Space>
            <Paragraph className={styles.cardText} lang={item.locale}>
              {item.summary}
            </Paragraph>
          </>
        }
      />
    </List.Item>
  );
}

/** `/Trivia/Material`: training materials grouped by track, with level, format and length. */
export default function MaterialPage() {
  const intl = useIntl();
  const trackLabel = useTrackLabel();
  const { hash } = useLocation();
  const sections = useTriviaSections();
  const materials = useMaterials('training');
  const groups = groupByTrack(materials.data ?? []);

  // The cover box links to `#<track>`; a client-side navigation does not scroll there by itself,
  // and the cards exist only once the materials have loaded.
  useEffect(() => {
    if (hash && groups.length) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, groups.length]);

  return (
    <>
      <TriviaHeader
        titleId="trivia.material.title"
        intro={introOf(sections.data, 'material')}
        extra={
          <Link to="/Trivia/Material/CoverBox">{intl.formatMessage({ id: 'trivia.material.coverbox' })}</Link>
        }
      />
      <LoadState loads={[materials]} empty={groups.length === 0}>
        {groups.map(({ track, items }) => (
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
            <List dataSource={items} rowKey={keyOf} renderItem={(m) => <MaterialItem item={m} />} />
          </Card>
        ))}
      </LoadState>
    </>
  );
}
