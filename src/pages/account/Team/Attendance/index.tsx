import { PageContainer } from '@ant-design/pro-components';
import { history, useIntl, useSearchParams } from '@umijs/max';
import {
  Button,
  Card,
  Select,
  Space,
  Table,
  Tooltip,
  Typography,
  message,
  type TableColumnsType,
} from 'antd';
import React, { useEffect, useMemo, useState } from 'react';
import { checkIn, querySessions } from '@/services/attendance';
import { parseId } from '../components/errors';
import { minuteText, rangeText } from '../components/format';
import { AttendanceStatusTag, SessionStateTag } from '../components/Tags';
import { useLoader } from '../components/useLoader';

/** The server decides whether a session is open; asking again every minute keeps the buttons honest. */
const REFRESH_MS = 60_000;

/** /account/Team/Attendance: sessions of my teams' competitions, with check-in during each session's window. */
export default function AttendancePage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [searchParams, setSearchParams] = useSearchParams();
  const competitionId = parseId(searchParams.get('competitionId'));
  const [checking, setChecking] = useState<number>();
  const { data, loading, reload } = useLoader(() => querySessions(competitionId), [competitionId]);
  const { data: all } = useLoader(() => querySessions(), []);

  useEffect(() => {
    const timer = window.setInterval(reload, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [reload]);

  const competitions = useMemo(() => {
    const names = new Map<number, string>();
    for (const s of all?.list ?? []) names.set(s.competitionId, s.competitionName);
    return [...names].map(([value, label]) => ({ value, label }));
  }, [all]);

  const checkInTo = async (session: API.AttendanceSessionView) => {
    if (!session.teamId) return;
    setChecking(session.id);
    try {
      const { data: record } = await checkIn(session.id, session.teamId);
      message.success(t(record?.status === 'late' ? 'attendance.checkIn.late' : 'attendance.checkIn.done'));
    } catch {
      // The request module showed why; the fresh list below shows the session's real state.
    } finally {
      setChecking(undefined);
      reload();
    }
  };

  const whyNot = (session: API.AttendanceSessionView) => {
    if (session.myRecord?.checkedInAt)
      return t('attendance.checkIn.already', { at: minuteText(session.myRecord.checkedInAt) });
    if (session.state === 'upcoming')
      return t('attendance.checkIn.opensAt', { at: minuteText(session.startsAt) });
    if (session.state === 'closed') return t('attendance.checkIn.closed');
    return undefined;
  };

  const columns: TableColumnsType<API.AttendanceSessionView> = [
    {
      title: t('attendance.field.session'),
      dataIndex: 'title',
      render: (_, s) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{s.title}</Typography.Text>
          <Typography.Text type="secondary">{s.location}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('attendance.field.competition'),
      dataIndex: 'competitionName',
      responsive: ['lg'],
      render: (_, s) => (
        <Space direction="vertical" size={0}>
          <span>{s.competitionName}</span>
          <Typography.Text type="secondary">{s.teamName}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('attendance.field.window'),
      key: 'window',
      render: (_, s) => rangeText(s.startsAt, s.endsAt, true),
    },
    {
      title: t('attendance.field.state'),
      dataIndex: 'state',
      render: (_, s) => <SessionStateTag state={s.state} />,
    },
    {
      title: t('attendance.field.myStatus'),
      key: 'mine',
      render: (_, s) => (s.myRecord ? <AttendanceStatusTag status={s.myRecord.status} /> : '—'),
    },
    {
      title: t('attendance.field.actions'),
      key: 'actions',
      render: (_, s) => {
        const reason = whyNot(s);
        return (
          <Tooltip title={reason}>
            <Button
              type="primary"
              disabled={Boolean(reason) || !s.teamId}
              loading={checking === s.id}
              onClick={() => checkInTo(s)}
            >
              {t('attendance.checkIn')}
            </Button>
          </Tooltip>
        );
      },
    },
  ];

  return (
    <PageContainer
      content={t('attendance.intro')}
      extra={[
        <Button key="records" onClick={() => history.push('/account/Team/attendance_info')}>
          {t('attendance.records.open')}
        </Button>,
      ]}
    >
      <Card>
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Select<number | undefined>
            allowClear
            style={{ minWidth: 280 }}
            placeholder={t('attendance.filter.competition')}
            value={competitionId}
            options={competitions}
            onChange={(value) => setSearchParams(value ? { competitionId: String(value) } : {})}
          />
          <Table<API.AttendanceSessionView>
            rowKey="id"
            loading={loading}
            columns={columns}
            dataSource={data?.list ?? []}
            pagination={false}
            locale={{ emptyText: t('attendance.sessions.empty') }}
          />
        </Space>
      </Card>
    </PageContainer>
  );
}
