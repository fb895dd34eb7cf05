/**
 * A cgroup per trial, for the limits only the kernel can hold for a group of processes: memory and
 * the number of processes (a fork bomb). The machines this portal runs on mount cgroup v1 (a
 * hierarchy per controller under /sys/fs/cgroup); creating groups there needs root. Without it the
 * trial runs without these two limits, and the worker says so when it starts (sandbox/probe.ts).
 */
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const ROOT = '/sys/fs/cgroup';
const PARENT = 'portal-sandbox';

export interface TrialGroup {
  /** The files a process writes its PID to, to join the group before it runs the controller. */
  procsFiles: string[];
  /** What the limits stopped: the kernel's own counters. */
  events(): { oomKilled: boolean; pidsRefused: boolean };
  /** Kills every process of the group, and waits until it is empty. */
  killAll(): Promise<void>;
  /** Removes the group (after killAll). */
  remove(): void;
}

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/** `key N` lines, as the kernel writes memory.oom_control and pids.events. */
const counter = (text: string, key: string) =>
  Number(new RegExp(`^${key} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);

/** Whether this process can make trial groups here (cgroup v1, memory and pids, writable). */
export function cgroupsUsable(): boolean {
  try {
    for (const controller of ['memory', 'pids']) {
      const dir = path.join(ROOT, controller, PARENT);
      mkdirSync(dir, { recursive: true });
    }
    return true;
  } catch {
    return false;
  }
}

export function createTrialGroup(name: string, limits: { memoryBytes: number; pids: number }): TrialGroup {
  const memory = path.join(ROOT, 'memory', PARENT, name);
  const pids = path.join(ROOT, 'pids', PARENT, name);
  mkdirSync(memory, { recursive: true });
  mkdirSync(pids, { recursive: true });
  writeFileSync(path.join(memory, 'memory.limit_in_bytes'), String(limits.memoryBytes));
  // No swap beyond the limit, where the kernel accounts for it.
  const memsw = path.join(memory, 'memory.memsw.limit_in_bytes');
  if (existsSync(memsw)) writeFileSync(memsw, String(limits.memoryBytes));
  writeFileSync(path.join(pids, 'pids.max'), String(limits.pids));
  const procs = () =>
    [
      ...new Set([
        ...read(path.join(memory, 'cgroup.procs')).split('\n'),
        ...read(path.join(pids, 'cgroup.procs')).split('\n'),
      ]),
    ]
      .filter(Boolean)
      .map(Number);

  return {
    procsFiles: [path.join(memory, 'cgroup.procs'), path.join(pids, 'cgroup.procs')],
    events() {
      return {
        oomKilled: counter(read(path.join(memory, 'memory.oom_control')), 'oom_kill') > 0,
        pidsRefused: counter(read(path.join(pids, 'pids.events')), 'max') > 0,
      };
    },
    async killAll() {
      // A fork bomb forks while it is being killed: repeat until the group is empty.
      for (let round = 0; round < 200; round += 1) {
        const left = procs();
        if (!left.length) return;
        for (const pid of left) {
          try {
            process.kill(pid, 'SIGKILL');
          } catch {
            // Gone already.
          }
        }
        await sleep(5);
      }
    },
    remove() {
      for (const dir of [memory, pids]) {
        try {
          rmdirSync(dir);
        } catch {
          // Still busy or gone: the next probe's sweep removes it.
        }
      }
    },
  };
}
