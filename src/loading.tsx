import { Spin } from 'antd';
import React from 'react';

/** Spec section 9: the loader shows only when loading takes longer than 200 ms. */
export const LOADER_DELAY = 200;

export default function Loading() {
  return (
    <div style={{ padding: 48, textAlign: 'center' }} data-testid="page-loading">
      <Spin size="large" delay={LOADER_DELAY} />
    </div>
  );
}
