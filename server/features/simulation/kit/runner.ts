/**
 * The starter kit's local runner (bundled into the kit as `run.cjs` by build.ts): a team runs its
 * controller against the scenario's trials on its own machine, with the portal's scenario code,
 * physics engine, trial loop and step budget, so a seed gives the score the portal gives. Only the
 * sandbox is missing: the controller runs as a plain process with an empty environment.
 *
 *   node run.cjs [--seed N]... [--json] [FOLDER]
 *
 * FOLDER holds main.py or main.js (the current folder by default).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ControllerLanguage } from '../../../../common/contract/simulation';
import { SCENARIOS } from '../scenarios';
import { converse } from '../sandbox/conversation';
import { DEFAULT_LIMITS } from '../sandbox/limits';
import { runTrial, type TrialResult } from '../trial';

/** The kit's scenario: build.ts sets it when it bundles this file. */
const SCENARIO = process.env.KIT_SCENARIO ?? 'subsea-gates';

const ENTRIES: [string, ControllerLanguage][] = [
  ['main.py', 'python'],
  ['main.js', 'node'],
];

function startLocal(folder: string, language: ControllerLanguage) {
  const argv = language === 'python' ? ['python3', '-I', '-u', 'main.py'] : [process.execPath, 'main.js'];
  const child = spawn(argv[0]!, argv.slice(1), {
    cwd: folder,
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
    // As in the sandbox: nothing of the caller's environment but what finds the interpreter.
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: folder, LANG: 'C.UTF-8' },
  });
  return converse(child, DEFAULT_LIMITS);
}

/** One trial's outcome as the portal shows it: points to three decimals. */
export function trialLine(seed: number, result: TrialResult) {
  const points = (milli: number) => (milli / 1000).toFixed(3);
  const parts = Object.entries(result.score.parts)
    .map(([name, milli]) => `${name} ${points(milli)}`)
    .join(', ');
  const failure = result.failure ? ` — failed: ${result.failure}` : '';
  return `seed ${seed}: ${points(result.score.milli)} points (${parts})${failure}`;
}

async function main() {
  const { values, positionals } = parseArgs({
    options: {
      seed: { type: 'string', multiple: true },
      json: { type: 'boolean' },
      help: { type: 'boolean' },
    },
    allowPositionals: true,
  });
  if (values.help) {
    console.log('node run.cjs [--seed N]... [--json] [FOLDER with main.py or main.js]');
    return;
  }
  const scenario = SCENARIOS[SCENARIO]!;
  const folder = path.resolve(positionals[0] ?? '.');
  const entry = ENTRIES.find(([file]) => existsSync(path.join(folder, file)));
  if (!entry) throw new Error(`${folder} has neither main.py nor main.js`);
  const seeds = (values.seed ?? ['1']).map((seed) => {
    if (!/^\d+$/.test(seed)) throw new Error(`A seed is a whole number, not "${seed}"`);
    return Number(seed);
  });
  const trials = [];
  for (const seed of seeds) {
    const result = await runTrial(scenario, seed, startLocal(folder, entry[1]));
    trials.push({
      seed,
      score: result.score.milli / 1000,
      failure: result.failure ?? null,
      steps: result.steps,
    });
    if (!values.json) {
      console.log(trialLine(seed, result));
      if (result.logTail) console.log(result.logTail.replace(/^/gm, '  | '));
    }
  }
  const mean = trials.reduce((sum, trial) => sum + trial.score, 0) / trials.length;
  if (values.json)
    console.log(JSON.stringify({ scenario: scenario.name, version: scenario.version, trials, mean }));
  else console.log(`mean of ${trials.length}: ${mean.toFixed(3)} points`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
