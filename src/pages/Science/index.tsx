import { useIntl } from '@umijs/max';
import { Anchor, Col, Row, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import Article from '@/components/Article';
import { scienceArticles, type ScienceArticle, type ScienceTopic } from '@/content/science';
import styles from './index.less';

const { Title, Paragraph, Text } = Typography;

const TOPICS: ScienceTopic[] = ['underwater', 'slam', 'simulation', 'control', 'perception'];
const levelColor = { beginner: 'green', intermediate: 'blue', advanced: 'purple' } as const;

/** Topic, level and reading time under an article's title. */
function ArticleMeta({ article }: { article: ScienceArticle }) {
  const intl = useIntl();
  return (
    <Space size={8} wrap>
      <Tag color="cyan">{intl.formatMessage({ id: `science.topic.${article.topic}` })}</Tag>
      <Tag color={levelColor[article.level]}>
        {intl.formatMessage({ id: `science.level.${article.level}` })}
      </Tag>
      <Text type="secondary">
        {intl.formatMessage({ id: 'science.minutes' }, { minutes: article.minutes })}
      </Text>
    </Space>
  );
}

/** `/Science`: popular-science articles with a topic filter and an on-page contents menu. */
export default function SciencePage() {
  const intl = useIntl();
  const [topic, setTopic] = useState<ScienceTopic>();
  const list = scienceArticles(intl.locale).filter((a) => !topic || a.topic === topic);

  return (
    <>
      <Title level={1}>{intl.formatMessage({ id: 'science.title' })}</Title>
      <Paragraph type="secondary">{intl.formatMessage({ id: 'science.subtitle' })}</Paragraph>
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
      <Row gutter={24}>
        <Col xs={0} lg={5}>
          <Anchor offsetTop={24} items={list.map((a) => ({ key: a.id, href: `#${a.id}`, title: a.title }))} />
        </Col>
        <Col xs={24} lg={19}>
          {list.map((article) => (
            <Article key={article.id} section={article} meta={<ArticleMeta article={article} />} />
          ))}
        </Col>
      </Row>
    </>
  );
}
