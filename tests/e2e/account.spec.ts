/**
 * Issue 3's journey in a real browser against the production server: register, log in, edit
 * settings, change the email (with the password), change password, log out, log in again (and
 * the old password no longer works).
 */
import { expect, test, type Page } from '@playwright/test';
import { pageReady } from './support';

test.use({ locale: 'en-US' });

const stamp = Date.now().toString(36);
const account = {
  username: `pilot_${stamp}`,
  email: `pilot.${stamp}@example.org`,
  newEmail: `pilot.moved.${stamp}@example.org`,
  password: 'Deep-Blue-2026',
  newPassword: 'Deeper-Blue-2027!',
};

async function logIn(page: Page, password: string) {
  await page.getByPlaceholder('Username or email').fill(account.username);
  await page.getByPlaceholder('Password').fill(password);
  await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
}

test('register, log in, edit settings, change password, log out, log in again', async ({ page }) => {
  await test.step('register', async () => {
    await page.goto('/account/Register');
    await pageReady(page);
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await expect(page.getByTestId('strength-label')).toHaveText('Weak');
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await expect(page.getByTestId('strength-label')).toHaveText('Strong');
    await page.getByLabel('Confirm password').fill(account.password);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/account\/login\?username=/);
  });

  await test.step('a wrong password is refused with the spec message', async () => {
    await logIn(page, 'not-my-password');
    await expect(page.getByTestId('login-failure')).toContainText('Incorrect username or password');
  });

  await test.step('log in and come back where the redirect pointed', async () => {
    await page.goto('/account/login?redirect=%2Faccount%2Fsettings');
    await pageReady(page);
    await logIn(page, account.password);
    await expect(page).toHaveURL(/\/account\/settings$/);
  });

  await test.step('edit the basic settings, which persist', async () => {
    await pageReady(page);
    await page.getByLabel('Nickname').fill('Coral Pilot');
    await page.getByLabel('Personal profile').fill('Pilot of an underwater robot team.');
    await page.getByLabel('Country or region').click();
    await page.getByLabel('Country or region').fill('Brazil');
    await page.getByTitle('Brazil').click();
    await page.getByLabel('Province or state').fill('São Paulo');
    await page.getByLabel('City').fill('Santos');
    await page.getByLabel('Street address').fill('Rua do Porto 12');
    await page.getByLabel('Phone number').fill('+5513999990000');
    await page.getByRole('button', { name: 'Update basic information' }).click();
    await expect(page.getByText('Your changes have been saved.')).toBeVisible();
    await page.reload();
    await pageReady(page);
    await expect(page.getByLabel('Nickname')).toHaveValue('Coral Pilot');
    await expect(page.getByLabel('City')).toHaveValue('Santos');
  });

  await test.step('change the email, which asks for the current password', async () => {
    await expect(page.getByLabel('Current password', { exact: true })).toHaveCount(0);
    await page.getByLabel('Email', { exact: true }).fill(account.newEmail);
    await page.getByLabel('Current password', { exact: true }).fill('Not-my-password-1');
    await page.getByRole('button', { name: 'Update basic information' }).click();
    // The server's sentence, under the field.
    await expect(page.getByText('The current password is not correct.')).toBeVisible();
    await page.getByLabel('Current password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Update basic information' }).click();
    await expect(page.getByText('Your changes have been saved.')).toBeVisible();
    await expect(page.getByLabel('Current password', { exact: true })).toHaveCount(0);
    await page.reload();
    await pageReady(page);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.newEmail);
  });

  await test.step('change the password', async () => {
    await page.goto('/account/reviserPwd');
    await pageReady(page);
    await page.getByLabel('Current password').fill(account.password);
    await page.getByLabel('New password').fill(account.newPassword);
    await page.getByLabel('Confirm password').fill(account.newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
  });

  await test.step('log out from the avatar menu', async () => {
    await page.getByTestId('avatar-menu').hover();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/account\/login/);
    const me = await page.request.get('/api/user/currentUser');
    expect((await me.json()).code).toBe(4002);
  });

  await test.step('the old password no longer works; the new one does', async () => {
    await page.goto('/account/login');
    await pageReady(page);
    await logIn(page, account.password);
    await expect(page.getByTestId('login-failure')).toBeVisible();
    await page.getByPlaceholder('Password').fill(account.newPassword);
    await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('avatar-menu')).toContainText('Coral Pilot');
  });
});

test('signed in as a plain user, /Admin shows 403 and the users list refuses', async ({ page }) => {
  const user = `member_${stamp}`;
  const answer = await page.request.post('/api/register', {
    data: { username: user, email: `${user}@example.org`, password: 'Reef-Walker-2026' },
  });
  expect(answer.ok()).toBe(true);
  const login = await page.request.post('/api/login/account', {
    data: { type: 'account', username: user, password: 'Reef-Walker-2026' },
  });
  expect(login.ok()).toBe(true);
  await page.goto('/Admin');
  await pageReady(page);
  await expect(page.getByText('Sorry, you are not allowed to see this page.')).toBeVisible();
  const users = await page.request.get('/api/users');
  expect(users.status()).toBe(403);
});
