import { Link, useIntl } from '@umijs/max';
import { Anchor, Card, Col, Row } from 'antd';
import { Paragraph, Title } from '@/components/Typography';
import PageMeta from '@/features/content/PageMeta';
import { keyOf } from '@/features/content/library/attributes';
import LoadState from '@/features/content/library/LoadState';
import {
  byType,
  toResource,
  typesOf,
  useResourceLabels,
  type Resource,
} from '@/features/content/library/resources';
import { useMaterials, useSections } from '@/features/content/collections';
import ShownIn, { Translated } from '@/components/ShownIn';
import styles from './index.less';

/** One resource as a document entry: a heading, its description and its facts as a bullet list. */
function ResourceEntry({ resource }: { resource: Resource }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const label = useResourceLabels();
  const { item } = resource;
  const facts: [string, string][] = [
    ['track', label.track(resource.track)],
    ['format', resource.format],
    ['size', resource.size],
    ['version', resource.version],
    ['updated', resource.updated && label.day(resource.updated, 'long')],
    ['license', resource.license],
    ['file', resource.file],
    ['access', resource.access && label.access(resource.access)],
  ];
  return (
    <>
      <Title level={4}>
        <Translated text={item.title} locale={item.locale} />
      </Title>
      <Paragraph lang={item.locale}>{item.summary}</Paragraph>
      <ul className={styles.facts}>
        {facts
          .filter(([, value]) => value)
          .map(([key, value]) => (
            <li key={key}>
              {t(`database.field.${key}`)}: {value}
            </li>
          ))}
      </ul>
    </>
  );
}

/**
 * `/database/listMD`: the same catalogue as `/database/list`, written out like a markdown document:
 * one section per resource type (its description from the `database` section of that slug), one
 * heading per resource and its facts as a bullet list.
 */
export default function DatabaseDocumentPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const label = useResourceLabels();
  const sections = useSections('database');
  const materials = useMaterials('database');
  const intro = sections.data?.find((s) => s.slug === 'intro');
  const all = byType((materials.data ?? []).map(toResource));
  const groups = typesOf(all)
    .map((type) => ({
      type,
      description: sections.data?.find((s) => s.slug === type),
      items: all.filter((r) => r.type === type),
    }))
    // A type shows when it has resources or a description of its own.
    .filter((group) => group.items.length > 0 || group.description);
  const heading = (type: string, count: number) => `${label.type(type)} (${count})`;

  return (
    <>
      <PageMeta title={t('database.listmd.title')} description={intro?.summary} />
      <Title level={1}>{t('database.listmd.title')}</Title>
      {intro?.summary && (
        <Paragraph type="secondary">
          <span lang={intro.locale}>{intro.summary}</span> <ShownIn locale={intro.locale} />
        </Paragraph>
      )}
      <Paragraph>
        <Link to="/database/list">{t('database.view.list')}</Link>
      </Paragraph>
      <LoadState loads={[materials]} empty={all.length === 0}>
        <Row gutter={24}>
          <Col xs={0} lg={5}>
            <Anchor
              offsetTop={24}
              items={groups.map((g) => ({
                key: g.type,
                href: `#${g.type}`,
                title: heading(g.type, g.items.length),
              }))}
            />
          </Col>
          <Col xs={24} lg={19}>
            {groups.map((group) => (
              <Card key={group.type} id={group.type} className={styles.section} variant="borderless">
                <Title level={2}>{heading(group.type, group.items.length)}</Title>
                {group.description?.summary && (
                  <Paragraph type="secondary">
                    <span lang={group.description.locale}>{group.description.summary}</span>{' '}
                    <ShownIn locale={group.description.locale} />
                  </Paragraph>
                )}
                {group.items.map((r) => (
                  <ResourceEntry key={keyOf(r.item)} resource={r} />
                ))}
              </Card>
            ))}
          </Col>
        </Row>
      </LoadState>
    </>
  );
}
