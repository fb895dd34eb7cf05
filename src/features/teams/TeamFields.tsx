import { ProForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Select } from 'antd';
import { useIntl } from '@umijs/max';
import React from 'react';
import { TEAM_TEXT_LIMITS } from '@common/limits';
import type * as API from '@common/contract';
import CountrySelect from '@/components/CountrySelect';

const { name: NAME, organisation: ORGANISATION, description: DESCRIPTION } = TEAM_TEXT_LIMITS;

/** The reader's own time zone: a new team's default. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Every time zone the browser knows; Safari before 15.4 lists none, and then the team's own and the
 * browser's are offered.
 */
function timeZoneOptions(current?: string) {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...listed, browserTimeZone(), 'UTC', ...(current ? [current] : [])])]
    .sort()
    .map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
}

/** A searchable select of time zones; the form gives it its value. */
function TimeZoneSelect({
  value,
  onChange,
  id,
}: {
  value?: string;
  onChange?: (zone: string) => void;
  id?: string;
}) {
  const options = React.useMemo(() => timeZoneOptions(value), [value]);
  return (
    <Select id={id} showSearch optionFilterProp="label" value={value} onChange={onChange} options={options} />
  );
}

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
      <ProForm.Item
        name="timeZone"
        label={t('team.field.timeZone')}
        extra={t('team.field.timeZone.hint')}
        rules={[{ required: true, message: t('team.field.timeZone.required') }]}
      >
        <TimeZoneSelect />
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
  ...(values.timeZone ? { timeZone: values.timeZone } : {}),
});
