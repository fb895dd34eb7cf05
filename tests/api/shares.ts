/**
 * The API suite in three processes rather than one per file. A file's process spent about
 * 3 s of a core before its first test (loading the server's modules through tsx, compiling
 * PGlite's WebAssembly), and every file paid it, beside the browser tests on two cores.
 *
 * The files are every `*.test.ts` under tests/server/ (the server, one folder per area) and
 * tests/build/ (the build's library edits), found recursively; a file is named by its file name
 * without `.test.ts`, which is unique across both (a second file of the same name is refused).
 *
 * Each file still runs as a unit of its own: it is required inside a suite named after it, so its
 * top-level tests and hooks (`before` starting its portal, `after` closing it) belong to that suite
 * and run in order with it. The test files are CommonJS (tsx compiles them so), which lets the
 * require run synchronously while node:test collects the suite. A file still runs on its own with
 * `node --import tsx --test tests/server/<area>/<file>.test.ts`.
 *
 * The runners are `shares/<n>-of-<count>.ts`: their names say which share each runs, and a test
 * checks that together they are every share (shares.test.ts).
 *
 * API_TEST_FILES (names without `.test.ts`, space-separated) narrows the suite, e.g. to the files
 * where the database driver matters (`npm run test:api:postgres`).
 *
 * `npm run test:api` gives node `--liftoff-only`: a file's PGlite lives seconds, and V8 recompiling
 * its WebAssembly with the optimising compiler in the background cost more than it saved (266
 * against 284 core-seconds for the suite).
 */
import { readdirSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { describe } from 'node:test';

const ROOT = path.resolve(__dirname, '../..');
/** Where the suite's files live, relative to the repository. */
export const SUITE_FOLDERS = ['tests/server', 'tests/build'];

/**
 * Seconds each slow file took in \`npm test\`'s run on PostgreSQL, beside the browser tests (stop 36).
 * They only balance the shares: a file missing here counts as a quick one, and a stale figure costs
 * some waiting at the end, never a test. Much of it is waiting (processes starting, a queue's
 * timers), which is why three shares finish sooner than two on two cores.
 */
const SECONDS: Record<string, number> = {
  'data-folder': 84,
  durability: 50,
  'access-matrix': 48,
  lifecycle: 48,
  jobs: 42,
  attendance: 28,
  fuzz: 28,
  leaks: 26,
  storage: 19,
  limits: 19,
  content: 17,
  user: 17,
  teams: 16,
  'guess-budgets': 16,
  'mock-contract': 12,
  'database-down': 12,
  events: 12,
  'two-factor': 11,
  recovery: 10,
  schemes: 10,
  submissions: 10,
  enrolments: 9,
};
const QUICK = 4;

/** Every test file of the suite: its name (without `.test.ts`) → its path from the repository. */
export function apiTestPaths(): Map<string, string> {
  const found = new Map<string, string>();
  for (const folder of SUITE_FOLDERS) {
    const entries: Dirent[] = readdirSync(path.join(ROOT, folder), { withFileTypes: true, recursive: true });
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.endsWith('.test.ts')) continue;
      const name = entry.name.slice(0, -'.test.ts'.length);
      const file = path.posix.join(
        path.relative(ROOT, entry.parentPath).split(path.sep).join('/'),
        entry.name,
      );
      const other = found.get(name);
      if (other) throw new Error(`two API test files are named ${name}: ${other} and ${file}`);
      found.set(name, file);
    }
  }
  return found;
}

export function apiTestFiles(only = process.env.API_TEST_FILES): string[] {
  const all = [...apiTestPaths().keys()].sort();
  if (!only?.trim()) return all;
  const wanted = only.trim().split(/\s+/);
  const unknown = wanted.filter((name) => !all.includes(name));
  if (unknown.length) throw new Error(`API_TEST_FILES names no such test file: ${unknown.join(', ')}`);
  return all.filter((name) => wanted.includes(name));
}

/** `shares/2-of-3.ts` → { index: 2, count: 3 }; undefined for any other name. */
export function shareOfRunner(file: string): { index: number; count: number } | undefined {
  const match = /^(\d+)-of-(\d+)\.ts$/.exec(path.basename(file));
  if (!match) return undefined;
  const [index, count] = [Number(match[1]), Number(match[2])];
  return index >= 1 && index <= count ? { index, count } : undefined;
}

/** Splits files into `count` shares of about the same time: the longest first, each to the lightest share. */
export function shares(files: string[], count: number): string[][] {
  const weight = (file: string) => SECONDS[file] ?? QUICK;
  const result = Array.from({ length: count }, () => ({ files: [] as string[], seconds: 0 }));
  for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lightest = result.reduce((best, share) => (share.seconds < best.seconds ? share : best));
    lightest.files.push(file);
    lightest.seconds += weight(file);
  }
  return result.map((share) => share.files.sort());
}

/** Runs the share its runner's file name gives (`shares/1-of-3.ts`), each file as a suite of its own. */
export function runShare(runner: string): void {
  const share = shareOfRunner(runner);
  if (!share) throw new Error(`${runner}: a share runner is named <n>-of-<count>.ts, with 1 ≤ n ≤ count`);
  const files = apiTestFiles();
  const paths = apiTestPaths();
  // A narrowed run says so: an API_TEST_FILES left in the environment must not pass for the whole suite.
  if (process.env.API_TEST_FILES?.trim() && share.index === 1) {
    process.stderr.write(`API_TEST_FILES: ${files.length} test files: ${files.join(' ')}\n`);
  }
  for (const file of shares(files, share.count)[share.index - 1]) {
    const relative = paths.get(file)!;
    describe(relative, () => {
      require(path.join(ROOT, relative));
    });
  }
}
