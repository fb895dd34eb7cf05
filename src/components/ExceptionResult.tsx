import { Link, useIntl } from '@umijs/max';
import { Button, Result } from 'antd';
import React from 'react';

type Status = '403' | '404' | '500';

/** The 403, 404 and 500 results, with a way home; `subTitle` says what exactly is missing or refused. */
export default function ExceptionResult({
  status,
  subTitle,
  children,
}: {
  status: Status;
  subTitle?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const intl = useIntl();
  return (
    <Result
      status={status}
      title={status}
      subTitle={subTitle ?? intl.formatMessage({ id: `pages.${status}.subTitle` })}
      extra={
        <Link to="/">
          <Button type="primary">{intl.formatMessage({ id: 'pages.backHome' })}</Button>
        </Link>
      }
    >
      {children}
    </Result>
  );
}
