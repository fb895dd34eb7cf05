import { Link, useIntl } from '@umijs/max';
import { Card, Col, Row } from 'antd';
import type * as API from '@common/contract';
import { Paragraph, Title } from '@/components/Typography';
import React from 'react';
import ContentHtml from '@/features/content/ContentHtml';
import FragmentHeading from './FragmentHeading';
import styles from './fragments.less';

/** The competition's introduction (the body), with this season's highlight (`fields.highlight*`) beside it. */
export default function Content4({ item }: { item: API.ContentItem }) {
  const intl = useIntl();
  const { highlightTitle, highlightText } = item.fields;
  const hasAside = Boolean(highlightTitle || highlightText || item.imageUrl);
  return (
    <div className={styles.block}>
      <FragmentHeading item={item} />
      <Row gutter={[32, 24]}>
        <Col xs={24} lg={hasAside ? 15 : 24}>
          <ContentHtml html={item.html} lang={item.locale} className={styles.prose} />
          <Link to="/About">{intl.formatMessage({ id: 'home.content4.more' })}</Link>
        </Col>
        {hasAside && (
          <Col xs={24} lg={9}>
            {item.imageUrl && (
              <img
                className={styles.blockImage}
                src={item.imageUrl}
                alt={item.imageAlt}
                width={480}
                height={320}
                loading="lazy"
                decoding="async"
              />
            )}
            {(highlightTitle || highlightText) && (
              <Card className={styles.highlight} variant="borderless" lang={item.locale}>
                {highlightTitle && <Title level={3}>{highlightTitle}</Title>}
                {highlightText && <Paragraph className={styles.prose}>{highlightText}</Paragraph>}
              </Card>
            )}
          </Col>
        )}
      </Row>
    </div>
  );
}
