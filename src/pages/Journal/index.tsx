import { useIntl } from '@umijs/max';
import { Card, Col, Empty, Input, List, Row, Space, Statistic, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  journalInfo,
  journalVolumes,
  searchJournal,
  type JournalPaper,
  type JournalVolume,
} from '@/content/journal';
import styles from './index.less';

const { Title, Paragraph, Text } = Typography;

/** Counts over the whole journal (not the search result), so they describe the publication. */
function JournalStats({ volumes }: { volumes: JournalVolume[] }) {
  const intl = useIntl();
  const papers = volumes.flatMap((v) => v.papers);
  const authors = new Set(papers.flatMap((p) => p.authors));
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
function PaperItem({ paper }: { paper: JournalPaper }) {
  const intl = useIntl();
  return (
    <List.Item id={paper.id} className={styles.paper}>
      {/* One block: a list item lays its direct children out side by side. */}
      <div>
        <Title level={4}>{paper.title}</Title>
        <Text type="secondary" className={styles.byline}>
          {paper.authors.join(', ')} · {paper.affiliation} ·{' '}
          {intl.formatMessage({ id: 'journal.pages' }, { pages: paper.pages })}
        </Text>
        <Paragraph
          ellipsis={{ rows: 3, expandable: true, symbol: intl.formatMessage({ id: 'journal.expand' }) }}
        >
          <Text className={styles.label}>{intl.formatMessage({ id: 'journal.abstract' })}</Text>
          {paper.abstract}
        </Paragraph>
        <Space size={[4, 8]} wrap>
          <Text className={styles.label}>{intl.formatMessage({ id: 'journal.keywords' })}</Text>
          {paper.keywords.map((k) => (
            <Tag key={k}>{k}</Tag>
          ))}
        </Space>
      </div>
    </List.Item>
  );
}

/** `/Journal`: the proceedings, volume by volume, searchable by title, author or keyword. */
export default function JournalPage() {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const info = journalInfo(intl.locale);
  const all = journalVolumes(intl.locale);
  const volumes = searchJournal(query, intl.locale);

  return (
    <div className={styles.page}>
      <Title level={1}>{intl.formatMessage({ id: 'journal.title' })}</Title>
      <Title level={2} type="secondary" className={styles.journalName}>
        {info.name}
      </Title>
      <Paragraph>{info.description}</Paragraph>
      <Paragraph>
        <Tag color="blue">{intl.formatMessage({ id: 'journal.callForPapers' })}</Tag>
        {info.callForPapers}
      </Paragraph>
      <JournalStats volumes={all} />
      <Input.Search
        className={styles.search}
        allowClear
        placeholder={intl.formatMessage({ id: 'journal.search.placeholder' })}
        aria-label={intl.formatMessage({ id: 'journal.search.placeholder' })}
        onSearch={setQuery}
        onChange={(e) => setQuery(e.target.value)}
      />
      {volumes.length === 0 && <Empty description={intl.formatMessage({ id: 'journal.empty' })} />}
      {volumes.map((volume) => (
        <Card
          key={volume.id}
          id={volume.id}
          className={styles.volume}
          title={intl.formatMessage({ id: 'journal.volume' }, { volume: volume.volume, year: volume.year })}
          extra={
            <Text type="secondary">
              {intl.formatMessage({ id: 'journal.papers' }, { count: volume.papers.length })}
            </Text>
          }
        >
          <Title level={3}>{volume.theme}</Title>
          <Text type="secondary">{volume.editors}</Text>
          <List dataSource={volume.papers} rowKey="id" renderItem={(paper) => <PaperItem paper={paper} />} />
        </Card>
      ))}
    </div>
  );
}
