import { DownloadOutlined, LeftOutlined } from '@ant-design/icons';
import {
  ModalForm,
  ProCard,
  ProFormDateTimeRangePicker,
  ProFormDigit,
  ProFormRadio,
  ProFormText,
  ProFormTextArea,
  ProTable,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components';
import {
  Alert,
  Button,
  Col,
  Grid,
  QRCode,
  Row,
  Space,
  Table,
  Typography,
  message,
  theme,
  type TableColumnsType,
} from 'antd';
import type { Dayjs } from 'dayjs';
import React, { useEffect, useRef, useState } from 'react';
import {
  CHECK_IN_PATH,
  MAX_GRACE_MINUTES,
  RECORD_NOTE_MAX_LENGTH,
  SESSION_TEXT_MAX_LENGTH,
} from '@common/limits';
import { minuteText, rangeText } from '@/features/teams/format';
import { AttendanceStatusTag, SessionStateTag, TeamAttendanceTag } from '@/features/teams/Tags';
import { useLoader } from '@/features/teams/useLoader';
import {
  adminSessions,
  correctRecord,
  querySessionCode,
  querySessionRecords,
  querySessionTeams,
  sessionRecordsCsvUrl,
} from '@/features/admin/services/admin';
import { absoluteUrl } from '@/utils/paths';
import CompetitionField from '../../enrolment/admin/CompetitionField';
import { useCompetitionColumns } from '../../enrolment/admin/competitionOptions';
import {
  ATTENDANCE_STATUSES,
  fromIso,
  options,
  text,
  toIso,
  useActionsFixed,
  useRules,
  useT,
  valueEnum,
} from '../../admin/options';
import ResourceTable from '../../admin/ResourceTable';
import { formModalProps } from '../../admin/formModal';

type Values = {
  competitionId: number;
  title: string;
  location: string;
  range: [Dayjs | string, Dayjs | string];
  graceMinutes: number;
};

/** Ask for the next code this long before the current one expires, so the screen never shows a dead one. */
const REFRESH_AHEAD_MS = 5_000;
/** Never ask more often than this (a clock far off the server's would otherwise ask every second). */
const MIN_REFRESH_MS = 5_000;
const RETRY_MS = 10_000;
/** Team statuses change as people check in; the screen follows them this often. */
const TEAMS_REFRESH_MS = 15_000;

/** The session's current check-in code, fetched again shortly before each one expires. */
function useCheckInCode(session: API.AdminSessionView) {
  const [code, setCode] = useState<API.CheckInCode>();
  useEffect(() => {
    if (session.state === 'closed') return undefined;
    let alive = true;
    let timer: number | undefined;
    const load = async () => {
      let delay = RETRY_MS;
      try {
        const { data } = await querySessionCode(session.id);
        if (alive && data) {
          setCode(data);
          delay = Math.max(MIN_REFRESH_MS, Date.parse(data.expiresAt) - Date.now() - REFRESH_AHEAD_MS);
        }
      } catch {
        // Reported by the request module; try again shortly.
      }
      if (alive) timer = window.setTimeout(load, delay);
    };
    load();
    return () => {
      alive = false;
      window.clearTimeout(timer);
    };
  }, [session.id, session.state]);
  return code;
}

/** Seconds until an instant, ticking every second. */
function useSecondsLeft(until: string | undefined) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return until ? Math.max(0, Math.ceil((Date.parse(until) - now) / 1000)) : 0;
}

/** The QR code of the check-in page with the current code, and the code in large digits beside it. */
function CheckInScreen({ session }: { session: API.AdminSessionView }) {
  const t = useT();
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const code = useCheckInCode(session);
  const seconds = useSecondsLeft(code?.expiresAt);

  if (session.state === 'closed') {
    return <Alert type="info" showIcon message={t('admin.attendance.code.closed')} />;
  }
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {session.state === 'upcoming' && (
        <Alert
          type="info"
          showIcon
          message={t('admin.attendance.code.upcoming', { at: minuteText(session.startsAt) })}
        />
      )}
      <Row gutter={[24, 24]} align="middle" justify="center">
        <Col xs={24} md={12} style={{ display: 'flex', justifyContent: 'center' }}>
          <QRCode
            type="svg"
            value={code ? absoluteUrl(code.url) : absoluteUrl(CHECK_IN_PATH)}
            status={code ? 'active' : 'loading'}
            size={screens.md ? 320 : 240}
            bordered={false}
            bgColor={token.colorBgContainer}
            color={token.colorText}
          />
        </Col>
        <Col xs={24} md={12} style={{ textAlign: 'center' }}>
          <Space direction="vertical" size={4}>
            <Typography.Text type="secondary">{t('admin.attendance.code.label')}</Typography.Text>
            <Typography.Text
              aria-live="polite"
              style={{
                display: 'block',
                fontSize: token.fontSizeHeading1 * 1.5,
                lineHeight: token.lineHeightHeading1,
                fontFamily: token.fontFamilyCode,
                fontWeight: token.fontWeightStrong,
                letterSpacing: '0.15em',
                color: token.colorPrimary,
              }}
            >
              {code?.code ?? '——————'}
            </Typography.Text>
            {code && (
              <Typography.Text type="secondary">
                {t('admin.attendance.code.expires', { seconds })}
              </Typography.Text>
            )}
            <Typography.Paragraph type="secondary" style={{ maxWidth: 360, marginBottom: 0 }}>
              {t('admin.attendance.code.hint')}
            </Typography.Paragraph>
          </Space>
        </Col>
      </Row>
    </Space>
  );
}

/** Each team of the competition at this session: present, incomplete or absent. */
function TeamStatuses({ session, round }: { session: API.AdminSessionView; round: number }) {
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

type RecordFilters = API.AttendanceRecordQuery;

/** One session as its screen and its register: QR code, team statuses, records and corrections. */
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

function SessionView({ session: opened, onBack }: { session: API.AdminSessionView; onBack: () => void }) {
  const t = useT();
  const actionsFixed = useActionsFixed();
  const session = useLiveSession(opened);
  const actionRef = useRef<ActionType>();
  const [correcting, setCorrecting] = useState<API.AttendanceRecordView>();
  const [round, setRound] = useState(0);

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
