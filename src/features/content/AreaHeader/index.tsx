import { Link, useIntl } from '@umijs/max';
import { Breadcrumb, theme } from 'antd';
import type * as API from '@common/contract';
import { Paragraph, Title } from '@/components/Typography';
import React from 'react';
import styles from './index.less';

export interface AreaHeaderProps {
  /** The area's own path, e.g. `/About`. */
  basePath: string;
  /** Locale keys of the area's title and one-line description. */
  titleId: string;
  subtitleId: string;
  /** Values for the subtitle's placeholders. */
  subtitleValues?: Record<string, string | number>;
  /** On `/Area/<slug>`, the section shown: its title ends the breadcrumb. */
  section?: { title: string; locale: API.Locale };
}

/**
 * The heading of a content area (About, Rule, Note...): a breadcrumb back to the home page and the
 * area, the area's title and what it holds. Sits above the sections, on the area page and on each
 * section's own page.
 */
export default function AreaHeader({
  basePath,
  titleId,
  subtitleId,
  subtitleValues,
  section,
}: AreaHeaderProps) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const title = intl.formatMessage({ id: titleId });

  const crumbs = [
    { key: 'home', title: <Link to="/">{intl.formatMessage({ id: 'menu.home' })}</Link> },
    { key: 'area', title: section ? <Link to={basePath}>{title}</Link> : title },
    ...(section ? [{ key: 'section', title: <span lang={section.locale}>{section.title}</span> }] : []),
  ];

  return (
    <header className={styles.header}>
      <Breadcrumb items={crumbs} />
      <Title level={1} className={styles.title}>
        {title}
      </Title>
      {/* antd's "secondary" text is 0.45 black, below 4.5:1 on white. */}
      <Paragraph className={styles.subtitle} style={{ color: token.colorTextSecondary }}>
        {intl.formatMessage({ id: subtitleId }, subtitleValues)}
      </Paragraph>
    </header>
  );
}
