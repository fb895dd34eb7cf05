/**
 * One process per PGlite data folder. Two processes that both open it each believe they own it:
 * both acknowledge writes, and one's pages overwrite the other's (issue 10). So the folder is
 * locked by a file, created atomically (`wx`), that names its owner: the PID, and on Linux the boot
 * and the moment the owner started. A lock whose owner is no longer running is stale (a crash, a
 * `kill -9`) and is taken over; so is one whose PID now belongs to another process (the PID was
 * reused, say after a reboot), which the start time tells apart. A lock of an older version names
 * the PID alone: it holds while any process has that PID.
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

/**
 * Which process a PID is: this boot's id and the process's start time in clock ticks since boot
 * (field 22 of /proc/<pid>/stat, counted after the `)` that ends the command, which may hold spaces).
 * Neither depends on the wall clock. Null where /proc does not say (not Linux, or hidden).
 */
function processIdentity(pid: number): string | null {
  try {
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const started = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return boot && started && /^[0-9]+$/.test(started) ? `${boot} ${started}` : null;
  } catch {
    return null;
  }
}

interface Holder {
  pid: number;
  /** processIdentity() of the owner when it wrote the lock; absent in an older lock. */
  identity?: string;
  /** The file's text: a takeover removes the lock only if it still reads the same. */
  text: string;
}

/** Who a lock file names; 'writing' while its creator has not written it yet; null when gone. */
function holderOf(file: string): Reading {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const [first = '', second = ''] = text.split('\n');
  const pid = Number(first.trim());
  if (/^[0-9]+$/.test(first.trim()) && pid > 0) return { pid, identity: second.trim() || undefined, text };
  try {
    return Date.now() - statSync(file).mtimeMs < WRITING_GRACE_MS ? 'writing' : 'debris';
  } catch {
    return null;
  }
}

function ownerGone(holder: Holder): boolean {
  if (!running(holder.pid)) return true;
  if (!holder.identity) return false;
  // Running, but perhaps as another process: unreadable identities are not taken as different.
  const now = processIdentity(holder.pid);
  return now !== null && now !== holder.identity;
}

type Reading = Holder | 'writing' | 'debris' | null;

const isHolder = (reading: Reading): reading is Holder => typeof reading === 'object' && reading !== null;

const isStale = (file: string, holder: Reading) =>
  holder === 'debris' ||
  (isHolder(holder) && (holder.pid === process.pid ? !heldHere.has(file) : ownerGone(holder)));

function create(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    const identity = processIdentity(process.pid);
    writeSync(fd, identity ? `${process.pid}\n${identity}\n` : `${process.pid}\n`);
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
function removeStale(file: string, seen: Holder | 'debris') {
  const guard = `${file}.takeover`;
  if (!create(guard)) {
    // A takeover that crashed halfway leaves its guard; like the lock, it is stale when its PID is gone.
    const guardHolder = holderOf(guard);
    if (isStale(guard, guardHolder)) unlinkQuietly(guard);
    return;
  }
  try {
    const now = holderOf(file);
    const same = now === seen || (isHolder(now) && isHolder(seen) && now.text === seen.text);
    if (same && isStale(file, now)) unlinkQuietly(file);
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
    if (isHolder(holder)) {
      if (!isStale(file, holder)) throw new FolderBusyError(folder, holder.pid);
      removeStale(file, holder);
    } else if (holder === 'debris') removeStale(file, holder);
    await sleep(holder === null ? 0 : 20);
  }
  throw new Error(`Could not lock the data folder ${folder}: ${file} keeps changing`);
}
