import React, { Suspense, forwardRef, lazy, startTransition, useEffect, useState } from 'react';
import { isHydrating } from '@/ssr/hydration';
import { isServer } from '@/ssr/serverRequest';

/**
 * A part of an antd component that loads when a page first renders it (config/build/antdParts.ts). Until
 * then the part renders `fallback`: nothing, or for a tooltip its trigger, so the page around it never
 * waits. A part that cannot be fetched (offline, or a build replaced in the meantime) keeps showing
 * its fallback for the rest of the visit rather than failing the page.
 */
export function deferred<P extends object>(
  load: () => Promise<{ default: React.ComponentType<P> }>,
  fallback: (props: P) => React.ReactNode = () => null,
) {
  // Loosely typed inside: antd's parts take their props as they are, ref included.
  type Loose = React.ComponentType<Record<string, unknown>>;
  // Takes the ref the part would have had, and leaves it unset: there is nothing to point it at.
  const Unavailable = forwardRef<unknown, P>((props, _ref) => <>{fallback(props as P)}</>);
  const Part = lazy(
    () => load().catch(() => ({ default: Unavailable })) as unknown as Promise<{ default: Loose }>,
  );
  const Deferred = forwardRef<unknown, P>((props, ref) => {
    // The server's HTML shows the fallback, and so does the page the browser hydrates from it: a
    // part still loading there would hold its part of the page back from hydrating. The part
    // comes after, as a transition.
    const [wanted, setWanted] = useState(() => !isServer && !isHydrating());
    useEffect(() => {
      if (!wanted) startTransition(() => setWanted(true));
    }, [wanted]);
    if (!wanted) return <>{fallback(props as P)}</>;
    return (
      <Suspense fallback={fallback(props as P)}>
        <Part {...(props as Record<string, unknown>)} ref={ref} />
      </Suspense>
    );
  });
  Deferred.displayName = 'Deferred';
  return Deferred;
}
