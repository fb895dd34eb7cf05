/**
 * The team journey in a real browser against the production server, each step clicked as a user
 * would: a leader creates a team for the first seeded competition, two students join with the invite
 * code (the season needs at least 3 students), everyone fills in their personal information, the
 * leader enrols the team, the admin approves it and opens a check-in session whose QR code is decoded
 * from a screenshot; every student checks in through the scanned address, the leader sees the team
 * present, and the admin downloads the session's records as CSV.
 */
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { SEASON } from '../../common/season';
import { E2E_ADMIN } from './accounts';
import { decodeQr } from './qr';
import { dialogOpened, pageReady, signIn } from './support';

// Session times are typed in the admin form as wall-clock minutes: the browser and this file agree on UTC.
test.use({ locale: 'en-US', timezoneId: 'UTC', actionTimeout: 15_000 });

const stamp = Date.now().toString(36);
const PASSWORD = 'Coral-Reef-2027!';
/** The first competition the server seeds (the season's first track). */
const COMPETITION = SEASON.tracks[0]!.name['en-US'];
const TEAM = `Reef Runners ${stamp}`;
const SESSION = `Opening briefing ${stamp}`;
/** 21 on the season's reference day (2027-08-01), inside its 14–25 range; an adult, so no guardian. */
const DATE_OF_BIRTH = '2006-05-01';

interface Person {
  username: string;
  page: Page;
}

/** A signed-in user in their own browser context (own cookies), in English. */
async function openAs(browser: Browser, username: string, password: string) {
  const context: BrowserContext = await browser.newContext();
  await signIn(context.request, username, password);
  return { context, page: await context.newPage() };
}

async function register(browser: Browser, username: string): Promise<Person & { context: BrowserContext }> {
  const context = await browser.newContext();
  const answer = await context.request.post('/api/register', {
    data: { username, email: `${username}@example.org`, password: PASSWORD },
  });
  expect(answer.ok()).toBe(true);
  expect((await answer.json()).code).toBe(200);
  await context.close();
  const opened = await openAs(browser, username, PASSWORD);
  return { username, ...opened };
}

/** Picks an option of an antd select by typing part of its label. */
/**
 * Picks an option of an antd Select by typing and clicking it, until the select shows it: a click on
 * the list while it still re-renders after the typing can go unheard (a CI run left it open).
 */
async function choose(field: Locator, page: Page, label: string) {
  const select = field.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]');
  await expect(async () => {
    await field.click();
    await field.fill(label);
    await page
      .locator('.ant-select-dropdown:visible')
      .getByTitle(label, { exact: true })
      .click({ timeout: 5_000 });
    await expect(select.locator('.ant-select-selection-item')).toHaveText(label, { timeout: 2_000 });
  }).toPass();
}

test('a team forms, enrols, is approved and checks in through the session QR code', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const leader = await register(browser, `lead_${stamp}`);
  const second = await register(browser, `crew_a_${stamp}`);
  const third = await register(browser, `crew_b_${stamp}`);
  const students = [leader, second, third];
  const admin = await openAs(browser, E2E_ADMIN.username, E2E_ADMIN.password);
  let teamId = 0;
  let inviteCode = '';
  let sessionId = 0;

  await test.step('the leader creates a team for the first seeded competition', async () => {
    const { page } = leader;
    await page.goto('/account/Team');
    await pageReady(page);
    await page.getByRole('button', { name: 'Create a team' }).first().click();
    const picker = page.getByRole('dialog', { name: 'Which competition is the team for?' });
    await dialogOpened(picker);
    await picker.getByText(COMPETITION).click();
    await picker.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/account\/Team\/Create\/\d+$/);
    await pageReady(page);
    await expect(page.getByText(COMPETITION).first()).toBeVisible();
    await page.getByLabel('Team name').fill(TEAM);
    await page.getByLabel('School or organisation').fill('Santos Marine Technical School');
    await choose(page.getByLabel('Country or region'), page, 'Brazil');
    await page.getByRole('button', { name: 'Create team' }).click();
    await expect(page.getByText(`Team ${TEAM} created.`)).toBeVisible();
    await expect(page).toHaveURL(/\/account\/Team\/basic\?id=\d+$/);
    teamId = Number(new URL(page.url()).searchParams.get('id'));
    await expect(page.locator('.ant-page-header-heading-title')).toHaveText(TEAM);
    const code = page.locator('.ant-typography code');
    await expect(code).toHaveText(/^[A-Z0-9]{8}$/);
    inviteCode = (await code.textContent())!;
  });

  await test.step('two students join with the invite code', async () => {
    for (const { page } of [second, third]) {
      await page.goto('/account/Team/Add');
      await pageReady(page);
      await page.getByLabel('Invite code').fill(inviteCode);
      await expect(page.getByRole('radio', { name: 'Student member' })).toBeChecked();
      await page.getByRole('button', { name: 'Join team' }).click();
      await expect(page.getByText(`You joined ${TEAM}.`)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/account/Team/basic\\?id=${teamId}$`));
    }
    await leader.page.reload();
    await pageReady(leader.page);
    await expect(leader.page.getByText('Members: 3 (allowed 3–8)')).toBeVisible();
    for (const { username } of students) {
      await expect(leader.page.getByRole('cell', { name: username, exact: true }).first()).toBeVisible();
    }
  });

  await test.step('every student fills in their personal information', async () => {
    for (const [index, { page, username }] of students.entries()) {
      await page.goto('/account/Evpi');
      await pageReady(page);
      await page.getByLabel('Legal name (as on your document)').fill(`Student ${index + 1} ${stamp}`);
      const birthday = page.getByLabel('Date of birth');
      await birthday.click();
      await birthday.fill(DATE_OF_BIRTH);
      await birthday.press('Enter');
      await expect(birthday).toHaveValue(DATE_OF_BIRTH);
      await choose(page.getByLabel('Nationality'), page, 'Brazil');
      await page.getByLabel('School or organisation').fill('Santos Marine Technical School');
      await page.getByLabel('Document number').fill(`P${index}${stamp}`.toUpperCase());
      await page.getByLabel('Emergency contact', { exact: true }).fill(`Parent of ${username}`);
      await page.getByLabel("Emergency contact's phone").fill(`+55139999900${index}0`);
      await expect(page.getByTestId('guardian-fields')).toHaveCount(0);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Your personal information has been saved.')).toBeVisible();
      await expect(page.getByText(/^Last saved /)).toBeVisible();
    }
  });

  await test.step('the leader enrols the team; it waits for review', async () => {
    const { page } = leader;
    await page.goto('/account/Team');
    await pageReady(page);
    await page.getByRole('link', { name: COMPETITION }).click();
    await expect(page).toHaveURL(/\/EnrollFor\/\d+$/);
    await pageReady(page);
    const yourTeam = page.locator('.ant-pro-card').filter({ hasText: 'Your team' }).last();
    await expect(yourTeam.getByText('Not enrolled')).toBeVisible();
    await expect(yourTeam.getByText(/Personal information is incomplete/)).toHaveCount(0);
    await yourTeam.getByRole('button', { name: 'Enrol the team' }).click();
    await expect(page.getByText('Enrolment submitted. The organisers will review it.')).toBeVisible();
    await expect(yourTeam.getByText('Under review')).toBeVisible();
    await expect(yourTeam.getByRole('button', { name: 'Withdraw enrolment' })).toBeVisible();
  });

  await test.step('the admin approves the enrolment', async () => {
    const { page } = admin;
    await page.goto('/Admin?tab=enrolments');
    await pageReady(page);
    const row = page.getByRole('row').filter({ hasText: TEAM });
    await expect(row.getByText('Under review')).toBeVisible();
    await row.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Enrolment approved.')).toBeVisible();
    await expect(row.getByText('Approved')).toBeVisible();
  });

  // The code is announced as it changes; the spinner shown while it loads is a live region too.
  const codeOnScreen = admin.page.locator('.ant-typography[aria-live="polite"]');

  await test.step('the admin creates a check-in session and opens its screen', async () => {
    const { page } = admin;
    await page.goto('/Admin?tab=attendance');
    await pageReady(page);
    await page.getByRole('button', { name: 'New', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'New item' });
    await dialogOpened(form);
    await choose(form.getByLabel('Competition'), page, COMPETITION);
    await expect(form.locator('.ant-select-selection-item')).toHaveText(COMPETITION);
    await form.getByLabel('Title').fill(SESSION);
    await form.getByLabel('Location').fill('Hall A');
    // Starting this minute (check-in is open at once), ending an hour later.
    const minute = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ');
    const start = new Date();
    const [from, to] = [
      form.locator('.ant-picker-range input').first(),
      form.locator('.ant-picker-range input').last(),
    ];
    // The panel's OK button is enabled once the typed value is parsed: clicking it (Playwright waits
    // for enabled) commits each end, where Enter pressed too early on a busy machine committed nothing.
    const confirm = page.locator('.ant-picker-dropdown:visible .ant-picker-ok button');
    await from.click();
    await from.fill(minute(start));
    await confirm.click();
    // The picker usually moves on to the end by itself, and text typed before that move is wiped: once
    // the start is committed, the end is opened as a user would, by clicking it.
    await expect(from).toHaveValue(minute(start));
    await to.click();
    await expect(to).toBeFocused();
    await to.fill(minute(new Date(start.getTime() + 60 * 60_000)));
    await confirm.click();
    await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
    await expect(from).toHaveValue(minute(start));
    await expect(to).toHaveValue(minute(new Date(start.getTime() + 60 * 60_000)));
    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/admin/attendance/sessions'),
    );
    await form.getByRole('button', { name: 'OK' }).click();
    const answer = await created;
    expect(answer.ok()).toBe(true);
    sessionId = (await answer.json()).data.id;
    await expect(page.getByText('Saved.')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: SESSION });
    await expect(row.getByText('Open now')).toBeVisible();
    await row.getByRole('button', { name: 'Open', exact: true }).click();
    await expect(page.getByText(SESSION)).toBeVisible();
    await expect(page.locator('.ant-qrcode svg')).toBeVisible();
    await expect(codeOnScreen).toHaveText(/^\d{6}$/);
  });

  /** Decodes the QR code on the admin's screen: the check-in address with the code shown beside it. */
  const scan = async () => {
    let address = '';
    await expect(async () => {
      const shown = await codeOnScreen.textContent();
      const decoded = await decodeQr(admin.page.locator('.ant-qrcode'));
      expect(shown).toMatch(/^\d{6}$/);
      expect(decoded).toBe(`${baseURL}/account/Team/Attendance?session=${sessionId}&code=${shown}`);
      address = decoded!;
    }).toPass({ timeout: 20_000 });
    return address;
  };

  const checkIn = async ({ page }: Person) => {
    await page.goto(await scan());
    await pageReady(page);
    const card = page.locator('.ant-card').filter({ hasText: `Check in to ${SESSION}` });
    await expect(card.getByText(TEAM)).toBeVisible();
    await card.getByRole('button', { name: 'Check in now' }).click();
    await expect(page.getByText('Checked in. Thank you!')).toBeVisible();
    await expect(card.getByText(/^Checked in at /)).toBeVisible();
  };

  const teamAttendance = async () => {
    const { page } = leader;
    await page.goto('/account/Team/attendance_info');
    await pageReady(page);
    const card = page.locator('.ant-pro-card').filter({ hasText: 'Team attendance by session' });
    return card.getByRole('row').filter({ hasText: SESSION });
  };

  await test.step('the leader and one student check in by scanning the QR code', async () => {
    await checkIn(leader);
    await checkIn(second);
    await expect((await teamAttendance()).getByText('Incomplete (2/3)')).toBeVisible();
  });

  await test.step('the last student checks in: the leader sees the whole team present', async () => {
    await checkIn(third);
    await expect((await teamAttendance()).getByText('All present (3/3)')).toBeVisible();
  });

  await test.step('the admin downloads the session records as CSV', async () => {
    const { page } = admin;
    const teams = page.locator('.ant-pro-card').filter({ hasText: 'Teams at this session' });
    await expect(teams.getByRole('row').filter({ hasText: TEAM }).getByText('All present (3/3)')).toBeVisible(
      {
        timeout: 30_000,
      },
    );
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download records (CSV)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`attendance-${sessionId}.csv`);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.subarray(3).toString('utf8');
    expect(csv.split(/\r?\n/)[0]).toContain('Legal name');
    for (const [index, { username }] of students.entries()) {
      const line = csv.split(/\r?\n/).find((l) => l.includes(username));
      expect(line, username).toBeDefined();
      expect(line).toContain(SESSION);
      expect(line).toContain(TEAM);
      // Named as on the passport checked at the door, with the status in the admin's words.
      expect(line).toContain(`Student ${index + 1} ${stamp}`);
      expect(line).toContain('Present');
    }
  });

  for (const person of [...students, admin]) await person.page.context().close();
});
