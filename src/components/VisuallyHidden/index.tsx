import React from 'react';
import styles from './index.less';

/**
 * Words for screen readers and crawlers only: the rest of a link's purpose ("Read more" about what),
 * which sighted readers get from the text around it.
 */
export default function VisuallyHidden({ children, lang }: { children: React.ReactNode; lang?: string }) {
  return (
    <span className={styles.hidden} lang={lang}>
      {children}
    </span>
  );
}
