import { ProFormSelect } from '@ant-design/pro-components';
import React from 'react';
import { useCompetitionOptions } from './competitionOptions';
import { useRules, useT } from '@/features/admin/options';

/**
 * The competition a phase or a check-in session belongs to. The list grows by a few tracks every
 * season, so typing part of a name narrows it, among the names already loaded (the first 100, as
 * useCompetitionOptions asks): typing asks the API nothing.
 */
export default function CompetitionField() {
  const t = useT();
  const { required } = useRules();
  const competitionOptions = useCompetitionOptions();
  return (
    <ProFormSelect
      name="competitionId"
      label={t('admin.field.competition')}
      request={competitionOptions}
      rules={required}
      showSearch
      fieldProps={{ fetchDataOnSearch: false, optionFilterProp: 'label' }}
    />
  );
}
