import { Link, useIntl } from '@umijs/max';
import { Card, Empty } from 'antd';
import type * as API from '@common/contract';
import { Paragraph, Text, Title } from '@/components/Typography';
import React from 'react';
import ContentHtml from '@/features/content/ContentHtml';
import styles from './dataSource.less';
import { type HomeContent, homeFragmentIds, sectionOf } from './homeContent';

type Primitive = string | number | boolean;

const isPrimitive = (value: unknown): value is Primitive =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (isRecord(value) && Object.keys(value).length === 0);

/**
 * Any value of an item, readable: fields become a definition list, lists of texts a bullet list.
 * Names stay as the API writes them, since they are what an admin fills in (attributes, fields).
 */
function ValueView({ value }: { value: unknown }) {
  if (isPrimitive(value)) return <>{String(value)}</>;
  if (Array.isArray(value)) {
    return (
      <ul className={styles.sourceList}>
        {value.map((item, i) => (
          <li key={`${i}-${String(item)}`}>{String(item)}</li>
        ))}
      </ul>
    );
  }
  if (isRecord(value)) {
    return (
      <dl className={styles.sourceFields}>
        {Object.entries(value)
          .filter(([, field]) => !isEmpty(field))
          .map(([key, field]) => (
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

/** One item as the server answered it: its own fields, then its body as it renders. */
function ItemView({ item }: { item: API.ContentItem }) {
  const { html, ...fields } = item;
  return (
    <div lang={item.locale}>
      <ValueView
        value={{
          slug: fields.slug,
          position: fields.position,
          locale: fields.locale,
          title: fields.title,
          summary: fields.summary,
          imageUrl: fields.imageUrl,
          imageAlt: fields.imageAlt,
          linkUrl: fields.linkUrl,
          attributes: fields.attributes,
          fields: fields.fields,
        }}
      />
      {html && (
        <div className={styles.sourceField}>
          <Text code>html</Text>
          <ContentHtml html={html} className={styles.sourceHtml} />
        </div>
      )}
    </div>
  );
}

/** A list of items, numbered as they come. */
function ItemsView({ items }: { items: API.ContentItem[] }) {
  const intl = useIntl();
  return (
    <ol className={styles.sourceEntries}>
      {items.map((item, i) => (
        <li key={item.id} className={styles.sourceEntry}>
          <Text type="secondary" className={styles.sourceEntryLabel}>
            {intl.formatMessage({ id: 'home.source.item' }, { index: i + 1 })}
          </Text>
          <ItemView item={item} />
        </li>
      ))}
    </ol>
  );
}

/**
 * `/Home/data.source`, for reviewers: what the server answers for the home page, one card per
 * fragment (the home banners for Banner1, the home section of the same slug for the others), then
 * any home section no fragment lays out.
 */
export default function DataSource({ content }: { content: HomeContent }) {
  const intl = useIntl();
  const missing = (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={intl.formatMessage({ id: 'home.source.missing' })}
    />
  );
  const unused = content.sections.filter((s) => !homeFragmentIds.some((id) => id === s.slug));
  return (
    <div className={styles.dataSource}>
      <Title level={1}>{intl.formatMessage({ id: 'home.source.title' })}</Title>
      <Paragraph type="secondary">{intl.formatMessage({ id: 'home.source.intro' })}</Paragraph>
      {homeFragmentIds.map((id) => {
        const item = sectionOf(content, id);
        let body: React.ReactNode = missing;
        if (id === 'Banner1') body = content.banners.length ? <ItemsView items={content.banners} /> : missing;
        else if (item) body = <ItemView item={item} />;
        return (
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
            {body}
          </Card>
        );
      })}
      {unused.length > 0 && (
        <Card className={styles.sourceCard} title={intl.formatMessage({ id: 'home.source.unused' })}>
          <ItemsView items={unused} />
        </Card>
      )}
    </div>
  );
}
