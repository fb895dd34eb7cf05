import { Card, Col, Row, Statistic, Typography } from 'antd';
import React from 'react';
import type { HomeSource } from '@/content/home';
import styles from './fragments.less';

const { Title, Paragraph } = Typography;

/** Key figures of the competition. */
export default function Feature6({ data }: { data: HomeSource['Feature6'] }) {
  return (
    <div className={styles.block}>
      <Title level={2} className={styles.blockTitle}>
        {data.title}
      </Title>
      <Paragraph type="secondary" className={styles.blockSubtitle}>
        {data.subtitle}
      </Paragraph>
      <Row gutter={[24, 24]}>
        {data.figures.map((figure) => (
          <Col key={figure.label} xs={12} lg={6}>
            <Card className={styles.figure} variant="borderless">
              <Statistic
                title={figure.label}
                value={figure.value}
                prefix={figure.prefix}
                suffix={figure.suffix}
                valueStyle={{ color: '#2F54EB', fontWeight: 600 }}
              />
              <Paragraph type="secondary" className={styles.figureNote}>
                {figure.note}
              </Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
