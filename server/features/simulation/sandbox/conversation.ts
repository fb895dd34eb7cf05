/**
 * The conversation with a controller's process, however it was started (in the portal's sandbox, or
 * plainly by the starter kit's local runner): one JSON line per observation in, one JSON line back
 * within the step's budget. Every way it can end (it exits, is killed by a limit, answers late or
 * not in the protocol) becomes an `Ending`, which outcome.ts names.
 */
import type { ChildProcess } from 'node:child_process';
import type { TrialGroup } from './cgroup';
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

/**
 * Talks to `child`, spawned `detached` (its own process group, which a stop kills whole) with its
 * standard streams piped. `group` is the trial's cgroup, when it has one.
 */
export function converse(
  child: ChildProcess,
  limits: Pick<SandboxLimits, 'stepMs' | 'trialMs'>,
  group?: TrialGroup,
): Controller {
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
  }, limits.trialMs);

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
      const line = await nextLine(limits.stepMs);
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
