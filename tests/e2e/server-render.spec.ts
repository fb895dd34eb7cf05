/**
 * The site's pages come rendered by the server (server/render/render-page.ts): their text is there before
 * any script has run, and the app then takes over the same elements (hydration) instead of drawing
 * the page again.
 */
import { expect, test, type Page } from '@playwright/test';
import { pageReady, signIn } from './support';

test.use({ locale: 'en-US', timezoneId: 'UTC' });

/** What the page reported as an error: a failed hydration is one (React's errors 418 to 425). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('a visitor without scripts reads the news, and its links lead to the article', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US', javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/News');
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'News' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  const article = page
    .getByRole('link', { name: /season opens: .* edition, four tracks, free entry/ })
    .first();
  await expect(article).toBeVisible();
  await article.click();
  await expect(page).toHaveURL(/\/News\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /season opens/ })).toBeVisible();
  await context.close();
});

test('on a phone, the page paints before its scripts, and the app takes over its elements', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = errorsOf(page);
  // The entry script waits until the test has seen the server's page.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/user\/dist\/umi\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });

  await page.goto('/News', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  // The menu is folded from the first paint, by the style alone.
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await expect(menuButton).toBeVisible();
  await expect(page.locator('#site-menu')).toBeHidden();
  await heading.evaluate((element) => element.setAttribute('data-seen-before-scripts', ''));

  release();
  await pageReady(page);
  await menuButton.click();
  await expect(page.locator('#site-menu')).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  // The heading the reader saw is still the one on the page: React hydrated it, it did not redraw it.
  await expect(page.locator('h1[data-seen-before-scripts]')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("a reader whose stored language is not the server's guess gets the page in theirs", async ({ page }) => {
  const errors = errorsOf(page);
  // No language cookie: the server guesses from the browser (English); the SPA starts in zh-TW.
  await page.addInitScript(() => window.localStorage.setItem('umi_locale', 'zh-TW'));
  const answer = await page.goto('/News');
  expect(await answer!.text()).toContain('data-rendered-in="en-US"');
  await pageReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await expect(page.getByRole('link', { name: '登入' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("the home page's partners keep the country names the server gave them when the app takes over", async ({
  page,
}) => {
  const errors = errorsOf(page);
  // A name only the server's list has: the browser's own ICU would say "China".
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('"en-US:CN":"China"', '"en-US:CN":"China (as sent)"');
      await route.fulfill({ response, body: html.replace(/>China</g, '>China (as sent)<') });
    },
  );
  await page.goto('/');
  await pageReady(page);
  const partners = page.locator('#Content12');
  await expect(partners.getByText('China (as sent)').first()).toBeVisible();
  await expect(partners.getByText('China', { exact: true })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a signed-in reader who opens a page directly has it taken over as the server sent it, then sees their header', async ({
  page,
}) => {
  await signIn(page.request);
  const errors = errorsOf(page);
  // The server renders for a visitor; the reader's start-up state and the layout's code race each
  // other in the browser, so the pages are loaded a few times to meet both orders.
  for (const path of ['/', '/News', '/', '/News', '/', '/News']) {
    await page.goto(path);
    await pageReady(page);
    await expect(page.getByTestId('notice-bell')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    expect(errors, `loading ${path}`).toEqual([]);
  }
});

test('a page of something that does not exist answers 404 with the 404 page, and the app takes it over', async ({
  page,
}) => {
  const errors = errorsOf(page);
  for (const [path, text] of [
    ['/News/987654', 'Article not found'],
    ['/Rule/Feature10', 'Sorry, the page you visited does not exist.'],
    ['/no/such/page', 'Sorry, the page you visited does not exist.'],
  ]) {
    await test.step(path, async () => {
      const answer = await page.goto(path);
      expect(answer!.status()).toBe(404);
      expect(await answer!.text()).toContain(text);
      await pageReady(page);
      await expect(page.getByText(text)).toBeVisible();
    });
  }
  // The browser reports each page's own 404; a failed hydration would be another error.
  expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
});
