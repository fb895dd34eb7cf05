import type { MenuDataItem } from '@ant-design/pro-components';
import 'antd/dist/reset.css';
import type { RunTimeLayoutConfig } from '@umijs/max';
import { history, useIntl } from '@umijs/max';
import { ConfigProvider } from 'antd';
import React, { Suspense, lazy, startTransition } from 'react';
import type * as API from '@common/contract';
import defaultSettings, { type LayoutSettings } from '../config/defaultSettings';
import type { PortalRoute } from '../config/routes';
import { THEME } from '../config/theme';
import { startPageContent } from '@/features/content/earlyContent';
import Footer from './components/Footer';
import NotFound from './components/NotFoundLazy';
import { menuIcon } from './components/SiteLayout/icons';
import { siteGroupMenuRoutes } from './components/SiteLayout/menu';
import { fetchUserInfo, fetchUserInfoEarly, initialUserInfo } from '@/features/accounts/currentUser';
import { loadMessagesFor } from './locales/load';
import { hydratesRoot, hydrationEnded } from './ssr/hydration';
import { currentLocale, rememberLocale } from './utils/locale';
import { appPath, isAuthPath } from './utils/paths';

// Heavy and rarely needed: only admins and developers download the settings panel, and only a
// visitor who meets a 403 or 404 downloads the result pages and their illustrations.
const SettingsPanel = lazy(() => import('./components/SettingsPanel'));
const Unaccessible = lazy(() => import('./components/Unaccessible'));
// ProLayout's header parts load with ProLayout: public pages use the site layout instead.
const HeaderActions = lazy(() => import('./components/RightContent'));
const AvatarDropdown = lazy(() => import('./components/RightContent/AvatarDropdown'));
const AppWatchers = lazy(() => import('./components/AppWatchers'));
const MenuMore = lazy(() => import('./components/MenuMore'));

/** The top menu's "More" while its own entry (components/MenuMore) loads: never an unnamed one. */
function MoreWord() {
  return <>{useIntl().formatMessage({ id: 'layout.menu.more' })}</>;
}

/** ProLayout wraps only the account side; its menu also lists the site's pages (components/SiteLayout). */
const toMenuData = (route: PortalRoute): MenuDataItem => ({
  path: route.path,
  name: route.name,
  icon: menuIcon(route.menuIcon),
  hideInMenu: route.hideInMenu,
  ...(route.routes ? { children: route.routes.map(toMenuData) } : {}),
});
const siteMenuData = siteGroupMenuRoutes().map(toMenuData);

const isDev = process.env.NODE_ENV === 'development';

export interface InitialState {
  settings?: LayoutSettings;
  currentUser?: API.CurrentUser;
  loading?: boolean;
  fetchUserInfo?: () => Promise<API.CurrentUser | undefined>;
}

/**
 * Start-up state (spec section 4): the current user is fetched unless the page is login or
 * register; the layout shows a loading indicator until this resolves.
 */
export async function getInitialState(): Promise<InitialState> {
  const { pathname } = history.location;
  const state: InitialState = { fetchUserInfo, settings: defaultSettings };
  if (isAuthPath(pathname)) return state;
  return { ...state, currentUser: await initialUserInfo() };
}

// Toasts and notifications render outside the React tree: they take the theme from here.
ConfigProvider.config({ theme: THEME });

/** antd's theme for every page (config/theme.ts). */
export function rootContainer(container: React.ReactNode) {
  return <ConfigProvider theme={THEME}>{container}</ConfigProvider>;
}

/** The router base comes from the page when it names one (spec section 2). */
export const modifyContextOpts = (memo: Record<string, unknown>) => ({
  ...memo,
  basename: window.routerBase || '/',
});

/**
 * A site page comes rendered by the server (server/render/render-page.ts): the app hydrates it when it was
 * rendered in the language the app starts in, and renders anew otherwise.
 */
export const modifyClientRenderOpts = (memo: Record<string, unknown>) => ({
  ...memo,
  hydrate: hydratesRoot(currentLocale()),
});

/** Stored choice, then browser language, then zh-CN; an unsupported browser language lands on zh-CN. */
export const locale = { getLocale: currentLocale };

/**
 * Screen readers, spell checkers and fonts follow the document's language. (Right-to-left layout
 * is the locale plugin's: it gives antd's ConfigProvider the direction of the locale.)
 */
export function render(oldRender: () => void) {
  const lang = currentLocale();
  document.documentElement.lang = lang;
  rememberLocale(lang);
  if (!isAuthPath(history.location.pathname)) {
    fetchUserInfoEarly();
    startPageContent();
  }
  // Only this language's messages are downloaded, and their account and console parts only for a page
  // that speaks them; the app renders once they are in, in a task after the one that adds them (each is a long
  // task on a phone otherwise). The first render is a transition, so React renders it in slices and
  // the page answers a tap between them.
  const renderApp = () => startTransition(oldRender);
  loadMessagesFor(lang, appPath({ pathname: history.location.pathname, search: '' })).then(() =>
    setTimeout(renderApp),
  );
}

/**
 * A move to a page that speaks the account or console part starts its download at once, beside the
 * code of the page and of its wrappers (src/wrappers), which would otherwise ask for it only once
 * their own code is in.
 */
export function onRouteChange({ location, isFirst }: { location: { pathname: string }; isFirst?: boolean }) {
  loadMessagesFor(currentLocale(), location.pathname);
  if (!isFirst) hydrationEnded();
}

export const layout: RunTimeLayoutConfig = ({ initialState, setInitialState }) => {
  const currentUser = initialState?.currentUser;
  const showSettings = isDev || currentUser?.access === 'admin';
  return {
    actionsRender: () => [
      <Suspense key="actions" fallback={null}>
        <HeaderActions />
      </Suspense>,
    ],
    menuDataRender: (menuData) => [...siteMenuData, ...menuData],
    avatarProps: currentUser
      ? {
          src: currentUser.avatar || undefined,
          title: currentUser.nickname || currentUser.username,
          size: 'small',
          render: (_, avatar) => (
            <Suspense fallback={avatar}>
              <AvatarDropdown>{avatar}</AvatarDropdown>
            </Suspense>
          ),
        }
      : undefined,
    footerRender: () => <Footer />,
    unAccessible: (
      <Suspense fallback={null}>
        <Unaccessible />
      </Suspense>
    ),
    noFound: <NotFound />,
    menu: { locale: true },
    menuProps: {
      overflowedIndicator: (
        <Suspense fallback={<MoreWord />}>
          <MenuMore />
        </Suspense>
      ),
    },
    childrenRender: (children) => (
      <>
        {children}
        <Suspense fallback={null}>
          <AppWatchers uid={currentUser?.uid} />
        </Suspense>
        {showSettings && (
          <Suspense fallback={null}>
            <SettingsPanel
              settings={initialState?.settings ?? {}}
              onSettingChange={(settings) => setInitialState((s) => ({ ...s, settings }))}
            />
          </Suspense>
        )}
      </>
    ),
    ...initialState?.settings,
  };
};
