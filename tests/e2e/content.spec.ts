/**
 * Content in a real browser against the production server: an admin writes a news item in English
 * only and publishes it; a pt-BR visitor finds it on /News marked as shown in English; the admin adds
 * a Chinese translation and a zh-CN visitor reads Chinese; a banner with an uploaded image appears on
 * the home page with its description; and a body with an `onerror` image and a script runs nothing.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { join } from 'node:path';
import { pageReady, signIn } from './support';

test.use({ locale: 'en-US', timezoneId: 'UTC', actionTimeout: 15_000 });

const stamp = Date.now().toString(36);
const TITLE = `Harbour shuttle timetable ${stamp}`;
const CHINESE_TITLE = `港口班车时刻表 ${stamp}`;
const BANNER = `Pool open for practice ${stamp}`;
const ALT = `Teams testing a robot in the practice pool ${stamp}`;
/** Would set a flag if anything in the body ran. */
const PAYLOAD = [
  'Shuttles leave the hotel every **20 minutes**.',
  '<img src=x onerror="window.__xss = 1">',
  '<script>window.__xss = 2</script>',
  '[timetable](javascript:window.__xss=3)',
].join('\n\n');

/** The contexts a test opens, closed when it ends: their pages would go on running beside later files. */
const opened: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

async function adminPage(browser: Browser) {
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC' });
  opened.push(context);
  await signIn(context.request);
  return context.newPage();
}

async function visitor(browser: Browser, locale: string) {
  const context = await browser.newContext({ locale });
  opened.push(context);
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { page, dialogs };
}

const modal = (page: Page) => page.locator('.ant-modal-content');

async function saveModal(page: Page) {
  const saved = page.waitForResponse(
    (r) => /\/api\/admin\/(news|banners)(\/\d+)?$/.test(r.url()) && r.request().method() !== 'GET',
  );
  await modal(page).locator('.ant-modal-footer .ant-btn-primary').click();
  expect((await saved).status()).toBe(200);
  await expect(modal(page)).toHaveCount(0);
}

async function fillLocale(
  page: Page,
  localeTab: string,
  texts: { title: string; summary?: string; body?: string; alt?: string },
) {
  const dialog = modal(page);
  await dialog.getByRole('tab', { name: new RegExp(`^${localeTab}`) }).click();
  const panel = dialog.locator('.ant-tabs-tabpane-active');
  await panel.getByLabel('Title').fill(texts.title);
  if (texts.summary) await panel.getByLabel('Summary').fill(texts.summary);
  if (texts.body) await panel.getByLabel('Text (Markdown)').fill(texts.body);
  if (texts.alt) await panel.getByLabel('Image description').fill(texts.alt);
}

test('an admin publishes news in English; readers get it in their language or marked as English', async ({
  browser,
}) => {
  const admin = await adminPage(browser);
  await admin.goto('/Admin?tab=news');
  await pageReady(admin);
  await admin.getByRole('button', { name: 'New' }).click();
  await fillLocale(admin, 'English', {
    title: TITLE,
    summary: 'Free shuttles between the hotels and the venue.',
    body: PAYLOAD,
  });
  // The live preview shows the Markdown as visitors will see it, already harmless.
  await expect(modal(admin).locator('strong', { hasText: '20 minutes' })).toBeVisible();
  await modal(admin).getByRole('radio', { name: 'Published', exact: true }).check();
  await saveModal(admin);

  // A pt-BR visitor: the list and the article say the text is in English.
  const pt = await visitor(browser, 'pt-BR');
  await pt.page.goto('/News');
  await pageReady(pt.page);
  const entry = pt.page.getByRole('article').filter({ hasText: TITLE });
  await expect(entry).toBeVisible();
  await expect(entry.getByTestId('shown-in')).toHaveText('Exibido em inglês');
  await entry.getByRole('link', { name: TITLE, exact: true }).click();
  await expect(pt.page.getByRole('heading', { name: TITLE })).toBeVisible();
  await expect(pt.page.getByTestId('shown-in').first()).toHaveText('Exibido em inglês');
  await expect(pt.page.locator('strong', { hasText: '20 minutes' })).toBeVisible();
  await expect(pt.page).toHaveTitle(new RegExp(TITLE));

  // Nothing in the body ran: no handler, no script, no javascript: link.
  expect(await pt.page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(pt.dialogs).toEqual([]);
  await expect(pt.page.locator('main script, [onerror], a[href^="javascript" i]')).toHaveCount(0);

  // The admin adds a Chinese translation; a zh-CN visitor reads it, with no mark.
  await admin.reload();
  await pageReady(admin);
  const row = admin.locator('.ant-table-row', { hasText: TITLE });
  await row.getByRole('button', { name: 'Edit' }).click();
  await fillLocale(admin, 'Simplified Chinese', {
    title: CHINESE_TITLE,
    body: '酒店与场馆之间每 **20 分钟**一班。',
  });
  await saveModal(admin);

  const zh = await visitor(browser, 'zh-CN');
  await zh.page.goto('/News');
  await pageReady(zh.page);
  const chinese = zh.page.getByRole('article').filter({ hasText: CHINESE_TITLE });
  await expect(chinese).toBeVisible();
  await expect(chinese.getByTestId('shown-in')).toHaveCount(0);
  // The pt-BR reader still gets English, now that a zh-CN text exists too (en-US comes first).
  await pt.page.goto('/News');
  await expect(pt.page.getByRole('article').filter({ hasText: TITLE })).toBeVisible();
});

test('a banner with an uploaded image appears on the home page with its description', async ({ browser }) => {
  const admin = await adminPage(browser);
  await admin.goto('/Admin?tab=banners');
  await pageReady(admin);
  await admin.getByRole('button', { name: 'New' }).click();
  const uploaded = admin.waitForResponse((r) => r.url().endsWith('/api/admin/uploads'));
  await modal(admin).locator('input[type=file]').setInputFiles(join(__dirname, '../fixtures/pixel.png'));
  expect((await uploaded).status()).toBe(200);
  await expect(modal(admin).getByLabel('Image', { exact: true })).toHaveValue(
    /^\/uploads\/[0-9a-f]{64}\.png$/,
  );
  await fillLocale(admin, 'English', { title: BANNER, alt: ALT });
  await modal(admin).getByRole('radio', { name: 'Published', exact: true }).check();
  await saveModal(admin);

  const home = await visitor(browser, 'en-US');
  await home.page.goto('/');
  await pageReady(home.page);
  const image = home.page.getByRole('img', { name: ALT });
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{64}\.png$/);
  await expect(home.page.getByText(BANNER).first()).toBeVisible();
});
