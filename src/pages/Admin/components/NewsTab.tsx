import {
  ProFormDateTimePicker,
  ProFormGroup,
  ProFormRadio,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
  type ProColumns,
} from '@ant-design/pro-components';
import type { Dayjs } from 'dayjs';
import React from 'react';
import { adminNews } from '@/services/admin';
import {
  CONTENT_LOCALES,
  fromIso,
  NEWS_CATEGORIES,
  options,
  text,
  toIso,
  useT,
  valueEnum,
  useRules,
} from './options';
import LocaleField from './LocaleField';
import ResourceTable from './ResourceTable';

type Values = Omit<API.NewsInput, 'publishedAt'> & { publishedAt?: Dayjs | string | null };

const STATUSES = ['draft', 'published'] as const;

/** News announcements per locale; pinned ones lead the news page, drafts stay unseen. */
export default function NewsTab() {
  const t = useT();
  const { required, length } = useRules();
  const columns: ProColumns<API.NewsAnnouncement>[] = [
    { title: t('admin.field.keyword'), dataIndex: 'keyword', hideInTable: true },
    { title: t('admin.field.title'), dataIndex: 'title', search: false, ellipsis: true, width: 300 },
    {
      title: t('admin.field.locale'),
      dataIndex: 'locale',
      valueType: 'select',
      valueEnum: valueEnum(t, CONTENT_LOCALES, 'admin.locale.'),
    },
    {
      title: t('admin.field.category'),
      dataIndex: 'category',
      valueType: 'select',
      valueEnum: valueEnum(t, NEWS_CATEGORIES, 'admin.news.category.'),
    },
    {
      title: t('admin.field.status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: {
        draft: { text: t('admin.news.status.draft'), status: 'Default' },
        published: { text: t('admin.news.status.published'), status: 'Success' },
      },
    },
    {
      title: t('admin.field.pinned'),
      dataIndex: 'pinned',
      search: false,
      render: (_, n) => (n.pinned ? t('admin.enabled.yes') : t('admin.enabled.no')),
    },
    { title: t('admin.field.publishedAt'), dataIndex: 'publishedAt', valueType: 'dateTime', search: false },
  ];
  return (
    <ResourceTable<API.NewsAnnouncement, API.NewsInput, Values>
      resource={adminNews}
      columns={columns}
      nameOf={(n) => n.title}
      formWidth={760}
      blank={() => ({ locale: 'zh-CN', category: 'registration', status: 'draft', pinned: false })}
      toValues={({ id: _id, updatedAt: _updatedAt, publishedAt, ...rest }) => ({
        ...rest,
        publishedAt: fromIso(publishedAt),
      })}
      toInput={(v) => ({
        locale: v.locale,
        category: v.category,
        title: text(v.title),
        summary: text(v.summary),
        body: text(v.body),
        pinned: Boolean(v.pinned),
        status: v.status,
        publishedAt: toIso(v.publishedAt),
      })}
      fields={
        <>
          <ProFormGroup>
            <LocaleField />
            <ProFormSelect
              name="category"
              label={t('admin.field.category')}
              options={options(t, NEWS_CATEGORIES, 'admin.news.category.')}
              rules={required}
              width="sm"
            />
            <ProFormSwitch name="pinned" label={t('admin.field.pinned')} />
          </ProFormGroup>
          <ProFormText name="title" label={t('admin.field.title')} rules={[...required, length(2, 200)]} />
          <ProFormTextArea
            name="summary"
            label={t('admin.field.summary')}
            fieldProps={{ maxLength: 500, showCount: true, autoSize: { minRows: 2 } }}
          />
          <ProFormTextArea
            name="body"
            label={t('admin.field.body')}
            rules={required}
            fieldProps={{ autoSize: { minRows: 6, maxRows: 16 } }}
          />
          <ProFormGroup>
            <ProFormRadio.Group
              name="status"
              label={t('admin.field.status')}
              options={options(t, STATUSES, 'admin.news.status.')}
              rules={required}
            />
            <ProFormDateTimePicker
              name="publishedAt"
              label={t('admin.field.publishedAt')}
              tooltip={t('admin.news.publishedAt.hint')}
              fieldProps={{ format: 'YYYY-MM-DD HH:mm', showTime: { format: 'HH:mm' } }}
            />
          </ProFormGroup>
        </>
      }
    />
  );
}
