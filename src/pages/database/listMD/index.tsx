import { Link, useIntl } from '@umijs/max';
import { Anchor, Col, Row, Typography } from 'antd';
import Article from '@/components/Article';
import { databaseIntro, resourcesByType, type Resource } from '@/content/database';
import type { Block, Section } from '@/content/types';

const { Title, Paragraph } = Typography;

/**
 * `/database/listMD`: the same catalogue as `/database/list`, written out like a markdown document:
 * one section per resource type, one heading per resource and its facts as a bullet list.
 */
export default function DatabaseDocumentPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });

  // Calendar days: formatted in UTC so no time zone moves them by one.
  const day = new Intl.DateTimeFormat(intl.locale, { dateStyle: 'long', timeZone: 'UTC' });
  const resourceBlocks = (r: Resource): Block[] => [
    { type: 'heading', text: r.title },
    { type: 'paragraph', text: r.description },
    {
      type: 'list',
      items: [
        `${t('database.field.track')}: ${t(`database.track.${r.track}`)}`,
        `${t('database.field.format')}: ${r.format}`,
        `${t('database.field.size')}: ${r.size}`,
        `${t('database.field.version')}: ${r.version}`,
        `${t('database.field.updated')}: ${day.format(new Date(r.updated))}`,
        `${t('database.field.license')}: ${r.license}`,
        `${t('database.field.file')}: ${r.file}`,
        `${t('database.field.access')}: ${t(`database.access.${r.access}`)}`,
      ],
    },
  ];

  const sections: Section[] = resourcesByType(intl.locale).map((group) => ({
    id: group.type,
    title: `${t(`database.type.${group.type}`)} (${group.items.length})`,
    summary: group.description,
    blocks: group.items.flatMap(resourceBlocks),
  }));

  return (
    <>
      <Title level={1}>{t('database.listmd.title')}</Title>
      <Paragraph type="secondary">{databaseIntro(intl.locale)}</Paragraph>
      <Paragraph>
        <Link to="/database/list">{t('database.view.list')}</Link>
      </Paragraph>
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
