import { Link, useIntl, useLocation } from '@umijs/max';
import { Anchor, Card, Col, Empty, Result, Row, Skeleton } from 'antd';
import React from 'react';
import type * as API from '@common/contract';
import Article, { articleAnchor } from '@/features/content/Article';
import AreaHeader from '@/features/content/AreaHeader';
import PageMeta from '@/features/content/PageMeta';
import { useSections } from '@/features/content/collections';
import NotFound from '@/components/NotFoundLazy';
import type { AreaConfig } from './areas';

export { AREAS, MATE_INTRO_SLUG, type AreaConfig } from './areas';

interface Props extends AreaConfig {
  /** The slug of a section the area page shows above the others (MATE's introduction), not among them. */
  introSlug?: string;
  /** Renders that section (undefined while loading or when the area has none) on the area page. */
  intro?: (item?: API.ContentItem) => React.ReactNode;
}

/**
 * An area made of sections (About, Rule, Note, MATE), fetched from the server in the reader's
 * language: `/Area` shows them all with an anchor menu; `/Area/<slug>` shows one section alone with
 * a way back, and a slug the area does not have is the 404 page.
 */
export default function SectionPage({ area, basePath, header, introSlug, intro }: Props) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const slug = pathname.slice(basePath.length + 1);
  const { data, loading } = useSections(area);

  const introItem = introSlug ? data?.find((s) => s.slug === introSlug) : undefined;
  const list = data?.filter((s) => s !== introItem) ?? [];
  const section = slug ? list.find((s) => s.slug === slug) : undefined;

  if (slug && data && !section) return <NotFound />;

  let content: React.ReactNode;
  if (!data) {
    content = loading ? (
      <Card variant="borderless" aria-busy="true">
        <Skeleton active title paragraph={{ rows: 8 }} />
      </Card>
    ) : (
      // The request module has already said what went wrong.
      <Result status="warning" title={intl.formatMessage({ id: 'area.failed' })} />
    );
  } else if (section) {
    content = (
      <>
        <PageMeta title={section.title} description={section.summary} />
        <Article
          section={section}
          extra={<Link to={basePath}>{intl.formatMessage({ id: 'global.section.all' })}</Link>}
        />
      </>
    );
  } else if (list.length === 0) {
    content = introItem ? null : <Empty description={intl.formatMessage({ id: 'area.empty' })} />;
  } else {
    content = (
      <>
        <PageMeta description={introItem?.summary || list.find((s) => s.summary)?.summary} />
        {list.map((s) => (
          <Article
            key={s.id}
            section={s}
            extra={
              <Link to={`${basePath}/${s.slug}`}>{intl.formatMessage({ id: 'global.section.open' })}</Link>
            }
          />
        ))}
      </>
    );
  }

  const heading = header && <AreaHeader basePath={basePath} {...header} section={section} />;
  if (slug) {
    return (
      <>
        {heading}
        {content}
      </>
    );
  }
  return (
    <>
      {heading}
      <Row gutter={24}>
        <Col xs={0} lg={5}>
          <Anchor
            offsetTop={24}
            items={list.map((s) => ({
              key: s.id,
              href: `#${articleAnchor(s)}`,
              title: <span lang={s.locale}>{s.title}</span>,
            }))}
          />
        </Col>
        <Col xs={24} lg={19}>
          {intro?.(introItem)}
          {content}
        </Col>
      </Row>
    </>
  );
}
