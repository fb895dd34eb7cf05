/**
 * The simulation track: a team's controller, run against a scenario's trials in a sandbox. A trial
 * that ends without a score of its own says why (`TrialFailure`), with the last lines of the
 * controller's standard error where it crashed.
 */
import { Type, type Static } from 'typebox';
import { CONTROLLER_LANGUAGES, TRIAL_FAILURES } from '../vocabulary';

export const ControllerLanguage = Type.Enum(CONTROLLER_LANGUAGES);
export const TrialFailure = Type.Enum(TRIAL_FAILURES);

export type ControllerLanguage = Static<typeof ControllerLanguage>;
export type TrialFailure = Static<typeof TrialFailure>;
