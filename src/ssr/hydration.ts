/**
 * Whether the browser hydrates the page's HTML the server rendered (server/render-page.ts) rather
 * than render the page anew. Only HTML rendered in the language the app starts in matches what the
 * app renders: other HTML is replaced at the first render.
 */
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
