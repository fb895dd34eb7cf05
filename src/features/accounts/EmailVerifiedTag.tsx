import { CheckCircleOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Tag } from 'antd';
import React from 'react';

/**
 * Whether an account's email is verified: a word and an icon, not colour alone. A palette colour, not
 * antd's `success`, whose bright text is 2.2:1 on its pale background (see features/teams/Tags.tsx).
 */
export default function EmailVerifiedTag({ verified }: { verified: boolean }) {
  const intl = useIntl();
  return verified ? (
    <Tag color="green" icon={<CheckCircleOutlined />} data-testid="email-verified">
      {intl.formatMessage({ id: 'account.email.verified' })}
    </Tag>
  ) : (
    <Tag color="gold" icon={<ExclamationCircleOutlined />} data-testid="email-unverified">
      {intl.formatMessage({ id: 'account.email.unverified' })}
    </Tag>
  );
}
