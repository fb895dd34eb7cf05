/**
 * A team's controller, started in its sandbox for one trial (the conversation itself:
 * conversation.ts).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { ControllerLanguage } from '../../../../common/contract/simulation';
import { bwrapArgs } from './bwrap';
import { createTrialGroup, type TrialGroup } from './cgroup';
import type { SandboxLimits } from './limits';
import { converse, type Controller } from './conversation';

export type { Controller } from './conversation';

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
  const child = spawn(program, args, {
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
    env: {},
  });

  return converse(child, options.limits, group);
}
