/**
 * The walk of every route of spec section 2 on a 390 × 844 phone (`routes.*.spec.ts`, one file per
 * reader's language so Playwright's two workers share them), and of a sample at desktop widths
 * (`routes.desktop.spec.ts`): axe-core's WCAG 2.1 A/AA rules find no serious or critical violation, the route renders (no 404 or 403, no script error) and the layout
 * holds (nothing wider than the screen or cut by its edge, no overlapping header cells, tab labels or
 * titles: see `layoutProblems`). Public pages are visited signed out; the account area, enrolment and
 * every tab of /Admin signed in as the admin; the team pages once more as the leader of a real team.
 *
 * Each reader has one browser context and moves between routes inside the app (no reloads), so the
 * walk costs a render and an axe run per route.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PUBLIC_SPEC_PATHS, SIGNED_IN_SPEC_PATHS } from '../specPaths';
import { LOCALES } from '../../common/locales';

/** Issue 30's pages beyond the spec: the public rankings, and the officials' Scoring tablet. */
const PUBLIC_EXTENSIONS = ['/Results'];
const SIGNED_IN_EXTENSIONS = ['/Referee'];
import { E2E_ADMIN } from './accounts';
import {
  axeViolations,
  countRequests,
  layoutProblems,
  openInApp,
  sampledPaths,
  settled,
  signIn,
} from './support';

const PHONE = { width: 390, height: 844 };

/** The tabs of /Admin other than the first, which /Admin itself shows. */
const ADMIN_TABS = [
  'activities',
  'phases',
  'members',
  'news',
  'materials',
  'about',
  'pages',
  'enrolments',
  'attendance',
  'simulation',
  'audit',
].map((tab) => `/Admin?tab=${tab}`);

/** The team pages, as their leader reaches them (`{team}` and `{competition}` filled in once known). */
const TEAM_LEADER_PATHS = [
  '/account/Team',
  '/account/Team/basic?id={team}',
  '/account/Team/Edit?id={team}',
  '/account/Team/attendance_info',
  '/account/Team/Attendance',
  '/account/Team/Simulation?id={team}',
  '/EnrollFor/{competition}',
];

interface Walker {
  page: Page;
  /** Script errors since the last check. */
  errors: string[];
}

async function openWalker(
  browser: Browser,
  locale: string,
  account?: { username: string; password: string },
  viewport = PHONE,
) {
  const context = await browser.newContext({ locale, viewport });
  await countRequests(context);
  if (account) await signIn(context.request, account.username, account.password);
  const page = await context.newPage();
  const walker: Walker = { page, errors: [] };
  page.on('pageerror', (e) => walker.errors.push(e.message));
  return walker;
}

/**
 * Opens `path` (the first one by loading the app) and checks what a phone reader gets there. With
 * `strict`, an axe violation of any impact fails, not only a serious or critical one.
 */
async function checkRoute({ page, errors }: Walker, path: string, strict = false) {
  if (page.url() === 'about:blank') await page.goto(path);
  else await openInApp(page, path);
  await settled(page);
  const url = new URL(page.url());
  expect(url.pathname + url.search, 'the route stays put').toBe(path);
  await expect(page.locator('.ant-result-404, .ant-result-403')).toHaveCount(0);
  expect.soft(errors.splice(0), 'script errors').toEqual([]);

  expect.soft(await layoutProblems(page), `layout on a ${page.viewportSize()?.width}-px screen`).toEqual([]);
  if (strict) expect.soft(await axeViolations(page), 'axe violations').toEqual([]);
  else {
    const serious = await axeViolations(page, ['serious', 'critical']);
    expect.soft(serious, 'serious or critical axe violations').toEqual([]);
  }
}

/** A student with a team of their own, made through the API. */
async function teamLeader(browser: Browser) {
  const context = await browser.newContext();
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const account = { username: `phone_${stamp}`, password: 'Harbour-Lights-2027!' };
  const registered = await context.request.post('/api/register', {
    data: { ...account, email: `${account.username}@example.org` },
  });
  expect((await registered.json()).code).toBe(200);
  await signIn(context.request, account.username, account.password);
  const competitions = await (await context.request.get('/api/competitions')).json();
  const competition: number = competitions.data.list[0].id;
  const created = await context.request.post('/api/teams', {
    data: {
      competitionId: competition,
      name: `Tide Pool Engineers ${stamp}`,
      organisation: 'Santos Marine Technical School',
      country: 'BR',
      description: 'Builds a tethered ROV for harbour inspection.',
    },
  });
  const team = await created.json();
  expect(team.code, JSON.stringify(team)).toBe(200);
  await context.close();
  return { account, team: team.data.id as number, competition };
}

/** A reader who walks `paths` in one browser context (`fill` completes a path once the data exists). */
function walk(
  title: string,
  paths: string[],
  open: (browser: Browser) => Promise<{ walker: Walker; fill?: (path: string) => string }>,
  strict = false,
) {
  test.describe(title, () => {
    const reader: { walker?: Walker; fill: (path: string) => string } = { fill: (path) => path };
    test.beforeAll(async ({ browser }) => {
      const { walker, fill } = await open(browser);
      Object.assign(reader, { walker, fill: fill ?? reader.fill });
    });
    test.afterAll(async () => reader.walker?.page.context().close());

    for (const path of paths) test(path, () => checkRoute(reader.walker!, reader.fill(path), strict));
  });
}

/** Every route, as a reader of `locale` on a phone: signed out, as the admin, as a team leader. */
export function walkEveryRoute(locale: string) {
  test.describe(`${locale} reader on a phone`, () => {
    walk('signed out', [...PUBLIC_SPEC_PATHS, ...PUBLIC_EXTENSIONS], async (browser) => ({
      walker: await openWalker(browser, locale),
    }));
    walk(
      'signed in as the admin',
      [...SIGNED_IN_SPEC_PATHS, ...SIGNED_IN_EXTENSIONS, ...ADMIN_TABS],
      async (browser) => ({
        walker: await openWalker(browser, locale, E2E_ADMIN),
      }),
    );
    walk('signed in as a team leader', TEAM_LEADER_PATHS, async (browser) => {
      const { account, team, competition } = await teamLeader(browser);
      return {
        walker: await openWalker(browser, locale, account),
        fill: (path) => path.replace('{team}', String(team)).replace('{competition}', String(competition)),
      };
    });
  });
}

/**
 * The public pages (one per area or library: they share their components) for a reader whose
 * language most content lacks, so the pages carry the "shown in English" marks; here any axe
 * violation fails, whatever its impact.
 */
export function walkPublicSample(locale: string) {
  test.describe(`${locale} reader on a phone, signed out`, () => {
    walk(
      'a page per area',
      sampledPaths([...PUBLIC_SPEC_PATHS, ...PUBLIC_EXTENSIONS, '/account/login', '/account/register']),
      async (browser) => ({ walker: await openWalker(browser, locale) }),
      true,
    );
  });
}

/**
 * Desktop widths: a small laptop's, walked in every language, and a common monitor's, walked in the
 * default language and in the one whose menus are longest (Portuguese): the others' rows fit where
 * those fit.
 */
const DESKTOPS = [
  { width: 1024, height: 768, locales: LOCALES },
  { width: 1440, height: 900, locales: ['zh-CN', 'pt-BR'] },
];

/**
 * A page of each layout and kind at desktop widths, signed out and as the admin (whose menus are the
 * longest): where the site menu and ProLayout's top menu show in one row, and where their entries or
 * the console's tabs no longer fit (their "More" menu, the console's section select).
 */
export function walkDesktops(locale: string) {
  for (const { locales, ...viewport } of DESKTOPS) {
    if (!(locales as readonly string[]).includes(locale)) continue;
    test.describe(`${locale} reader at ${viewport.width} px`, () => {
      walk('signed out', ['/', '/News/1', '/account/Login'], async (browser) => ({
        walker: await openWalker(browser, locale, undefined, viewport),
      }));
      walk(
        'signed in as the admin',
        ['/', '/account/center', '/account/Team', '/EnrollFor', '/Admin', '/Admin?tab=members'],
        async (browser) => ({ walker: await openWalker(browser, locale, E2E_ADMIN, viewport) }),
      );
    });
  }
}
