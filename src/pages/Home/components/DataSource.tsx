import { Link, useIntl } from '@umijs/max';
import { Card, Typography } from 'antd';
import React from 'react';
import { homeFragmentIds, type HomeSource } from '@/content/home';
import styles from './fragments.less';

const { Title, Paragraph, Text } = Typography;

type Primitive = string | number | boolean;

const isPrimitive = (value: unknown): value is Primitive =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Any value of the data source, readable: fields become a definition list, lists of texts a bullet
 * list, lists of records numbered entries. Field names stay as written since they are what an
 * editor looks for in src/content/home.ts.
 */
function ValueView({ value }: { value: unknown }) {
  const intl = useIntl();
  if (isPrimitive(value)) return <>{String(value)}</>;
  if (Array.isArray(value)) {
    if (value.every(isPrimitive)) {
      return (
        <ul className={styles.sourceList}>
          {value.map((item, i) => (
            <li key={`${i}-${String(item)}`}>{String(item)}</li>
          ))}
        </ul>
      );
    }
    return (
      <ol className={styles.sourceEntries}>
        {value.map((item, i) => (
          // Entries have no identity of their own beyond their place in the list.
          // eslint-disable-next-line react/no-array-index-key
          <li key={i} className={styles.sourceEntry}>
            <Text type="secondary" className={styles.sourceEntryLabel}>
              {intl.formatMessage({ id: 'home.source.item' }, { index: i + 1 })}
            </Text>
            <ValueView value={item} />
          </li>
        ))}
      </ol>
    );
  }
  if (isRecord(value)) {
    return (
      <dl className={styles.sourceFields}>
        {Object.entries(value).map(([key, field]) => (
          <div key={key} className={styles.sourceField}>
            <dt>
              <Text code>{key}</Text>
            </dt>
            <dd>
              <ValueView value={field} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return null;
}

/** `/Home/data.source`: the content behind the home page, one card per fragment. */
export default function DataSource({ source }: { source: HomeSource }) {
  const intl = useIntl();
  return (
    <div className={styles.dataSource}>
      <Title level={1}>{intl.formatMessage({ id: 'home.source.title' })}</Title>
      <Paragraph type="secondary">{intl.formatMessage({ id: 'home.source.intro' })}</Paragraph>
      {homeFragmentIds.map((id) => (
        <Card
          key={id}
          className={styles.sourceCard}
          title={
            <span>
              {intl.formatMessage({ id: `menu.home.${id.toLowerCase()}` })}{' '}
              <Text type="secondary">({id})</Text>
            </span>
          }
          extra={<Link to={`/Home/${id}`}>{intl.formatMessage({ id: 'home.source.open' })}</Link>}
        >
          <ValueView value={source[id]} />
        </Card>
      ))}
    </div>
  );
}
