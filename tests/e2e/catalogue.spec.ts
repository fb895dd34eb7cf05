/**
 * Spec section 8 in the browser, on the production build: answers a proxy or single sign-on may
 * give (stubbed at the network) send the visitor to login: a 401 from the start-up current-user call,
 * and a `status: 302` in an envelope. A 4002 at start-up leaves the visitor where they are.
 */
import { expect, test } from '@playwright/test';
import { openInApp, pageReady } from './support';

const envelope = (body: unknown, status = 200) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(body),
});

test.describe('the error catalogue', () => {
  for (const [name, answer] of [
    ['code 401', envelope({ code: 401, message: 'Please sign in.' })],
    ['HTTP 401', envelope({ code: 401, message: 'Please sign in.' }, 401)],
  ] as const) {
    test(`${name} from the start-up current-user call goes to login`, async ({ page }) => {
      await page.route('**/api/user/currentUser', (route) => route.fulfill(answer));
      await page.goto('/About');
      await expect(page).toHaveURL(/\/account\/login\?redirect=%2FAbout$/);
    });
  }

  test('code 4002 at start-up leaves the visitor on the page', async ({ page }) => {
    await page.route('**/api/user/currentUser', (route) =>
      route.fulfill(envelope({ code: 4002, data: null })),
    );
    await page.goto('/About');
    await pageReady(page);
    await expect(page).toHaveURL(/\/About$/);
  });

  test('status 302 in an envelope goes to login like an HTTP 302', async ({ page }) => {
    await page.route('**/api/news?*', (route) => route.fulfill(envelope({ status: 302, msg: 'moved' })));
    // A first page's content comes with it (server/render/page-content.ts): the news list is asked for once the
    // reader moves to it.
    await page.goto('/About');
    await pageReady(page);
    await openInApp(page, '/News');
    await expect(page).toHaveURL(/\/account\/login\?redirect=%2FNews$/);
  });
});
