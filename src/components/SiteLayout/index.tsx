import { MenuOutlined } from '@ant-design/icons';
import {
  Helmet,
  Link,
  Outlet,
  useAccess,
  useIntl,
  useLocation,
  useModel,
  useSelectedRoutes,
} from '@umijs/max';
import { ConfigProvider, theme } from 'antd';
import React, { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import defaultSettings from '../../../config/defaultSettings';
import Footer from '@/components/Footer';
import LanguagePicker from '@/components/RightContent/LanguagePicker';
import { loginPath } from '@/utils/paths';
import { useFolded } from '@/utils/useFolded';
import { alwaysFolded, neededRowWidth } from './fold';
import { menuIcon } from './icons';
import styles from './index.less';
import { activeEntry, siteMenu, type MenuEntry } from './menu';

// A visitor's first page needs none of these: they load when they show.
const SignedIn = lazy(() => import('@/components/RightContent/SignedIn'));
const AppWatchers = lazy(() => import('@/components/AppWatchers'));
const SettingsPanel = lazy(() => import('@/components/SettingsPanel'));

/** The route's own title (`menu.<names>`), the way ProLayout titles its pages. */
function useRouteTitle(): string | undefined {
  const intl = useIntl();
  const names = useSelectedRoutes()
    .map((match) => (match.route as { name?: string }).name)
    .filter(Boolean);
  if (!names.length) return undefined;
  const id = `menu.${names.join('.')}`;
  return intl.messages[id] ? intl.formatMessage({ id }) : undefined;
}

function MenuItem({ entry, active }: { entry: MenuEntry; active: boolean }) {
  const intl = useIntl();
  const label = (
    <>
      {menuIcon(entry.icon)}
      {intl.formatMessage({ id: entry.labelId })}
    </>
  );
  if (!entry.children) {
    return (
      <li className={active ? styles.active : undefined}>
        <Link to={entry.path} aria-current={active ? 'page' : undefined}>
          {label}
        </Link>
      </li>
    );
  }
  // A group opens on hover or keyboard focus (wide screens) and lists its pages (phones).
  return (
    <li className={`${styles.group} ${active ? styles.active : ''}`}>
      <Link to={entry.children[0].path} aria-current={active ? 'true' : undefined}>
        {label}
      </Link>
      <ul>
        {entry.children.map((child) => (
          <li key={child.path}>
            <Link to={child.path}>{intl.formatMessage({ id: child.labelId })}</Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The layout of the pages a visitor reads (the site group of config/routes.ts): ProLayout's top
 * layout drawn with plain elements and the theme's tokens, so that a phone on a slow network gets a
 * first page without ProLayout, ProComponents or menu code. It follows the layout settings the
 * settings panel changes (colour, dark theme, fixed header, content width, weak colours).
 */
export default function SiteLayout() {
  const intl = useIntl();
  const access = useAccess();
  const { pathname } = useLocation();
  const { initialState, setInitialState } = useModel('@@initialState');
  const settings = { ...defaultSettings, ...initialState?.settings };
  const { token } = theme.useToken();
  const [menuOpen, setMenuOpen] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  const routeTitle = useRouteTitle();
  const siteTitle = intl.formatMessage({ id: 'app.title' });
  const currentUser = initialState?.currentUser;
  const showSettings = process.env.NODE_ENV === 'development' || currentUser?.access === 'admin';

  const menu = useMemo(() => siteMenu(access), [access]);
  const active = activeEntry(menu, pathname);
  useEffect(() => setMenuOpen(false), [pathname]);
  // The menu folds behind its button where its row does not fit; a window too narrow for any row (a
  // phone) has it folded by the style, from the server's HTML on (index.less).
  const signature = `${intl.locale}:${menu.length}:${currentUser?.uid ?? ''}`;
  const folded = useFolded(bar, signature, neededRowWidth, alwaysFolded);

  const colours = {
    '--site-primary': token.colorLink,
    '--site-primary-hover': token.colorLinkHover,
    '--site-text': token.colorText,
    '--site-text-secondary': token.colorTextSecondary,
    '--site-header-bg': token.colorBgContainer,
    '--site-bg': token.colorBgLayout,
    '--site-split': token.colorSplit,
    '--site-hover': token.colorFillTertiary,
  } as React.CSSProperties;

  const layout = (
    <div
      className={[
        styles.site,
        settings.fixedHeader ? styles.fixedHeader : '',
        settings.contentWidth === 'Fixed' ? styles.fixedWidth : '',
        settings.colorWeak ? styles.weak : '',
        folded ? styles.folded : '',
      ].join(' ')}
      style={colours}
    >
      <Helmet>
        <title>{routeTitle ? `${routeTitle} - ${siteTitle}` : siteTitle}</title>
      </Helmet>
      <header className={styles.header}>
        <div className={styles.bar} ref={bar}>
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            aria-label={intl.formatMessage({ id: 'layout.menu' })}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MenuOutlined aria-hidden />
          </button>
          <Link to="/" className={styles.brand} data-row-part>
            <img src={settings.logo} alt="" width={32} height={32} />
            {/* The layout setting's title, as ProLayout shows it: the competition's Chinese name. */}
            <span className={styles.title} lang="zh-CN">
              {settings.title}
            </span>
          </Link>
          <nav
            data-row-part
            id="site-menu"
            className={`${styles.nav} ${menuOpen ? styles.open : ''}`}
            aria-label={intl.formatMessage({ id: 'layout.menu.main' })}
          >
            <ul>
              {menu.map((entry) => (
                <MenuItem key={entry.path} entry={entry} active={entry === active} />
              ))}
            </ul>
          </nav>
          <div className={styles.actions} data-row-part>
            {currentUser ? (
              <Suspense fallback={null}>
                <SignedIn />
              </Suspense>
            ) : (
              <Link to={loginPath} className={styles.login}>
                {intl.formatMessage({ id: 'layout.login' })}
              </Link>
            )}
            <LanguagePicker />
          </div>
        </div>
      </header>
      <main className={styles.content}>
        <Outlet />
      </main>
      <Footer />
      <Suspense fallback={null}>
        <AppWatchers uid={currentUser?.uid} />
        {showSettings && (
          <SettingsPanel
            settings={initialState?.settings ?? {}}
            onSettingChange={(next) => setInitialState((state) => ({ ...state, settings: next }))}
          />
        )}
      </Suspense>
    </div>
  );

  // Only a changed colour or the dark theme needs a theme of its own; the default is the app's.
  const themed = settings.colorPrimary !== defaultSettings.colorPrimary || settings.navTheme === 'realDark';
  if (!themed) return layout;
  return (
    <ConfigProvider
      theme={{
        token: { colorPrimary: settings.colorPrimary, colorLink: settings.colorPrimary },
        ...(settings.navTheme === 'realDark' ? { algorithm: theme.darkAlgorithm } : {}),
      }}
    >
      {layout}
    </ConfigProvider>
  );
}
