import { expect, type APIRequestContext, type Page } from '@playwright/test';
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

/** Waits until the layout has rendered the route's content. */
export async function pageReady(page: Page) {
  await page.waitForLoadState('networkidle');
  // Both layouts (the site's and ProLayout) render the route inside <main>.
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.getByTestId('page-loading')).toHaveCount(0);
}
