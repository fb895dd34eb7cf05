import { Link, useIntl } from '@umijs/max';
import type * as API from '@common/contract';
import { Paragraph, Title } from '@/components/Typography';
import React from 'react';
import ContentHtml from '@/features/content/ContentHtml';
import ShownIn from '@/components/ShownIn';
import styles from './fragments.less';

/** The call to action (title, summary, `fields.deadline`): enrol now, or read the guide first. */
export default function Banner5({ item }: { item: API.ContentItem }) {
  const intl = useIntl();
  return (
    <div className={styles.banner5}>
      <Title level={2} className={styles.banner5Title}>
        <span lang={item.locale}>{item.title}</span> <ShownIn locale={item.locale} />
      </Title>
      {item.summary && (
        <Paragraph className={styles.banner5Text} lang={item.locale}>
          {item.summary}
        </Paragraph>
      )}
      <ContentHtml html={item.html} lang={item.locale} className={styles.banner5Text} />
      {item.fields.deadline && (
        <Paragraph strong className={styles.banner5Text} lang={item.locale}>
          {item.fields.deadline}
        </Paragraph>
      )}
      <div className={styles.actions}>
        <Link className={styles.ctaLight} to="/EnrollFor">
          {intl.formatMessage({ id: 'home.banner5.enrol' })}
        </Link>
        <Link className={styles.ctaOutline} to="/Welcome">
          {intl.formatMessage({ id: 'home.banner5.welcome' })}
        </Link>
      </div>
    </div>
  );
}
