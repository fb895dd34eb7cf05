import { Link, useIntl } from '@umijs/max';
import { Typography } from 'antd';
import React from 'react';
import type { HomeSource } from '@/content/home';
import styles from './fragments.less';

const { Title, Paragraph } = Typography;

/** The call to action: enrol now, or read the guide first. */
export default function Banner5({ data }: { data: HomeSource['Banner5'] }) {
  const intl = useIntl();
  return (
    <div className={styles.banner5}>
      <Title level={2} className={styles.banner5Title}>
        {data.title}
      </Title>
      <Paragraph className={styles.banner5Text}>{data.text}</Paragraph>
      <Paragraph strong className={styles.banner5Text}>
        {data.deadline}
      </Paragraph>
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
