/**
 * The arithmetic of a score, one home for the tablet's running total and the server's check of it:
 * a sheet's points, a component's maximum, and a component's share of a phase total. Shares are
 * integers in millionths of a point, rounded half up once per component, so every reader (the
 * tablet, the server, the database's ranking) gets the same total and ties are exact.
 */
import type { FieldComponent, ScoringComponent, Sheet } from './contract/scoring';

export const MICRO = 1_000_000;

/** The most points one run (field) or one judge's rubric (judged) can give. */
export function maxPoints(component: ScoringComponent): number {
  if (component.kind === 'judged') return component.criteria.reduce((sum, c) => sum + c.maxMark, 0);
  return component.items.reduce(
    (sum, item) => sum + (item.kind === 'bonus' ? item.points * item.maxCount : 0),
    0,
  );
}

/** A sheet's raw points: bonuses less penalties (field), or the marks (judged). */
export function rawPoints(component: ScoringComponent, sheet: Pick<Sheet, 'counts'>): number {
  if (component.kind === 'judged')
    return component.criteria.reduce((sum, c) => sum + (sheet.counts[c.key] ?? 0), 0);
  return component.items.reduce(
    (sum, item) => sum + (item.kind === 'bonus' ? 1 : -1) * item.points * (sheet.counts[item.key] ?? 0),
    0,
  );
}

/** A sheet's points as they count: never below 0, never above the maximum. */
export function sheetPoints(component: ScoringComponent, sheet: Pick<Sheet, 'counts'>): number {
  return Math.min(Math.max(rawPoints(component, sheet), 0), maxPoints(component));
}

/** A field component's maximum over a team's runs: one run's (best), or every attempt's (sum). */
export function componentMaxPoints(component: ScoringComponent): number {
  const one = maxPoints(component);
  return component.kind === 'field' && component.aggregate === 'sum' ? one * component.attempts : one;
}

/** `weight × points / max` in millionths of a point, rounded half up (exact: BigInt). */
export function partMicro(weight: number, points: number, max: number): number {
  if (max <= 0 || points <= 0 || weight <= 0) return 0;
  const doubled = 2n * BigInt(weight) * BigInt(points) * BigInt(MICRO) + BigInt(max);
  return Number(doubled / (2n * BigInt(max)));
}

/** The points of a total in millionths, for display: 3 decimals. */
export const displayTotal = (micro: number) => Math.round(micro / 1000) / 1000;

export const isField = (component: ScoringComponent): component is FieldComponent =>
  component.kind === 'field';
