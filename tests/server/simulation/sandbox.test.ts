/**
 * Hostile controllers in the sandbox (server/features/simulation/sandbox): each ends its trial with
 * the reason a team reads, within its limit plus 10 s, and reaches nothing of the portal's. The
 * process and memory limits are cgroups, which need root (as CI runs); elsewhere those tests say so.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { ControllerLanguage } from '../../../common/contract/simulation';
import { cgroupsUsable } from '../../../server/features/simulation/sandbox/cgroup';
import { startController } from '../../../server/features/simulation/sandbox/controller';
import { DEFAULT_LIMITS, type SandboxLimits } from '../../../server/features/simulation/sandbox/limits';
import { failureOf } from '../../../server/features/simulation/sandbox/outcome';

const folders: string[] = [];
after(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const LIMITS: SandboxLimits = {
  ...DEFAULT_LIMITS,
  memoryBytes: 128 * 1024 * 1024,
  stepMs: 1000,
  trialMs: 8000,
};
const cgroups = cgroupsUsable();
const needsCgroups = cgroups ? false : 'cgroup limits need root, as CI runs the tests';

/** Runs `source` as a controller for up to `steps` exchanges; how it ended, and how long that took. */
async function run(language: ControllerLanguage, source: string, steps = 3) {
  const work = mkdtempSync(path.join(tmpdir(), 'portal-controller-'));
  folders.push(work);
  writeFileSync(path.join(work, language === 'python' ? 'main.py' : 'main.js'), source);
  const started = Date.now();
  const controller = startController({ work, language, limits: LIMITS, cgroups });
  const replies = [];
  for (let step = 0; step < steps; step += 1) {
    const reply = await controller.exchange({ step });
    replies.push(reply);
    if (!reply.ok) break;
  }
  const ending = await controller.finish();
  return { replies, ending, failure: failureOf(ending), ms: Date.now() - started };
}

/** A controller that answers every observation with its step number: the protocol done right. */
const ECHO_PY = `import sys, json
for line in sys.stdin:
    print(json.dumps({"step": json.loads(line)["step"]}), flush=True)
`;

let portal: Server;
let portalPort: number;
before(async () => {
  portal = createServer((socket) => socket.end('secret'));
  await new Promise<void>((resolve) => {
    portal.listen(0, '127.0.0.1', resolve);
  });
  portalPort = (portal.address() as { port: number }).port;
});
after(() => portal.close());

describe('a controller that keeps to the protocol', () => {
  test('gets every observation and is heard, in Python and in Node', async () => {
    const python = await run('python', ECHO_PY);
    assert.deepEqual(
      python.replies,
      [0, 1, 2].map((step) => ({ ok: true, value: { step } })),
    );
    const node = await run(
      'node',
      `require('readline').createInterface({ input: process.stdin }).on('line', (line) =>
        process.stdout.write(JSON.stringify({ step: JSON.parse(line).step }) + '\\n'));`,
    );
    assert.deepEqual(
      node.replies,
      [0, 1, 2].map((step) => ({ ok: true, value: { step } })),
    );
  });
});

describe('hostile controllers end with their reason, within their limit plus 10 s', () => {
  test('a TCP connection to the portal on 127.0.0.1: network_denied', async () => {
    const { failure, ending, ms } = await run(
      'node',
      `require('net').connect(${portalPort}, '127.0.0.1').on('data', (d) => process.stdout.write(d + '\\n'));`,
    );
    assert.equal(failure, 'network_denied', ending.stderrTail);
    assert.doesNotMatch(ending.stderrTail, /secret/);
    assert.ok(ms < LIMITS.stepMs + 10_000);
  });

  test("the portal's environment and data folder: not there, fs_denied", async () => {
    // A data folder of the portal's, with its database's lock in it, on this machine.
    const data = mkdtempSync(path.join(tmpdir(), 'portal-data-'));
    folders.push(data);
    writeFileSync(path.join(data, 'pglite.lock'), `${process.pid}\n`);
    const { failure, ending } = await run(
      'python',
      `import os, sys
print("DATABASE_URL=" + repr(os.environ.get("DATABASE_URL")), file=sys.stderr)
open(${JSON.stringify(path.join(data, 'pglite.lock'))}).read()`,
    );
    assert.match(ending.stderrTail, /DATABASE_URL=None/);
    assert.equal(failure, 'fs_denied', ending.stderrTail);
  });

  test('writing outside its folder: fs_denied; /tmp is its own', async () => {
    const { failure, ending } = await run(
      'python',
      `open("/tmp/scratch", "w").write("fine")
open("/controller/main.py", "a").write("changed")`,
    );
    assert.equal(failure, 'fs_denied', ending.stderrTail);
  });

  test('a fork bomb: pids_limit', { skip: needsCgroups }, async () => {
    const { failure, ending, ms } = await run(
      'python',
      `import os
while True:
    try:
        os.fork()
    except OSError:
        pass`,
    );
    assert.equal(failure, 'pids_limit', ending.stderrTail);
    assert.ok(ms < LIMITS.stepMs + 10_000, `${ms} ms`);
  });

  test('allocating 8 GB: oom', { skip: needsCgroups }, async () => {
    for (const [language, source] of [
      ['python', 'x = bytearray(8 * 1024 ** 3)\nx[::4096] = b"1" * len(x[::4096])'],
      ['node', 'const a = []; for (;;) a.push(Buffer.alloc(64 * 1024 * 1024, 1));'],
    ] as const) {
      const { failure, ending } = await run(language, source);
      assert.equal(failure, 'oom', `${language}: ${ending.stderrTail}`);
    }
  });

  test('an infinite loop: timeout', async () => {
    const { failure, ms } = await run('python', 'while True:\n    pass');
    assert.equal(failure, 'timeout');
    assert.ok(ms < LIMITS.stepMs + 10_000, `${ms} ms`);
  });

  test('garbage on standard output: protocol_error', async () => {
    const { failure } = await run(
      'python',
      'import sys\nsys.stdout.write("not json\\n")\nsys.stdout.flush()\nsys.stdin.read()',
    );
    assert.equal(failure, 'protocol_error');
  });

  test('a crash: crash, with the last lines of its standard error', async () => {
    const { failure, ending } = await run('python', 'raise ValueError("thruster map is empty")');
    assert.equal(failure, 'crash');
    assert.match(ending.stderrTail, /ValueError: thruster map is empty/);
    // A file of its own it forgot to zip is its own mistake, not a denial.
    const missing = await run('python', 'open("/controller/gains.json").read()');
    assert.equal(missing.failure, 'crash', missing.ending.stderrTail);
  });
});
