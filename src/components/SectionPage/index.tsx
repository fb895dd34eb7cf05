import { Link, useIntl, useLocation } from '@umijs/max';
import { Anchor, Col, Row } from 'antd';
import React from 'react';
import Article from '@/components/Article';
import { localize, type Localized } from '@/content/localize';
import type { Section } from '@/content/types';
import NotFound from '@/components/NotFoundLazy';

interface Props {
  /** The area's own path, e.g. `/About`. */
  basePath: string;
  sections: Localized<Section[]>;
  /** Shown above the sections on the area page. */
  intro?: React.ReactNode;
}

/**
 * An area made of sections (About, Rule, Note, MATE): `/Area` shows them all with an anchor
 * menu; `/Area/<id>` shows one section alone with a way back.
 */
export default function SectionPage({ basePath, sections, intro }: Props) {
  const { pathname } = useLocation();
  const intl = useIntl();
  const list = localize(sections, intl.locale);
  const id = pathname.slice(basePath.length + 1);

  if (id) {
    const section = list.find((s) => s.id === id);
    if (!section) return <NotFound />;
    return (
      <Article
        section={section}
        extra={<Link to={basePath}>{intl.formatMessage({ id: 'global.section.all' })}</Link>}
      />
    );
  }

  return (
    <Row gutter={24}>
      <Col xs={0} lg={5}>
        <Anchor offsetTop={24} items={list.map((s) => ({ key: s.id, href: `#${s.id}`, title: s.title }))} />
      </Col>
      <Col xs={24} lg={19}>
        {intro}
        {list.map((section) => (
          <Article
            key={section.id}
            section={section}
            extra={
              <Link to={`${basePath}/${section.id}`}>
                {intl.formatMessage({ id: 'global.section.open' })}
              </Link>
            }
          />
        ))}
      </Col>
    </Row>
  );
}
