/**
 * The names the referee's service worker (config/build/refereeWorker.ts) gives its caches, and the
 * logout's clean-up: the API answers it keeps (the current user, the board, sheets) are the
 * signed-in official's and go with the session.
 */
export const REFEREE_WORKER_FILE = 'referee-sw.js';
export const REFEREE_WORKER_SCOPE = '/Referee';
export const REFEREE_API_CACHE = 'referee-api';
export const REFEREE_PAGE_CACHE = 'referee-pages';

export async function clearRefereeCaches() {
  if (typeof caches === 'undefined') return;
  await caches.delete(REFEREE_API_CACHE);
}
