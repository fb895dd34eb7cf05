import {
  ProFormDateTimeRangePicker,
  ProFormSelect,
  ProFormText,
  type ProColumns,
} from '@ant-design/pro-components';
import type { Dayjs } from 'dayjs';
import React from 'react';
import { COMPETITION_NAME_MAX_LENGTH } from '@common/limits';
import { minuteText } from '@/components/Team/format';
import { adminPhases } from '@/services/admin';
import { useCompetitionOptions } from './competitionOptions';
import { fromIso, text, toIso, useT, useRules } from './options';
import ResourceTable from './ResourceTable';

type Values = { competitionId: number; name: string; range: [Dayjs | string, Dayjs | string] };

/** The phases of every competition (enrolment, qualifiers, finals...). */
export default function PhasesTab() {
  const t = useT();
  const competitionOptions = useCompetitionOptions();
  const { required, length } = useRules();
  const columns: ProColumns<API.AdminPhase>[] = [
    { title: t('admin.field.keyword'), dataIndex: 'keyword', hideInTable: true },
    {
      title: t('admin.field.competition'),
      dataIndex: 'competitionId',
      valueType: 'select',
      request: competitionOptions,
      render: (_, p) => p.competitionName,
    },
    { title: t('admin.field.phaseName'), dataIndex: 'name', search: false, sorter: true },
    {
      title: t('admin.field.startsAt'),
      dataIndex: 'startsAt',
      search: false,
      sorter: true,
      defaultSortOrder: 'ascend',
      render: (_, p) => minuteText(p.startsAt),
    },
    {
      title: t('admin.field.endsAt'),
      dataIndex: 'endsAt',
      search: false,
      sorter: true,
      render: (_, p) => minuteText(p.endsAt),
    },
  ];
  return (
    <ResourceTable<API.AdminPhase, API.PhaseInput, Values>
      resource={adminPhases}
      columns={columns}
      nameOf={(p) => `${p.competitionName} · ${p.name}`}
      blank={() => ({})}
      toValues={(p) => ({
        competitionId: p.competitionId,
        name: p.name,
        range: [fromIso(p.startsAt)!, fromIso(p.endsAt)!],
      })}
      toInput={(v) => ({
        competitionId: Number(v.competitionId),
        name: text(v.name),
        startsAt: toIso(v.range[0]) ?? '',
        endsAt: toIso(v.range[1]) ?? '',
      })}
      fields={
        <>
          <ProFormSelect
            name="competitionId"
            label={t('admin.field.competition')}
            request={competitionOptions}
            rules={required}
          />
          <ProFormText
            name="name"
            label={t('admin.field.phaseName')}
            rules={[...required, length(1, COMPETITION_NAME_MAX_LENGTH)]}
          />
          <ProFormDateTimeRangePicker
            name="range"
            label={t('admin.field.period')}
            rules={required}
            fieldProps={{ format: 'YYYY-MM-DD HH:mm', showTime: { format: 'HH:mm' } }}
          />
        </>
      }
    />
  );
}
