import {
  ProFormDigit,
  ProFormGroup,
  ProFormSwitch,
  ProFormText,
  type ProColumns,
} from '@ant-design/pro-components';
import React from 'react';
import { adminBanners } from '@/services/admin';
import { CONTENT_LOCALES, text, useRules, useT, valueEnum } from './options';
import LocaleField from './LocaleField';
import ResourceTable from './ResourceTable';

type Values = Omit<API.BannerInput, never>;

/** Home page banners per locale, shown in `sort` order when enabled. */
export default function BannersTab() {
  const t = useT();
  const columns: ProColumns<API.Banner>[] = [
    { title: t('admin.field.keyword'), dataIndex: 'keyword', hideInTable: true },
    { title: t('admin.field.title'), dataIndex: 'title', search: false, ellipsis: true, width: 260 },
    {
      title: t('admin.field.subtitle'),
      dataIndex: 'subtitle',
      search: false,
      ellipsis: true,
      responsive: ['xl'],
    },
    {
      title: t('admin.field.locale'),
      dataIndex: 'locale',
      valueType: 'select',
      valueEnum: valueEnum(t, CONTENT_LOCALES, 'admin.locale.'),
    },
    { title: t('admin.field.link'), dataIndex: 'link', search: false, copyable: true },
    { title: t('admin.field.sort'), dataIndex: 'sort', search: false, width: 80 },
    {
      title: t('admin.field.enabled'),
      dataIndex: 'enabled',
      search: false,
      valueEnum: {
        true: { text: t('admin.enabled.yes'), status: 'Success' },
        false: { text: t('admin.enabled.no'), status: 'Default' },
      },
    },
    {
      title: t('admin.field.updatedAt'),
      dataIndex: 'updatedAt',
      valueType: 'dateTime',
      search: false,
      responsive: ['lg'],
    },
  ];
  const { required, length } = useRules();
  const url = [...required, { pattern: /^(https?:\/\/|\/)/, message: t('admin.rule.url') }];
  return (
    <ResourceTable<API.Banner, API.BannerInput, Values>
      resource={adminBanners}
      columns={columns}
      nameOf={(b) => b.title}
      blank={() => ({ locale: 'zh-CN', sort: 1, enabled: true, link: '/', imageUrl: '/user/dist/' })}
      toValues={({ id: _id, updatedAt: _updatedAt, ...rest }) => rest}
      toInput={(v) => ({
        locale: v.locale,
        title: text(v.title),
        subtitle: text(v.subtitle),
        imageUrl: text(v.imageUrl),
        link: text(v.link),
        sort: Number(v.sort),
        enabled: Boolean(v.enabled),
      })}
      fields={
        <>
          <ProFormGroup>
            <LocaleField />
            <ProFormDigit
              name="sort"
              label={t('admin.field.sort')}
              min={0}
              max={999}
              fieldProps={{ precision: 0 }}
              rules={required}
              width="xs"
            />
            <ProFormSwitch name="enabled" label={t('admin.field.enabled')} />
          </ProFormGroup>
          <ProFormText name="title" label={t('admin.field.title')} rules={[...required, length(2, 120)]} />
          <ProFormText name="subtitle" label={t('admin.field.subtitle')} rules={[length(0, 200)]} />
          <ProFormText name="imageUrl" label={t('admin.field.imageUrl')} rules={url} />
          <ProFormText name="link" label={t('admin.field.link')} rules={url} />
        </>
      }
    />
  );
}
