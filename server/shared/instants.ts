/**
 * Instants and days as people send them. The schema's `date-time` format lets through text that is
 * no moment at all (a leap second `…:60Z`, a `[UTC]` suffix) and years the database cannot store;
 * these become a field error here rather than a 500 later.
 */
import { parseDay } from '../../common/age';
import { AppError } from '../http/errors';
import type { MessageKey } from '../i18n/translate';

const realYear = (year: number) => year >= 1900 && year <= 9999;

export function isRealInstant(value: string): boolean {
  const time = Date.parse(value);
  return !Number.isNaN(time) && realYear(new Date(time).getUTCFullYear());
}

export function isRealDay(value: string): boolean {
  const day = parseDay(value);
  return day !== null && realYear(day.year);
}

type FieldMessages = Record<string, { key: MessageKey }>;

/** Field errors for the instants (and, with `days`, the YYYY-MM-DD days) that are not real ones. */
export function unrealDates(
  instants: Record<string, string>,
  days: Record<string, string | null | undefined> = {},
) {
  const fields: FieldMessages = {};
  for (const [name, value] of Object.entries(instants))
    if (!isRealInstant(value)) fields[name] = { key: 'field.instant' };
  for (const [name, value] of Object.entries(days))
    if (value && !isRealDay(value)) fields[name] = { key: 'field.date' };
  return fields;
}

/** Throws one 400 with every field error, if there are any. */
export function refuseFields(fields: FieldMessages): void {
  if (Object.keys(fields).length) throw new AppError(400, 'invalidInput', undefined, fields);
}
