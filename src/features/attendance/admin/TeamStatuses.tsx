import { Table, type TableColumnsType } from 'antd';
import React, { useEffect } from 'react';
import type * as API from '@common/contract';
import { TeamAttendanceTag } from '@/features/teams/Tags';
import { useLoader } from '@/features/teams/useLoader';
import { querySessionTeams } from '@/features/admin/services/admin';
import { useT } from '@/features/admin/options';

/** Team statuses change as people check in; the screen follows them this often. */
const TEAMS_REFRESH_MS = 15_000;

/** Each team of the competition at this session: present, incomplete or absent. */
export default function TeamStatuses({ session, round }: { session: API.AdminSessionView; round: number }) {
  const t = useT();
  const { data, loading, reload } = useLoader(() => querySessionTeams(session.id), [session.id, round]);
  useEffect(() => {
    if (session.state === 'closed') return undefined;
    const timer = window.setInterval(reload, TEAMS_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [reload, session.state]);
  const columns: TableColumnsType<API.TeamAttendance> = [
    { title: t('admin.enrolments.team'), dataIndex: 'teamName' },
    {
      title: t('admin.attendance.team.status'),
      key: 'status',
      render: (_, row) => <TeamAttendanceTag row={row} />,
    },
  ];
  return (
    <Table<API.TeamAttendance>
      rowKey="teamId"
      size="small"
      loading={loading && !data}
      columns={columns}
      dataSource={data ?? []}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      locale={{ emptyText: t('admin.attendance.teams.empty') }}
    />
  );
}
