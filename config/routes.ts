/**
 * The route table of spec section 2. Every path is exact and case-sensitive: `/About` renders,
 * `/about` falls through to the 404 page. `name` drives the menu and the page title
 * (`menu.<name>` in the locale files); sub-sections are reachable by path but hidden from the menu.
 *
 * `access` keys come from src/access.ts: `canUser` needs a session, `canAdmin` needs access === 'admin',
 * `canScore` an official of some competition (or an admin).
 */
import type { LaterMessagePart } from '../common/route-preload';

export interface PortalRoute {
  path: string;
  name?: string;
  component?: string;
  redirect?: string;
  access?: 'canUser' | 'canAdmin' | 'canScore';
  /** Outside ProLayout: set on the site group (see below). */
  layout?: false;
  hideInMenu?: boolean;
  caseSensitive?: boolean;
  /**
   * The menu's icon (src/components/SiteLayout/icons.tsx). Not `icon`: Umi's layout plugin would turn
   * that into an element of its own copy of @ant-design/icons 4, which brings lodash along, in every
   * visitor's first download; both menus draw the icon themselves.
   */
  menuIcon?: string;
  /** Umi's route wrappers: here only those that load a part of the messages (below). */
  wrappers?: string[];
  routes?: PortalRoute[];
}

/**
 * The pages that speak the account part of the messages (the account area, enrolment, the admin
 * console) render inside this wrapper, which loads that part and the sign-in page's first
 * (src/locales/load.ts): their forms share its field rules.
 */
export const ACCOUNT_MESSAGES_WRAPPER = '@/wrappers/accountMessages';
const speaksAccount = (route: PortalRoute): PortalRoute => ({
  ...route,
  wrappers: [ACCOUNT_MESSAGES_WRAPPER],
});

/** The sign-in page speaks a part of its own, and no more: a visitor's page, it downloads little. */
export const SIGN_IN_MESSAGES_WRAPPER = '@/wrappers/signInMessages';

/** The admin console's own words, a part of their own that no other page downloads. */
export const ADMIN_MESSAGES_WRAPPER = '@/wrappers/adminMessages';
const speakAccount = (list: PortalRoute[]) => list.map(speaksAccount);

const section = (area: string, ids: string[], component: string, access?: PortalRoute['access']) =>
  ids.map((id): PortalRoute => ({
    path: `/${area}/${id}`,
    name: `${area.toLowerCase().replace(/\//g, '.')}.${id.toLowerCase().replace('.', '-')}`,
    component,
    hideInMenu: true,
    ...(access ? { access } : {}),
  }));

/**
 * A section an admin adds after the spec's ones (`/Rule/venue-change`) has its own page too: the
 * area's section page, which shows the 404 page for a slug the area does not have.
 */
const anySection = (area: string, component: string): PortalRoute => ({
  path: `/${area}/:slug`,
  component,
  hideInMenu: true,
});

const range = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`);

/**
 * What a visitor reads: public pages, login and register. They render in the light site layout
 * (src/components/SiteLayout), not in ProLayout, so a visitor's phone downloads and runs neither
 * ProLayout nor the ProComponents provider (issue 9).
 */
const siteRoutes: PortalRoute[] = [
  { path: '/', name: 'home', component: './Home', menuIcon: 'home' },
  { path: '/Welcome', name: 'welcome', component: './Welcome', hideInMenu: true },
  ...section(
    'Home',
    ['Banner1', 'Banner5', 'Content4', 'Content5', 'Content12', 'Feature6', 'Footer0', 'Nav3', 'data.source'],
    './Home/Fragment',
  ),
  { path: '/About', name: 'about', component: './About' },
  ...section('About', ['Contact0', ...range('Feature', 1, 5)], './About/Section'),
  anySection('About', './About/Section'),
  { path: '/Rule', name: 'rule', component: './Rule' },
  ...section('Rule', ['Contact0', ...range('Feature', 1, 9)], './Rule/Section'),
  anySection('Rule', './Rule/Section'),
  { path: '/Note', name: 'note', component: './Note' },
  ...section('Note', ['Contact0', 'Feature1', ...range('Feature', 20, 23)], './Note/Section'),
  anySection('Note', './Note/Section'),
  { path: '/News', name: 'news', component: './News' },
  { path: '/News/:id', name: 'news.detail', component: './News/Detail', hideInMenu: true },
  // Not in the spec's table (issue 30): the public rankings, server-rendered like the news.
  // In the footer, not the menu: the spec's menu row is full (in pt-BR it would no longer fit a wide screen).
  { path: '/Results', name: 'results', component: './Results', hideInMenu: true },
  { path: '/Results/:phaseId', name: 'results.phase', component: './Results/Phase', hideInMenu: true },
  { path: '/Journal', name: 'journal', component: './Journal' },
  { path: '/Science', name: 'science', component: './Science' },
  {
    path: '/Trivia',
    name: 'trivia',
    routes: [
      { path: '/Trivia', redirect: '/Trivia/Material' },
      { path: '/Trivia/Material', name: 'material', component: './Trivia/Material' },
      {
        path: '/Trivia/Material/CoverBox',
        name: 'material.coverbox',
        component: './Trivia/Material/CoverBox',
        hideInMenu: true,
      },
      { path: '/Trivia/InterPeriodical', name: 'interperiodical', component: './Trivia/InterPeriodical' },
      { path: '/Trivia/Mate', name: 'mate', component: './Trivia/Mate' },
      { path: '/Trivia/Urc', name: 'urc', component: './Trivia/Urc' },
      { path: '/Trivia/Video', name: 'video', component: './Trivia/Video' },
      { path: '/Trivia/Wonderful', name: 'wonderful', component: './Trivia/Wonderful' },
      { path: '/Trivia/Others', name: 'others', component: './Trivia/Others' },
    ],
  },
  { path: '/MATE', name: 'mate', component: './MATE' },
  ...section('MATE', ['Feature50', 'Feature51'], './MATE/Section'),
  anySection('MATE', './MATE/Section'),
  {
    path: '/database',
    name: 'database',
    routes: [
      { path: '/database', redirect: '/database/list' },
      { path: '/database/list', name: 'list', component: './database/list' },
      { path: '/database/listMD', name: 'listmd', component: './database/listMD' },
    ],
  },
  // The table capitalises Login and Register; the 401 redirect and start-up logic use lowercase.
  // Both casings reach the same page (see README).
  ...['/account/Login', '/account/login'].map((path): PortalRoute => ({
    path,
    name: 'account.login',
    component: './account/Login',
    hideInMenu: true,
    wrappers: [SIGN_IN_MESSAGES_WRAPPER],
  })),
  ...speakAccount([
    {
      path: '/account/Register',
      name: 'account.register',
      component: './account/Register',
      hideInMenu: true,
    },
    {
      path: '/account/register',
      name: 'account.register',
      component: './account/Register',
      hideInMenu: true,
    },
    // The links in account mail (server/features/accounts/account-mail.ts) open these.
    {
      path: '/account/ForgotPassword',
      name: 'account.forgotpassword',
      component: './account/ForgotPassword',
      hideInMenu: true,
    },
    {
      path: '/account/ResetPassword',
      name: 'account.resetpassword',
      component: './account/ResetPassword',
      hideInMenu: true,
    },
    {
      path: '/account/VerifyEmail',
      name: 'account.verifyemail',
      component: './account/VerifyEmail',
      hideInMenu: true,
    },
    {
      path: '/account/RevertEmail',
      name: 'account.revertemail',
      component: './account/RevertEmail',
      hideInMenu: true,
    },
  ]),
  // Any other path: the 404 page, in the site's layout so that the server renders it too (its answer
  // is a 404 with the page's text, server/page-status.ts). The router ranks it below every other route.
  { path: '/*', component: './404', hideInMenu: true },
];

/** The account area, enrolment and the admin console, in ProLayout (the layout plugin). */
const appRoutes: PortalRoute[] = [
  speaksAccount({ path: '/EnrollFor', name: 'enrollfor', component: './EnrollFor', access: 'canUser' }),
  speaksAccount({
    path: '/EnrollFor/:id',
    name: 'enrollfor.detail',
    component: './EnrollFor/Detail',
    access: 'canUser',
    hideInMenu: true,
  }),
  // Beyond the spec's table (issue 30): the officials' scoring tablet, which works offline.
  speaksAccount({
    path: '/Referee',
    name: 'referee',
    component: './Referee',
    access: 'canScore',
    menuIcon: 'scoring',
  }),
  {
    path: '/account',
    name: 'account',
    hideInMenu: true,
    routes: speakAccount([
      { path: '/account/center', name: 'center', component: './account/center', access: 'canUser' },
      {
        path: '/account/center/edit',
        name: 'center.edit',
        component: './account/center/edit',
        access: 'canUser',
      },
      { path: '/account/Evpi', name: 'evpi', component: './account/Evpi', access: 'canUser' },
      {
        path: '/account/reviserPwd',
        name: 'reviserpwd',
        component: './account/reviserPwd',
        access: 'canUser',
      },
      { path: '/account/settings', name: 'settings', component: './account/settings', access: 'canUser' },
      { path: '/account/Team', name: 'team', component: './account/Team', access: 'canUser' },
      { path: '/account/Team/Add', name: 'team.add', component: './account/Team/Add', access: 'canUser' },
      {
        path: '/account/Team/Attendance',
        name: 'team.attendance',
        component: './account/Team/Attendance',
        access: 'canUser',
      },
      {
        path: '/account/Team/attendance_info',
        name: 'team.attendance-info',
        component: './account/Team/attendance_info',
        access: 'canUser',
      },
      {
        path: '/account/Team/basic',
        name: 'team.basic',
        component: './account/Team/basic',
        access: 'canUser',
      },
      { path: '/account/Team/Edit', name: 'team.edit', component: './account/Team/Edit', access: 'canUser' },
      {
        path: '/account/Team/Simulation',
        name: 'team.simulation',
        component: './account/Team/Simulation',
        access: 'canUser',
      },
      {
        path: '/account/Team/Create/:id',
        name: 'team.create',
        component: './account/Team/Create',
        access: 'canUser',
      },
    ]),
  },
  {
    path: '/Admin',
    name: 'admin',
    component: './Admin',
    access: 'canAdmin',
    menuIcon: 'crown',
    wrappers: [ACCOUNT_MESSAGES_WRAPPER, ADMIN_MESSAGES_WRAPPER],
  },
  { path: '/exception', name: 'exception', component: './exception', hideInMenu: true },
  { path: '/exception/403', name: 'exception.403', component: './exception/403', hideInMenu: true },
  { path: '/exception/404', name: 'exception.404', component: './exception/404', hideInMenu: true },
  { path: '/exception/500', name: 'exception.500', component: './exception/500', hideInMenu: true },
  { path: '/404', name: '404', component: './404', hideInMenu: true },
  // Development only: click through each branch of the error catalogue against mock/catalogue.ts.
  ...(process.env.NODE_ENV === 'development'
    ? [{ path: '/dev/catalogue', name: 'dev.catalogue', component: './dev/catalogue', hideInMenu: true }]
    : []),
];

const routes: PortalRoute[] = [
  { path: '/', component: '@/components/SiteLayout', layout: false, routes: siteRoutes },
  ...appRoutes,
];

/** Every route matches case-sensitively (spec section 2), children included. */
const caseSensitive = (list: PortalRoute[]): PortalRoute[] =>
  list.map((r) => ({ ...r, caseSensitive: true, ...(r.routes ? { routes: caseSensitive(r.routes) } : {}) }));

/** Every route of a table, groups and their children alike, in order. */
export const flatRoutes = (list: PortalRoute[]): PortalRoute[] =>
  list.flatMap((r) => [r, ...(r.routes ? flatRoutes(r.routes) : [])]);

const table = caseSensitive(routes);

const pathsWrappedIn = (wrapper: string) =>
  flatRoutes(table)
    .filter((route) => route.wrappers?.includes(wrapper))
    .map((route) => route.path);

/**
 * The paths of the pages that speak each later part of the messages, as the router matches them: the
 * app loads the part at start or on the move there (src/locales/load.ts), the server preloads it.
 */
export const MESSAGE_PART_PATHS: Record<LaterMessagePart, string[]> = {
  signIn: [...pathsWrappedIn(SIGN_IN_MESSAGES_WRAPPER), ...pathsWrappedIn(ACCOUNT_MESSAGES_WRAPPER)],
  account: pathsWrappedIn(ACCOUNT_MESSAGES_WRAPPER),
  admin: pathsWrappedIn(ADMIN_MESSAGES_WRAPPER),
};

const serverRendered = flatRoutes(table[0].routes ?? []).filter((route) => route.component);

/** The pages the server renders (server/render/render-page.ts): those of the site layout, redirects aside. */
export const SERVER_RENDERED_PATHS = serverRendered.map((route) => route.path);

/** The sign-in page's paths: its HTML names the sign-in form's antd sheet (config/build/antdStyles.ts). */
export const SIGN_IN_PATHS = flatRoutes(table)
  .filter((route) => route.component === './account/Login')
  .map((route) => route.path);

/** Their components (`./News/Detail`): the server bundle holds no other page (config/build/serverRender.ts). */
export const SERVER_RENDERED_COMPONENTS = [...new Set(serverRendered.map((route) => route.component!))];

export default table;
