import { useIntl } from '@umijs/max';
import { Anchor, Card, Col, Row, Space, Tag } from 'antd';
import type * as API from '@common/contract';
import { Paragraph, Text, Title } from '@/components/Typography';
import { useState } from 'react';
import ContentHtml from '@/features/content/ContentHtml';
import PageMeta from '@/features/content/PageMeta';
import { keyOf, numberOf, textOf } from '@/features/content/library/attributes';
import LoadState from '@/features/content/library/LoadState';
import { useMaterials } from '@/features/content/collections';
import { Translated } from '@/components/ShownIn';
import styles from './index.less';

/** The topics the filter offers, in this order; an article of another topic shows under "all". */
const TOPICS = ['underwater', 'slam', 'simulation', 'control', 'perception'];
const LEVELS = ['beginner', 'intermediate', 'advanced'];
const levelColor: Record<string, string> = { beginner: 'green', intermediate: 'blue', advanced: 'purple' };

/** Topic, level and reading time under an article's title. */
function ArticleMeta({ article }: { article: API.ContentItem }) {
  const intl = useIntl();
  const topic = textOf(article, 'topic');
  const level = textOf(article, 'level');
  const minutes = numberOf(article, 'minutes');
  return (
    <Space size={8} wrap className={styles.meta}>
      {topic && (
        <Tag color="cyan">
          {TOPICS.includes(topic) ? intl.formatMessage({ id: `science.topic.${topic}` }) : topic}
        </Tag>
      )}
      {level && (
        <Tag color={levelColor[level]}>
          {LEVELS.includes(level) ? intl.formatMessage({ id: `science.level.${level}` }) : level}
        </Tag>
      )}
      {minutes !== undefined && (
        <Text type="secondary">{intl.formatMessage({ id: 'science.minutes' }, { minutes })}</Text>
      )}
    </Space>
  );
}

/** One article: a card anchored at its slug, with its title, metadata, summary and body. */
function ScienceArticle({ article }: { article: API.ContentItem }) {
  return (
    <Card id={keyOf(article)} className={styles.article} variant="borderless">
      <Title level={2}>
        <Translated text={article.title} locale={article.locale} />
      </Title>
      <ArticleMeta article={article} />
      {article.summary && (
        <Paragraph type="secondary" lang={article.locale}>
          {article.summary}
        </Paragraph>
      )}
      <ContentHtml html={article.html} lang={article.locale} />
    </Card>
  );
}

/** `/Science`: popular-science articles with a topic filter and an on-page contents menu. */
export default function SciencePage() {
  const intl = useIntl();
  const [topic, setTopic] = useState<string>();
  const articles = useMaterials('science');
  const all = articles.data ?? [];
  const list = all.filter((a) => !topic || textOf(a, 'topic') === topic);
  const title = intl.formatMessage({ id: 'science.title' });
  const subtitle = intl.formatMessage({ id: 'science.subtitle' });

  return (
    <>
      <PageMeta title={title} description={subtitle} />
      <Title level={1}>{title}</Title>
      <Paragraph type="secondary">{subtitle}</Paragraph>
      <div
        className={styles.filter}
        role="group"
        aria-label={intl.formatMessage({ id: 'science.filter.label' })}
      >
        <Tag.CheckableTag checked={!topic} onChange={() => setTopic(undefined)}>
          {intl.formatMessage({ id: 'science.filter.all' })}
        </Tag.CheckableTag>
        {TOPICS.map((t) => (
          <Tag.CheckableTag key={t} checked={topic === t} onChange={() => setTopic(t)}>
            {intl.formatMessage({ id: `science.topic.${t}` })}
          </Tag.CheckableTag>
        ))}
      </div>
      <LoadState
        loads={[articles]}
        empty={list.length === 0}
        emptyText={all.length > 0 ? intl.formatMessage({ id: 'science.filter.empty' }) : undefined}
      >
        <Row gutter={24}>
          <Col xs={0} lg={5}>
            <Anchor
              offsetTop={24}
              items={list.map((a) => ({ key: keyOf(a), href: `#${keyOf(a)}`, title: a.title }))}
            />
          </Col>
          <Col xs={24} lg={19}>
            {list.map((article) => (
              <ScienceArticle key={keyOf(article)} article={article} />
            ))}
          </Col>
        </Row>
      </LoadState>
    </>
  );
}
