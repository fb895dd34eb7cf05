/**
 * Why a controller's trial ended early, from what the kernel counted (the cgroup's OOM kills and
 * refused forks), how the process ended, and the last lines it wrote to standard error. A
 * controller that meets a denied network call or file and dies of it is told so by name; one that
 * catches the error and goes on simply goes on without it.
 */
import { existsSync } from 'node:fs';
import type { TrialFailure } from '../../../../common/contract/simulation';
import { SANDBOX_WORK } from './bwrap';

export interface Ending {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stderrTail: string;
  oomKilled: boolean;
  pidsRefused: boolean;
  /** The portal stopped it: a step or the trial took longer than its budget. */
  timedOut: boolean;
  /** The portal stopped it: what it wrote was not the protocol. */
  protocolError: boolean;
}

const NETWORK = [
  /\bE(CONNREFUSED|NETUNREACH|HOSTUNREACH|AI_AGAIN|ADDRNOTAVAIL)\b/,
  /Connection refused|Network is unreachable|Temporary failure in name resolution|getaddrinfo/,
  /\[Errno (101|111|113|99|-3)\]/,
];

const FILES = [
  /\bE(ROFS|ACCES|PERM)\b/,
  /Read-only file system|Permission denied|Operation not permitted/,
  /PermissionError|\[Errno (1|13|30)\]/,
];

/** A file the controller did not find: its own mistake, or one of the machine's it may not see. */
const MISSING = [/ENOENT: no such file or directory, \w+ '([^']+)'/, /No such file or directory: '([^']+)'/];

const OUT_OF_MEMORY = /JavaScript heap out of memory|MemoryError|Cannot allocate memory/;

/**
 * The file is there on the machine, outside the controller's folder, but not in its sandbox: it
 * reached for the portal's files or the machine's. (A file missing from its own folder or its /tmp
 * is missing on the machine too, unless the machine happens to have one of that name.)
 */
function hiddenFromSandbox(file: string) {
  return file.startsWith('/') && !file.startsWith(`${SANDBOX_WORK}/`) && existsSync(file);
}

export function failureOf(ending: Ending): TrialFailure | undefined {
  if (ending.oomKilled || OUT_OF_MEMORY.test(ending.stderrTail)) return 'oom';
  if (ending.pidsRefused) return 'pids_limit';
  if (ending.timedOut || ending.signal === 'SIGXCPU') return 'timeout';
  if (ending.protocolError) return 'protocol_error';
  if (NETWORK.some((pattern) => pattern.test(ending.stderrTail))) return 'network_denied';
  if (FILES.some((pattern) => pattern.test(ending.stderrTail))) return 'fs_denied';
  for (const pattern of MISSING) {
    const file = pattern.exec(ending.stderrTail)?.[1];
    if (file && hiddenFromSandbox(file)) return 'fs_denied';
  }
  if (ending.exitCode !== 0 || ending.signal) return 'crash';
  // It stopped answering before the trial was over, without an error.
  return 'protocol_error';
}
