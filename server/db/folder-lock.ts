/**
 * One process per PGlite data folder. Two processes that both open it each believe they own it:
 * both acknowledge writes, and one's pages overwrite the other's (issue 10). So the folder is
 * locked by a file holding the owner's PID, created atomically (`wx`); a lock whose PID is no longer
 * running is stale (a crash, a `kill -9`) and is taken over.
 */
import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';

export class FolderBusyError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${folder} is in use by another portal process (PID ${pid}). ` +
        'Only one process may open it: stop that one, or give this one another DATA_DIR.',
    );
    this.name = 'FolderBusyError';
  }
}

/** Locks held by this process: its own PID in a lock file is stale unless it is one of these. */
const heldHere = new Set<string>();

/** A lock just created has no PID in it for a moment; an empty file older than this is debris. */
const WRITING_GRACE_MS = 2000;
const ATTEMPTS = 50;

const sleep = (ms: number) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The PID a lock file names; 'writing' while its creator has not written it yet; null when gone. */
function holderOf(file: string): number | 'writing' | 'debris' | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const pid = Number(text.trim());
  if (Number.isInteger(pid) && pid > 0) return pid;
  try {
    return Date.now() - statSync(file).mtimeMs < WRITING_GRACE_MS ? 'writing' : 'debris';
  } catch {
    return null;
  }
}

const isStale = (file: string, holder: number | 'writing' | 'debris' | null) =>
  holder === 'debris' ||
  (typeof holder === 'number' && (holder === process.pid ? !heldHere.has(file) : !running(holder)));

function create(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

function unlinkQuietly(file: string) {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/**
 * Removes a stale lock, but only while holding `<file>.takeover` (itself created with `wx`), and
 * only if the lock still names the same dead holder: two processes that both found it stale cannot
 * then remove the fresh lock the faster one made.
 */
function removeStale(file: string, seen: number | 'debris') {
  const guard = `${file}.takeover`;
  if (!create(guard)) {
    // A takeover that crashed halfway leaves its guard; like the lock, it is stale when its PID is gone.
    const guardHolder = holderOf(guard);
    if (isStale(guard, guardHolder)) unlinkQuietly(guard);
    return;
  }
  try {
    const now = holderOf(file);
    if (now === seen && isStale(file, now)) unlinkQuietly(file);
  } finally {
    unlinkQuietly(guard);
  }
}

export interface FolderLock {
  release(): void;
}

/** Takes the lock file `file` for `folder`, or throws FolderBusyError naming the process that has it. */
export async function lockFolder(folder: string, file: string): Promise<FolderLock> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    if (create(file)) {
      heldHere.add(file);
      // A crash that skips close leaves a stale lock, taken over at the next start; a plain exit does not.
      const onExit = () => unlinkQuietly(file);
      process.once('exit', onExit);
      return {
        release() {
          if (!heldHere.delete(file)) return;
          process.off('exit', onExit);
          unlinkQuietly(file);
        },
      };
    }
    const holder = holderOf(file);
    if (typeof holder === 'number' && !isStale(file, holder)) throw new FolderBusyError(folder, holder);
    if (holder === 'debris' || typeof holder === 'number') removeStale(file, holder);
    await sleep(holder === null ? 0 : 20);
  }
  throw new Error(`Could not lock the data folder ${folder}: ${file} keeps changing`);
}
