import { Link, useIntl } from '@umijs/max';
import { Anchor } from 'antd';
import React from 'react';
import type * as API from '@common/contract';
import ShownIn from '@/components/ShownIn';
import styles from './fragments.less';
import { isFragmentId, keysOf } from './homeContent';

interface Props {
  item: API.ContentItem;
  /** On its own page (`/Home/Nav3`) there is nothing to scroll to, so items open the fragments' pages. */
  standalone?: boolean;
  /** The fragments the page shows: the strip does not point at one that is not there. */
  shown?: (id: string) => boolean;
}

/** The in-page navigation strip of the home page: `attributes.targets`, labelled by `fields.<target>`. */
export default function Nav3({ item, standalone, shown = () => true }: Props) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'home.nav3.aria' });
  const targets = keysOf(item.attributes, 'targets').filter(
    (target) => isFragmentId(target) && target !== 'Nav3' && item.fields[target] && shown(target),
  );
  const text = (target: string) => <span lang={item.locale}>{item.fields[target]}</span>;

  return (
    <nav className={styles.navStrip} aria-label={label}>
      {standalone ? (
        targets.map((target) => (
          <Link key={target} className={styles.navLink} to={`/Home/${target}`}>
            {text(target)}
          </Link>
        ))
      ) : (
        <Anchor
          direction="horizontal"
          // The strip stays under the top of the window while the visitor scrolls the long page.
          offsetTop={0}
          targetOffset={64}
          items={targets.map((target) => ({ key: target, href: `#${target}`, title: text(target) }))}
        />
      )}
      <ShownIn locale={item.locale} />
    </nav>
  );
}
