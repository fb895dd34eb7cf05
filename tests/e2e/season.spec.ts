/**
 * A season on the portal, from enrolment to final results, in a real browser against the production
 * server: three teams enrol; an admin sets officials, generates runs and publishes the phase; a
 * referee opens the Scoring page online, loses the network, makes 100 entries over two runs, reloads
 * with no network and finds everything still there; back online, the server takes every entry once
 * and its totals are the tablet's. A second referee's different sheet makes a conflict the public
 * does not see; the head referee commits on the tablet and an open results page shows the score
 * within 2 s; the phase goes final and its top two go on to the next phase.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import type * as API from '../../common/contract';
import { E2E_ADMIN } from './accounts';
import { data, pageReady, signIn } from './support';

test.use({ locale: 'en-US', timezoneId: 'UTC', viewport: { width: 820, height: 1180 } });

const stamp = Date.now().toString(36);
const PASSWORD = 'Field-Judge-2027!';
const HOUR = 3_600_000;
const MISSIONS_MAX = 190;

/** A new account, signed in in a browser context of its own. */
async function account(browser: Browser, name: string) {
  const context = await browser.newContext();
  const username = `${name}_${stamp}`;
  await data(
    await context.request.post('/api/register', {
      data: { username, email: `${username}@example.org`, password: PASSWORD },
    }),
  );
  await signIn(context.request, username, PASSWORD);
  const me = await data<API.CurrentUser>(await context.request.get('/api/user/currentUser'));
  return { context, request: context.request, uid: me.uid, username };
}

/** Taps a sheet's counter: each tap is one entry in the tablet's outbox. */
const tap = (page: Page, sign: 'Add one' | 'Take one away', item: string) =>
  page.getByRole('button', { name: `${sign}: ${item}`, exact: true }).click();

test('a season runs from enrolment to final results, with an offline referee tablet', async ({ browser }) => {
  test.setTimeout(240_000);
  const adminContext = await browser.newContext();
  const admin = adminContext.request;
  await signIn(admin, E2E_ADMIN.username, E2E_ADMIN.password);
  const now = Date.now();

  const competition = await data<API.AdminCompetitionView>(
    await admin.post('/api/admin/competitions', {
      data: {
        name: `Season Cup ${stamp}`,
        summary: 'A season run end to end.',
        track: 'underwater',
        enrolmentOpensAt: new Date(now - 24 * HOUR).toISOString(),
        enrolmentClosesAt: new Date(now + 24 * HOUR).toISOString(),
        minTeamSize: 1,
        maxTeamSize: 3,
        capacity: 10,
        requiresApproval: false,
      },
    }),
  );
  const phase = (name: string, startsAt: number) =>
    admin
      .post('/api/admin/phases', {
        data: {
          competitionId: competition.id,
          name,
          startsAt: new Date(startsAt).toISOString(),
          endsAt: new Date(startsAt + 24 * HOUR).toISOString(),
        },
      })
      .then((answer) => data<API.AdminPhase>(answer));
  const qualifier = await phase('Qualifier', now - HOUR);
  const finals = await phase('Finals', now + 48 * HOUR);

  const teams: API.TeamView[] = [];
  for (const name of ['Narwhal', 'Orca', 'Manta']) {
    const leader = await account(browser, name.toLowerCase());
    await data(
      await leader.request.put('/api/user/evpi', {
        data: {
          legalName: `${name} Leader`,
          dateOfBirth: '2006-03-01',
          nationality: 'China',
          documentType: 'passport',
          documentNumber: `E${stamp}${name.length}`,
          organisation: 'Ocean University',
          emergencyContactName: 'Li Ming',
          emergencyContactPhone: '+8613800001111',
          guardianName: null,
          guardianPhone: null,
        },
      }),
    );
    const team = await data<API.TeamView>(
      await leader.request.post('/api/teams', {
        data: {
          competitionId: competition.id,
          name: `${name} ${stamp}`,
          organisation: 'Ocean University',
          country: 'China',
          description: '',
        },
      }),
    );
    await data(
      await leader.request.post('/api/enrolments', {
        data: { competitionId: competition.id, teamId: team.id },
      }),
    );
    teams.push(team);
    await leader.context.close();
  }

  const refereeA = await account(browser, 'referee_a');
  const refereeB = await account(browser, 'referee_b');
  const head = await account(browser, 'head');
  await data(
    await admin.put(`/api/admin/competitions/${competition.id}/officials`, {
      data: {
        officials: [
          { uid: refereeA.uid, role: 'referee' },
          { uid: refereeB.uid, role: 'referee' },
          { uid: head.uid, role: 'head_referee' },
        ],
      },
    }),
  );
  const runs = await data<API.RunView[]>(
    await admin.post(`/api/admin/phases/${qualifier.id}/runs`, { data: { generate: 'every-team' } }),
  );
  const missions = (team: API.TeamView, attempt: number) =>
    runs.find((r) => r.teamId === team.id && r.component === 'missions' && r.attempt === attempt)!;
  const [first, second] = [missions(teams[0]!, 1), missions(teams[0]!, 2)];
  await data(
    await admin.put(`/api/admin/phases/${qualifier.id}/publication`, { data: { state: 'published' } }),
  );

  const tablet = await refereeA.context.newPage();
  const status = tablet.getByTestId('scoring-status');
  const openSheet = async (attempt: number) => {
    await tablet
      .getByRole('button', { name: `Open sheet: ${teams[0]!.name}, Attempt ${attempt}`, exact: true })
      .click();
  };

  await test.step('the referee opens the Scoring page online, then loses the network', async () => {
    await tablet.goto('/Referee');
    await pageReady(tablet);
    // A referee scores field runs: each team's two mission attempts.
    await expect(tablet.getByRole('button', { name: /^Open sheet: / })).toHaveCount(2 * teams.length);
    // The service worker controls the page and has cached what it needs for the next start.
    await tablet.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await tablet.waitForFunction(async () => (await caches.keys()).some((key) => key.includes('referee')));
    await refereeA.context.setOffline(true);
  });

  await test.step('100 entries over two runs with no network, and a reload keeps them', async () => {
    await openSheet(1);
    for (let i = 0; i < 24; i += 1) {
      await tap(tablet, 'Add one', 'Sample collected');
      await tap(tablet, 'Take one away', 'Sample collected');
    }
    await tap(tablet, 'Add one', 'Docked at the station');
    await expect(tablet.getByText(`Total: 40 of ${MISSIONS_MAX}`)).toBeVisible();
    await tablet.getByLabel('Your name (signature)').fill('Referee A');
    await tablet.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(status).toContainText('Offline — 50 entries waiting');

    await tablet.getByRole('button', { name: 'Back to the list' }).click();
    await openSheet(2);
    for (let i = 0; i < 22; i += 1) {
      await tap(tablet, 'Add one', 'Sample collected');
      await tap(tablet, 'Take one away', 'Sample collected');
    }
    for (let i = 0; i < 3; i += 1) await tap(tablet, 'Add one', 'Sample collected');
    await tap(tablet, 'Add one', 'Valve turned');
    await tap(tablet, 'Add one', 'Collision with the field');
    await expect(tablet.getByText(`Total: 80 of ${MISSIONS_MAX}`)).toBeVisible();
    await tablet.getByLabel('Your name (signature)').fill('Referee A');
    await tablet.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(status).toContainText('Offline — 100 entries waiting');

    await tablet.reload();
    await expect(status).toContainText('Offline — 100 entries waiting');
    await openSheet(2);
    await expect(tablet.getByText(`Total: 80 of ${MISSIONS_MAX}`)).toBeVisible();
    await tablet.getByRole('button', { name: 'Back to the list' }).click();
  });

  await test.step('back online, the server takes every entry once, with the tablet’s totals', async () => {
    await refereeA.context.setOffline(false);
    await expect(status).toContainText('All entries sent');
    for (const [run, total] of [
      [first, 40],
      [second, 80],
    ] as const) {
      const sheets = await data<API.RunSheetView>(await head.request.get(`/api/scoring/runs/${run.id}`));
      expect(sheets.run.state).toBe('submitted');
      expect(sheets.submissions.map((s) => [s.referee.uid, s.points])).toEqual([[refereeA.uid, total]]);
    }
  });

  const ranking = await browser.newPage();
  await test.step('a second tablet’s different sheet is a conflict, not public', async () => {
    const events = [
      { kind: 'count', item: 'samples', delta: 1 },
      { kind: 'submit', total: 20, signature: 'Referee B' },
    ].map((entry) => ({
      id: randomUUID(),
      runId: first.id,
      schemeVersion: 1,
      at: new Date().toISOString(),
      entry,
    }));
    const sent = await data<API.ScoringBatchResult>(
      await refereeB.request.post('/api/scoring/events', { data: { device: 'tablet-b', events } }),
    );
    expect(sent.accepted).toHaveLength(2);
    const sheets = await data<API.RunSheetView>(await head.request.get(`/api/scoring/runs/${first.id}`));
    expect(sheets.run.state).toBe('conflict');

    const board = await data<API.PhaseResults>(
      await ranking.request.get(`/api/results/phases/${qualifier.id}`),
    );
    expect(board.rows.every((row) => row.totalMicro === 0)).toBe(true);
    // The page listens for live results once its stream is open.
    const stream = ranking.waitForRequest((request) => new URL(request.url()).pathname === '/api/events');
    await ranking.goto(`/Results/${qualifier.id}`);
    await pageReady(ranking);
    await stream;
    await expect(ranking.getByRole('heading', { name: /Qualifier/ }).first()).toBeVisible();
  });

  await test.step('the head referee commits on the tablet; the open results page shows it within 2 s', async () => {
    const review = await head.context.newPage();
    await review.goto('/Referee');
    await pageReady(review);
    await review.getByRole('tab', { name: 'To review' }).click();
    await review.getByRole('button', { name: `Review: ${teams[0]!.name}, Attempt 1`, exact: true }).click();
    await review.getByRole('radio', { name: `${refereeA.username}: 40` }).check();
    await review.getByRole('button', { name: 'Commit', exact: true }).click();
    await expect(review.getByText(/Version 1: 40 points/)).toBeVisible();
    // 60 % × 40 / 190, to 3 decimals.
    await expect(ranking.getByText('12.632').first()).toBeVisible({ timeout: 2_000 });
  });

  await test.step('the phase goes final and its top two go on to the finals', async () => {
    await data(
      await admin.put(`/api/admin/phases/${qualifier.id}/publication`, {
        data: { state: 'final', advancement: { kind: 'top', count: 2 } },
      }),
    );
    const final = await data<API.PhaseResults>(
      await ranking.request.get(`/api/results/phases/${qualifier.id}`),
    );
    expect(final.rows[0]).toMatchObject({ teamId: teams[0]!.id, rank: 1, qualified: true });
    expect(final.rows.filter((row) => row.qualified)).toHaveLength(2);
    const next = await data<API.RunView[]>(
      await admin.post(`/api/admin/phases/${finals.id}/runs`, { data: { generate: 'every-team' } }),
    );
    expect(new Set(next.map((run) => run.teamId)).size).toBe(2);
    expect(next.some((run) => run.teamId === teams[0]!.id)).toBe(true);
  });
});
