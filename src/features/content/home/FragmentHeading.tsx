import type * as API from '@common/contract';
import { Paragraph, Title } from '@/components/Typography';
import React from 'react';
import { Translated } from '@/components/ShownIn';
import styles from './fragments.less';

/** A fragment's heading and subtitle (its section's title and summary), marked when shown in another language. */
export default function FragmentHeading({ item }: { item: API.ContentItem }) {
  return (
    <>
      <Title level={2} className={styles.blockTitle}>
        <Translated text={item.title} locale={item.locale} />
      </Title>
      {item.summary && (
        <Paragraph type="secondary" className={styles.blockSubtitle} lang={item.locale}>
          {item.summary}
        </Paragraph>
      )}
    </>
  );
}
