import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { AxeResults, ImpactValue } from 'axe-core';
import { readFileSync } from 'node:fs';
import { E2E_ADMIN } from './accounts';

export const NOT_FOUND_TEXT = '抱歉，您访问的页面不存在。';

/** Signs in through the API; the browser context shares the session cookie. */
export async function signIn(
  request: APIRequestContext,
  username = E2E_ADMIN.username,
  password = E2E_ADMIN.password,
) {
  const answer = await request.post('/api/login/account', { data: { type: 'account', username, password } });
  expect(answer.status()).toBe(200);
  expect((await answer.json()).code).toBe(200);
}

/** The `data` of an API answer, which must be a 200. */
export async function data<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await answer.json()) as { data: T };
  expect(answer.status(), JSON.stringify(body)).toBe(200);
  return body.data;
}

/** Waits until the layout has rendered the route's content. */
export async function pageReady(page: Page) {
  await page.waitForLoadState('networkidle');
  // Both layouts (the site's and ProLayout) render the route inside <main>.
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.getByTestId('page-loading')).toHaveCount(0);
}

/**
 * Waits until an antd dialog has finished opening (its zoom motion's classes are gone), as a user
 * sees it before clicking in it: on a busy machine the motion lasts long, and a click made during it
 * was lost twice (a radio in the competition picker, an option of the session form's select).
 */
export async function dialogOpened(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/\bant-zoom-/);
}

/** WCAG 2.1 levels A and AA, as axe-core tags them. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's WCAG 2.1 A/AA violations on the page as it is now, one line per rule naming the
 * elements (only those of the given impacts when `impacts` is set). axe is injected once per
 * document and run in place: @axe-core/playwright injects it again on every call and finishes each
 * run in a new blank page, which made a walk of the routes several times slower.
 */
export async function axeViolations(page: Page, impacts?: ImpactValue[]): Promise<string[]> {
  // A string is evaluated as a script through the debugging protocol, which the page's CSP allows.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (tags) =>
      (
        window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }
      ).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    WCAG_21_AA,
  );
  return results.violations
    .filter((v) => !impacts || impacts.includes(v.impact as ImpactValue))
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ') + ' ' + n.failureSummary).join(', ')}`);
}

/** What stands in for content that is still on its way. */
const LOADERS = '[data-testid="page-loading"], .ant-skeleton, .ant-spin-spinning, .ant-btn-loading';

/**
 * Counts the context's fetch and XHR requests in flight (pages started after this call), so
 * `settled` can tell when a route's data has arrived without waiting for a quiet network.
 */
export async function countRequests(context: ReturnType<Page['context']>) {
  await context.addInitScript(() => {
    const w = window as unknown as { __inFlight: number };
    w.__inFlight = 0;
    const done = () => {
      w.__inFlight -= 1;
    };
    const { fetch } = window;
    window.fetch = (...args) => {
      w.__inFlight += 1;
      return fetch(...args).finally(done);
    };
    const { send } = XMLHttpRequest.prototype;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, ...args) {
      w.__inFlight += 1;
      this.addEventListener('loadend', done, { once: true });
      return send.apply(this, args);
    };
  });
}

/**
 * Opens `path` inside the running app, as the browser's back button would (the router follows
 * popstate): no reload, so a walk through many routes costs a render each, not a page load.
 */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: `walk${idx}`, idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/**
 * Waits until the page has rendered and its data has arrived: no request from `countRequests` in
 * flight, no loader and no finite animation or transition running (a button fading in from its
 * loading state is paler for a moment than it will stay), twice in a row two frames apart (a lazily
 * loaded page asks for its data only once its code has run).
 */
export async function settled(page: Page) {
  await pageReady(page);
  await page.waitForFunction(
    (loaders) =>
      new Promise<boolean>((resolve) => {
        const moving = () =>
          document
            .getAnimations()
            .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
        const quiet = () =>
          (window as unknown as { __inFlight: number }).__inFlight === 0 &&
          !document.querySelector(loaders) &&
          !moving();
        const first = quiet();
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(first && quiet())));
      }),
    LOADERS,
  );
}

/**
 * What a reader would see as broken, one line each (empty when none):
 * the page scrolls sideways; text is cut by the screen's edge (tables, code, tab and anchor bars
 * may scroll instead); a tab is cut by its own bar without being reachable by scrolling it; two
 * table header cells, tab labels or titles overlap (but for a table's sticky column, over the cells
 * scrolled under it).
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const screenWidth = window.innerWidth;
    const SCROLLERS =
      '.ant-table-content, .ant-table-body, .ant-table-header, pre, code, .ant-tabs-nav, .ant-anchor';
    const LABELS = [
      'th',
      '.ant-tabs-tab',
      'h1, h2, h3, h4, h5, h6',
      '.ant-page-header-heading-title, .ant-page-header-heading-sub-title',
      '.ant-card-head-title, .ant-pro-card-title, .ant-pro-card-subtitle',
      '.ant-statistic-title, .ant-result-title, .ant-result-subtitle, .ant-modal-title',
      '.ant-form-item-label > label, .ant-descriptions-item-label',
    ].join(', ');
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    /** The part of `rect` that `from` and its ancestors let show (overflow other than visible clips). */
    const visiblePart = (from: Element | null, rect: DOMRect) => {
      let { left, right, top, bottom } = rect;
      for (let el = from; el && el !== document.body; el = el.parentElement) {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        if (style.overflowX !== 'visible')
          [left, right] = [Math.max(left, box.left), Math.min(right, box.right)];
        if (style.overflowY !== 'visible')
          [top, bottom] = [Math.max(top, box.top), Math.min(bottom, box.bottom)];
        if (style.position === 'fixed') break;
      }
      return { left, right, top, bottom, empty: right - left < 1 || bottom - top < 1 };
    };

    const sideways = document.documentElement.scrollWidth - screenWidth;
    if (sideways > 0) problems.push(`the page scrolls sideways by ${sideways}px`);

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!node.textContent?.trim() || !el || el.closest(SCROLLERS) || !shown(el)) continue;
      range.selectNodeContents(node);
      const part = visiblePart(el, range.getBoundingClientRect());
      // Text wholly off screen is hidden on purpose (skip links, slides); partly off is cut.
      if (part.empty || part.right <= 0 || part.left >= screenWidth) continue;
      if (part.left < -1 || part.right > screenWidth + 1)
        problems.push(`cut by the screen's edge: ${describe(el)}`);
    }

    for (const bar of document.querySelectorAll('.ant-tabs-nav-wrap')) {
      const scrolls =
        getComputedStyle(bar).overflowX.match(/auto|scroll/) && bar.scrollWidth > bar.clientWidth;
      if (!shown(bar) || scrolls) continue;
      const edges = bar.getBoundingClientRect();
      for (const tab of bar.querySelectorAll('.ant-tabs-tab')) {
        const { left, right } = tab.getBoundingClientRect();
        const inside = left >= edges.left - 1 && right <= edges.right + 1;
        const outside = right <= edges.left + 1 || left >= edges.right - 1;
        if (!inside && !outside) problems.push(`a tab cut by its bar: ${describe(tab)}`);
      }
    }

    const labels = [...document.querySelectorAll(LABELS)]
      .filter((el) => el.textContent?.trim() && shown(el))
      .map((el) => ({ el, part: visiblePart(el.parentElement, el.getBoundingClientRect()) }))
      .filter(({ part }) => !part.empty);
    // A table's sticky column (wide screens) lies over the columns scrolled under it, by design.
    const STICKY = '.ant-table-cell-fix-left, .ant-table-cell-fix-right';
    const scrolledUnder = (a: Element, b: Element) =>
      (a.matches(STICKY) || b.matches(STICKY)) && a.closest('table') === b.closest('table');
    labels.forEach((a, i) => {
      for (const b of labels.slice(i + 1)) {
        if (a.el.contains(b.el) || b.el.contains(a.el) || scrolledUnder(a.el, b.el)) continue;
        const width = Math.min(a.part.right, b.part.right) - Math.max(a.part.left, b.part.left);
        const height = Math.min(a.part.bottom, b.part.bottom) - Math.max(a.part.top, b.part.top);
        if (width > 2 && height > 2) problems.push(`overlap: ${describe(a.el)} and ${describe(b.el)}`);
      }
    });
    return problems;
  });
}

const SAMPLED_AREAS = /^\/(About|Note|Rule|MATE|Home|Trivia|database)\/.+$/;

/**
 * The paths `npm test` visits: one page stands for the others of its area (`/Rule/Feature1` for
 * `/Rule/Feature2`…, `/Trivia/Material` for the other library pages: one component, other text), so
 * the suite stays within its time.
 */
export function sampledPaths(paths: readonly string[]): string[] {
  const seen = new Set<string>();
  return paths.filter((path) => {
    const area = SAMPLED_AREAS.exec(path)?.[1];
    if (!area) return true;
    if (seen.has(area)) return false;
    seen.add(area);
    return true;
  });
}
