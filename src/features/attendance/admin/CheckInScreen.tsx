import { Alert, Col, Grid, QRCode, Row, Space, Typography, theme } from 'antd';
import React, { useEffect, useState } from 'react';
import { CHECK_IN_PATH } from '@common/limits';
import type * as API from '@common/contract';
import { minuteText } from '@/features/teams/format';
import { querySessionCode } from '@/features/admin/services/admin';
import { useT } from '@/features/admin/options';
import { absoluteUrl } from '@/utils/paths';

/** Ask for the next code this long before the current one expires, so the screen never shows a dead one. */
const REFRESH_AHEAD_MS = 5_000;
/** Never ask more often than this (a clock far off the server's would otherwise ask every second). */
const MIN_REFRESH_MS = 5_000;
const RETRY_MS = 10_000;
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
export default function CheckInScreen({ session }: { session: API.AdminSessionView }) {
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
