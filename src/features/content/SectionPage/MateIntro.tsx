import { Link, useIntl } from '@umijs/max';
import { Card, Col, Row, Statistic, theme } from 'antd';
import type * as API from '@common/contract';
import { Paragraph, Title } from '@/components/Typography';
import React from 'react';
import ContentHtml from '@/features/content/ContentHtml';
import ShownIn from '@/components/ShownIn';

/** Key figures of the intro: fields `fact1Label`/`fact1Value`, `fact2Label`/`fact2Value` … until one is missing. */
function facts(fields: API.ContentItem['fields']): { label: string; value: string }[] {
  const list = [];
  for (let n = 1; fields[`fact${n}Label`] && fields[`fact${n}Value`]; n += 1) {
    list.push({ label: fields[`fact${n}Label`], value: fields[`fact${n}Value`] });
  }
  return list;
}

/**
 * The track's mission statement and key numbers, above the sections on `/MATE`: the section of slug
 * `intro` (see server/seed/README.md). The page's heading shows while it loads.
 */
export default function MateIntro({ item }: { item?: API.ContentItem }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  return (
    <Card variant="borderless" style={{ marginBottom: 24 }}>
      <Title level={1}>{intl.formatMessage({ id: 'mate.title' })}</Title>
      {item && (
        <>
          <Title level={2} style={{ fontSize: 24, color: token.colorTextSecondary }}>
            <span lang={item.locale}>{item.title}</span>
            {item.locale !== intl.locale && (
              <>
                {' '}
                <ShownIn locale={item.locale} />
              </>
            )}
          </Title>
          <ContentHtml html={item.html} lang={item.locale} />
          <Row gutter={[16, 16]} lang={item.locale}>
            {facts(item.fields).map((f) => (
              <Col key={f.label} xs={12} md={6}>
                <Statistic title={f.label} value={f.value} valueStyle={{ fontSize: 20 }} />
              </Col>
            ))}
          </Row>
        </>
      )}
      {item?.linkUrl && (
        <Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
          <Link to={item.linkUrl}>{intl.formatMessage({ id: 'mate.background' })}</Link>
        </Paragraph>
      )}
    </Card>
  );
}
