import { Link, useIntl } from '@umijs/max';
import { Button, Result } from 'antd';
import React from 'react';
import type * as API from '@common/contract';

/** Shown instead of the sign-in form to someone who is already signed in. */
export default function SignedIn({ user }: { user: API.CurrentUser }) {
  const intl = useIntl();
  return (
    <Result
      status="success"
      title={intl.formatMessage({ id: 'account.login.signedIn' }, { name: user.nickname || user.username })}
      extra={[
        <Link key="home" to="/">
          <Button type="primary">{intl.formatMessage({ id: 'pages.backHome' })}</Button>
        </Link>,
        <Link key="center" to="/account/center">
          <Button>{intl.formatMessage({ id: 'menu.account.center' })}</Button>
        </Link>,
      ]}
    />
  );
}
