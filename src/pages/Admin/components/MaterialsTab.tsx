import {
  ProFormDatePicker,
  ProFormGroup,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
  type ProColumns,
} from '@ant-design/pro-components';
import type { Dayjs } from 'dayjs';
import React, { useState } from 'react';
import { adminMaterials } from '@/services/admin';
import {
  CONTENT_LOCALES,
  MATERIAL_CATEGORIES,
  options,
  text,
  toDay,
  useT,
  valueEnum,
  useRules,
} from './options';
import LocaleField from './LocaleField';
import ResourceTable from './ResourceTable';

type Values = Omit<API.MaterialInput, 'publishedOn'> & { publishedOn: Dayjs | string };

/** Related materials, one list per category: training, international periodicals, science study. */
export default function MaterialsTab() {
  const t = useT();
  const [category, setCategory] = useState<API.MaterialCategory>('training');
  const { required, length } = useRules();
  const columns: ProColumns<API.Material>[] = [
    { title: t('admin.field.keyword'), dataIndex: 'keyword', hideInTable: true },
    { title: t('admin.field.title'), dataIndex: 'title', search: false, ellipsis: true, width: 300 },
    { title: t('admin.field.author'), dataIndex: 'author', search: false },
    {
      title: t('admin.field.locale'),
      dataIndex: 'locale',
      valueType: 'select',
      valueEnum: valueEnum(t, CONTENT_LOCALES, 'admin.locale.'),
    },
    {
      title: t('admin.field.url'),
      dataIndex: 'url',
      search: false,
      copyable: true,
      ellipsis: true,
      responsive: ['xl'],
    },
    { title: t('admin.field.publishedOn'), dataIndex: 'publishedOn', valueType: 'date', search: false },
  ];
  return (
    <ResourceTable<API.Material, API.MaterialInput, Values>
      resource={adminMaterials}
      columns={columns}
      params={{ category }}
      toolbar={{
        menu: {
          type: 'tab',
          activeKey: category,
          items: MATERIAL_CATEGORIES.map((key) => ({ key, label: t(`admin.material.category.${key}`) })),
          onChange: (key) => setCategory(key as API.MaterialCategory),
        },
      }}
      nameOf={(m) => m.title}
      formWidth={720}
      blank={() => ({ category, locale: 'zh-CN' })}
      toValues={({ id: _id, updatedAt: _updatedAt, ...rest }) => rest}
      toInput={(v) => ({
        locale: v.locale,
        category: v.category,
        title: text(v.title),
        author: text(v.author),
        summary: text(v.summary),
        url: text(v.url),
        publishedOn: toDay(v.publishedOn),
      })}
      fields={
        <>
          <ProFormGroup>
            <ProFormSelect
              name="category"
              label={t('admin.field.category')}
              options={options(t, MATERIAL_CATEGORIES, 'admin.material.category.')}
              rules={required}
              width="sm"
            />
            <LocaleField />
            <ProFormDatePicker
              name="publishedOn"
              label={t('admin.field.publishedOn')}
              rules={required}
              width="sm"
            />
          </ProFormGroup>
          <ProFormText name="title" label={t('admin.field.title')} rules={[...required, length(2, 200)]} />
          <ProFormText name="author" label={t('admin.field.author')} rules={[length(0, 128)]} />
          <ProFormText
            name="url"
            label={t('admin.field.url')}
            rules={[...required, { pattern: /^(https?:\/\/|\/)/, message: t('admin.rule.url') }]}
          />
          <ProFormTextArea
            name="summary"
            label={t('admin.field.summary')}
            fieldProps={{ maxLength: 1000, showCount: true, autoSize: { minRows: 3 } }}
          />
        </>
      }
    />
  );
}
