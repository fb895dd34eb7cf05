/** The exact paths of spec section 2, shared by the route-table unit test and the browser tests. */
const range = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`);

/** Spec section 2, row by row (route parameters filled in with a sample value). */
export const SPEC_PATHS = [
  '/About',
  '/About/Contact0',
  ...range('/About/Feature', 1, 5),
  '/account/center',
  '/account/center/edit',
  '/account/Evpi',
  '/account/Login',
  '/account/Register',
  '/account/reviserPwd',
  '/account/settings',
  '/account/Team',
  '/account/Team/Add',
  '/account/Team/Attendance',
  '/account/Team/attendance_info',
  '/account/Team/basic',
  '/account/Team/Edit',
  '/account/Team/Create/1',
  '/Admin',
  '/database/list',
  '/database/listMD',
  '/EnrollFor',
  '/EnrollFor/1',
  ...[
    'Banner1',
    'Banner5',
    'Content4',
    'Content5',
    'Content12',
    'Feature6',
    'Footer0',
    'Nav3',
    'data.source',
  ].map((f) => `/Home/${f}`),
  '/',
  '/Journal',
  '/MATE',
  '/MATE/Feature50',
  '/MATE/Feature51',
  '/News',
  '/News/1',
  '/Note',
  '/Note/Contact0',
  '/Note/Feature1',
  ...range('/Note/Feature', 20, 23),
  '/Rule',
  '/Rule/Contact0',
  ...range('/Rule/Feature', 1, 9),
  '/Science',
  ...['InterPeriodical', 'Mate', 'Material', 'Material/CoverBox', 'Others', 'Urc', 'Video', 'Wonderful'].map(
    (t) => `/Trivia/${t}`,
  ),
  '/Welcome',
];

/** The spec's paths that need a signed-in user (account area, enrolment) or an admin. */
export const SIGNED_IN_SPEC_PATHS = SPEC_PATHS.filter(
  (p) => /^\/(account|EnrollFor|Admin)/.test(p) && !/^\/account\/(Login|Register)$/.test(p),
);

export const PUBLIC_SPEC_PATHS = SPEC_PATHS.filter((p) => !SIGNED_IN_SPEC_PATHS.includes(p));

/** Pages beyond the spec's table, each with the component that renders it (issue 30 added them). */
export const EXTENSIONS: [path: string, component: string][] = [
  ['/Referee', './Referee'],
  ['/Results', './Results'],
  ['/Results/7', './Results/Phase'],
];
