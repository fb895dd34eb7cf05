/**
 * Whether the browser hydrates the page's HTML the server rendered (server/render/render-page.ts) rather
 * than render the page anew. Only HTML rendered in the language the app starts in matches what the
 * app renders: other HTML is replaced at the first render.
 */
import { useSyncExternalStore } from 'react';
import type { Locale } from '@common/locales';

let hydrating = false;

export function hydratesRoot(locale: Locale): boolean {
  const root = document.getElementById('root');
  hydrating = !!root && root.dataset.renderedIn === locale && root.hasChildNodes();
  return hydrating;
}

/**
 * Whether the first page may still be hydrating: true from the start of a hydration until the first
 * move to another page. Components that would render differently from the server's HTML at first
 * (the start-up state's provider, antd's deferred parts) render as the server did meanwhile.
 */
export const isHydrating = () => hydrating;

/** The reader moved on: the first page was long hydrated, and new pages render in the browser. */
export function hydrationEnded() {
  hydrating = false;
}

const subscribeNever = () => () => {};
const unchanging = () => false;

/**
 * Whether the calling component is hydrating HTML the server rendered rather than mounting anew:
 * React asks a store for its server snapshot exactly then. Both snapshots are the same value, so
 * React has nothing to render again once the component has hydrated. Meaningful at mount only.
 */
export function useHydratingMount(): boolean {
  let hydrates = false;
  useSyncExternalStore(subscribeNever, unchanging, () => {
    hydrates = true;
    return false;
  });
  return hydrates;
}
