import type { RunTimeLayoutConfig } from '@umijs/max';
import { history } from '@umijs/max';
import React, { Suspense, lazy } from 'react';
import defaultSettings, { type LayoutSettings } from '../config/defaultSettings';
import AppWatchers from './components/AppWatchers';
import Footer from './components/Footer';
import NotFound from './components/NotFoundLazy';
import HeaderActions from './components/RightContent';
import AvatarDropdown from './components/RightContent/AvatarDropdown';
import { fetchUserInfo } from './utils/currentUser';
import { currentLocale } from './utils/locale';
import { isAuthPath } from './utils/paths';

// Heavy and rarely needed: only admins and developers download the settings panel, and only a
// visitor who meets a 403 or 404 downloads the result pages and their illustrations.
const SettingsPanel = lazy(() => import('./components/SettingsPanel'));
const Unaccessible = lazy(() => import('./components/Unaccessible'));

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
  return { ...state, currentUser: await fetchUserInfo() };
}

/** The router base comes from the page when it names one (spec section 2). */
export const modifyContextOpts = (memo: Record<string, unknown>) => ({
  ...memo,
  basename: window.routerBase || '/',
});

/** Stored choice, then browser language, then zh-CN; an unsupported browser language lands on zh-CN. */
export const locale = { getLocale: currentLocale };

/**
 * Screen readers, spell checkers and fonts follow the document's language. (Right-to-left layout
 * is the locale plugin's: it gives antd's ConfigProvider the direction of the locale.)
 */
export function render(oldRender: () => void) {
  document.documentElement.lang = currentLocale();
  oldRender();
}

export const layout: RunTimeLayoutConfig = ({ initialState, setInitialState }) => {
  const currentUser = initialState?.currentUser;
  const showSettings = isDev || currentUser?.access === 'admin';
  return {
    actionsRender: () => [<HeaderActions key="actions" />],
    avatarProps: currentUser
      ? {
          src: currentUser.avatar || undefined,
          title: currentUser.nickname || currentUser.username,
          size: 'small',
          render: (_, avatar) => <AvatarDropdown>{avatar}</AvatarDropdown>,
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
    childrenRender: (children) => (
      <>
        {children}
        <AppWatchers />
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
