/**
 * What the portal knows of a scenario: a module of the organisers' (one folder under scenarios/)
 * that builds a world from a seed, tells the controller what it observes, applies its action, steps
 * the world and scores the trial. The portal runs the loop (trial.ts) and knows nothing inside.
 */

import type { Locale } from '../../../../common/locales';

/** A trial's score, in thousandths of a point (an integer: trials compare and add exactly). */
export interface TrialScore {
  milli: number;
  /** The parts it is made of, named by the scenario, in thousandths too. */
  parts: Record<string, number>;
}

/** What a replay draws: the world seen from above, and one pose per step. */
export interface Layout {
  /** The area, in metres: x from 0 to `length`, z from `-width / 2` to `width / 2`. */
  length: number;
  width: number;
  /** Rectangles seen from above: [x, z, half length, half width], with what they are. */
  shapes: { kind: string; box: [number, number, number, number] }[];
}

export interface World {
  /** What the controller is told before each step: plain JSON. */
  observe(): unknown;
  /** Applies an action; false when it is not one (the trial ends as `protocol_error`). */
  act(action: unknown): boolean;
  step(): void;
  /** The trial is over (the task done, or its time up). */
  done(): boolean;
  score(): TrialScore;
  /** Where the vehicle is now, for the replay: [x, z, heading x, heading z, depth]. */
  pose(): number[];
  layout(): Layout;
  /** Frees the engine's memory. */
  free(): void;
}

export interface Scenario {
  name: string;
  /** Its title in each of the portal's languages, as result tables head its column. */
  titles: Record<Locale, string>;
  /** The most a trial scores, in thousandths of a point. */
  maxMilli: number;
  /** Raised whenever a change could change a score: a submission is scored by one version. */
  version: number;
  /** Steps per simulated second. */
  stepsPerSecond: number;
  create(seed: number): Promise<World>;
}
