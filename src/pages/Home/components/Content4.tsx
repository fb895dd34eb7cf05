import { Link, useIntl } from '@umijs/max';
import { Card, Col, Row, Typography } from 'antd';
import React from 'react';
import type { HomeSource } from '@/content/home';
import styles from './fragments.less';

const { Title, Paragraph } = Typography;

/** The competition's introduction, with this season's highlight beside it. */
export default function Content4({ data }: { data: HomeSource['Content4'] }) {
  const intl = useIntl();
  return (
    <div className={styles.block}>
      <Title level={2} className={styles.blockTitle}>
        {data.title}
      </Title>
      <Paragraph type="secondary" className={styles.blockSubtitle}>
        {data.subtitle}
      </Paragraph>
      <Row gutter={[32, 24]}>
        <Col xs={24} lg={15}>
          {data.paragraphs.map((text) => (
            <Paragraph key={text} className={styles.prose}>
              {text}
            </Paragraph>
          ))}
          <Link to="/About">{intl.formatMessage({ id: 'home.content4.more' })}</Link>
        </Col>
        <Col xs={24} lg={9}>
          <Card className={styles.highlight} variant="borderless">
            <Title level={3}>{data.highlight.title}</Title>
            <Paragraph className={styles.prose}>{data.highlight.text}</Paragraph>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
