/**
 * `npm run bench:pages`: how the public pages meet a visitor on a phone. Starts the portal as
 * `npm start` does (builds when dist/ is stale; its own free port and data folder), then runs
 * Lighthouse's mobile preset in Debian's Chromium on each page of issue 9's table and prints the
 * bytes transferred by type, the scores and the timings.
 *
 * Exits non-zero when a page misses a goal, so it can guard against regressions. It is kept out of
 * `npm test`: timings on a shared 2-core machine are noisy, and one run takes a few minutes.
 *
 *   npm run bench:pages                      # every page of the table
 *   npm run bench:pages -- /News /About      # some of them
 *   BENCH_URL=http://localhost:8000 npm run bench:pages   # a portal that is already running
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import path from 'node:path';
import { PAGES, startBuiltPortal } from './portal-process';

/** Issue 9's goals. Bytes count HTML, scripts, styles, fonts and the page's API calls; images aside. */
export const GOALS = {
  transferredBytes: 200 * 1024,
  performance: 0.9,
  accessibility: 0.95,
  seo: 0.95,
  largestContentfulPaintMs: 2500,
  totalBlockingTimeMs: 200,
};

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Lighthouse's resource types, folded into the columns a reader cares about. */
const KINDS: Record<string, string> = {
  Document: 'html',
  Script: 'scripts',
  Stylesheet: 'styles',
  Font: 'fonts',
  Fetch: 'api',
  XHR: 'api',
  Image: 'images',
};

interface PageResult {
  page: string;
  bytes: Record<string, number>;
  counted: number;
  performance: number;
  accessibility: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
}

/**
 * Lighthouse runs as its own command, outside tsx: it sends functions to the page as their source
 * text, and tsx's transform would add helpers to them that the page does not have.
 */
const lighthouseCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')),
  'cli',
  'index.js',
);

interface LighthouseReport {
  runtimeError?: { message: string };
  categories: Record<'performance' | 'accessibility' | 'seo', { score: number | null }>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }
  >;
}

async function runLighthouse(origin: string, page: string): Promise<LighthouseReport> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      lighthouseCli,
      `${origin}${page}`,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility,seo',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' },
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  return JSON.parse(stdout) as LighthouseReport;
}

/**
 * Chromium now and then records a trace without the navigation's start (Lighthouse's NO_NAVSTART);
 * that run says nothing about the page, so it is repeated.
 */
async function measure(origin: string, page: string, attempts = 3): Promise<PageResult> {
  let lhr: LighthouseReport | undefined;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      lhr = await runLighthouse(origin, page);
      if (!lhr.runtimeError) break;
    } catch (error) {
      if (attempt === attempts) throw error;
    }
    lhr = undefined;
  }
  if (!lhr) throw new Error(`${page}: Lighthouse failed ${attempts} times`);
  const bytes: Record<string, number> = {};
  for (const request of lhr.audits['network-requests'].details?.items ?? []) {
    const kind = KINDS[request.resourceType ?? ''] ?? 'other';
    bytes[kind] = (bytes[kind] ?? 0) + (request.transferSize ?? 0);
  }
  const counted = Object.entries(bytes)
    .filter(([kind]) => kind !== 'images')
    .reduce((sum, [, size]) => sum + size, 0);
  return {
    page,
    bytes,
    counted,
    performance: lhr.categories.performance.score ?? 0,
    accessibility: lhr.categories.accessibility.score ?? 0,
    seo: lhr.categories.seo.score ?? 0,
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? Infinity,
    tbtMs: lhr.audits['total-blocking-time'].numericValue ?? Infinity,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** What a result misses of the goals, in words; empty when it meets them all. */
export function missedGoals(result: PageResult): string[] {
  const missed: string[] = [];
  if (result.counted > GOALS.transferredBytes)
    missed.push(`transferred ${kb(result.counted)} > ${kb(GOALS.transferredBytes)}`);
  if (result.performance < GOALS.performance)
    missed.push(`performance ${result.performance} < ${GOALS.performance}`);
  if (result.accessibility < GOALS.accessibility)
    missed.push(`accessibility ${result.accessibility} < ${GOALS.accessibility}`);
  if (result.seo < GOALS.seo) missed.push(`SEO ${result.seo} < ${GOALS.seo}`);
  if (result.lcpMs > GOALS.largestContentfulPaintMs)
    missed.push(`largest paint ${seconds(result.lcpMs)} > ${seconds(GOALS.largestContentfulPaintMs)}`);
  if (result.tbtMs > GOALS.totalBlockingTimeMs)
    missed.push(`blocking time ${Math.round(result.tbtMs)} ms > ${GOALS.totalBlockingTimeMs} ms`);
  return missed;
}

function printTable(results: PageResult[]) {
  const header = [
    'page',
    'html',
    'scripts',
    'styles',
    'fonts',
    'api',
    'counted',
    'images',
    'perf',
    'a11y',
    'SEO',
    'LCP',
    'TBT',
  ];
  const rows = results.map((r) => [
    r.page,
    kb(r.bytes.html ?? 0),
    kb(r.bytes.scripts ?? 0),
    kb(r.bytes.styles ?? 0),
    kb(r.bytes.fonts ?? 0),
    kb(r.bytes.api ?? 0),
    kb(r.counted),
    kb(r.bytes.images ?? 0),
    r.performance.toFixed(2),
    r.accessibility.toFixed(2),
    r.seo.toFixed(2),
    seconds(r.lcpMs),
    `${Math.round(r.tbtMs)} ms`,
  ]);
  const lines = [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`);
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

async function main() {
  const pages = process.argv.slice(2).length ? process.argv.slice(2) : PAGES;
  const running = process.env.BENCH_URL;
  const portal = running
    ? { origin: running.replace(/\/$/, ''), stop: async () => {} }
    : await startBuiltPortal('bench');
  const results: PageResult[] = [];
  try {
    for (const page of pages) {
      process.stdout.write(`Lighthouse, mobile: ${page}\n`);
      results.push(await measure(portal.origin, page));
    }
  } finally {
    await portal.stop();
  }
  printTable(results);
  let failed = false;
  for (const result of results) {
    const missed = missedGoals(result);
    if (missed.length) {
      failed = true;
      process.stdout.write(`✗ ${result.page}: ${missed.join('; ')}\n`);
    } else {
      process.stdout.write(`✓ ${result.page}: every goal met\n`);
    }
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:pages failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(2);
});
