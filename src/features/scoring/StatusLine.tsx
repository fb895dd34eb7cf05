import { useIntl } from '@umijs/max';
import { Button, Space, Typography } from 'antd';
import React from 'react';
import dayjs from '@/utils/dayjs';

interface Props {
  online: boolean;
  waiting: number;
  lastSync?: string;
  onSync: () => void;
}

/** Whether the entries made on this tablet have reached the server, read out when it changes. */
export default function StatusLine({ online, waiting, lastSync, onSync }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const state = !online
    ? t('scoring.status.offline', { count: waiting })
    : waiting > 0
      ? t('scoring.status.waiting', { count: waiting })
      : t('scoring.status.sent');
  return (
    <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
      <div role="status" aria-live="polite" data-testid="scoring-status">
        <Typography.Text strong type={online ? undefined : 'warning'}>
          {state}
        </Typography.Text>{' '}
        <Typography.Text type="secondary">
          {lastSync
            ? t('scoring.status.lastSync', { at: dayjs(lastSync).format('HH:mm:ss') })
            : t('scoring.status.neverSynced')}
        </Typography.Text>
      </div>
      {online && waiting > 0 ? <Button onClick={onSync}>{t('scoring.status.syncNow')}</Button> : null}
    </Space>
  );
}
