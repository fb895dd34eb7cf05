/**
 * One trial: a scenario's world from a seed, and a controller that, each step, is told what it
 * observes and answers with its action. The trial ends when the scenario says so, or early when the
 * controller fails: then it scores 0, and its parts still show what the vehicle had done. Either way
 * it has a replay.
 */
import type { TrialFailure } from '../../../common/contract/simulation';
import type { Layout, Scenario, TrialScore } from './scenarios/scenario';
import type { Controller } from './sandbox/conversation';
import { failureOf } from './sandbox/outcome';

/** Lines of standard error a team reads with a failed trial. */
const LOG_LINES = 20;

export interface TrialResult {
  score: TrialScore;
  failure?: TrialFailure;
  /** The end of the controller's standard error. */
  logTail: string;
  steps: number;
  replay: { layout: Layout; poses: number[][] };
}

/** Numbers in a replay to a millimetre: the drawing needs no more, and the record stays small. */
const mm = (value: number) => Math.round(value * 1000) / 1000;

export async function runTrial(
  scenario: Scenario,
  seed: number,
  controller: Controller,
  /** Stops the trial at once (its worker is stopping); what it returns then is not a result. */
  signal?: AbortSignal,
): Promise<TrialResult> {
  const world = await scenario.create(seed);
  const stop = () => void controller.finish();
  signal?.addEventListener('abort', stop, { once: true });
  const poses = [world.pose().map(mm)];
  let broken = false;
  try {
    while (!world.done()) {
      const reply = await controller.exchange(world.observe());
      if (!reply.ok) break;
      if (!world.act(reply.value)) {
        broken = true;
        break;
      }
      world.step();
      poses.push(world.pose().map(mm));
    }
    const finished = world.done();
    const ending = await controller.finish();
    const failure = broken ? 'protocol_error' : finished ? undefined : failureOf(ending);
    const score = world.score();
    return {
      // A failed trial scores nothing; its parts still show how far the vehicle got.
      score: failure ? { ...score, milli: 0 } : score,
      failure,
      logTail: ending.stderrTail
        .split('\n')
        .slice(-LOG_LINES - 1)
        .join('\n')
        .trim(),
      steps: poses.length - 1,
      replay: { layout: world.layout(), poses },
    };
  } finally {
    signal?.removeEventListener('abort', stop);
    world.free();
  }
}
