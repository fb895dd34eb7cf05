/**
 * nginx in front of portal processes, for the tests and the cluster benchmark: Debian's nginx runs
 * deploy/nginx.conf itself, with the lines marked `# render:<name>` replaced (the processes, a free
 * port, paths in a temp folder), so what is tested is the example operators copy. It runs in the
 * foreground as a child of this process, as root (CI) or as a normal user, and `stop()` ends it.
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort, stopProcess } from './portal-process';

const TEMPLATE = fileURLToPath(new URL('../deploy/nginx.conf', import.meta.url));

export interface RenderValues {
  /** `host:port` of each portal process. */
  upstreams: string[];
  /** Where nginx listens, `host:port`. */
  listen: string;
  /** The folder for nginx's pid, logs and temp files. */
  dir: string;
}

/** deploy/nginx.conf with its `# render:` lines replaced; every other line is kept as it is. */
export function renderNginxConfig(template: string, values: RenderValues): string {
  const lines: string[] = [];
  let upstreamsWritten = false;
  for (const line of template.split('\n')) {
    const marked = /^(\s*)(\S+)\s+(\S+)(.*?);\s*# render:([a-z_]+)\s*$/.exec(line);
    if (!marked) {
      lines.push(line);
      continue;
    }
    const [, indent, directive, , rest, name] = marked;
    if (name === 'upstream') {
      // The first example server line stands for all of them; its parameters are kept.
      if (!upstreamsWritten) {
        for (const address of values.upstreams) lines.push(`${indent}${directive} ${address}${rest};`);
      }
      upstreamsWritten = true;
    } else if (name === 'listen') {
      lines.push(`${indent}${directive} ${values.listen}${rest};`);
    } else {
      lines.push(`${indent}${directive} ${path.join(values.dir, name)}${rest};`);
    }
  }
  if (!upstreamsWritten) throw new Error('deploy/nginx.conf has no line marked # render:upstream');
  return lines.join('\n');
}

/** The nginx binary: NGINX_BIN, Debian's, or the one on the PATH. */
function nginxBinary(): string {
  if (process.env.NGINX_BIN) return process.env.NGINX_BIN;
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export interface NginxFront {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  /** The rendered configuration and nginx's logs. */
  dir: string;
  errorLog(): string;
  stop(): Promise<void>;
}

/** Starts nginx on a free port in front of `upstreams` (`host:port` each); resolves once it accepts. */
export async function startNginxFront(upstreams: string[]): Promise<NginxFront> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-nginx-'));
  // As root, nginx's workers run as `user` (www-data) and write their temp files under this folder.
  if (process.getuid?.() === 0) chmodSync(dir, 0o755);
  const port = await freePort();
  const config = path.join(dir, 'nginx.conf');
  writeFileSync(
    config,
    renderNginxConfig(readFileSync(TEMPLATE, 'utf8'), { upstreams, listen: `127.0.0.1:${port}`, dir }),
  );
  const errorLog = path.join(dir, 'error_log');
  // -e: the log nginx writes before it has read the configuration (Debian's default needs root).
  const child = spawn(nginxBinary(), ['-p', dir, '-c', config, '-e', errorLog, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const readLog = () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '');

  const stop = async () => {
    try {
      await stopProcess(child);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const why = `${stderr}${readLog()}`.trim();
      await stop();
      throw new Error(`nginx did not start: ${why || `exit code ${child.exitCode}`}`);
    }
    await sleep(50);
  }
  return { origin: `http://127.0.0.1:${port}`, dir, errorLog: readLog, stop };
}
