import React, { Suspense, forwardRef, lazy } from 'react';

/**
 * A part of an antd component that loads when it first shows (config/antdParts.ts). Until then the
 * part renders `fallback`: nothing, or for a tooltip its trigger, so the page around it never waits.
 */
export function deferred<P extends object>(
  load: () => Promise<{ default: React.ComponentType<P> }>,
  fallback: (props: P) => React.ReactNode = () => null,
) {
  // Loosely typed inside: antd's parts take their props as they are, ref included.
  const Part = lazy(load as () => Promise<{ default: React.ComponentType<Record<string, unknown>> }>);
  const Deferred = forwardRef<unknown, P>((props, ref) => (
    <Suspense fallback={fallback(props as P)}>
      <Part {...(props as Record<string, unknown>)} ref={ref} />
    </Suspense>
  ));
  Deferred.displayName = 'Deferred';
  return Deferred;
}
