import { Link, useIntl, useLocation } from '@umijs/max';
import { Breadcrumb, Typography } from 'antd';
import React from 'react';
import { localize, type Localized } from '@/content/localize';
import type { Section } from '@/content/types';
import styles from './index.less';

const { Title, Paragraph } = Typography;

interface Props {
  /** The area's own path, e.g. `/About`. */
  basePath: string;
  /** Locale keys of the area's title and one-line description. */
  titleId: string;
  subtitleId: string;
  /** Values for the subtitle's placeholders. */
  subtitleValues?: Record<string, string | number>;
  /** When given, `/Area/<id>` adds the section's title to the breadcrumb. */
  sections?: Localized<Section[]>;
}

/**
 * The heading of a content area (About, Rule, Note...): a breadcrumb back to the home page and the
 * area, the area's title and what it holds. Sits above SectionPage, on the area page and on each
 * section's own page.
 */
export default function AreaHeader({ basePath, titleId, subtitleId, subtitleValues, sections }: Props) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const title = intl.formatMessage({ id: titleId });
  const id = pathname.slice(basePath.length + 1);
  const section = id && sections ? localize(sections, intl.locale).find((s) => s.id === id) : undefined;

  const crumbs = [
    { key: 'home', title: <Link to="/">{intl.formatMessage({ id: 'menu.home' })}</Link> },
    { key: 'area', title: section ? <Link to={basePath}>{title}</Link> : title },
    ...(section ? [{ key: 'section', title: section.title }] : []),
  ];

  return (
    <header className={styles.header}>
      <Breadcrumb items={crumbs} />
      <Title level={1} className={styles.title}>
        {title}
      </Title>
      <Paragraph type="secondary" className={styles.subtitle}>
        {intl.formatMessage({ id: subtitleId }, subtitleValues)}
      </Paragraph>
    </header>
  );
}
