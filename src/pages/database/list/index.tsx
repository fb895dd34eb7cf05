import { Link, useIntl } from '@umijs/max';
import { Card, List, Space, Tag, Typography, Input } from 'antd';
import { useState } from 'react';
import {
  databaseIntro,
  RESOURCE_TYPES,
  resources,
  type Resource,
  type ResourceType,
} from '@/content/database';
import { TRACKS, type TrackId } from '@/content/trivia';
import styles from './index.less';

const { Title, Paragraph, Text } = Typography;

const typeColor: Record<ResourceType, string> = {
  dataset: 'geekblue',
  simulation: 'cyan',
  cad: 'orange',
  document: 'purple',
};

/** One row of single-choice chips with an "all" chip first. */
function ChipFilter<T extends string>({
  label,
  options,
  value,
  onChange,
  optionLabel,
}: {
  label: string;
  options: readonly T[];
  value?: T;
  onChange: (v?: T) => void;
  optionLabel: (v: T) => string;
}) {
  const intl = useIntl();
  return (
    <div className={styles.filterRow} role="group" aria-label={label}>
      <Text type="secondary" className={styles.filterLabel}>
        {label}
      </Text>
      <Tag.CheckableTag checked={!value} onChange={() => onChange(undefined)}>
        {intl.formatMessage({ id: 'database.filter.all' })}
      </Tag.CheckableTag>
      {options.map((o) => (
        <Tag.CheckableTag key={o} checked={value === o} onChange={() => onChange(o)}>
          {optionLabel(o)}
        </Tag.CheckableTag>
      ))}
    </div>
  );
}

/** One resource: what it is, its tags and the facts needed to ask for the right file. */
function ResourceItem({ item }: { item: Resource }) {
  const intl = useIntl();
  const facts = [
    item.format,
    item.size,
    `${intl.formatMessage({ id: 'database.field.version' })} ${item.version}`,
    // Calendar days: formatted in UTC so no time zone moves them by one.
    new Intl.DateTimeFormat(intl.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(item.updated),
    ),
    item.license,
  ];
  return (
    <List.Item>
      <List.Item.Meta
        title={item.title}
        description={
          <Space size={[4, 4]} wrap>
            <Tag color={typeColor[item.type]}>{intl.formatMessage({ id: `database.type.${item.type}` })}</Tag>
            <Tag>{intl.formatMessage({ id: `database.track.${item.track}` })}</Tag>
            <Tag color={item.access === 'public' ? 'green' : 'gold'}>
              {intl.formatMessage({ id: `database.access.${item.access}` })}
            </Tag>
          </Space>
        }
      />
      <Paragraph>{item.description}</Paragraph>
      <Text type="secondary">{facts.join(' · ')}</Text>
      <div>
        <Text type="secondary">{intl.formatMessage({ id: 'database.field.file' })}: </Text>
        <Text className={styles.file} copyable={{ text: item.file }}>
          {item.file}
        </Text>
      </div>
    </List.Item>
  );
}

/** `/database/list`: the resource catalogue with free-text search and type and track filters. */
export default function DatabaseListPage() {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [type, setType] = useState<ResourceType>();
  const [track, setTrack] = useState<TrackId>();
  const items = resources(intl.locale, { text, type, track });

  return (
    <>
      <Title level={1}>{intl.formatMessage({ id: 'database.title' })}</Title>
      <Paragraph type="secondary">{databaseIntro(intl.locale)}</Paragraph>
      <Paragraph>
        <Link to="/database/listMD">{intl.formatMessage({ id: 'database.view.md' })}</Link>
      </Paragraph>
      <Input.Search
        className={styles.search}
        allowClear
        placeholder={intl.formatMessage({ id: 'database.search.placeholder' })}
        aria-label={intl.formatMessage({ id: 'database.search.placeholder' })}
        onSearch={setText}
        onChange={(e) => setText(e.target.value)}
      />
      <ChipFilter
        label={intl.formatMessage({ id: 'database.filter.type' })}
        options={RESOURCE_TYPES}
        value={type}
        onChange={setType}
        optionLabel={(t) => intl.formatMessage({ id: `database.type.${t}` })}
      />
      <ChipFilter
        label={intl.formatMessage({ id: 'database.filter.track' })}
        options={TRACKS}
        value={track}
        onChange={setTrack}
        optionLabel={(t) => intl.formatMessage({ id: `database.track.${t}` })}
      />
      <Card variant="borderless">
        {/* Announced to screen readers so they hear how many results a new search gives. */}
        <Text type="secondary" aria-live="polite">
          {intl.formatMessage({ id: 'database.count' }, { count: items.length })}
        </Text>
        <List
          // A new search or filter starts again at page 1.
          key={`${type}-${track}-${text}`}
          itemLayout="vertical"
          dataSource={items}
          rowKey="id"
          pagination={items.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          locale={{ emptyText: intl.formatMessage({ id: 'database.empty' }) }}
          renderItem={(item) => <ResourceItem item={item} />}
        />
      </Card>
    </>
  );
}
