import { PageContainer, ProCard, ProTable, type ProColumns } from '@ant-design/pro-components';
import { history, useIntl } from '@umijs/max';
import { Button, Space, Table, Typography, type TableColumnsType } from 'antd';
import React from 'react';
import type * as API from '@common/contract';
import { minuteText } from '@/features/teams/format';
import { AttendanceStatusTag, SessionStateTag, TeamAttendanceTag } from '@/features/teams/Tags';
import { useLoader } from '@/features/teams/useLoader';
import { queryRecords, queryTeamAttendance } from '@/features/attendance/services/attendance';
import { queryMyTeams } from '@/features/teams/services/team';
import type { Envelope } from '@/utils/request';

const STATUSES: API.AttendanceStatus[] = ['present', 'late', 'absent', 'excused'];

type Filters = {
  keyword?: string;
  teamId?: number;
  status?: API.AttendanceStatus;
  current?: number;
  pageSize?: number;
};

/** The teams I lead, each at every session of its competition: only leaders may ask. */
async function loadLedTeams(): Promise<Envelope<API.TeamAttendance[]>> {
  const { data } = await queryMyTeams();
  const led = (data?.list ?? []).filter((team) => team.myRole === 'leader');
  const answers = await Promise.all(led.map((team) => queryTeamAttendance({ teamId: team.id })));
  const rows = answers.flatMap((answer) => answer.data ?? []);
  rows.sort((a, b) => Date.parse(b.sessionStartsAt) - Date.parse(a.sessionStartsAt) || a.teamId - b.teamId);
  return { code: 200, data: rows };
}

/** Leaders see whether their whole team attended each session. */
function TeamAttendanceCard() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { data, loading } = useLoader(loadLedTeams, []);
  if (!loading && !data?.length) return null;
  const columns: TableColumnsType<API.TeamAttendance> = [
    {
      title: t('attendance.field.session'),
      key: 'session',
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{row.sessionTitle}</Typography.Text>
          <Typography.Text type="secondary">{minuteText(row.sessionStartsAt)}</Typography.Text>
        </Space>
      ),
    },
    { title: t('attendance.field.team'), dataIndex: 'teamName', responsive: ['sm'] },
    {
      title: t('attendance.field.state'),
      dataIndex: 'state',
      responsive: ['md'],
      render: (_, row) => <SessionStateTag state={row.state} />,
    },
    {
      title: t('attendance.team.field.status'),
      key: 'status',
      render: (_, row) => <TeamAttendanceTag row={row} />,
    },
  ];
  return (
    <ProCard title={t('attendance.team.title')}>
      <Typography.Paragraph type="secondary">{t('attendance.team.hint')}</Typography.Paragraph>
      <Table<API.TeamAttendance>
        rowKey={(row) => `${row.sessionId}-${row.teamId}`}
        loading={loading}
        columns={columns}
        dataSource={data ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        size="middle"
        scroll={{ x: 'max-content' }}
      />
    </ProCard>
  );
}

/**
 * /account/Team/attendance_info: attendance records of every member of my teams and, for the teams I
 * lead, whether the whole team attended each session.
 */
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
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <TeamAttendanceCard />
        <ProTable<API.AttendanceRecordView, Filters>
          rowKey="id"
          columns={columns}
          scroll={{ x: 'max-content' }}
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
      </Space>
    </PageContainer>
  );
}
