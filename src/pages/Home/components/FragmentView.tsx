import React from 'react';
import type { HomeFragmentId, HomeSource } from '@/content/home';
import Banner1 from './Banner1';
import Banner5 from './Banner5';
import Content12 from './Content12';
import Content4 from './Content4';
import Content5 from './Content5';
import Feature6 from './Feature6';
import Footer0 from './Footer0';
import Nav3 from './Nav3';
import styles from './fragments.less';

type FragmentComponents = {
  [K in HomeFragmentId]: React.ComponentType<{ data: HomeSource[K]; standalone?: boolean }>;
};

/** Each fragment id of the data source and the component that lays it out. */
const fragments: FragmentComponents = {
  Nav3,
  Banner1,
  Content4,
  Content5,
  Content12,
  Feature6,
  Banner5,
  Footer0,
};

interface Props<K extends HomeFragmentId> {
  id: K;
  source: HomeSource;
  standalone?: boolean;
}

/**
 * One fragment fed with its part of the data source. The wrapper's id is the fragment id, which is
 * what the Nav3 strip scrolls to.
 */
export default function FragmentView<K extends HomeFragmentId>({ id, source, standalone }: Props<K>) {
  // TypeScript cannot follow the id through the mapped type, so the pairing is restated here.
  const Component = fragments[id] as React.ComponentType<{ data: HomeSource[K]; standalone?: boolean }>;
  return (
    <section id={id} className={styles.fragment}>
      <Component data={source[id]} standalone={standalone} />
    </section>
  );
}
