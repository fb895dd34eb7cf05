/**
 * `npm run bench:memory`: how much memory a portal process holds. Starts the server as
 * `npm run start:server` does (its node flags included, read from package.json) on a data folder of
 * its own, twice: a first start (the database is created) and a restart; after each, loads every
 * public page and the crawlers' addresses in the five languages, round after round, and prints the
 * process's RSS. Needs a build (`npm run build`): the pages are rendered by the server.
 *
 * Exits non-zero when the RSS after the mix is over the goal (issue 27: 512 MB), so it can guard
 * against regressions. Kept out of `npm test`: it takes a few minutes.
 *
 *   npm run bench:memory
 *   ROUNDS=40 npm run bench:memory
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '../common/locales';
import { freePort, waitUntilUp } from './portal-process';

const root = fileURLToPath(new URL('..', import.meta.url));
const GOAL_MB = 512;
const ROUNDS = Number(process.env.ROUNDS ?? 20);

const PAGES = [
  '/',
  '/News',
  '/News?page=2',
  '/News/1',
  '/News/2',
  '/News/987654',
  '/About',
  '/About/Feature1',
  '/Rule',
  '/Rule/Feature3',
  '/Note',
  '/MATE',
  '/Journal',
  '/Science',
  '/database/list',
  '/account/Login',
  '/no/such/page',
];
const OTHERS = [
  '/api/news',
  '/api/sections?area=about',
  '/api/materials?collection=journal&pageSize=100',
  '/api/news/feed.xml',
  '/sitemap.xml',
];

/** The node flags of `npm run start:server`, so the process measured is the one operators run. */
function serverFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const words = scripts['start:server']!.split(/\s+/);
  return words.slice(1, words.indexOf('server/main.ts'));
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function measure(dataDir: string, label: string): Promise<number> {
  const port = await freePort();
  const child = spawn(process.execPath, [...serverFlags(), 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitUntilUp(`${base}/api/health/ready`, child, 180_000);
    const started = rssMb(child.pid!);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const locale of LOCALES) {
        for (const url of [...PAGES, ...OTHERS]) {
          const answer = await fetch(base + url, { headers: { 'accept-language': locale } });
          await answer.arrayBuffer();
        }
      }
    }
    const after = rssMb(child.pid!);
    console.log(`${label}: RSS ${started} MB after start, ${after} MB after ${ROUNDS} rounds of page loads`);
    return after;
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await once(child, 'exit');
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-memory-'));
  try {
    for (const label of ['first start', 'restart']) {
      const held = await measure(dataDir, label);
      if (held > GOAL_MB) {
        console.error(`${label}: the process holds ${held} MB, over the goal of ${GOAL_MB} MB`);
        process.exitCode = 1;
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
