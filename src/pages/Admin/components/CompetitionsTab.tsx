import {
  ProFormDateTimeRangePicker,
  ProFormDigit,
  ProFormGroup,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
  type ProColumns,
} from '@ant-design/pro-components';
import { Progress, Steps, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import React from 'react';
import { rangeText } from '@/pages/account/Team/components/format';
import { TrackTag, WindowStateTag } from '@/pages/account/Team/components/Tags';
import { adminCompetitions } from '@/services/admin';
import { fromIso, options, text, toIso, TRACKS, useT, valueEnum, useRules } from './options';
import ResourceTable from './ResourceTable';

type Values = {
  name: string;
  track: API.Competition['track'];
  summary: string;
  window: [Dayjs | string, Dayjs | string];
  minTeamSize: number;
  maxTeamSize: number;
  capacity: number;
};

/** Competitions ("activities"): enrolment window, team size and places; phases show when a row opens. */
export default function CompetitionsTab() {
  const t = useT();
  const { required, length } = useRules();
  const columns: ProColumns<API.CompetitionView>[] = [
    { title: t('admin.field.keyword'), dataIndex: 'keyword', hideInTable: true },
    { title: t('admin.field.name'), dataIndex: 'name', search: false, width: 240 },
    {
      title: t('enrol.field.track'),
      dataIndex: 'track',
      valueType: 'select',
      valueEnum: valueEnum(t, TRACKS, 'enrol.track.'),
      render: (_, c) => <TrackTag track={c.track} />,
    },
    {
      title: t('enrol.field.window'),
      key: 'window',
      search: false,
      render: (_, c) => rangeText(c.enrolmentOpensAt, c.enrolmentClosesAt),
    },
    {
      title: t('enrol.field.windowState'),
      dataIndex: 'windowState',
      search: false,
      render: (_, c) => <WindowStateTag state={c.windowState} />,
    },
    {
      title: t('enrol.field.teamSize'),
      key: 'size',
      search: false,
      render: (_, c) => t('enrol.teamSize.range', { min: c.minTeamSize, max: c.maxTeamSize }),
    },
    {
      title: t('enrol.field.capacity'),
      key: 'capacity',
      search: false,
      width: 180,
      render: (_, c) => (
        <Progress
          percent={Math.min(100, Math.round((c.enrolledTeams / c.capacity) * 100))}
          format={() => `${c.enrolledTeams}/${c.capacity}`}
          size="small"
        />
      ),
    },
  ];
  return (
    <ResourceTable<API.CompetitionView, API.CompetitionInput, Values>
      resource={adminCompetitions}
      columns={columns}
      nameOf={(c) => c.name}
      formWidth={720}
      expandable={{
        rowExpandable: (c) => c.phases.length > 0,
        expandedRowRender: (c) => (
          <Steps
            size="small"
            progressDot
            items={c.phases.map((p) => ({ title: p.name, description: rangeText(p.startsAt, p.endsAt) }))}
          />
        ),
      }}
      blank={() => ({ track: 'simulation', minTeamSize: 3, maxTeamSize: 6, capacity: 40 })}
      toValues={(c) => ({
        name: c.name,
        track: c.track,
        summary: c.summary,
        window: [fromIso(c.enrolmentOpensAt)!, fromIso(c.enrolmentClosesAt)!],
        minTeamSize: c.minTeamSize,
        maxTeamSize: c.maxTeamSize,
        capacity: c.capacity,
      })}
      toInput={(v) => ({
        name: text(v.name),
        track: v.track,
        summary: text(v.summary),
        enrolmentOpensAt: toIso(v.window[0]) ?? '',
        enrolmentClosesAt: toIso(v.window[1]) ?? '',
        minTeamSize: Number(v.minTeamSize),
        maxTeamSize: Number(v.maxTeamSize),
        capacity: Number(v.capacity),
      })}
      fields={
        <>
          <ProFormText name="name" label={t('admin.field.name')} rules={[...required, length(2, 128)]} />
          <ProFormSelect
            name="track"
            label={t('enrol.field.track')}
            options={options(t, TRACKS, 'enrol.track.')}
            rules={required}
            width="md"
          />
          <ProFormTextArea
            name="summary"
            label={t('admin.field.summary')}
            fieldProps={{ maxLength: 2000, showCount: true, autoSize: { minRows: 3 } }}
          />
          <ProFormDateTimeRangePicker
            name="window"
            label={t('enrol.field.window')}
            rules={required}
            fieldProps={{ format: 'YYYY-MM-DD HH:mm', showTime: { format: 'HH:mm' } }}
          />
          <ProFormGroup>
            <ProFormDigit
              name="minTeamSize"
              label={t('admin.field.minTeamSize')}
              min={1}
              max={20}
              fieldProps={{ precision: 0 }}
              rules={required}
              width="xs"
            />
            <ProFormDigit
              name="maxTeamSize"
              label={t('admin.field.maxTeamSize')}
              min={1}
              max={20}
              fieldProps={{ precision: 0 }}
              width="xs"
              dependencies={['minTeamSize']}
              rules={[
                ...required,
                ({ getFieldValue }: FormInstance) => ({
                  validator: (_: unknown, value: number) =>
                    value >= getFieldValue('minTeamSize')
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('admin.rule.maxTeamSize'))),
                }),
              ]}
            />
            <ProFormDigit
              name="capacity"
              label={t('enrol.field.capacity')}
              min={1}
              max={1000}
              fieldProps={{ precision: 0 }}
              rules={required}
              width="xs"
            />
          </ProFormGroup>
        </>
      }
    />
  );
}
