/**
 * A team's controller, running in its sandbox for one trial: the portal writes it one JSON line per
 * observation and reads one JSON line back within the step's budget. Every way it can end (it
 * exits, is killed by a limit, answers late or not in the protocol) becomes an `Ending`, which
 * outcome.ts names.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { ControllerLanguage } from '../../../../common/contract/simulation';
import { bwrapArgs } from './bwrap';
import { createTrialGroup, type TrialGroup } from './cgroup';
import type { SandboxLimits } from './limits';
import type { Ending } from './outcome';

/** The longest line a controller may write: an action is a few numbers. */
const MAX_LINE = 64 * 1024;
/** How much of standard error is kept for the team to read. */
const STDERR_KEPT = 8 * 1024;

export type Reply = { ok: true; value: unknown } | { ok: false };

export interface Controller {
  /** Sends one message and waits for the controller's one-line answer; `ok: false` once it has ended. */
  exchange(message: unknown): Promise<Reply>;
  /** Stops it (every process of its sandbox) and tells how it ended. */
  finish(): Promise<Ending>;
}

export interface StartOptions {
  /** The controller's folder (its unpacked artifact): read-only inside. */
  work: string;
  language: ControllerLanguage;
  limits: SandboxLimits;
  /** Whether to put the trial in a cgroup of its own (sandbox/probe.ts found them usable). */
  cgroups: boolean;
}

/**
 * The command: join the trial's cgroup, set the CPU limit, then bubblewrap. The shell writes its
 * own PID to the group before it `exec`s, so every process the controller makes is in it.
 */
function command(options: StartOptions, group: TrialGroup | undefined): [string, string[]] {
  const run = [
    'prlimit',
    `--cpu=${options.limits.cpuSeconds}`,
    '--',
    'bwrap',
    ...bwrapArgs(options.work, options.language, options.limits),
  ];
  if (!group) return [run[0]!, run.slice(1)];
  const join = group.procsFiles.map((_, i) => `echo $$ > "$${i + 1}"`).join(' && ');
  return [
    '/bin/sh',
    ['-c', `${join} && shift ${group.procsFiles.length} && exec "$@"`, 'sh', ...group.procsFiles, ...run],
  ];
}

export function startController(options: StartOptions): Controller {
  const group = options.cgroups ? createTrialGroup(`trial-${randomUUID()}`, options.limits) : undefined;
  const [program, args] = command(options, group);
  const child: ChildProcess = spawn(program, args, {
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
    env: {},
  });

  /** Kills every process of the sandbox. */
  async function stop() {
    if (group) await group.killAll();
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }

  let stderr = '';
  let buffered = '';
  const lines: string[] = [];
  let waiting: ((line: string | undefined) => void) | undefined;
  let ended = false;
  let timedOut = false;
  let protocolError = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('close', (code, signal) => {
      ended = true;
      waiting?.(undefined);
      resolve({ code, signal });
    });
  });
  child.on('error', () => undefined);
  child.stdin!.on('error', () => undefined);
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_KEPT);
  });
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    let at: number;
    while ((at = buffered.indexOf('\n')) >= 0) {
      lines.push(buffered.slice(0, at));
      buffered = buffered.slice(at + 1);
    }
    if (buffered.length > MAX_LINE) {
      protocolError = true;
      void stop();
    }
    if (lines.length && waiting) waiting(lines.shift());
  });

  const trialTimer = setTimeout(() => {
    timedOut = true;
    void stop();
  }, options.limits.trialMs);

  const nextLine = (ms: number) =>
    new Promise<string | undefined>((resolve) => {
      if (lines.length || ended || protocolError) {
        resolve(lines.shift());
        return;
      }
      const timer = setTimeout(() => {
        timedOut = true;
        waiting = undefined;
        void stop();
        resolve(undefined);
      }, ms);
      waiting = (line) => {
        clearTimeout(timer);
        waiting = undefined;
        resolve(line);
      };
    });

  return {
    async exchange(message) {
      if (ended || timedOut || protocolError) return { ok: false };
      child.stdin!.write(`${JSON.stringify(message)}\n`);
      const line = await nextLine(options.limits.stepMs);
      if (line === undefined) return { ok: false };
      try {
        return { ok: true, value: JSON.parse(line) as unknown };
      } catch {
        protocolError = true;
        await stop();
        return { ok: false };
      }
    },

    async finish() {
      clearTimeout(trialTimer);
      child.stdin!.end();
      await stop();
      const { code, signal } = await exited;
      const events = group?.events() ?? { oomKilled: false, pidsRefused: false };
      group?.remove();
      return {
        exitCode: code,
        signal,
        stderrTail: stderr,
        oomKilled: events.oomKilled,
        pidsRefused: events.pidsRefused,
        timedOut,
        protocolError,
      };
    },
  };
}
