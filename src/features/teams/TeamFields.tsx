import { ProForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import React from 'react';
import { TEAM_TEXT_LIMITS } from '@common/limits';
import type * as API from '@common/contract';
import CountrySelect from '@/components/CountrySelect';

const { name: NAME, organisation: ORGANISATION, description: DESCRIPTION } = TEAM_TEXT_LIMITS;

/** The fields a leader fills in for a team; the limits are the server's (common/limits.ts). */
export default function TeamFields() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <ProFormText
        name="name"
        label={t('team.field.name')}
        placeholder={t('team.field.name.placeholder')}
        fieldProps={{ maxLength: NAME[1], showCount: true }}
        rules={[
          { required: true, whitespace: true, message: t('team.field.name.required') },
          { min: NAME[0], max: NAME[1], message: t('team.field.name.length') },
        ]}
      />
      <ProFormText
        name="organisation"
        label={t('team.field.organisation')}
        placeholder={t('team.field.organisation.placeholder')}
        fieldProps={{ maxLength: ORGANISATION[1] }}
        rules={[
          { required: true, whitespace: true, message: t('team.field.organisation.required') },
          { min: ORGANISATION[0], max: ORGANISATION[1], message: t('team.field.organisation.length') },
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
        fieldProps={{ maxLength: DESCRIPTION[1], showCount: true, autoSize: { minRows: 3, maxRows: 8 } }}
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
