import { PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components';
import { history, useIntl } from '@umijs/max';
import { Button } from 'antd';
import React from 'react';
import { queryRecords } from '@/services/attendance';
import { queryMyTeams } from '@/services/team';
import { minuteText } from '../components/format';
import { AttendanceStatusTag } from '../components/Tags';

const STATUSES: API.AttendanceStatus[] = ['present', 'late', 'absent', 'excused'];

type Filters = {
  keyword?: string;
  teamId?: number;
  status?: API.AttendanceStatus;
  current?: number;
  pageSize?: number;
};

/** /account/Team/attendance_info: attendance records of every member of my teams. */
export default function AttendanceRecordsPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });

  const columns: ProColumns<API.AttendanceRecordView>[] = [
    { title: t('attendance.field.keyword'), dataIndex: 'keyword', hideInTable: true },
    { title: t('attendance.field.session'), dataIndex: 'sessionTitle', search: false },
    {
      title: t('attendance.field.sessionStartsAt'),
      dataIndex: 'sessionStartsAt',
      search: false,
      render: (_, r) => minuteText(r.sessionStartsAt),
    },
    {
      title: t('attendance.field.competition'),
      dataIndex: 'competitionName',
      search: false,
      responsive: ['xl'],
    },
    {
      title: t('attendance.field.team'),
      dataIndex: 'teamId',
      valueType: 'select',
      render: (_, r) => r.teamName,
      request: async () => {
        try {
          const { data } = await queryMyTeams();
          return (data?.list ?? []).map((team) => ({ label: team.name, value: team.id }));
        } catch {
          return [];
        }
      },
    },
    { title: t('attendance.field.member'), dataIndex: 'nickname', search: false },
    {
      title: t('attendance.field.status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: Object.fromEntries(STATUSES.map((s) => [s, { text: t(`attendance.status.${s}`) }])),
      render: (_, r) => <AttendanceStatusTag status={r.status} />,
    },
    {
      title: t('attendance.field.checkedInAt'),
      dataIndex: 'checkedInAt',
      search: false,
      render: (_, r) => minuteText(r.checkedInAt) || '—',
    },
  ];

  return (
    <PageContainer content={t('attendance.records.intro')}>
      <ProTable<API.AttendanceRecordView, Filters>
        rowKey="id"
        columns={columns}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        options={{ density: false, setting: false }}
        toolBarRender={() => [
          <Button key="sessions" type="primary" onClick={() => history.push('/account/Team/Attendance')}>
            {t('attendance.sessions.open')}
          </Button>,
        ]}
        request={async ({ current, pageSize, keyword, teamId, status }) => {
          const { data } = await queryRecords({ current, pageSize, keyword, teamId, status });
          return { data: data?.list ?? [], total: data?.total ?? 0, success: true };
        }}
        // The request module already reported the failure; the table just stays as it was.
        onRequestError={() => undefined}
      />
    </PageContainer>
  );
}
