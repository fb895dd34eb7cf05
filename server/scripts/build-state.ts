/**
 * Is the SPA build missing or older than its sources? `npm start` asks before deciding to run
 * `max build`, so a fresh clone builds once and later starts are instant until a source changes.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { serverBundleDir } from '../render/render-page';

/** What the build is made from, relative to the repository root. */
export const BUILD_INPUTS = ['src', 'common', 'config', 'public', '.umirc.ts', 'package.json'];

/** Newest modification time under a path; Umi's generated folders (src/.umi*) and other dot-entries are skipped. */
export function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

export type BuildState = { stale: false } | { stale: true; reason: string };

export function buildState(root: string, distDir = path.join(root, 'dist')): BuildState {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) return { stale: true, reason: `${path.relative(root, index)} is missing` };
  // The pages' server rendering (server/render/render-page.ts) comes from the same build.
  const serverBundle = path.join(serverBundleDir(distDir), 'build-manifest.json');
  if (!existsSync(serverBundle))
    return { stale: true, reason: `${path.relative(root, serverBundle)} is missing` };
  const built = statSync(index).mtimeMs;
  for (const input of BUILD_INPUTS) {
    if (newestMtime(path.join(root, input)) > built)
      return { stale: true, reason: `${input} changed since the last build` };
  }
  return { stale: false };
}
