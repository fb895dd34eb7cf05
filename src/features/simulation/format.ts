import { getLocale } from '@umijs/max';
import { pointsText } from '@/features/results/format';

/** A score in points with three decimals, as the results pages show totals: 71.25 → "71.250". */
export const points = (value: number) => pointsText(getLocale(), Math.round(value * 1_000_000));
