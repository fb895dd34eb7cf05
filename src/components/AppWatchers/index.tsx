import { WarningFilled } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { theme } from 'antd';
import React, { useEffect, useState } from 'react';
import { notify } from '@/utils/feedback';
import { isNewVersionOut } from '@/utils/version';

/** How often an open page asks whether a newer build is out. */
export const VERSION_CHECK_INTERVAL = 5 * 60 * 1000;
const UPDATE_KEY = 'app-update';

/**
 * The offline notice, where antd's notifications show, drawn with the theme's tokens. It is part of
 * this module rather than an antd notification because it must show when the network is gone, when
 * no code can be fetched any more: antd's notification code (about 20 KB compressed) would have had
 * to be downloaded ahead on every visit for the few that go offline.
 */
function OfflineNotice() {
  const intl = useIntl();
  const { token } = theme.useToken();
  return (
    <div
      style={{
        position: 'fixed',
        top: token.marginLG,
        insetInlineEnd: token.marginLG,
        zIndex: token.zIndexPopupBase + 10,
        width: `min(384px, calc(100vw - ${2 * token.marginLG}px))`,
        display: 'flex',
        gap: token.marginSM,
        padding: `${token.paddingMD}px ${token.paddingLG}px`,
        background: token.colorBgElevated,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadow,
        color: token.colorText,
      }}
    >
      <WarningFilled
        aria-hidden
        style={{ alignSelf: 'flex-start', color: token.colorWarning, fontSize: 24, lineHeight: 1 }}
      />
      <div>
        <div style={{ fontSize: token.fontSizeLG, marginBottom: token.marginXS }}>
          {intl.formatMessage({ id: 'app.offline.title' })}
        </div>
        <div style={{ color: token.colorTextSecondary }}>
          {intl.formatMessage({ id: 'app.offline.description' })}
        </div>
      </div>
    </div>
  );
}

/** Whether the browser says the connection is gone, from the events that tell it changed. */
function useOffline() {
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const off = () => setOffline(true);
    const on = () => setOffline(false);
    if (!navigator.onLine) off();
    window.addEventListener('offline', off);
    window.addEventListener('online', on);
    return () => {
      window.removeEventListener('offline', off);
      window.removeEventListener('online', on);
    };
  }, []);
  return offline;
}

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
 * until the connection is back; a newly deployed build makes the page offer a refresh.
 */
export default function AppWatchers() {
  const intl = useIntl();
  const offline = useOffline();

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

  // The live region is there before the notice, so that screen readers announce the notice.
  return <div role="status">{offline && <OfflineNotice />}</div>;
}
