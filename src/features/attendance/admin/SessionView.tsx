import { DownloadOutlined, LeftOutlined } from '@ant-design/icons';
import {
  ModalForm,
  ProCard,
  ProFormRadio,
  ProFormTextArea,
  ProTable,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components';
import { Button, Space, Typography, message } from 'antd';
import React, { useEffect, useRef, useState } from 'react';
import { RECORD_NOTE_MAX_LENGTH } from '@common/limits';
import type * as API from '@common/contract';
import { minuteText, rangeText } from '@/features/teams/format';
import { AttendanceStatusTag, SessionStateTag } from '@/features/teams/Tags';
import { correctRecord, querySessionRecords, sessionRecordsCsvUrl } from '@/features/admin/services/admin';
import {
  ATTENDANCE_STATUSES,
  options,
  text,
  useActionsFixed,
  useT,
  valueEnum,
} from '@/features/admin/options';
import { formModalProps } from '@/features/admin/formModal';
import { useLiveEvent } from '@/features/events/useLiveEvent';
import CheckInScreen from './CheckInScreen';
import TeamStatuses from './TeamStatuses';

type RecordFilters = API.AttendanceRecordQuery;

/**
 * The session as it stands now. The row it was opened from is a snapshot, but a session opens and
 * closes while its screen is up: the QR code must stop when it closes and start when it opens.
 */
function useLiveSession(session: API.AdminSessionView): API.AdminSessionView {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  let state: API.SessionState = 'open';
  if (now < Date.parse(session.startsAt)) state = 'upcoming';
  else if (now > Date.parse(session.endsAt)) state = 'closed';
  return state === session.state ? session : { ...session, state };
}

/** A burst of check-ins (a team at the door) within this long of the first is one refetch. */
export const LIVE_REFETCH_DELAY_MS = 500;

/**
 * Calls `refetch` on this session's `attendance` events, so check-ins show as they happen: once for
 * a burst, a moment after its first event. Not after the last: a steady queue at the door would
 * otherwise hold the refetch back for as long as it lasts.
 */
function useLiveRecords(sessionId: number, refetch: () => void) {
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useLiveEvent('attendance', (event) => {
    if (event.sessionId !== sessionId || timer.current !== undefined) return;
    timer.current = window.setTimeout(() => {
      timer.current = undefined;
      refetch();
    }, LIVE_REFETCH_DELAY_MS);
  });
}

/** One session as its screen and its register: QR code, team statuses, records and corrections. */
export default function SessionView({
  session: opened,
  onBack,
}: {
  session: API.AdminSessionView;
  onBack: () => void;
}) {
  const t = useT();
  const actionsFixed = useActionsFixed();
  const session = useLiveSession(opened);
  const actionRef = useRef<ActionType>();
  const [correcting, setCorrecting] = useState<API.AttendanceRecordView>();
  const [round, setRound] = useState(0);
  // The records and the teams' statuses both follow a check-in.
  useLiveRecords(session.id, () => {
    actionRef.current?.reload();
    setRound((r) => r + 1);
  });

  const correct = async (record: API.AttendanceRecordView, correction: API.RecordCorrection) => {
    try {
      await correctRecord(session.id, record.uid, correction);
      message.success(t('admin.attendance.corrected', { name: record.nickname }));
      actionRef.current?.reload();
      setRound((r) => r + 1);
      return true;
    } catch {
      return false;
    }
  };

  const columns: ProColumns<API.AttendanceRecordView>[] = [
    { title: t('admin.field.keyword'), dataIndex: 'keyword', hideInTable: true },
    { title: t('attendance.field.member'), dataIndex: 'nickname', search: false },
    { title: t('attendance.field.team'), dataIndex: 'teamName', search: false },
    {
      title: t('admin.field.status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: valueEnum(t, ATTENDANCE_STATUSES, 'attendance.status.'),
      render: (_, r) => <AttendanceStatusTag status={r.status} />,
    },
    {
      title: t('attendance.field.checkedInAt'),
      dataIndex: 'checkedInAt',
      search: false,
      render: (_, r) => minuteText(r.checkedInAt) || '—',
    },
    {
      title: t('admin.attendance.note'),
      dataIndex: 'note',
      search: false,
      ellipsis: true,
      responsive: ['lg'],
    },
    {
      title: t('admin.column.actions'),
      valueType: 'option',
      fixed: actionsFixed,
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => setCorrecting(r)}>
          {t(r.status === 'absent' ? 'admin.attendance.excuse' : 'admin.attendance.correct')}
        </Button>
      ),
    },
  ];

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Space wrap>
        <Button icon={<LeftOutlined />} onClick={onBack}>
          {t('admin.attendance.back')}
        </Button>
        <Button icon={<DownloadOutlined />} href={sessionRecordsCsvUrl(session.id)} download>
          {t('admin.attendance.csv')}
        </Button>
      </Space>
      <ProCard
        title={
          <Space wrap>
            {session.title}
            <SessionStateTag state={session.state} />
          </Space>
        }
        subTitle={session.competitionName}
        bordered
      >
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Text type="secondary">
            {[rangeText(session.startsAt, session.endsAt, true), session.location]
              .filter(Boolean)
              .join(' · ')}
          </Typography.Text>
          <CheckInScreen session={session} />
        </Space>
      </ProCard>
      <ProCard title={t('admin.attendance.teams')} bordered>
        <TeamStatuses session={session} round={round} />
      </ProCard>
      <ProTable<API.AttendanceRecordView, RecordFilters>
        headerTitle={t('admin.attendance.records')}
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        scroll={{ x: 'max-content' }}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        options={{ density: false, setting: false, reload: true }}
        request={async ({ current, pageSize, keyword, status }) => {
          const { data } = await querySessionRecords(session.id, { current, pageSize, keyword, status });
          return { data: data?.list ?? [], total: data?.total ?? 0, success: true };
        }}
        onRequestError={() => undefined}
      />
      <ModalForm<{ status: API.AttendanceStatus; note?: string }>
        key={correcting?.id}
        // Prefixed ids: the list's search form above has a status field too (see ResourceTable).
        name="correction"
        title={t('admin.attendance.correct.title', { name: correcting?.nickname ?? '' })}
        open={Boolean(correcting)}
        width={520}
        initialValues={{
          status: correcting?.status === 'absent' ? 'excused' : correcting?.status,
          note: correcting?.note,
        }}
        modalProps={formModalProps(() => setCorrecting(undefined))}
        onFinish={async ({ status, note }) => {
          if (!correcting) return true;
          const done = await correct(correcting, { status, note: text(note) });
          if (done) setCorrecting(undefined);
          return done;
        }}
      >
        <ProFormRadio.Group
          name="status"
          label={t('admin.field.status')}
          radioType="button"
          options={options(t, ATTENDANCE_STATUSES, 'attendance.status.')}
          rules={[{ required: true, message: t('admin.rule.required') }]}
        />
        <ProFormTextArea
          name="note"
          label={t('admin.attendance.note')}
          placeholder={t('admin.attendance.note.placeholder')}
          fieldProps={{ maxLength: RECORD_NOTE_MAX_LENGTH, showCount: true, autoSize: { minRows: 2 } }}
        />
      </ModalForm>
    </Space>
  );
}
