/**
 * The simulation track: a team's controller, run against a scenario's trials in a sandbox. A trial
 * that ends without a score of its own says why (`TrialFailure`), with the last lines of the
 * controller's standard error where it crashed.
 *
 * Scores are in points, to three decimals (stored in thousandths). A submission's public score is
 * the mean of its public trials; its hidden trials are scored at once but shown to no one until the
 * phase's results are published.
 */
import { Type, type Static } from 'typebox';
import { SIMULATION_LIMITS } from '../limits';
import {
  CONTROLLER_LANGUAGES,
  SUBMISSION_COUNTING,
  SUBMISSION_FAILURES,
  SUBMISSION_STATES,
  TRIAL_FAILURES,
} from '../vocabulary';
import { closed, Id, Instant, Nullable, PageQuery } from './base';
import { Phase } from './competitions';

export const ControllerLanguage = Type.Enum(CONTROLLER_LANGUAGES);
export const TrialFailure = Type.Enum(TRIAL_FAILURES);
export const SubmissionFailure = Type.Enum([...SUBMISSION_FAILURES, ...TRIAL_FAILURES]);

const Seed = Type.Integer({ minimum: 0, maximum: 2147483647 });

/** How a phase runs as a simulation (admins). */
export const SimulationPhaseInput = Type.Object(
  {
    scenario: Type.String({ minLength: 1, maxLength: 40, description: 'A scenario the server knows' }),
    publicSeeds: Type.Array(Seed, { minItems: 1, maxItems: SIMULATION_LIMITS.seeds }),
    hiddenSeeds: Type.Array(Seed, { maxItems: SIMULATION_LIMITS.seeds }),
    dailyLimit: Type.Integer({ minimum: 1, maximum: 100 }),
    concurrentLimit: Type.Integer({ minimum: 1, maximum: 10 }),
    counting: Type.Enum(SUBMISSION_COUNTING),
  },
  closed,
);

/** A scenario this server can run, as the admins pick one for a phase. */
export const SimulationScenario = Type.Object({
  name: Type.String(),
  /** In the reader's locale. */
  title: Type.String(),
  stepsPerSecond: Type.Integer(),
});

export const SimulationScenarioList = Type.Array(SimulationScenario);

export const SimulationPhaseView = Type.Object({
  phaseId: Id,
  scenario: Type.String(),
  publicSeeds: Type.Array(Seed),
  hiddenSeeds: Type.Array(Seed),
  dailyLimit: Type.Integer(),
  concurrentLimit: Type.Integer(),
  counting: Type.Enum(SUBMISSION_COUNTING),
});

export const SimulationSubmission = Type.Object({
  id: Id,
  phaseId: Id,
  language: ControllerLanguage,
  state: Type.Enum(SUBMISSION_STATES),
  failure: Nullable(SubmissionFailure),
  /** The mean of the public trials, once scored. */
  publicScore: Nullable(Type.Number()),
  selected: Type.Boolean(),
  createdAt: Instant,
  startedAt: Nullable(Instant),
  finishedAt: Nullable(Instant),
});

export const SimulationTrial = Type.Object({
  seed: Seed,
  score: Type.Number(),
  parts: Type.Record(Type.String(), Type.Number()),
  failure: Nullable(TrialFailure),
  logTail: Type.String(),
  steps: Type.Integer(),
});

/** A submission with its public trials (hidden ones only once the phase's results are published). */
export const SimulationSubmissionDetail = Type.Object({
  submission: SimulationSubmission,
  trials: Type.Array(SimulationTrial),
});

/** A team's simulation phases, each with its limits as they stand today and the team's submissions. */
export const TeamSimulation = Type.Array(
  Type.Object({
    phaseId: Id,
    /** The phase's name (in the reader's locale, or the fallback it names) and its window. */
    phase: Phase,
    scenario: Type.String(),
    /** The scenario's title in the reader's locale. */
    scenarioTitle: Type.String(),
    /** The seeds of the trials whose scores the team sees at once (the kit's runner takes them). */
    publicSeeds: Type.Array(Seed),
    dailyLimit: Type.Integer(),
    usedToday: Type.Integer(),
    /** When the day's count starts again, in the team's time zone. */
    resetsAt: Instant,
    concurrentLimit: Type.Integer(),
    counting: Type.Enum(SUBMISSION_COUNTING),
    submissions: Type.Array(SimulationSubmission),
  }),
);

/** A submission as the admins' queue shows it: whose, how far, on which worker, and for how long. */
export const SimulationJob = Type.Object({
  ...SimulationSubmission.properties,
  teamId: Id,
  teamName: Type.String(),
  /** Runs started: a worker that died leaves one more. */
  attempts: Type.Integer(),
  worker: Nullable(Type.String()),
  /** When its worker last said it was alive (while running). */
  heartbeatAt: Nullable(Instant),
});

export const SimulationJobQuery = Type.Object({
  ...PageQuery.properties,
  state: Type.Optional(Type.Enum(SUBMISSION_STATES)),
});

/** A trial's replay: the world from above, and where the vehicle was at each step. */
export const SimulationReplay = Type.Object({
  seed: Seed,
  stepsPerSecond: Type.Integer(),
  layout: Type.Object({
    /** Metres: x from 0 to `length`, z from `-width / 2` to `width / 2`. */
    length: Type.Number(),
    width: Type.Number(),
    /** Rectangles seen from above, `[x, z, half length, half width]`, with what they are. */
    shapes: Type.Array(Type.Object({ kind: Type.String(), box: Type.Array(Type.Number()) })),
  }),
  /** One per step from the start: `[x, z, heading x, heading z, depth]`, in metres. */
  poses: Type.Array(Type.Array(Type.Number())),
});

export const ScenarioParams = Type.Object({ name: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }) });

export const TeamPhaseParams = Type.Object({ id: Id, phaseId: Id });
export const TeamSubmissionParams = Type.Object({ id: Id, submissionId: Id });
export const TeamTrialParams = Type.Object({ id: Id, submissionId: Id, seed: Seed });

export type ControllerLanguage = Static<typeof ControllerLanguage>;
export type TrialFailure = Static<typeof TrialFailure>;
export type SimulationPhaseInput = Static<typeof SimulationPhaseInput>;
export type SimulationScenario = Static<typeof SimulationScenario>;
export type SimulationPhaseView = Static<typeof SimulationPhaseView>;
export type SimulationSubmission = Static<typeof SimulationSubmission>;
export type SimulationTrial = Static<typeof SimulationTrial>;
export type SimulationSubmissionDetail = Static<typeof SimulationSubmissionDetail>;
export type TeamSimulation = Static<typeof TeamSimulation>;
export type SimulationReplay = Static<typeof SimulationReplay>;
export type SimulationJob = Static<typeof SimulationJob>;
export type SimulationJobQuery = Static<typeof SimulationJobQuery>;
