import { useIntl } from '@umijs/max';
import { Button, Result } from 'antd';
import React from 'react';

/** A load that failed for another reason than 404: the toast said why, this offers a retry. */
export default function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Result
      status="warning"
      title={intl.formatMessage({ id: 'team.load.failed' })}
      extra={
        <Button type="primary" onClick={onRetry}>
          {intl.formatMessage({ id: 'team.load.retry' })}
        </Button>
      }
    />
  );
}
