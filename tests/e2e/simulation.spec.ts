/**
 * The simulation track in a real browser against the production server, whose one process runs
 * submissions itself in the sandbox: an admin makes a phase a simulation phase in the console; a
 * team's leader uploads the sample controller on a phone, watches it go from queued to scored without
 * a reload, opens its trials and plays the replay. The page passes axe in the leader's language.
 */
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as API from '../../common/contract';
import { zipOf } from '../server/support/files';
import { E2E_ADMIN } from './accounts';
import { axeViolations, data, layoutProblems, pageReady, settled, signIn } from './support';

const stamp = Date.now().toString(36);
const PASSWORD = 'Thruster-Trim-2027!';
const HOUR = 3_600_000;
const SAMPLE = join(__dirname, '../../server/features/simulation/scenarios/subsea-gates/kit/main.py');

/** A competition open for enrolment, with a phase open now that is not a simulation phase yet. */
async function season(admin: APIRequestContext) {
  const now = Date.now();
  const competition = await data<API.AdminCompetitionView>(
    await admin.post('/api/admin/competitions', {
      data: {
        name: `Sim Cup ${stamp}`,
        summary: 'An online qualifier.',
        track: 'underwater',
        enrolmentOpensAt: new Date(now - 24 * HOUR).toISOString(),
        enrolmentClosesAt: new Date(now + 24 * HOUR).toISOString(),
        minTeamSize: 1,
        maxTeamSize: 3,
        capacity: 20,
        requiresApproval: false,
      },
    }),
  );
  const phase = await data<API.AdminPhase>(
    await admin.post('/api/admin/phases', {
      data: {
        competitionId: competition.id,
        name: `Online qualifier ${stamp}`,
        startsAt: new Date(now - HOUR).toISOString(),
        endsAt: new Date(now + 24 * HOUR).toISOString(),
      },
    }),
  );
  return { competition, phase };
}

/** A leader whose team holds a place in the competition, signed in in a phone's browser context. */
async function enrolledLeader(browser: Browser, competitionId: number) {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 390, height: 844 } });
  const { request } = context;
  const username = `pilot_${stamp}`;
  await data(
    await request.post('/api/register', {
      data: { username, email: `${username}@example.org`, password: PASSWORD },
    }),
  );
  await signIn(request, username, PASSWORD);
  await data(
    await request.put('/api/user/evpi', {
      data: {
        legalName: 'Ana Souza',
        dateOfBirth: '2006-05-02',
        nationality: 'Brazil',
        documentType: 'passport',
        documentNumber: `P${stamp}`,
        organisation: 'Santos Marine Technical School',
        emergencyContactName: 'Maria Souza',
        emergencyContactPhone: '+5513999990000',
        guardianName: null,
        guardianPhone: null,
      },
    }),
  );
  const team = await data<API.TeamView>(
    await request.post('/api/teams', {
      data: {
        competitionId,
        name: `Tide Pilots ${stamp}`,
        organisation: 'Santos Marine Technical School',
        country: 'BR',
        description: '',
      },
    }),
  );
  await data(await request.post('/api/enrolments', { data: { competitionId, teamId: team.id } }));
  return { context, team };
}

test('an admin sets up a simulation phase; a team uploads, watches it scored live and plays the replay', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const adminContext = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  await signIn(adminContext.request, E2E_ADMIN.username, E2E_ADMIN.password);
  const { competition, phase } = await season(adminContext.request);

  // The admin makes the phase a simulation phase in the console.
  const consolePage = await adminContext.newPage();
  await consolePage.goto('/Admin?tab=simulation');
  await pageReady(consolePage);
  await consolePage.getByLabel('Phase').click();
  await consolePage.getByTitle(`Sim Cup ${stamp} · Online qualifier ${stamp}`).click();
  await expect(consolePage.getByText('This phase is not a simulation phase yet')).toBeVisible();
  await expect(consolePage.locator('.ant-message-error, .ant-notification-notice-error')).toHaveCount(0);
  await consolePage.getByLabel('Scenario').click();
  await consolePage.getByTitle('Subsea gates').click();
  await consolePage.getByLabel('Public seeds').fill('7');
  await consolePage.getByLabel('Public seeds').press('Enter');
  await consolePage.getByLabel('Hidden seeds').fill('8');
  await consolePage.getByLabel('Hidden seeds').press('Enter');
  await consolePage.getByRole('button', { name: 'Make it a simulation phase' }).click();
  await expect(consolePage.getByText('Saved.')).toBeVisible();
  const settings = await data<API.SimulationPhaseView>(
    await adminContext.request.get(`/api/admin/phases/${phase.id}/simulation`),
  );
  expect(settings).toMatchObject({ scenario: 'subsea-gates', publicSeeds: [7], hiddenSeeds: [8] });

  // The leader uploads the sample controller on a phone, in Portuguese.
  const { context, team } = await enrolledLeader(browser, competition.id);
  const page = await context.newPage();
  await page.goto(`/account/Team/Simulation?id=${team.id}`);
  await settled(page);
  await expect(page.getByText(`Online qualifier ${stamp}`)).toBeVisible();
  await expect(page.getByText('Hoje: 0 de 5 submissões', { exact: false })).toBeVisible();
  // The starter kit, and the command that runs it on the phase's public seeds.
  await expect(page.getByRole('link', { name: 'Kit inicial' })).toHaveAttribute(
    'href',
    '/api/simulation/scenarios/subsea-gates/kit',
  );
  await expect(page.getByText('node run.cjs --seed 7 .')).toBeVisible();
  expect(await axeViolations(page), 'axe violations').toEqual([]);
  expect(await layoutProblems(page), 'layout on a 390-px screen').toEqual([]);

  // A mark on this very document: it is still there once the submission is scored, so no reload did it.
  await page.evaluate(() => Object.assign(window, { __beforeUpload: true }));
  const zip = await zipOf([{ name: 'main.py', data: readFileSync(SAMPLE) }]);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'controller.zip', mimeType: 'application/zip', buffer: zip });
  await expect(page.getByText('Enviado: está na fila e roda em breve.')).toBeVisible();

  // Without a reload, the submission goes on to scored (the live events), and today's count is one.
  const item = page.locator('[data-submission]').first();
  await expect(item.locator('[data-state="scored"]')).toBeVisible({ timeout: 60_000 });
  await expect(item).toContainText('pontuação pública');
  expect(await page.evaluate(() => (window as { __beforeUpload?: boolean }).__beforeUpload)).toBe(true);
  await expect(page.getByText('Hoje: 1 de 5 submissões', { exact: false })).toBeVisible();

  // Its trials: the public one only, and its replay.
  await item.getByRole('link', { name: 'Tentativas' }).click();
  await expect(page.getByText(/Semente 7: [\d,.]+ pontos/)).toBeVisible();
  await expect(page.getByText(/Semente 8/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Replay da semente 7' }).click();
  const picture = page.getByRole('img', { name: /Replay da semente 7/ });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('data-step', '0');
  await page.getByRole('button', { name: 'Reproduzir' }).click();
  await expect.poll(async () => Number(await picture.getAttribute('data-step'))).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Pausar' }).click();
  // Scrubbing to the end shows the trial's last moment.
  await page.getByRole('slider', { name: 'Posição na tentativa' }).press('End');
  const steps = (
    await data<API.SimulationSubmissionDetail>(
      await context.request.get(
        `/api/teams/${team.id}/simulation/submissions/${await item.getAttribute('data-submission')}`,
      ),
    )
  ).trials[0]!.steps;
  await expect(picture).toHaveAttribute('data-step', String(steps));
  // The upload's toast fades out in pale text: axe reads the page once it is gone.
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  await settled(page);
  expect(await axeViolations(page), 'axe violations with the replay open').toEqual([]);
  expect(await layoutProblems(page), 'layout with the replay open').toEqual([]);

  // The admin's queue shows it scored, with its worker's run.
  await consolePage.reload();
  await pageReady(consolePage);
  await consolePage.getByLabel('Phase').click();
  await consolePage.getByTitle(`Sim Cup ${stamp} · Online qualifier ${stamp}`).click();
  const row = consolePage.getByRole('row', { name: new RegExp(`Tide Pilots ${stamp}`) });
  await expect(row).toContainText('Scored');
  await expect(row.getByRole('button', { name: 'Run again' })).toBeVisible();
  await context.close();
  await adminContext.close();
});
