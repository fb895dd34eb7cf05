import { Anchor, Card, Col, Row } from 'antd';
import { Paragraph, Title } from '@/components/Typography';
import ContentHtml from '@/features/content/ContentHtml';
import LoadState from '@/features/content/library/LoadState';
import { Translated } from '@/components/ShownIn';
import TriviaHeader from './TriviaHeader';
import { introOf, sectionsOf, useTriviaSections } from './useTriviaSections';
import styles from './index.less';

/**
 * A background page (MATE, URC, others): heading, intro and the sections `<page>.<key>` of the
 * Trivia area, each a card anchored at `#<key>`, with an on-page menu.
 */
export default function TriviaArticles({
  page,
  titleId,
}: {
  page: 'mate' | 'urc' | 'others';
  titleId: string;
}) {
  const load = useTriviaSections();
  const sections = sectionsOf(load.data, page);
  return (
    <>
      <TriviaHeader titleId={titleId} intro={introOf(load.data, page)} />
      <LoadState loads={[load]} empty={sections.length === 0}>
        <Row gutter={24}>
          <Col xs={0} lg={5}>
            <Anchor
              offsetTop={24}
              items={sections.map(({ key, item }) => ({ key, href: `#${key}`, title: item.title }))}
            />
          </Col>
          <Col xs={24} lg={19}>
            {sections.map(({ key, item }) => (
              <Card key={key} id={key} className={styles.article} variant="borderless">
                <Title level={2}>
                  <Translated text={item.title} locale={item.locale} />
                </Title>
                {item.summary && (
                  <Paragraph type="secondary" lang={item.locale}>
                    {item.summary}
                  </Paragraph>
                )}
                <ContentHtml html={item.html} lang={item.locale} />
              </Card>
            ))}
          </Col>
        </Row>
      </LoadState>
    </>
  );
}
