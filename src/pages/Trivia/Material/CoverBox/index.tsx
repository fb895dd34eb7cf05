import { Link, useIntl } from '@umijs/max';
import { Card, Col, Row, Tag, Typography } from 'antd';
import { materialCollections, triviaIntro } from '@/content/trivia';
import CoverArt from '../../components/CoverArt';
import TriviaHeader from '../../components/TriviaHeader';
import styles from '../../components/index.less';

const { Paragraph } = Typography;

/** `/Trivia/Material/CoverBox`: the material collections as a gallery of generated covers. */
export default function CoverBoxPage() {
  const intl = useIntl();
  const collections = materialCollections(intl.locale);
  return (
    <>
      <TriviaHeader
        titleId="trivia.coverbox.title"
        intro={triviaIntro('material', intl.locale)}
        extra={<Link to="/Trivia/Material">{intl.formatMessage({ id: 'trivia.coverbox.back' })}</Link>}
      />
      <Row gutter={[24, 24]}>
        {collections.map((c) => (
          <Col key={c.id} xs={24} sm={12} lg={8}>
            <Card
              className={styles.card}
              cover={
                <div className={styles.cover}>
                  <CoverArt track={c.track} seed={c.id} />
                  <span className={styles.badge}>
                    {intl.formatMessage({ id: 'trivia.material.count' }, { count: c.materials.length })}
                  </span>
                </div>
              }
              actions={[
                <Link key="open" to={`/Trivia/Material#${c.track}`}>
                  {intl.formatMessage({ id: 'trivia.coverbox.open' })}
                </Link>,
              ]}
            >
              <Card.Meta title={c.title} description={c.description} />
              <ul style={{ margin: '12px 0 0', paddingInlineStart: 18 }}>
                {c.materials.slice(0, 3).map((m) => (
                  <li key={m.id}>
                    <Paragraph ellipsis className={styles.cardText}>
                      {m.title}
                    </Paragraph>
                  </li>
                ))}
              </ul>
              {c.materials.length > 3 && (
                <Tag style={{ marginTop: 8 }}>
                  {intl.formatMessage({ id: 'trivia.coverbox.more' }, { count: c.materials.length - 3 })}
                </Tag>
              )}
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
