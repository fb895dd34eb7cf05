import React from 'react';
import type * as API from '@common/contract';
import Banner1 from './Banner1';
import Banner5 from './Banner5';
import Content12 from './Content12';
import Content4 from './Content4';
import Content5 from './Content5';
import Feature6 from './Feature6';
import Footer0 from './Footer0';
import styles from './fragments.less';
import { hasFragment, type HomeContent, type HomeFragmentId, sectionOf } from './homeContent';
import Nav3 from './Nav3';

/** The fragments laid out from their section; Banner1 is laid out from the banners. */
const sectionFragments: Record<
  Exclude<HomeFragmentId, 'Banner1'>,
  React.ComponentType<{ item: API.ContentItem; standalone?: boolean }>
> = {
  Nav3,
  Content4,
  Content5,
  Content12,
  Feature6,
  Banner5,
  Footer0,
};

interface Props {
  id: HomeFragmentId;
  content: HomeContent;
  standalone?: boolean;
}

/**
 * One fragment fed with its item of the home content; nothing when the server has no section for
 * it. The wrapper's id is the fragment id, which is what the Nav3 strip scrolls to.
 */
export default function FragmentView({ id, content, standalone }: Props) {
  let fragment: React.ReactNode = null;
  if (id === 'Banner1') {
    fragment = <Banner1 banners={content.banners} />;
  } else if (id === 'Nav3') {
    const item = sectionOf(content, id);
    fragment = item && (
      <Nav3
        item={item}
        standalone={standalone}
        shown={(target) => hasFragment(content, target as HomeFragmentId)}
      />
    );
  } else {
    const item = sectionOf(content, id);
    const Component = sectionFragments[id];
    fragment = item && <Component item={item} standalone={standalone} />;
  }
  if (!fragment) return null;
  return (
    <section id={id} className={styles.fragment}>
      {fragment}
    </section>
  );
}
