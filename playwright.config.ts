import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_ADMIN } from './tests/e2e/accounts';

/**
 * End-to-end tests: Debian's Chromium (`apt-get install chromium`) drives the production build,
 * served by the real server on a free port with a fresh data folder.
 */

/**
 * A port the OS reports free right now, found synchronously in a child process (the config must be
 * ready before anything awaits). The main process picks it once and leaves it in the environment,
 * which the workers inherit: every process that evaluates this file then agrees on the port.
 */
function freePort(): number {
  const script =
    "const s=require('node:net').createServer();" +
    "s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}

const port = Number(process.env.E2E_PORT || freePort());
process.env.E2E_PORT = String(port);
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(join(tmpdir(), 'portal-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './tests/e2e',
  // npm test runs the server suites beside this one: pages load slower than on an idle machine.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  // One worker: npm test runs the server suites beside this one, and a second browser would only
  // compete with them for the two cores. The tests of a file run in order, so a route walk keeps its
  // reader's browser context.
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    // Recording a trace keeps Chromium busy painting every frame: only a retry records one.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Chromium keeps only the last --disable-features it is given, so this one repeats the list
        // Playwright passes itself (chromiumSwitches.ts) and adds the omnibox popups: new headless
        // Chromium builds a WebUI page for them in every window, a renderer per browser context
        // that cost about a fifth of the browser's CPU time in this suite.
        `--disable-features=${[
          'AvoidUnnecessaryBeforeUnloadCheckSync',
          'DestroyProfileOnBrowserClose',
          'HttpsUpgrades',
          'HttpsFirstBalancedModeAutoEnable',
          'LensOverlay',
          'MediaRouter',
          'PaintHolding',
          'ThirdPartyStoragePartitioning',
          'AvoidCorsURLLoaderRestartOnRedirect',
          'OptimizationHints',
          'NetworkTimeServiceQuerying',
          'AimEnabled',
          'PreconnectToSearch',
          'WebUIOmniboxPopup',
          'WebUIOmniboxAimPopup',
          'WebUIOmniboxFullPopup',
        ].join(',')}`,
      ],
    },
  },
  webServer: {
    command: 'npm start',
    url: `http://127.0.0.1:${port}/api/user/currentUser`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      DATABASE_URL: '',
      // Every test signs in from 127.0.0.1: the suite's sign-ins outnumber one address's budget.
      LOGIN_LIMIT_PER_IP: '10000',
      // The server's request log would bury the test report.
      LOG_LEVEL: 'warn',
    },
  },
});
