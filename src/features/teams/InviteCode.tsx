import { useIntl } from '@umijs/max';
import { Button, Popconfirm, Space, Typography, theme } from 'antd';
import React from 'react';
import { absoluteUrl } from '@/utils/paths';

interface InviteCodeProps {
  code: string;
  /** Given only where the leader may replace the code. */
  onRegenerate?: () => Promise<void>;
}

/** The leader's invite code and a ready-made link to the join page with the code filled in. */
export default function InviteCode({ code, onRegenerate }: InviteCodeProps) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const link = absoluteUrl(`/account/Team/Add?code=${code}`);
  return (
    <Space direction="vertical" size={4}>
      <Typography.Text code copyable style={{ fontSize: token.fontSizeLG, letterSpacing: 2 }}>
        {code}
      </Typography.Text>
      <Typography.Text type="secondary" copyable={{ text: link }}>
        {intl.formatMessage({ id: 'team.invite.link' })}
      </Typography.Text>
      {onRegenerate && (
        <Popconfirm
          title={intl.formatMessage({ id: 'team.invite.regenerate.confirm' })}
          onConfirm={onRegenerate}
          okText={intl.formatMessage({ id: 'team.action.confirm' })}
          cancelText={intl.formatMessage({ id: 'team.action.cancel' })}
        >
          <Button size="small">{intl.formatMessage({ id: 'team.invite.regenerate' })}</Button>
        </Popconfirm>
      )}
    </Space>
  );
}
