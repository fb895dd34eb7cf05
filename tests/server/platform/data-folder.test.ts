/**
 * One owner per PGlite data folder (issue 10): a second process on a folder in use stops at once
 * and touches nothing, a lock left by a dead process is taken over, and a start that cannot bind its
 * port stops before it opens the folder. Real server processes, on free ports.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { FolderBusyError, lockFolder } from '../../../server/db/folder-lock';

const folders: string[] = [];
const children: ChildProcess[] = [];
after(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const newFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-folder-'));
  folders.push(folder);
  return folder;
};

function listen(port = 0): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

async function freePort() {
  const server = await listen();
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => {
    server.close(resolve);
  });
  return port;
}

interface Started {
  child: ChildProcess;
  base: string;
  stderr: () => string;
}

function spawnServer(dataDir: string, port: number): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: '/nonexistent-dist',
      ADMIN_PASSWORD: 'Folder-Admin-Password-1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return { child, base: `http://127.0.0.1:${port}`, stderr: () => stderr };
}

async function untilServing(server: Started) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (server.child.exitCode !== null)
      throw new Error(`exited with ${server.child.exitCode}: ${server.stderr()}`);
    try {
      if ((await fetch(`${server.base}/api/competitions`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error('did not start within a minute');
}

async function exitCode(child: ChildProcess): Promise<number | null> {
  if (child.exitCode === null) await once(child, 'exit');
  return child.exitCode;
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

/** Stops a process (SIGSTOP) and returns once the kernel reports it stopped, so it writes nothing more. */
async function holdStill(child: ChildProcess) {
  child.kill('SIGSTOP');
  // /proc/<pid>/stat: "pid (name) state …"; T is stopped.
  while (!/\) T /.test(readFileSync(`/proc/${child.pid}/stat`, 'utf8'))) await sleep(10);
}

/** Every file under a folder with its size and modification time: what "touched nothing" compares. */
function snapshot(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(folder, { recursive: true }) as string[]) {
    const stats = statSync(path.join(folder, name));
    if (stats.isFile()) files[name] = `${stats.size}:${stats.mtimeMs}`;
  }
  return files;
}

/** The PID a lock file names: its first line. */
const lockHolder = (dataDir: string) =>
  readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8').split('\n')[0];

/** A process that runs until the tests end and has nothing to do with the portal. */
async function unrelatedProcess(): Promise<number> {
  const child = spawn('sleep', ['600'], { stdio: 'ignore' });
  children.push(child);
  await once(child, 'spawn');
  return child.pid!;
}

/** This boot's id and when a process started in it (clock ticks since boot), from /proc. */
const bootId = () => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
const startTicks = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
};

const register = (base: string, tag: string) =>
  fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: tag, email: `${tag}@folder.test`, password: 'Correct-Horse-9' }),
  });

describe('one process per data folder', () => {
  // Made once and reused: a new PGlite folder takes a while to set up on a busy machine.
  let dataDir: string;

  test('a second process on the folder exits at once with a clear message; the first keeps serving', async () => {
    dataDir = newFolder();
    const first = spawnServer(dataDir, await freePort());
    await untilServing(first);
    assert.equal((await register(first.base, 'firstone')).status, 200);
    assert.equal(lockHolder(dataDir), String(first.child.pid));
    // The first process still writes after it answers (the verification link's token, saved as its mail goes
    // out): held still, it cannot write while the second runs, and no write of its passes for the second's.
    await holdStill(first.child);
    const before = snapshot(path.join(dataDir, 'pglite'));

    const second = spawnServer(dataDir, await freePort());
    assert.notEqual(await exitCode(second.child), 0);
    assert.match(
      second.stderr(),
      new RegExp(`in use by another portal process \\(PID ${first.child.pid}\\)`),
    );
    assert.deepEqual(snapshot(path.join(dataDir, 'pglite')), before, 'the second process changed no file');
    first.child.kill('SIGCONT');

    assert.equal((await register(first.base, 'aftersecond')).status, 200, 'the first still writes');
    const answer = await fetch(`${first.base}/api/competitions`);
    assert.equal(answer.status, 200);
    await stop(first.child);
    assert.equal(existsSync(path.join(dataDir, 'pglite.lock')), false, 'a clean stop removes the lock');
  });

  test('a lock left by a process that is gone is taken over', async () => {
    const gone = spawn(process.execPath, ['-e', '']);
    await once(gone, 'exit');
    writeFileSync(path.join(dataDir, 'pglite.lock'), `${gone.pid}\n`);

    const server = spawnServer(dataDir, await freePort());
    await untilServing(server);
    assert.equal(lockHolder(dataDir), String(server.child.pid));
    assert.equal((await register(server.base, 'takeover')).status, 200);
    await stop(server.child);
  });

  test('a lock whose PID now belongs to an unrelated process (PID reuse) does not block a start', async () => {
    const crashed = spawnServer(dataDir, await freePort());
    await untilServing(crashed);
    crashed.child.kill('SIGKILL');
    await exitCode(crashed.child);
    // The lock it left, as found after its PID went to another process (a reboot, or wrap-around).
    const lockFile = path.join(dataDir, 'pglite.lock');
    const unrelated = await unrelatedProcess();
    const [, ...rest] = readFileSync(lockFile, 'utf8').split('\n');
    writeFileSync(lockFile, [String(unrelated), ...rest].join('\n'));

    const server = spawnServer(dataDir, await freePort());
    await untilServing(server);
    assert.equal(lockHolder(dataDir), String(server.child.pid));
    assert.equal((await register(server.base, 'pidreused')).status, 200);
    await stop(server.child);
  });

  test('a start on a busy port opens and migrates nothing', async () => {
    const taken = await listen();
    const { port } = taken.address() as { port: number };
    try {
      const empty = newFolder();
      const server = spawnServer(empty, port);
      assert.notEqual(await exitCode(server.child), 0);
      assert.match(server.stderr(), new RegExp(`Port ${port} on 127\\.0\\.0\\.1 is in use`));
      assert.deepEqual(readdirSync(empty), [], 'no database folder and no lock were made');
    } finally {
      await new Promise((resolve) => {
        taken.close(resolve);
      });
    }
  });
});

describe('lockFolder', () => {
  test('one of two lockers racing for a folder wins; the lock frees at release', async () => {
    const folder = newFolder();
    const file = path.join(folder, 'x.lock');
    const results = await Promise.allSettled([lockFolder(folder, file), lockFolder(folder, file)]);
    assert.equal(results.filter((r) => r.status === 'fulfilled').length, 1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    assert.ok(refused.reason instanceof FolderBusyError && refused.reason.pid === process.pid);
    (
      results.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{ release(): void }>
    ).value.release();
    assert.equal(existsSync(file), false);
    (await lockFolder(folder, file)).release();
  });

  test("this process's own PID, in a lock it does not hold, is stale (a restart that reused the PID)", async () => {
    const folder = newFolder();
    const file = path.join(folder, 'x.lock');
    writeFileSync(file, `${process.pid}\n`);
    const lock = await lockFolder(folder, file);
    lock.release();
  });

  test('a lock naming a live process is stale when that process is not the one that wrote it', async () => {
    const folder = newFolder();
    const file = path.join(folder, 'x.lock');
    const unrelated = await unrelatedProcess();
    for (const writer of [
      `${randomUUID()} ${startTicks(unrelated)}`, // the writer ran in another boot
      `${bootId()} ${startTicks(unrelated) - 1}`, // this boot, but it started at another time
    ]) {
      writeFileSync(file, `${unrelated}\n${writer}\n`);
      (await lockFolder(folder, file)).release();
    }
    // The process that wrote it, still running, still holds it.
    writeFileSync(file, `${unrelated}\n${bootId()} ${startTicks(unrelated)}\n`);
    await assert.rejects(
      lockFolder(folder, file),
      (error) => error instanceof FolderBusyError && error.pid === unrelated,
    );
  });

  test('a lock file without a PID is debris once it is old', async () => {
    const folder = newFolder();
    const file = path.join(folder, 'x.lock');
    writeFileSync(file, '');
    const old = new Date(Date.now() - 60_000);
    const { utimesSync } = await import('node:fs');
    utimesSync(file, old, old);
    (await lockFolder(folder, file)).release();
  });
});
