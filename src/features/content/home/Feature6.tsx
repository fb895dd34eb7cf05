import { useIntl } from '@umijs/max';
import { Card, Col, Row, Statistic } from 'antd';
import type * as API from '@common/contract';
import { Paragraph } from '@/components/Typography';
import React from 'react';
import FragmentHeading from './FragmentHeading';
import styles from './fragments.less';
import { keysOf, numberOf } from './homeContent';

/** From this size on a figure reads better in the reader's words (120万, 1.2 million, 1,2 milhão). */
const COMPACT_FROM = 10_000;

function formatFigure(value: number, locale: string): string {
  try {
    return new Intl.NumberFormat(
      locale,
      value >= COMPACT_FROM ? { notation: 'compact', compactDisplay: 'long', maximumFractionDigits: 1 } : {},
    ).format(value);
  } catch {
    return String(value);
  }
}

/**
 * Key figures of the competition: `attributes.figures` in order, each figure's number
 * `attributes.<figure>`, its label `fields.<figure>`, note `fields.<figure>Note` and optional
 * `fields.<figure>Prefix` / `fields.<figure>Suffix` (a currency, a unit).
 */
export default function Feature6({ item }: { item: API.ContentItem }) {
  const intl = useIntl();
  const figures = keysOf(item.attributes, 'figures').flatMap((key) => {
    const value = numberOf(item.attributes, key);
    return value === undefined ? [] : [{ key, value }];
  });
  return (
    <div className={styles.block}>
      <FragmentHeading item={item} />
      <Row gutter={[24, 24]}>
        {figures.map(({ key, value }) => (
          <Col key={key} xs={12} lg={6}>
            <Card className={styles.figure} variant="borderless">
              <Statistic
                title={<span lang={item.locale}>{item.fields[key] ?? key}</span>}
                value={value}
                formatter={() => formatFigure(value, intl.locale)}
                prefix={item.fields[`${key}Prefix`]}
                suffix={item.fields[`${key}Suffix`]}
                valueStyle={{ color: '#2F54EB', fontWeight: 600 }}
              />
              {item.fields[`${key}Note`] && (
                <Paragraph type="secondary" className={styles.figureNote} lang={item.locale}>
                  {item.fields[`${key}Note`]}
                </Paragraph>
              )}
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
