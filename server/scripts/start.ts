/**
 * `npm start`: builds the SPA when dist/ is missing or older than its sources, then runs the
 * server (server/main.ts) in this process. SKIP_BUILD=1 starts with whatever dist/ holds.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildState } from './build-state';

const root = fileURLToPath(new URL('../..', import.meta.url));

function buildIfNeeded() {
  if (process.env.SKIP_BUILD === '1') return;
  const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
  const state = buildState(root, distDir);
  if (!state.stale) return;
  process.stdout.write(`Building the pages (${state.reason}): max build\n`);
  const max = path.join(root, 'node_modules', '@umijs', 'max', 'bin', 'max.js');
  // The build must not inherit the dev-server settings (mocks, proxy) of a developer's shell.
  const env = { ...process.env };
  delete env.UMI_ENV;
  delete env.MOCK;
  const result = spawnSync(process.execPath, [max, 'build'], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    process.stderr.write('The build failed; not starting the server.\n');
    process.exit(result.status ?? 1);
  }
}

buildIfNeeded();
void import('../main');
