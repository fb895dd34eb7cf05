/**
 * The bubblewrap command line that runs a controller: every namespace of its own (no network but a
 * loopback device, no other process visible, no way back to the portal's files), the system's
 * programs and libraries and the controller's own folder read-only, and a private /tmp of a fixed
 * size, the only place it may write. The environment is emptied: nothing of the portal's (DATABASE_URL, its
 * secrets) reaches the controller.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ControllerLanguage } from '../../../../common/contract/simulation';
import type { SandboxLimits } from './limits';

/** Where the controller's folder is inside the sandbox. */
export const SANDBOX_WORK = '/controller';

/** System folders the interpreters need, read-only; those missing on a machine are left out. */
const SYSTEM = ['/usr', '/bin', '/lib', '/lib64', '/etc/alternatives', '/etc/ld.so.cache', '/etc/localtime'];

/** The program and its arguments for a language, as seen inside the sandbox. */
export function interpreter(
  language: ControllerLanguage,
  limits: SandboxLimits,
): { binds: string[]; argv: string[] } {
  if (language === 'python') return { binds: [], argv: ['/usr/bin/python3', '-I', '-u', 'main.py'] };
  // Node from wherever this portal's own Node is installed (its prefix: bin/, lib/).
  const prefix = path.dirname(path.dirname(process.execPath));
  const heapMb = Math.max(16, Math.floor((limits.memoryBytes / 1024 / 1024) * 0.75));
  return {
    binds: prefix.startsWith('/usr') ? [] : [prefix],
    argv: [process.execPath, `--max-old-space-size=${heapMb}`, 'main.js'],
  };
}

export function bwrapArgs(work: string, language: ControllerLanguage, limits: SandboxLimits): string[] {
  const { binds, argv } = interpreter(language, limits);
  const args = [
    '--unshare-all',
    '--unshare-user',
    '--disable-userns',
    '--die-with-parent',
    '--new-session',
    '--cap-drop',
    'ALL',
  ];
  for (const dir of [...SYSTEM, ...binds]) if (existsSync(dir)) args.push('--ro-bind', dir, dir);
  args.push(
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    '--size',
    String(limits.tmpBytes),
    '--tmpfs',
    '/tmp',
    '--ro-bind',
    work,
    SANDBOX_WORK,
    '--chdir',
    SANDBOX_WORK,
    '--uid',
    '65534',
    '--gid',
    '65534',
    '--hostname',
    'sandbox',
    '--clearenv',
    '--setenv',
    'PATH',
    '/usr/bin:/bin',
    '--setenv',
    'HOME',
    '/tmp',
    '--setenv',
    'LANG',
    'C.UTF-8',
    '--',
    ...argv,
  );
  return args;
}
