/**
 * Issue 10's recovery journey: forgot password → the link from the outbox (no SMTP_URL, so mail is
 * an .eml file under DATA_DIR/outbox) → a new password → sign in with it. And undoing an email
 * change with the link mailed to the former address.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { pageReady } from './support';

test.use({ locale: 'en-US' });

const stamp = Date.now().toString(36);
const account = { username: `lost_${stamp}`, email: `lost.${stamp}@example.org`, password: 'Lost-Reef-2026' };
const newPassword = 'Found-Reef-2027!';

/** The message bodies of an .eml, whichever transfer encoding nodemailer chose for each part. */
const decoded = (eml: string) =>
  [
    eml
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    ...[...eml.matchAll(/Content-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map((m) =>
      Buffer.from(m[1]!, 'base64').toString('utf8'),
    ),
  ].join('\n');

/** The newest link to an SPA page (`ResetPassword`, `RevertEmail`) in the mail sent to `email`. */
async function linkFor(email: string, page = 'ResetPassword'): Promise<string | undefined> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  const pattern = new RegExp(`https?://[^\\s"<]+/account/${page}\\?token=[A-Za-z0-9_-]+`);
  for (const name of names.sort().reverse()) {
    const eml = await readFile(path.join(outbox, name), 'utf8');
    if (!eml.includes(`To: ${email}`)) continue;
    const link = pattern.exec(decoded(eml));
    if (link) return link[0];
  }
  return undefined;
}

test('forgot password, the link from the outbox, a new password, sign in', async ({ page }) => {
  const registered = await page.request.post('/api/register', { data: account });
  expect(registered.ok()).toBe(true);

  await page.goto('/account/Login');
  await pageReady(page);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/account\/ForgotPassword$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByTestId('forgot-sent')).toBeVisible();

  let link: string | undefined;
  await expect.poll(async () => (link = await linkFor(account.email)), { timeout: 15_000 }).toBeTruthy();
  await page.goto(link!);
  await pageReady(page);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Set the password' }).click();
  await expect(page).toHaveURL(/\/account\/login$/);

  await page.getByPlaceholder('Username or email').fill(account.username);
  await page.getByPlaceholder('Password').fill(newPassword);
  await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an email change mails the old address a link that puts it back and signs out', async ({ page }) => {
  const owner = {
    username: `moved_${stamp}`,
    email: `moved.${stamp}@example.org`,
    password: 'Kept-Reef-2026',
  };
  expect((await page.request.post('/api/register', { data: owner })).ok()).toBe(true);
  const login = await page.request.post('/api/login/account', {
    data: { type: 'account', username: owner.username, password: owner.password },
  });
  expect((await login.json()).code).toBe(200);
  const me = (await (await page.request.get('/api/user/currentUser')).json()).data;
  const changed = await page.request.put(`/api/user/user/${me.uid}`, {
    data: { ...me, email: `elsewhere.${stamp}@example.org`, password: owner.password },
  });
  expect((await changed.json()).code).toBe(200);

  let link: string | undefined;
  await expect
    .poll(async () => (link = await linkFor(owner.email, 'RevertEmail')), { timeout: 15_000 })
    .toBeTruthy();
  await page.goto(link!);
  await expect(
    page.getByText('Your email address is back, and every session of the account has been signed out.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose a new password' })).toBeVisible();
  expect((await (await page.request.get('/api/user/currentUser')).json()).code).toBe(4002);
});
