import { ProFormSelect } from '@ant-design/pro-components';
import React from 'react';
import { CONTENT_LOCALES, options, useRules, useT } from './options';

/** The language a piece of content is written in: every content tab has one. */
export default function LocaleField() {
  const t = useT();
  const { required } = useRules();
  return (
    <ProFormSelect
      name="locale"
      label={t('admin.field.locale')}
      options={options(t, CONTENT_LOCALES, 'admin.locale.')}
      rules={required}
      width="sm"
    />
  );
}
