/**
 * Two-factor sign-in in a real browser: turn it on in security settings by scanning the QR code,
 * sign out, sign in with a TOTP code, sign out, sign in with a recovery code.
 */
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { decodeQr } from './qr';
import { pageReady } from './support';

test.use({ locale: 'en-US' });

const stamp = Date.now().toString(36);
const account = { username: `otp_${stamp}`, email: `otp.${stamp}@example.org`, password: 'Two-Steps-2026' };

/** A code `steps` periods from now: the server accepts one step either side, and never a step twice. */
const codeAt = (secret: string, steps: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

async function signOut(page: Page) {
  await page.getByTestId('avatar-menu').hover();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/account\/login/);
}

async function signIn(page: Page, secondFactor: string) {
  await pageReady(page);
  await page.getByPlaceholder('Username or email').fill(account.username);
  await page.getByPlaceholder('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Two-factor sign-in', { exact: true })).toBeVisible();
  await page.getByPlaceholder('Six-digit code or recovery code').fill(secondFactor);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('avatar-menu')).toBeVisible();
}

test('turn on two-factor, then sign in with a TOTP code and with a recovery code', async ({ page }) => {
  // Three sign-ins and a set-up: more than the default minute on a busy CI machine.
  test.setTimeout(180_000);
  const registered = await page.request.post('/api/register', { data: account });
  expect((await registered.json()).code).toBe(200);
  const login = await page.request.post('/api/login/account', {
    data: { type: 'account', username: account.username, password: account.password },
  });
  expect((await login.json()).code).toBe(200);

  let secret = '';
  let recoveryCodes: string[] = [];
  await test.step('set up in security settings by scanning the QR code', async () => {
    await page.goto('/account/settings?tab=security');
    await pageReady(page);
    await expect(page.getByTestId('security-mfa')).toContainText('Off');
    await page.getByTestId('two-factor-setup').click();
    // The code is drawn after the dialog opens: scan until it reads, as a phone's camera would.
    let scanned = '';
    await expect(async () => {
      const decoded = await decodeQr(page.getByTestId('two-factor-qr'));
      expect(decoded).toMatch(/^otpauth:\/\/totp\//);
      scanned = decoded!;
    }).toPass({ timeout: 20_000 });
    secret = new URL(scanned).searchParams.get('secret')!;
    await expect(page.getByTestId('two-factor-secret')).toHaveText(secret);
    // Turning it on needs the password too: a session alone is not enough.
    await page.getByLabel('Current password', { exact: true }).fill(account.password);
    await page.getByLabel('Code from the app').fill(codeAt(secret, 0));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByTestId('two-factor-recovery-codes').locator('li');
    await expect(codes).toHaveCount(10);
    recoveryCodes = await codes.allTextContents();
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByTestId('security-mfa')).toContainText('On');
  });

  await test.step('sign out, sign in with the next TOTP code', async () => {
    await signOut(page);
    // The code used to turn it on is spent; the next step's is already accepted.
    await signIn(page, codeAt(secret, 1));
  });

  await test.step('sign out, sign in with a recovery code', async () => {
    await signOut(page);
    await signIn(page, recoveryCodes[0]!);
  });
});
