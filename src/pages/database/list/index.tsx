import { Link, useIntl } from '@umijs/max';
import { Card, Input, List, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import PageMeta from '@/features/content/PageMeta';
import { keyOf } from '@/features/content/library/attributes';
import LoadState from '@/features/content/library/LoadState';
import {
  byType,
  RESOURCE_TYPES,
  toResource,
  useResourceLabels,
  type Resource,
} from '@/features/content/library/resources';
import { LIBRARY_TRACKS } from '@/features/content/library/tracks';
import { useMaterials, useSections } from '@/features/content/collections';
import ShownIn, { Translated } from '@/components/ShownIn';
import styles from './index.less';

const { Title, Paragraph, Text } = Typography;

const typeColor: Record<string, string> = {
  dataset: 'geekblue',
  simulation: 'cyan',
  cad: 'orange',
  document: 'purple',
};

/** One row of single-choice chips with an "all" chip first. */
function ChipFilter({
  label,
  options,
  value,
  onChange,
  optionLabel,
}: {
  label: string;
  options: readonly string[];
  value?: string;
  onChange: (v?: string) => void;
  optionLabel: (v: string) => string;
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
function ResourceItem({ resource }: { resource: Resource }) {
  const intl = useIntl();
  const label = useResourceLabels();
  const { item } = resource;
  const facts = [
    resource.format,
    resource.size,
    resource.version && `${intl.formatMessage({ id: 'database.field.version' })} ${resource.version}`,
    resource.updated && label.day(resource.updated, 'medium'),
    resource.license,
  ].filter(Boolean);
  return (
    <List.Item>
      <List.Item.Meta
        title={<Translated text={item.title} locale={item.locale} />}
        description={
          <Space size={[4, 4]} wrap>
            {resource.type && <Tag color={typeColor[resource.type]}>{label.type(resource.type)}</Tag>}
            <Tag>{label.track(resource.track)}</Tag>
            {resource.access && (
              <Tag color={resource.access === 'public' ? 'green' : 'gold'}>
                {label.access(resource.access)}
              </Tag>
            )}
          </Space>
        }
      />
      <Paragraph lang={item.locale}>{item.summary}</Paragraph>
      <Text type="secondary">{facts.join(' · ')}</Text>
      {resource.file && (
        <div>
          <Text type="secondary">{intl.formatMessage({ id: 'database.field.file' })}: </Text>
          <Text className={styles.file} copyable={{ text: resource.file }}>
            {resource.file}
          </Text>
        </div>
      )}
    </List.Item>
  );
}

/** Free text in the title, the description, the format or the file name (any case). */
const matches = (r: Resource, text: string) => {
  const q = text.trim().toLowerCase();
  return !q || [r.item.title, r.item.summary, r.format, r.file].some((t) => t.toLowerCase().includes(q));
};

/** `/database/list`: the resource catalogue with free-text search and type and track filters. */
export default function DatabaseListPage() {
  const intl = useIntl();
  const label = useResourceLabels();
  const [text, setText] = useState('');
  const [type, setType] = useState<string>();
  const [track, setTrack] = useState<string>();
  const sections = useSections('database');
  const materials = useMaterials('database');
  const intro = sections.data?.find((s) => s.slug === 'intro');
  const all = byType((materials.data ?? []).map(toResource));
  const items = all.filter(
    (r) => (!type || r.type === type) && (!track || r.track === track) && matches(r, text),
  );
  const title = intl.formatMessage({ id: 'database.title' });

  return (
    <>
      <PageMeta title={title} description={intro?.summary} />
      <Title level={1}>{title}</Title>
      {intro?.summary && (
        <Paragraph type="secondary">
          <span lang={intro.locale}>{intro.summary}</span> <ShownIn locale={intro.locale} />
        </Paragraph>
      )}
      <Paragraph>
        <Link to="/database/listMD">{intl.formatMessage({ id: 'database.view.md' })}</Link>
      </Paragraph>
      <LoadState loads={[materials]} empty={all.length === 0}>
        <Input.Search
          className={styles.search}
          allowClear
          placeholder={intl.formatMessage({ id: 'database.search.placeholder' })}
          aria-label={intl.formatMessage({ id: 'database.search.placeholder' })}
          value={text}
          onSearch={setText}
          onChange={(e) => setText(e.target.value)}
        />
        <ChipFilter
          label={intl.formatMessage({ id: 'database.filter.type' })}
          options={RESOURCE_TYPES}
          value={type}
          onChange={setType}
          optionLabel={label.type}
        />
        <ChipFilter
          label={intl.formatMessage({ id: 'database.filter.track' })}
          options={LIBRARY_TRACKS}
          value={track}
          onChange={setTrack}
          optionLabel={label.track}
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
            rowKey={(r) => keyOf(r.item)}
            pagination={items.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            locale={{ emptyText: intl.formatMessage({ id: 'database.empty' }) }}
            renderItem={(r) => <ResourceItem resource={r} />}
          />
        </Card>
      </LoadState>
    </>
  );
}
