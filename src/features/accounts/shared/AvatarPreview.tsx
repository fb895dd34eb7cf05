import { ProFormDependency } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Avatar, Space, Typography } from 'antd';
import React from 'react';

const isHttpUrl = (value: unknown): value is string =>
  typeof value === 'string' && /^https?:\/\/\S+$/i.test(value.trim());

/**
 * The avatar as it will look, following the URL field of the surrounding form while it is typed.
 * Only http(s) addresses are shown, so a half-typed value is never fetched as a relative path.
 */
export default function AvatarPreview({ name = 'avatar', fallback }: { name?: string; fallback: string }) {
  const intl = useIntl();
  return (
    <ProFormDependency name={[name]}>
      {(values) => {
        const url = values[name];
        return (
          <Space direction="vertical" align="center" style={{ width: '100%' }} data-testid="avatar-preview">
            <Typography.Text type="secondary">
              {intl.formatMessage({ id: 'account.field.avatar.preview' })}
            </Typography.Text>
            <Avatar size={120} src={isHttpUrl(url) ? url.trim() : undefined}>
              {fallback.slice(0, 1).toUpperCase()}
            </Avatar>
          </Space>
        );
      }}
    </ProFormDependency>
  );
}
