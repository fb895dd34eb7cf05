import { Link, useIntl, useSearchParams } from '@umijs/max';
import { Button, Descriptions, Result } from 'antd';
import React from 'react';

/** Where business errors with showType 9 land: `/exception?errorCode=…&errorMessage=…`. */
export default function ExceptionPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const errorCode = params.get('errorCode') || '-';
  const errorMessage = params.get('errorMessage') || intl.formatMessage({ id: 'request.error.retry' });
  return (
    <Result
      status="error"
      title={intl.formatMessage({ id: 'pages.exception.title' })}
      subTitle={errorMessage}
      extra={
        <Link to="/">
          <Button type="primary">{intl.formatMessage({ id: 'pages.backHome' })}</Button>
        </Link>
      }
    >
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={intl.formatMessage({ id: 'pages.exception.code' })}>
          <span data-testid="error-code">{errorCode}</span>
        </Descriptions.Item>
        <Descriptions.Item label={intl.formatMessage({ id: 'pages.exception.message' })}>
          <span data-testid="error-message">{errorMessage}</span>
        </Descriptions.Item>
      </Descriptions>
    </Result>
  );
}
