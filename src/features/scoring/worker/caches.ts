/**
 * The names the referee's service worker (config/build/refereeWorker.ts) gives its caches, and the
 * logout's clean-up: the API answers it keeps (the current user, the board, sheets) are the
 * signed-in official's and go with the session.
 */
export const REFEREE_WORKER_FILE = 'referee-sw.js';
/** The web app manifest (public/), for adding the page to a tablet's home screen. */
export const REFEREE_MANIFEST_FILE = 'referee.webmanifest';
export const REFEREE_WORKER_SCOPE = '/Referee';
/** The app shell as the worker precaches it: the page's HTML, which the server gives any path. */
export const REFEREE_SHELL_URL = `${REFEREE_WORKER_SCOPE}?shell=1`;
export const REFEREE_API_CACHE = 'referee-api';
export const REFEREE_PAGE_CACHE = 'referee-pages';

/** The Cache Storage API, typed here: the server and the build read this module's names too. */
type WithCaches = { caches?: { delete(name: string): Promise<boolean> } };

export async function clearRefereeCaches() {
  await (globalThis as WithCaches).caches?.delete(REFEREE_API_CACHE);
}
