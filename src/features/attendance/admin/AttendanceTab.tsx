import {
  ProFormDateTimeRangePicker,
  ProFormDigit,
  ProFormText,
  type ProColumns,
} from '@ant-design/pro-components';
import { Button } from 'antd';
import type { Dayjs } from 'dayjs';
import React, { useState } from 'react';
import { MAX_GRACE_MINUTES, SESSION_TEXT_MAX_LENGTH } from '@common/limits';
import type * as API from '@common/contract';
import { rangeText } from '@/features/teams/format';
import { SessionStateTag } from '@/features/teams/Tags';
import { adminSessions } from '@/features/admin/services/admin';
import CompetitionField from '@/features/enrolment/admin/CompetitionField';
import { useCompetitionColumns } from '@/features/enrolment/admin/competitionOptions';
import { fromIso, text, toIso, useRules, useT } from '@/features/admin/options';
import ResourceTable from '@/features/admin/ResourceTable';
import SessionView from './SessionView';

type Values = {
  competitionId: number;
  title: string;
  location: string;
  range: [Dayjs | string, Dayjs | string];
  graceMinutes: number;
};

/**
 * Check-in sessions per competition: create, edit and delete them; a session opens to its screen
 * (QR code and code), the teams' statuses and the records.
 */
export default function AttendanceTab() {
  const t = useT();
  const { required, length } = useRules();
  const competitionColumns = useCompetitionColumns<API.AdminSessionView>();
  const [open, setOpen] = useState<API.AdminSessionView>();

  if (open) return <SessionView session={open} onBack={() => setOpen(undefined)} />;

  const columns: ProColumns<API.AdminSessionView>[] = [
    ...competitionColumns,
    { title: t('admin.field.title'), dataIndex: 'title', search: false },
    { title: t('admin.attendance.location'), dataIndex: 'location', search: false, responsive: ['md'] },
    {
      title: t('admin.field.period'),
      dataIndex: 'startsAt',
      search: false,
      render: (_, s) => rangeText(s.startsAt, s.endsAt, true),
    },
    {
      title: t('attendance.field.state'),
      dataIndex: 'state',
      search: false,
      render: (_, s) => <SessionStateTag state={s.state} />,
    },
    {
      title: t('admin.attendance.graceMinutes'),
      dataIndex: 'graceMinutes',
      search: false,
      responsive: ['lg'],
    },
    { title: t('admin.attendance.checkedIn'), dataIndex: 'checkedIn', search: false },
  ];

  return (
    <ResourceTable<API.AdminSessionView, API.SessionInput, Values>
      resource={adminSessions}
      columns={columns}
      nameOf={(s) => `${s.competitionName} · ${s.title}`}
      rowActions={(s) => (
        <Button type="link" size="small" onClick={() => setOpen(s)}>
          {t('admin.attendance.open')}
        </Button>
      )}
      blank={() => ({ graceMinutes: 15, location: '' })}
      toValues={(s) => ({
        competitionId: s.competitionId,
        title: s.title,
        location: s.location,
        range: [fromIso(s.startsAt)!, fromIso(s.endsAt)!],
        graceMinutes: s.graceMinutes,
      })}
      toInput={(v) => ({
        competitionId: Number(v.competitionId),
        title: text(v.title),
        location: text(v.location),
        startsAt: toIso(v.range[0]) ?? '',
        endsAt: toIso(v.range[1]) ?? '',
        graceMinutes: Number(v.graceMinutes ?? 0),
      })}
      fields={
        <>
          <CompetitionField />
          <ProFormText
            name="title"
            label={t('admin.field.title')}
            rules={[
              ...required,
              { whitespace: true, message: t('admin.rule.required') },
              length(1, SESSION_TEXT_MAX_LENGTH),
            ]}
          />
          <ProFormText
            name="location"
            label={t('admin.attendance.location')}
            rules={[length(0, SESSION_TEXT_MAX_LENGTH)]}
          />
          <ProFormDateTimeRangePicker
            name="range"
            label={t('admin.field.period')}
            rules={[
              ...required,
              () => ({
                validator: (_: unknown, value: [Dayjs | string, Dayjs | string] | undefined) =>
                  !value || Date.parse(toIso(value[1]) ?? '') > Date.parse(toIso(value[0]) ?? '')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('admin.attendance.rule.period'))),
              }),
            ]}
            fieldProps={{ format: 'YYYY-MM-DD HH:mm', showTime: { format: 'HH:mm' } }}
          />
          <ProFormDigit
            name="graceMinutes"
            label={t('admin.attendance.graceMinutes')}
            tooltip={t('admin.attendance.graceMinutes.hint')}
            min={0}
            max={MAX_GRACE_MINUTES}
            fieldProps={{ precision: 0 }}
            rules={required}
            width="xs"
          />
        </>
      }
    />
  );
}
