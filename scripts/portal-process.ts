/**
 * What the benchmark scripts share: issue 9's public pages, a free port, and a built portal started
 * on a data folder of its own, answering once it is up.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The public pages issue 9's goals are measured on. */
export const PAGES = ['/', '/News', '/News/1', '/About', '/account/Login', '/Results', '/Results/2'];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Sends `signal` to `child` unless it has exited already, and resolves with how it ended. A process
 * still running `withinMs` later is killed and the call fails, naming it: a stop that never ends
 * would otherwise hold the whole test run.
 */
export async function stopProcess(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
  withinMs = 60_000,
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  const ended = () => ({ code: child.exitCode, signal: child.signalCode });
  if (child.exitCode !== null || child.signalCode !== null) return ended();
  const exited = once(child, 'exit');
  child.kill(signal);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), withinMs);
  });
  const first = await Promise.race([exited, late]);
  clearTimeout(timer);
  if (first !== 'late') return ended();
  child.kill('SIGKILL');
  await exited;
  throw new Error(
    `process ${child.pid} (${child.spawnargs.join(' ')}) had not exited ${withinMs / 1000} s after ${signal}`,
  );
}

/** Resolves once `url` answers 2xx; fails when the child exits first or time runs out. */
export async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited with ${child.exitCode ?? child.signalCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => {
      setTimeout(resolve, 250);
    });
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * `npm start` (the build, the embedded database) on a free port and a fresh data folder; `env` adds
 * to or overrides its environment (`DATABASE_URL` for PostgreSQL).
 */
export async function startBuiltPortal(
  name: string,
  logLevel = 'warn',
  env: Record<string, string> = {},
): Promise<{ origin: string; pid: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `portal-${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/scripts/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: logLevel,
      ADMIN_PASSWORD: 'Bench-admin-2026',
      // As package.json's start script sets it (docs/performance.md, "Several processes behind nginx").
      MALLOC_MMAP_THRESHOLD_: '131072',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    try {
      await stopProcess(child);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  try {
    await waitUntilUp(`${origin}/api/user/currentUser`, child, 300_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, pid: child.pid!, stop };
}
