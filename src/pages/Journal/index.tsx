import { useIntl } from '@umijs/max';
import { Card, Col, Empty, Input, List, Row, Space, Statistic, Tag, Typography } from 'antd';
import { useState } from 'react';
import type * as API from '@common/contract';
import PageMeta from '@/features/content/PageMeta';
import { fieldList, keyOf, numberOf, textOf } from '@/features/content/library/attributes';
import LoadState from '@/features/content/library/LoadState';
import { useMaterials, useSections } from '@/features/content/collections';
import { Translated } from '@/components/ShownIn';
import styles from './index.less';

const { Title, Paragraph, Text } = Typography;

interface Volume {
  volume: number;
  year?: string;
  /** The volume's own section (`v<n>`: theme, editors), when there is one. */
  section?: API.ContentItem;
  papers: API.ContentItem[];
}

/**
 * The volumes, newest first: every volume that has a section or a paper (a paper names its volume
 * in `attributes.volume`), each with its papers in the server's order.
 */
function toVolumes(sections: API.ContentItem[], papers: API.ContentItem[]): Volume[] {
  const byNumber = new Map<number, Volume>();
  const volume = (n: number) => {
    if (!byNumber.has(n)) byNumber.set(n, { volume: n, papers: [] });
    return byNumber.get(n) as Volume;
  };
  for (const section of sections) {
    const n = numberOf(section, 'volume');
    if (n === undefined) continue;
    Object.assign(volume(n), { section, year: textOf(section, 'year') });
  }
  for (const paper of papers) {
    const n = numberOf(paper, 'volume');
    if (n === undefined) continue;
    const v = volume(n);
    v.papers.push(paper);
    v.year ??= textOf(paper, 'year');
  }
  return [...byNumber.values()].sort((a, b) => b.volume - a.volume);
}

/** Title, abstract, affiliation, authors or keywords contain the query (any case). */
function matches(paper: API.ContentItem, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [
    paper.title,
    paper.summary,
    paper.fields.affiliation ?? '',
    ...fieldList(paper, 'authors'),
    ...fieldList(paper, 'keywords'),
  ].some((text) => text.toLowerCase().includes(q));
}

/** Counts over the whole journal (not the search result), so they describe the publication. */
function JournalStats({ volumes }: { volumes: Volume[] }) {
  const intl = useIntl();
  const papers = volumes.flatMap((v) => v.papers);
  const authors = new Set(papers.flatMap((p) => fieldList(p, 'authors')));
  return (
    <Row gutter={[16, 16]} className={styles.stats}>
      <Col xs={8}>
        <Statistic title={intl.formatMessage({ id: 'journal.stat.volumes' })} value={volumes.length} />
      </Col>
      <Col xs={8}>
        <Statistic title={intl.formatMessage({ id: 'journal.stat.papers' })} value={papers.length} />
      </Col>
      <Col xs={8}>
        <Statistic title={intl.formatMessage({ id: 'journal.stat.authors' })} value={authors.size} />
      </Col>
    </Row>
  );
}

/** One paper: title, byline, abstract (collapsed to three lines) and keywords. */
function PaperItem({ paper }: { paper: API.ContentItem }) {
  const intl = useIntl();
  const pages = textOf(paper, 'pages');
  const keywords = fieldList(paper, 'keywords');
  const byline = [
    fieldList(paper, 'authors').join(', '),
    paper.fields.affiliation,
    pages && intl.formatMessage({ id: 'journal.pages' }, { pages }),
  ].filter(Boolean);
  return (
    <List.Item id={keyOf(paper)} className={styles.paper}>
      {/* One block: a list item lays its direct children out side by side. */}
      <div>
        <Title level={4}>
          <Translated text={paper.title} locale={paper.locale} />
        </Title>
        {byline.length > 0 && (
          <Text type="secondary" className={styles.byline} lang={paper.locale}>
            {byline.join(' · ')}
          </Text>
        )}
        {paper.summary && (
          <Paragraph ellipsis={{ rows: 3, expandable: true }}>
            <Text className={styles.label}>{intl.formatMessage({ id: 'journal.abstract' })}</Text>
            <span lang={paper.locale}>{paper.summary}</span>
          </Paragraph>
        )}
        {keywords.length > 0 && (
          <Space size={[4, 8]} wrap>
            <Text className={styles.label}>{intl.formatMessage({ id: 'journal.keywords' })}</Text>
            {keywords.map((k) => (
              <Tag key={k} lang={paper.locale}>
                {k}
              </Tag>
            ))}
          </Space>
        )}
      </div>
    </List.Item>
  );
}

/** `/Journal`: the proceedings, volume by volume, searchable by title, author or keyword. */
export default function JournalPage() {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const sections = useSections('journal');
  const papers = useMaterials('journal');
  const info = sections.data?.find((s) => s.slug === 'info');
  const all = toVolumes(sections.data ?? [], papers.data ?? []);
  const volumes = all
    .map((v) => ({ ...v, papers: v.papers.filter((p) => matches(p, query)) }))
    .filter((v) => v.papers.length > 0);
  const hasPapers = all.some((v) => v.papers.length > 0);
  const title = intl.formatMessage({ id: 'journal.title' });

  return (
    <div className={styles.page}>
      <PageMeta title={title} description={info?.summary} />
      <Title level={1}>{title}</Title>
      {info && (
        <>
          <Title level={2} type="secondary" className={styles.journalName}>
            <Translated text={info.title} locale={info.locale} />
          </Title>
          {info.summary && <Paragraph lang={info.locale}>{info.summary}</Paragraph>}
          {info.fields.callForPapers && (
            <Paragraph>
              <Tag color="blue">{intl.formatMessage({ id: 'journal.callForPapers' })}</Tag>
              <span lang={info.locale}>{info.fields.callForPapers}</span>
            </Paragraph>
          )}
        </>
      )}
      <LoadState
        loads={[sections, papers]}
        empty={!hasPapers}
        emptyText={intl.formatMessage({ id: 'journal.none' })}
      >
        <JournalStats volumes={all} />
        <Input.Search
          className={styles.search}
          allowClear
          placeholder={intl.formatMessage({ id: 'journal.search.placeholder' })}
          aria-label={intl.formatMessage({ id: 'journal.search.placeholder' })}
          value={query}
          onSearch={setQuery}
          onChange={(e) => setQuery(e.target.value)}
        />
        {volumes.length === 0 && <Empty description={intl.formatMessage({ id: 'journal.empty' })} />}
        {volumes.map((volume) => (
          <Card
            key={volume.volume}
            id={volume.section?.slug ?? `v${volume.volume}`}
            className={styles.volume}
            title={
              volume.year
                ? intl.formatMessage({ id: 'journal.volume' }, { volume: volume.volume, year: volume.year })
                : intl.formatMessage({ id: 'journal.volumeNumber' }, { volume: volume.volume })
            }
            extra={
              <Text type="secondary">
                {intl.formatMessage({ id: 'journal.papers' }, { count: volume.papers.length })}
              </Text>
            }
          >
            {volume.section && (
              <>
                <Title level={3}>
                  <Translated text={volume.section.title} locale={volume.section.locale} />
                </Title>
                {volume.section.fields.editors && (
                  <Text type="secondary" lang={volume.section.locale}>
                    {volume.section.fields.editors}
                  </Text>
                )}
              </>
            )}
            <List
              dataSource={volume.papers}
              rowKey={keyOf}
              renderItem={(paper) => <PaperItem paper={paper} />}
            />
          </Card>
        ))}
      </LoadState>
    </div>
  );
}
