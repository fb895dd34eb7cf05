import { Link, Navigate, useIntl, useLocation, useModel } from '@umijs/max';
import { Button, Result } from 'antd';
import React from 'react';
import { loginPath } from '@/utils/paths';

/**
 * What a route the visitor may not see shows: an anonymous visitor is sent to login (and brought
 * back afterwards); a signed-in user without the right gets the 403 result.
 */
export default function Unaccessible() {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const { initialState } = useModel('@@initialState');
  if (!initialState?.currentUser) {
    return <Navigate replace to={`${loginPath}?${new URLSearchParams({ redirect: pathname + search })}`} />;
  }
  return (
    <Result
      status="403"
      title="403"
      subTitle={intl.formatMessage({ id: 'pages.403.subTitle' })}
      extra={
        <Link to="/">
          <Button type="primary">{intl.formatMessage({ id: 'pages.backHome' })}</Button>
        </Link>
      }
    />
  );
}
