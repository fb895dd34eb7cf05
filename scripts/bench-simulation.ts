/**
 * `npm run bench:simulation`: what a trial costs on this machine.
 *
 *  - the sandbox's cost per trial: a controller that answers one observation, started and ended in
 *    its sandbox (bubblewrap, and a cgroup when run as root), against the same program started
 *    plainly, for Python and for Node;
 *  - trials per minute per worker: the starter kit's sample controller on Subsea gates, one trial
 *    after another as a worker runs them, with the time per step.
 *
 * Kept out of `npm test`: it runs for about a minute. docs/performance.md keeps the figures.
 *
 *   npm run bench:simulation
 *   TRIALS=40 npm run bench:simulation
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ControllerLanguage } from '../common/contract/simulation';
import { cgroupsUsable } from '../server/features/simulation/sandbox/cgroup';
import { startController } from '../server/features/simulation/sandbox/controller';
import { DEFAULT_LIMITS } from '../server/features/simulation/sandbox/limits';
import { subseaGates } from '../server/features/simulation/scenarios/subsea-gates';
import { runTrial } from '../server/features/simulation/trial';

const TRIALS = Number(process.env.TRIALS ?? 20);
const STARTS = Number(process.env.STARTS ?? 20);
const SAMPLE = path.resolve('server/features/simulation/scenarios/subsea-gates/kit/main.py');

const ONE_ANSWER: Record<ControllerLanguage, [string, string]> = {
  python: ['main.py', 'import sys\nsys.stdin.readline()\nprint("{}", flush=True)\n'],
  node: [
    'main.js',
    "process.stdin.once('data', () => { process.stdout.write('{}\\n'); process.exit(0); });\n",
  ],
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

async function plain(language: ControllerLanguage, work: string) {
  const start = process.hrtime.bigint();
  const argv =
    language === 'python' ? ['/usr/bin/python3', ['-I', '-u', 'main.py']] : [process.execPath, ['main.js']];
  const child = spawn(argv[0] as string, argv[1] as string[], {
    cwd: work,
    env: {},
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  child.stdin.write('{"step":0}\n');
  await once(child.stdout, 'data');
  child.kill('SIGKILL');
  await once(child, 'close');
  return ms(start);
}

async function sandboxed(language: ControllerLanguage, work: string, cgroups: boolean) {
  const start = process.hrtime.bigint();
  const controller = startController({ work, language, limits: DEFAULT_LIMITS, cgroups });
  const reply = await controller.exchange({ step: 0 });
  if (!reply.ok) throw new Error(`the ${language} controller did not answer`);
  await controller.finish();
  return ms(start);
}

async function main() {
  const cgroups = cgroupsUsable();
  const folders: string[] = [];
  const folder = () => {
    const made = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
    folders.push(made);
    return made;
  };
  try {
    console.log(`Sandbox: bubblewrap${cgroups ? ' and a cgroup per trial' : ' (no cgroups: not root)'}`);
    console.log('\nStart and end of a controller that answers once (median of %d):', STARTS);
    for (const language of ['python', 'node'] as const) {
      const work = folder();
      writeFileSync(path.join(work, ONE_ANSWER[language][0]), ONE_ANSWER[language][1]);
      const [bare, boxed] = [[] as number[], [] as number[]];
      for (let i = 0; i < STARTS; i += 1) {
        bare.push(await plain(language, work));
        boxed.push(await sandboxed(language, work, cgroups));
      }
      const [a, b] = [median(bare), median(boxed)];
      console.log(
        `  ${language.padEnd(7)} plain ${a.toFixed(1)} ms, sandboxed ${b.toFixed(1)} ms: the sandbox adds ${(b - a).toFixed(1)} ms`,
      );
    }

    const work = folder();
    copyFileSync(SAMPLE, path.join(work, 'main.py'));
    let steps = 0;
    const start = process.hrtime.bigint();
    for (let seed = 1; seed <= TRIALS; seed += 1) {
      const result = await runTrial(
        subseaGates,
        seed,
        startController({ work, language: 'python', limits: DEFAULT_LIMITS, cgroups }),
      );
      if (result.failure) throw new Error(`seed ${seed}: ${result.failure}\n${result.logTail}`);
      steps += result.steps;
    }
    const total = ms(start);
    console.log(`\nSubsea gates, the sample controller, ${TRIALS} seeds one after another (one worker):`);
    console.log(
      `  ${((TRIALS * 60_000) / total).toFixed(1)} trials per minute, ${(total / TRIALS).toFixed(0)} ms per trial`,
    );
    console.log(
      `  ${steps} steps, ${((total * 1000) / steps).toFixed(0)} µs per step (observation, answer, physics)`,
    );
  } finally {
    for (const made of folders) rmSync(made, { recursive: true, force: true });
  }
}

void main();
