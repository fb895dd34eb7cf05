import { ProForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import React from 'react';
import CountrySelect from '@/components/CountrySelect';

/** The fields a leader fills in for a team; limits match the server's (name 2–64, organisation 2–128). */
export default function TeamFields() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <ProFormText
        name="name"
        label={t('team.field.name')}
        placeholder={t('team.field.name.placeholder')}
        fieldProps={{ maxLength: 64, showCount: true }}
        rules={[
          { required: true, whitespace: true, message: t('team.field.name.required') },
          { min: 2, max: 64, message: t('team.field.name.length') },
        ]}
      />
      <ProFormText
        name="organisation"
        label={t('team.field.organisation')}
        placeholder={t('team.field.organisation.placeholder')}
        fieldProps={{ maxLength: 128 }}
        rules={[
          { required: true, whitespace: true, message: t('team.field.organisation.required') },
          { min: 2, max: 128, message: t('team.field.organisation.length') },
        ]}
      />
      <ProForm.Item
        name="country"
        label={t('team.field.country')}
        rules={[{ required: true, message: t('team.field.country.required') }]}
      >
        <CountrySelect />
      </ProForm.Item>
      <ProFormTextArea
        name="description"
        label={t('team.field.description')}
        placeholder={t('team.field.description.placeholder')}
        fieldProps={{ maxLength: 1000, showCount: true, autoSize: { minRows: 3, maxRows: 8 } }}
      />
    </>
  );
}

/** Form values to the API's input: trimmed, and an empty description as an empty string. */
export const toTeamInput = (values: Partial<API.TeamInput>): API.TeamInput => ({
  name: (values.name ?? '').trim(),
  organisation: (values.organisation ?? '').trim(),
  country: values.country ?? '',
  description: (values.description ?? '').trim(),
});
