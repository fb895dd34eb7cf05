import React, { Suspense, lazy } from 'react';

// The 404 result and its illustration load only for a visitor who actually meets a missing page.
const NotFound = lazy(() => import('@/pages/404'));

export default function NotFoundLazy() {
  return (
    <Suspense fallback={null}>
      <NotFound />
    </Suspense>
  );
}
