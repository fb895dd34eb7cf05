import { CloseOutlined, WarningFilled } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { theme } from 'antd';
import React, { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/**
 * Whether the browser says the connection is gone, from the events that tell it changed, and how
 * many times it went.
 */
function useOffline() {
  const [offline, setOffline] = useState(false);
  const [drops, setDrops] = useState(0);
  useEffect(() => {
    const off = () => {
      setOffline(true);
      setDrops((count) => count + 1);
    };
    const on = () => setOffline(false);
    if (!navigator.onLine) off();
    window.addEventListener('offline', off);
    window.addEventListener('online', on);
    return () => {
      window.removeEventListener('offline', off);
      window.removeEventListener('online', on);
    };
  }, []);
  return { offline, drops };
}

/**
 * The offline notice (spec section 4): from the moment the connection drops until it is back, or the
 * reader closes it. It is drawn here, with the theme's tokens, rather than as an antd notification
 * because it must show when the network is gone, when no code can be fetched any more: antd's
 * notification code (about 20 KB compressed) would have had to be downloaded ahead on every visit for
 * the few that go offline.
 *
 * It sits at the bottom of the window, clear of the header and of antd's notifications at the top,
 * in the document's body, so that no filter of the layout (weak colours) moves it. The live region is
 * there before the notice, so that screen readers announce it.
 */
export default function OfflineNotice() {
  const intl = useIntl();
  const { token } = theme.useToken();
  const { offline, drops } = useOffline();
  // The drop the reader closed the notice for: the next one shows it again.
  const [closedAt, setClosedAt] = useState<number>();
  // Only in the browser, after the page's first render, which is the server's.
  const [body, setBody] = useState<HTMLElement>();
  useEffect(() => setBody(document.body), []);
  if (!body) return null;
  const closeLabel = intl.formatMessage({ id: 'app.offline.close' });
  return createPortal(
    <div role="status">
      {offline && closedAt !== drops && (
        <div
          style={{
            position: 'fixed',
            bottom: token.marginLG,
            insetInlineStart: token.marginLG,
            zIndex: token.zIndexPopupBase + 1000,
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
          <div style={{ flex: 1 }}>
            <div style={{ fontSize: token.fontSizeLG, marginBottom: token.marginXS }}>
              {intl.formatMessage({ id: 'app.offline.title' })}
            </div>
            <div style={{ color: token.colorTextSecondary }}>
              {intl.formatMessage({ id: 'app.offline.description' })}
            </div>
          </div>
          <button
            type="button"
            aria-label={closeLabel}
            title={closeLabel}
            onClick={() => setClosedAt(drops)}
            style={{
              alignSelf: 'flex-start',
              padding: token.paddingXXS,
              color: token.colorIcon,
              background: 'none',
              border: 0,
              cursor: 'pointer',
            }}
          >
            <CloseOutlined aria-hidden />
          </button>
        </div>
      )}
    </div>,
    body,
  );
}
