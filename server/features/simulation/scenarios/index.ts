/** The scenarios this portal can run, by name: an organiser adds one here (README, "Adding a scenario"). */
import type { Scenario } from './scenario';
import { subseaGates } from './subsea-gates';

export const SCENARIOS: Record<string, Scenario> = { [subseaGates.name]: subseaGates };

export function scenarioNamed(name: string): Scenario {
  const scenario = SCENARIOS[name];
  if (!scenario) throw new Error(`No scenario is named "${name}"`);
  return scenario;
}
