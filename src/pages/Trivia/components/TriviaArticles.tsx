import { useIntl } from '@umijs/max';
import { Anchor, Col, Row } from 'antd';
import Article from '@/components/Article';
import { triviaIntro, triviaSections, type TriviaArticleKey } from '@/content/trivia';
import TriviaHeader from './TriviaHeader';

/** A background page (MATE, URC, others): heading, intro and sections with an on-page menu. */
export default function TriviaArticles({ page, titleId }: { page: TriviaArticleKey; titleId: string }) {
  const intl = useIntl();
  const sections = triviaSections(page, intl.locale);
  return (
    <>
      <TriviaHeader titleId={titleId} intro={triviaIntro(page, intl.locale)} />
      <Row gutter={24}>
        <Col xs={0} lg={5}>
          <Anchor
            offsetTop={24}
            items={sections.map((s) => ({ key: s.id, href: `#${s.id}`, title: s.title }))}
          />
        </Col>
        <Col xs={24} lg={19}>
          {sections.map((s) => (
            <Article key={s.id} section={s} />
          ))}
        </Col>
      </Row>
    </>
  );
}
