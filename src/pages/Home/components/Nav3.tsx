import { Link, useIntl } from '@umijs/max';
import { Anchor } from 'antd';
import React from 'react';
import type { HomeSource } from '@/content/home';
import styles from './fragments.less';

interface Props {
  data: HomeSource['Nav3'];
  /** On its own page (`/Home/Nav3`) there is nothing to scroll to, so items open the fragments' pages. */
  standalone?: boolean;
}

/** The in-page navigation strip of the home page. */
export default function Nav3({ data, standalone }: Props) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'home.nav3.aria' });

  if (standalone) {
    return (
      <nav className={styles.navStrip} aria-label={label}>
        {data.items.map((item) => (
          <Link key={item.target} className={styles.navLink} to={`/Home/${item.target}`}>
            {item.label}
          </Link>
        ))}
      </nav>
    );
  }

  return (
    <nav className={styles.navStrip} aria-label={label}>
      <Anchor
        direction="horizontal"
        // The strip stays under the top of the window while the visitor scrolls the long page.
        offsetTop={0}
        targetOffset={64}
        items={data.items.map((item) => ({ key: item.target, href: `#${item.target}`, title: item.label }))}
      />
    </nav>
  );
}
