import { Link, useIntl } from '@umijs/max';
import { Card, Col, Row, Tag, Typography } from 'antd';
import { keyOf, textOf } from '@/features/content/library/attributes';
import LoadState from '@/features/content/library/LoadState';
import { useMaterials } from '@/features/content/collections';
import { Translated } from '@/components/ShownIn';
import { ItemCover } from '@/features/content/trivia/CoverArt';
import TriviaHeader from '@/features/content/trivia/TriviaHeader';
import { introOf, sectionsOf, useTriviaSections } from '@/features/content/trivia/useTriviaSections';
import styles from '@/features/content/trivia/index.less';

const { Paragraph } = Typography;

/** How many titles a cover lists before it says how many more there are. */
const SHOWN = 3;

/**
 * `/Trivia/Material/CoverBox`: the collections (Trivia sections `collection.<id>`) as a gallery
 * of generated covers, each gathering the training materials of its `attributes.track`.
 */
export default function CoverBoxPage() {
  const intl = useIntl();
  const sections = useTriviaSections();
  const materials = useMaterials('training');
  const all = materials.data ?? [];
  const collections = sectionsOf(sections.data, 'collection').map(({ key, item }) => {
    const track = textOf(item, 'track') ?? 'general';
    return { key, item, track, materials: all.filter((m) => (textOf(m, 'track') ?? 'general') === track) };
  });

  return (
    <>
      <TriviaHeader
        titleId="trivia.coverbox.title"
        intro={introOf(sections.data, 'material')}
        extra={<Link to="/Trivia/Material">{intl.formatMessage({ id: 'trivia.coverbox.back' })}</Link>}
      />
      <LoadState loads={[sections, materials]} empty={collections.length === 0}>
        <Row gutter={[24, 24]}>
          {collections.map((c) => (
            <Col key={c.key} xs={24} sm={12} lg={8}>
              <Card
                className={styles.card}
                cover={
                  <div className={styles.cover}>
                    <ItemCover item={c.item} track={c.track} seed={c.key} />
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
                <Card.Meta
                  title={<Translated text={c.item.title} locale={c.item.locale} />}
                  description={<span lang={c.item.locale}>{c.item.summary}</span>}
                />
                <ul style={{ margin: '12px 0 0', paddingInlineStart: 18 }}>
                  {c.materials.slice(0, SHOWN).map((m) => (
                    <li key={keyOf(m)}>
                      <Paragraph ellipsis className={styles.cardText} lang={m.locale}>
                        {m.title}
                      </Paragraph>
                    </li>
                  ))}
                </ul>
                {c.materials.length > SHOWN && (
                  <Tag style={{ marginTop: 8 }}>
                    {intl.formatMessage(
                      { id: 'trivia.coverbox.more' },
                      { count: c.materials.length - SHOWN },
                    )}
                  </Tag>
                )}
              </Card>
            </Col>
          ))}
        </Row>
      </LoadState>
    </>
  );
}
