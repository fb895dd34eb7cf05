import {
  ProFormDigit,
  ProFormGroup,
  ProFormText,
  ProFormTextArea,
  type ProColumns,
} from '@ant-design/pro-components';
import React from 'react';
import { adminAboutPages } from '@/services/admin';
import { CONTENT_LOCALES, text, useRules, useT, valueEnum } from './options';
import LocaleField from './LocaleField';
import ResourceTable from './ResourceTable';

type Values = API.AboutPageInput;

/** The about-us sections; `slug` is the route segment the section appears under (/About/<slug>). */
export default function AboutTab() {
  const t = useT();
  const { required, length } = useRules();
  const columns: ProColumns<API.AboutPage>[] = [
    { title: t('admin.field.keyword'), dataIndex: 'keyword', hideInTable: true },
    { title: t('admin.field.slug'), dataIndex: 'slug', search: false, render: (_, p) => `/About/${p.slug}` },
    { title: t('admin.field.title'), dataIndex: 'title', search: false, ellipsis: true, width: 280 },
    {
      title: t('admin.field.locale'),
      dataIndex: 'locale',
      valueType: 'select',
      valueEnum: valueEnum(t, CONTENT_LOCALES, 'admin.locale.'),
    },
    { title: t('admin.field.sort'), dataIndex: 'sort', search: false, width: 80 },
    { title: t('admin.field.updatedAt'), dataIndex: 'updatedAt', valueType: 'dateTime', search: false },
  ];
  return (
    <ResourceTable<API.AboutPage, API.AboutPageInput, Values>
      resource={adminAboutPages}
      columns={columns}
      nameOf={(p) => p.title}
      formWidth={760}
      blank={() => ({ locale: 'zh-CN', sort: 1 })}
      toValues={({ id: _id, updatedAt: _updatedAt, ...rest }) => rest}
      toInput={(v) => ({
        locale: v.locale,
        slug: text(v.slug),
        title: text(v.title),
        body: text(v.body),
        sort: Number(v.sort),
      })}
      fields={
        <>
          <ProFormGroup>
            <LocaleField />
            <ProFormText
              name="slug"
              label={t('admin.field.slug')}
              width="sm"
              rules={[
                ...required,
                { pattern: /^[A-Za-z][A-Za-z0-9_-]{0,31}$/, message: t('admin.rule.slug') },
              ]}
            />
            <ProFormDigit
              name="sort"
              label={t('admin.field.sort')}
              min={0}
              max={999}
              fieldProps={{ precision: 0 }}
              rules={required}
              width="xs"
            />
          </ProFormGroup>
          <ProFormText name="title" label={t('admin.field.title')} rules={[...required, length(2, 120)]} />
          <ProFormTextArea
            name="body"
            label={t('admin.field.body')}
            rules={required}
            fieldProps={{ autoSize: { minRows: 8, maxRows: 20 } }}
          />
        </>
      }
    />
  );
}
