import { useIntl } from '@umijs/max';
import { Empty, Result, Skeleton } from 'antd';
import React from 'react';
import type { Loaded } from '@/features/content/useContent';

interface Props {
  /** The loads the content below depends on; it shows once all of them have answered. */
  loads: Loaded<unknown>[];
  /** Nothing to show once loaded (no item published yet, or none matches). */
  empty?: boolean;
  emptyText?: React.ReactNode;
  children: React.ReactNode;
}

/**
 * What a library page shows while its content loads, when a load failed (the request module has
 * already said why; this says the part is missing) and when there is nothing to show.
 */
export default function LoadState({ loads, empty, emptyText, children }: Props) {
  const intl = useIntl();
  // A reload (another locale) keeps the previous answer on screen until the new one arrives.
  if (loads.some((load) => load.loading && load.data === undefined)) {
    return <Skeleton active paragraph={{ rows: 6 }} />;
  }
  if (loads.some((load) => load.failed)) {
    return <Result status="warning" title={intl.formatMessage({ id: 'library.failed' })} />;
  }
  if (empty) return <Empty description={emptyText ?? intl.formatMessage({ id: 'library.empty' })} />;
  return <>{children}</>;
}
