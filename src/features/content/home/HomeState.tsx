import { useIntl } from '@umijs/max';
import { Card, Result, Skeleton } from 'antd';
import React from 'react';

/** While the home content loads: the page's shape; if it could not load: a plain notice. */
export default function HomeState({ loading }: { loading: boolean }) {
  const intl = useIntl();
  if (loading) {
    return (
      <Card variant="borderless" aria-busy="true">
        <Skeleton active title paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  // The request module has already said what went wrong.
  return <Result status="warning" title={intl.formatMessage({ id: 'home.failed' })} />;
}
