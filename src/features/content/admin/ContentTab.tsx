import { ClockCircleOutlined } from '@ant-design/icons';
import {
  ProFormDateTimePicker,
  ProFormDigit,
  ProFormGroup,
  ProFormRadio,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  type ProColumns,
} from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Alert, Button, Divider, Space, Tag, Tooltip, theme } from 'antd';
import React, { useRef, useState } from 'react';
import { LINK_PATTERN, SLUG_PATTERN, URL_MAX_LENGTH } from '@common/limits';
import { isLocale, LOCALES, pickTranslation, type Locale } from '@common/locales';
import { CONTENT_STATUSES } from '@common/vocabulary';
import type * as API from '@common/contract';
import { Translated } from '@/components/ShownIn';
import { adminContent } from '@/features/admin/services/admin';
import { options, useNarrowScreen, useRules, useT, valueEnum } from '@/features/admin/options';
import SectionSelect from '@/features/admin/SectionSelect';
import ResourceTable from '@/features/admin/ResourceTable';
import { toInput, toValues, type ContentValues } from './form';
import HistoryDrawer from './HistoryDrawer';
import ImageField from './ImageField';
import { AttributesField } from './KeyValueFields';
import { categoryKey, type ContentTabConfig } from './kinds';
import TranslationTabs, { type FocusLocale } from './TranslationTabs';

type Item = API.AdminContentItem;

const VISIBILITY_COLORS: Record<Item['visibility'], string> = {
  draft: 'default',
  scheduled: 'blue',
  live: 'green',
};

function VisibilityTag({ item }: { item: Item }) {
  const t = useT();
  return (
    <Tag
      color={VISIBILITY_COLORS[item.visibility]}
      icon={item.visibility === 'scheduled' ? <ClockCircleOutlined /> : null}
    >
      {t(`admin.content.visibility.${item.visibility}`)}
    </Tag>
  );
}

/** Which locales an item has a text in; a missing one means its readers get the fallback. */
function LocaleTags({ missing }: { missing: readonly Locale[] }) {
  const t = useT();
  return (
    <Space size={2} wrap>
      {LOCALES.map((locale) => {
        const absent = missing.includes(locale);
        const label = t(absent ? 'admin.content.locale.missing' : 'admin.content.locale.present', {
          locale: t(`admin.locale.${locale}`),
        });
        return (
          <Tooltip key={locale} title={label}>
            <span role="img" aria-label={label}>
              <Tag
                color={absent ? undefined : 'green'}
                style={
                  absent
                    ? { borderStyle: 'dashed', textDecoration: 'line-through', marginInlineEnd: 0 }
                    : { marginInlineEnd: 0 }
                }
              >
                {locale}
              </Tag>
            </span>
          </Tooltip>
        );
      })}
    </Space>
  );
}

/** The item's own fields, then its texts per locale, then its metadata. */
function ContentFields({ config, focusRef }: { config: ContentTabConfig; focusRef: FocusLocale }) {
  const t = useT();
  const { required } = useRules();
  return (
    <>
      <ProFormGroup>
        {config.categoryMode === 'fixed' ? null : (
          <ProFormSelect
            name="category"
            label={t(config.categoryLabel)}
            options={config.categories.map((value) => ({ value, label: t(categoryKey(config.kind, value)) }))}
            rules={required}
            allowClear={false}
            width="sm"
          />
        )}
        <ProFormText
          name="slug"
          label={t('admin.field.slug')}
          tooltip={t(config.slugRequired ? 'admin.content.slug.section' : 'admin.content.slug.hint')}
          width="sm"
          fieldProps={{ maxLength: 64 }}
          rules={[
            ...(config.slugRequired ? required : []),
            { pattern: new RegExp(SLUG_PATTERN), message: t('admin.rule.slug') },
          ]}
        />
        <ProFormDigit
          name="position"
          label={t('admin.field.sort')}
          tooltip={t('admin.content.position.hint')}
          min={-1_000_000}
          max={1_000_000}
          fieldProps={{ precision: 0 }}
          width="xs"
        />
        <ProFormSwitch name="pinned" label={t('admin.field.pinned')} />
      </ProFormGroup>
      <ProFormGroup>
        <ProFormRadio.Group
          name="status"
          label={t('admin.field.status')}
          options={options(t, CONTENT_STATUSES, 'admin.content.status.')}
          rules={required}
        />
        <ProFormDateTimePicker
          name="publishedAt"
          label={t('admin.field.publishedAt')}
          tooltip={t('admin.content.publishedAt.hint')}
          fieldProps={{ format: 'YYYY-MM-DD HH:mm', showTime: { format: 'HH:mm' } }}
        />
      </ProFormGroup>
      {/* Registered so that the save sends it back (see form.ts). */}
      <ProFormText name="revision" hidden />
      <ImageField />
      <ProFormText
        name="linkUrl"
        label={t('admin.field.link')}
        fieldProps={{ maxLength: URL_MAX_LENGTH, allowClear: true, placeholder: '/… https://…' }}
        rules={[{ pattern: new RegExp(LINK_PATTERN), message: t('admin.rule.url') }]}
      />
      <Divider orientation="left">{t('admin.content.translations')}</Divider>
      <Alert
        type="info"
        showIcon
        message={t('admin.content.translations.hint')}
        style={{ marginBottom: 8 }}
      />
      <TranslationTabs focusRef={focusRef} />
      <Divider orientation="left">{t('admin.content.attributes')}</Divider>
      <AttributesField />
    </>
  );
}

/**
 * One kind of content in the console: a searchable list that shows which translations each item
 * has and whether it is live, a form with one tab per locale and a live preview of the Markdown, and
 * each item's history with restore.
 */
export default function ContentTab(config: ContentTabConfig) {
  const { kind, categories, categoryMode } = config;
  const t = useT();
  const intl = useIntl();
  const resource = adminContent[kind];
  const [category, setCategory] = useState(categories[0]);
  const [history, setHistory] = useState<{ item: Item; reload: () => void }>();
  const focusLocale: FocusLocale = useRef();
  const narrow = useNarrowScreen();
  const { token } = theme.useToken();
  // Only a category menu names its categories (a fixed category has no label of its own).
  const categoryOptions =
    categoryMode === 'menu'
      ? categories.map((key) => ({ key, value: key, label: t(categoryKey(kind, key)) }))
      : [];

  const fixed = categoryMode === 'fixed' ? categories[0] : undefined;
  const titleOf = (item: Item) => pickTranslation(item.translations, intl.locale as Locale);
  const nameOf = (item: Item) => titleOf(item)?.text.title ?? `#${item.id}`;

  const columns: ProColumns<Item>[] = [
    { title: t('admin.field.keyword'), dataIndex: 'keyword', hideInTable: true },
    {
      title: t('admin.field.title'),
      dataIndex: 'title',
      search: false,
      width: 280,
      ellipsis: true,
      render: (_, item) => {
        const picked = titleOf(item);
        return picked ? <Translated text={picked.text.title} locale={picked.locale} /> : `#${item.id}`;
      },
    },
    ...(kind === 'section'
      ? [{ title: t('admin.field.slug'), dataIndex: 'slug', search: false } as ProColumns<Item>]
      : []),
    ...(categoryMode === 'filter'
      ? [
          {
            title: t(config.categoryLabel),
            dataIndex: 'category',
            valueType: 'select',
            valueEnum: Object.fromEntries(categories.map((c) => [c, { text: t(categoryKey(kind, c)) }])),
          } as ProColumns<Item>,
        ]
      : []),
    {
      title: t('admin.content.locales'),
      dataIndex: 'missingLocales',
      search: false,
      render: (_, item) => <LocaleTags missing={item.missingLocales} />,
    },
    {
      title: t('admin.content.missing.filter'),
      dataIndex: 'missing',
      hideInTable: true,
      valueType: 'select',
      valueEnum: valueEnum(t, LOCALES, 'admin.locale.'),
    },
    {
      title: t('admin.field.status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: valueEnum(t, CONTENT_STATUSES, 'admin.content.status.'),
      render: (_, item) => <VisibilityTag item={item} />,
    },
    { title: t('admin.field.publishedAt'), dataIndex: 'publishedAt', valueType: 'dateTime', search: false },
    {
      title: t('admin.field.pinned'),
      dataIndex: 'pinned',
      search: false,
      responsive: ['md'],
      render: (_, item) => t(item.pinned ? 'admin.enabled.yes' : 'admin.enabled.no'),
    },
    { title: t('admin.field.sort'), dataIndex: 'position', search: false, responsive: ['md'] },
    {
      title: t('admin.content.revision'),
      dataIndex: 'revision',
      search: false,
      responsive: ['lg'],
      render: (_, item) => `#${item.revision}`,
    },
    {
      title: t('admin.field.updatedAt'),
      dataIndex: 'updatedAt',
      valueType: 'dateTime',
      search: false,
      responsive: ['lg'],
    },
  ];

  return (
    <>
      {categoryMode === 'menu' && narrow && (
        <SectionSelect
          label={t(config.categoryLabel)}
          value={category}
          options={categoryOptions}
          onChange={setCategory}
          style={{ marginBottom: token.marginMD }}
        />
      )}
      <ResourceTable<Item, API.ContentInput, ContentValues>
        resource={resource}
        columns={columns}
        params={categoryMode === 'filter' ? undefined : { category: fixed ?? category }}
        toolbar={
          categoryMode === 'menu' && !narrow
            ? {
                menu: {
                  type: 'tab',
                  activeKey: category,
                  items: categoryOptions,
                  onChange: (key) => setCategory(String(key)),
                },
              }
            : undefined
        }
        nameOf={nameOf}
        formWidth={1080}
        blank={() => ({
          category: fixed ?? (categoryMode === 'menu' ? category : categories[0]),
          status: 'draft',
          pinned: false,
          position: 0,
          attributes: [],
          texts: {},
        })}
        toValues={toValues}
        toInput={(values) => toInput(values, fixed)}
        rowActions={(item, reload) => (
          <Button type="link" size="small" onClick={() => setHistory({ item, reload })}>
            {t('admin.content.history')}
          </Button>
        )}
        onFinishFailed={({ errorFields }) => {
          const [first, locale] = errorFields[0]?.name ?? [];
          if (first === 'texts' && isLocale(locale)) focusLocale.current?.(locale);
        }}
        fields={<ContentFields config={config} focusRef={focusLocale} />}
      />
      <HistoryDrawer
        resource={resource}
        item={history?.item}
        name={history ? nameOf(history.item) : ''}
        onClose={() => setHistory(undefined)}
        onRestored={() => history?.reload()}
      />
    </>
  );
}
