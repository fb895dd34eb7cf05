import { PageContainer } from '@ant-design/pro-components';
import { history, useIntl, useSearchParams } from '@umijs/max';
import {
  Alert,
  Button,
  Card,
  Col,
  Empty,
  Input,
  Row,
  Select,
  Skeleton,
  Space,
  Typography,
  message,
} from 'antd';
import React, { useEffect, useMemo, useState } from 'react';
import { CHECK_IN_CODE_PATTERN } from '@common/limits';
import type * as API from '@common/contract';
import { parseId } from '@/features/teams/errors';
import { minuteText, rangeText } from '@/features/teams/format';
import { AttendanceStatusTag, SessionStateTag } from '@/features/teams/Tags';
import { useLoader } from '@/features/teams/useLoader';
import { checkIn, querySessions } from '@/features/attendance/services/attendance';

/** The server decides whether a session is open; asking again every minute keeps the buttons honest. */
const REFRESH_MS = 60_000;
const CODE = new RegExp(CHECK_IN_CODE_PATTERN);

type Format = (id: string, values?: Record<string, string | number>) => string;

/** Why a member cannot check in to a session right now, or undefined when they can. */
function whyNot(t: Format, session: API.AttendanceSessionView) {
  if (session.myRecord?.checkedInAt)
    return t('attendance.checkIn.already', { at: minuteText(session.myRecord.checkedInAt) });
  if (session.state === 'upcoming')
    return t('attendance.checkIn.opensAt', { at: minuteText(session.startsAt) });
  if (session.state === 'closed') return t('attendance.checkIn.closed');
  if (!session.teamId) return t('attendance.checkIn.noTeam');
  return undefined;
}

interface CheckInFormProps {
  code: string;
  onCode: (code: string) => void;
  onSubmit: () => void;
  busy: boolean;
  /** The big one-click form of a scanned QR code. */
  large?: boolean;
}

/** The six digits from the session screen, and the check-in button. */
function CheckInForm({ code, onCode, onSubmit, busy, large }: CheckInFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const valid = CODE.test(code);
  return (
    <Space.Compact block size={large ? 'large' : 'middle'}>
      <Input
        aria-label={t('attendance.code.label')}
        placeholder={t('attendance.code.placeholder')}
        value={code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        onChange={(event) => onCode(event.target.value.replace(/\D/g, ''))}
        onPressEnter={() => valid && onSubmit()}
        style={{ letterSpacing: 4 }}
        status={code && !valid ? 'warning' : undefined}
      />
      <Button type="primary" disabled={!valid} loading={busy} onClick={onSubmit}>
        {t(large ? 'attendance.fromLink.submit' : 'attendance.checkIn')}
      </Button>
    </Space.Compact>
  );
}

/**
 * /account/Team/Attendance: sessions of my teams' competitions, with check-in by the six-digit code
 * the session screen shows. Opened from the screen's QR code (`?session=ID&code=CODE`), the session
 * comes first with its code filled in: one click checks in.
 */
export default function AttendancePage() {
  const intl = useIntl();
  const t: Format = (id, values) => intl.formatMessage({ id }, values);
  const [searchParams, setSearchParams] = useSearchParams();
  const competitionId = parseId(searchParams.get('competitionId'));
  const linkedId = parseId(searchParams.get('session'));
  const linkedCode = (searchParams.get('code') ?? '').replace(/\D/g, '').slice(0, 6);
  const [codes, setCodes] = useState<Record<number, string>>({});
  const [checking, setChecking] = useState<number>();
  const { data, loading, reload } = useLoader(() => querySessions(competitionId), [competitionId]);
  const { data: all, reload: reloadAll } = useLoader(() => querySessions(), []);

  useEffect(() => {
    const timer = window.setInterval(() => {
      reload();
      reloadAll();
    }, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [reload, reloadAll]);

  const competitions = useMemo(() => {
    const names = new Map<number, string>();
    for (const s of all?.list ?? []) names.set(s.competitionId, s.competitionName);
    return [...names].map(([value, label]) => ({ value, label }));
  }, [all]);

  const codeOf = (session: API.AttendanceSessionView) =>
    codes[session.id] ?? (session.id === linkedId ? linkedCode : '');
  const setCode = (session: API.AttendanceSessionView) => (code: string) =>
    setCodes((current) => ({ ...current, [session.id]: code }));

  const checkInTo = async (session: API.AttendanceSessionView) => {
    if (!session.teamId) return;
    setChecking(session.id);
    try {
      const { data: record } = await checkIn(session.id, session.teamId, codeOf(session));
      message.success(t(record?.status === 'late' ? 'attendance.checkIn.late' : 'attendance.checkIn.done'));
    } catch {
      // The request module showed why (a wrong or expired code, a closed session); the fresh list
      // below shows the session's real state.
    } finally {
      setChecking(undefined);
      reload();
      reloadAll();
    }
  };

  const form = (session: API.AttendanceSessionView, large = false) => {
    const reason = whyNot(t, session);
    if (reason) return <Typography.Text type="secondary">{reason}</Typography.Text>;
    return (
      <CheckInForm
        code={codeOf(session)}
        onCode={setCode(session)}
        onSubmit={() => checkInTo(session)}
        busy={checking === session.id}
        large={large}
      />
    );
  };

  const linked = linkedId ? all?.list.find((s) => s.id === linkedId) : undefined;
  const list = data?.list ?? [];

  return (
    <PageContainer
      content={t('attendance.intro')}
      extra={[
        <Button key="records" onClick={() => history.push('/account/Team/attendance_info')}>
          {t('attendance.records.open')}
        </Button>,
      ]}
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        {linkedId && all && !linked && (
          <Alert type="warning" showIcon message={t('attendance.fromLink.notFound')} />
        )}
        {linked && (
          <Card title={t('attendance.fromLink.title', { title: linked.title })}>
            <Space direction="vertical" size="middle" style={{ width: '100%' }}>
              <Typography.Text type="secondary">
                {[linked.competitionName, linked.teamName, rangeText(linked.startsAt, linked.endsAt, true)]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography.Text>
              {!whyNot(t, linked) && (
                <Typography.Text>{t('attendance.fromLink.description')}</Typography.Text>
              )}
              {form(linked, true)}
            </Space>
          </Card>
        )}
        <Select<number | undefined>
          allowClear
          style={{ width: '100%', maxWidth: 360 }}
          placeholder={t('attendance.filter.competition')}
          aria-label={t('attendance.filter.label')}
          value={competitionId}
          options={competitions}
          onChange={(value) => setSearchParams(value ? { competitionId: String(value) } : {})}
        />
        <Typography.Text type="secondary">{t('attendance.code.hint')}</Typography.Text>
        {loading && !data ? (
          <Skeleton active />
        ) : list.length === 0 ? (
          <Card>
            <Empty description={t('attendance.sessions.empty')} />
          </Card>
        ) : (
          <Row gutter={[16, 16]}>
            {list.map((s) => (
              <Col key={s.id} xs={24} md={12} xl={8}>
                <Card size="small" title={s.title} extra={<SessionStateTag state={s.state} />}>
                  <Space direction="vertical" style={{ width: '100%' }}>
                    <Typography.Text>{rangeText(s.startsAt, s.endsAt, true)}</Typography.Text>
                    {s.location && <Typography.Text type="secondary">{s.location}</Typography.Text>}
                    <Typography.Text type="secondary">
                      {[s.competitionName, s.teamName].filter(Boolean).join(' · ')}
                    </Typography.Text>
                    <Space wrap>
                      <Typography.Text type="secondary">{t('attendance.field.myStatus')}</Typography.Text>
                      {s.myRecord ? <AttendanceStatusTag status={s.myRecord.status} /> : '—'}
                    </Space>
                    {form(s)}
                  </Space>
                </Card>
              </Col>
            ))}
          </Row>
        )}
      </Space>
    </PageContainer>
  );
}
