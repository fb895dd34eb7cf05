/**
 * Registers the referee's service worker, from the /Referee page only (this module is in its chunk):
 * no public page downloads workbox-window or installs the worker. Not under `umi dev`, which builds
 * no worker.
 */
import { Workbox } from 'workbox-window';
import { REFEREE_MANIFEST_FILE, REFEREE_WORKER_FILE, REFEREE_WORKER_SCOPE } from './caches';

/** The GETs the page starts with, asked as the request module asks them (src/utils/http.ts). */
const START_CALLS = ['/api/user/currentUser', '/api/scoring/board'];

const warmApiCache = () =>
  Promise.all(
    START_CALLS.map((url) =>
      fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' }).catch(
        () => undefined,
      ),
    ),
  );

export async function registerRefereeWorker() {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  try {
    const workbox = new Workbox(`/${REFEREE_WORKER_FILE}`, { scope: REFEREE_WORKER_SCOPE });
    // The page's first GETs went out before the worker controlled it: asked again through the
    // worker, the answers are in its cache, so the very next start can be offline.
    workbox.addEventListener('controlling', () => void warmApiCache());
    await workbox.register();
    if (navigator.serviceWorker.controller) void warmApiCache();
  } catch {
    // Without the worker the page still works online; the outbox (IndexedDB) keeps entries either way.
  }
}

/**
 * Names the web app manifest while /Referee is open, so a tablet can add the page to its home
 * screen and open it full screen; no other page offers that.
 */
export function linkManifest(): () => void {
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = `/${REFEREE_MANIFEST_FILE}`;
  document.head.appendChild(link);
  return () => link.remove();
}
