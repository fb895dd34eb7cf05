/**
 * Trials of the season's scenario (Subsea gates) with the starter kit's sample controller, through
 * the sandbox: it completes the course, and the same controller on the same seed gives the same
 * score and the same replay, to the bit.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { cgroupsUsable } from '../../../server/features/simulation/sandbox/cgroup';
import { startController } from '../../../server/features/simulation/sandbox/controller';
import { DEFAULT_LIMITS } from '../../../server/features/simulation/sandbox/limits';
import { subseaGates } from '../../../server/features/simulation/scenarios/subsea-gates';
import { runTrial } from '../../../server/features/simulation/trial';

const SAMPLE = path.resolve('server/features/simulation/scenarios/subsea-gates/kit/main.py');
const folders: string[] = [];
after(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function controllerFolder(source?: string) {
  const work = mkdtempSync(path.join(tmpdir(), 'portal-controller-'));
  folders.push(work);
  if (source) writeFileSync(path.join(work, 'main.py'), source);
  else copyFileSync(SAMPLE, path.join(work, 'main.py'));
  return work;
}

const trial = (seed: number, work: string) =>
  runTrial(
    subseaGates,
    seed,
    startController({ work, language: 'python', limits: DEFAULT_LIMITS, cgroups: cgroupsUsable() }),
  );

test('the sample controller passes the three gates and docks', async () => {
  const result = await trial(7, controllerFolder());
  assert.equal(result.failure, undefined, result.logTail);
  assert.equal(result.score.parts.gates, 60_000, JSON.stringify(result.score));
  assert.equal(result.score.parts.dock, 25_000, JSON.stringify(result.score));
  assert.equal(result.replay.poses.length, result.steps + 1);
});

test('the same controller on the same seed: the same score and replay, to the bit', async () => {
  const work = controllerFolder();
  const [first, second] = [await trial(11, work), await trial(11, work)];
  assert.deepEqual(second.score, first.score);
  assert.deepEqual(second.replay, first.replay);
  const other = await trial(12, work);
  assert.notDeepEqual(other.replay.poses, first.replay.poses, 'another seed is another trial');
});

test('an action that is not one ends the trial as protocol_error, scoring 0', async () => {
  const result = await trial(
    7,
    controllerFolder(
      'import sys\nfor line in sys.stdin:\n    print(\'{"surge": "full ahead"}\', flush=True)\n',
    ),
  );
  assert.equal(result.failure, 'protocol_error');
  assert.equal(result.score.milli, 0);
});
