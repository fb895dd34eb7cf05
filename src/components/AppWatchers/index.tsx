import { useIntl } from '@umijs/max';
import React, { useEffect } from 'react';
import { setAudience } from '@/features/events/audience';
import { notify } from '@/utils/feedback';
import { isNewVersionOut } from '@/utils/version';
import OfflineNotice from './OfflineNotice';

/** How often an open page asks whether a newer build is out. */
export const VERSION_CHECK_INTERVAL = 5 * 60 * 1000;
const UPDATE_KEY = 'app-update';

/**
 * The prompt's refresh action. antd's Button (with its colour helpers) loads only now that a build is
 * out; if the running build's files are already gone (a rebuild in place), a plain link reloads too.
 */
async function refreshAction(label: string): Promise<React.ReactNode> {
  try {
    const { Button } = await import(/* webpackExports: ["Button"] */ 'antd');
    return (
      <Button type="primary" size="small" onClick={() => window.location.reload()}>
        {label}
      </Button>
    );
  } catch {
    return <a href={window.location.href}>{label}</a>;
  }
}

/**
 * The offline notice and the new-version prompt (spec section 4): going offline shows a notice
 * until the connection is back; a newly deployed build makes the page offer a refresh. It also tells
 * the live events who is signed in (`uid`), so their stream opens again when that changes.
 */
export default function AppWatchers({ uid }: { uid?: number }) {
  const intl = useIntl();

  useEffect(() => setAudience(uid === undefined ? '' : String(uid)), [uid]);

  useEffect(() => {
    let prompted = false;
    const check = async () => {
      if (prompted || document.visibilityState === 'hidden' || !navigator.onLine) return;
      try {
        if (!(await isNewVersionOut(window.routerBase || '/'))) return;
      } catch {
        return; // An unreachable server is the offline notice's business, not this prompt's.
      }
      prompted = true;
      notify.info({
        key: UPDATE_KEY,
        duration: 0,
        message: intl.formatMessage({ id: 'app.update.title' }),
        description: intl.formatMessage({ id: 'app.update.description' }),
        actions: await refreshAction(intl.formatMessage({ id: 'app.update.refresh' })),
      });
    };
    const timer = window.setInterval(check, VERSION_CHECK_INTERVAL);
    document.addEventListener('visibilitychange', check);
    window.addEventListener('focus', check);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('focus', check);
    };
  }, [intl]);

  return <OfflineNotice />;
}
