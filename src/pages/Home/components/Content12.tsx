import { Typography } from 'antd';
import React from 'react';
import type { HomeSource } from '@/content/home';
import styles from './fragments.less';

const { Title, Paragraph, Text } = Typography;

/** Organisers and partners as text badges: a monogram, the full name and the country. */
export default function Content12({ data }: { data: HomeSource['Content12'] }) {
  return (
    <div className={styles.block}>
      <Title level={2} className={styles.blockTitle}>
        {data.title}
      </Title>
      <Paragraph type="secondary" className={styles.blockSubtitle}>
        {data.subtitle}
      </Paragraph>
      {data.groups.map((group) => (
        <div key={group.role} className={styles.partnerGroup}>
          <Title level={4}>{group.role}</Title>
          <ul className={styles.partners}>
            {group.partners.map((partner) => (
              <li key={partner.name} className={styles.partner}>
                {/* The first character of the short name stands in for a logo. */}
                <span className={styles.monogram} aria-hidden="true">
                  {Array.from(partner.short)[0]}
                </span>
                <span>
                  <Text strong>{partner.name}</Text>
                  <br />
                  <Text type="secondary">{partner.country}</Text>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
