import { INTL_WARMUP_FILE, PUBLIC_PATH } from '@common/assets';

/**
 * Starts the worker that builds the browser's locale data (public/intl-warmup.js) while the page's
 * code loads: the pages show dates and figures in the reader's language as they first render, and the
 * first of them held the main thread for the browser's whole locale listing. A page the server
 * rendered started it from its loader already (server/render-page.ts), earlier than the app can.
 */
export function warmIntlOffMainThread(locale: string): void {
  if (typeof Worker !== 'function' || document.getElementById('root')?.dataset.renderedIn) return;
  try {
    // eslint-disable-next-line no-new -- the worker closes itself; nothing is said to it
    new Worker(`${PUBLIC_PATH}${INTL_WARMUP_FILE}`, { name: locale });
  } catch {
    // A browser that refuses the worker formats on the main thread, as before.
  }
}
