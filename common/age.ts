/**
 * Age on the UTC calendar, shared by the server's guardian rule and the Evpi form, so the form
 * shows the guardian fields exactly when the server will ask for them. No imports: the server
 * imports this file too.
 */

/** Parses YYYY-MM-DD into its parts, or null when it is not a day of the calendar (e.g. 2023-02-30). */
export function parseDay(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return { year, month, day };
}

/** Whole years between a birth day (YYYY-MM-DD) and `now`, on the UTC calendar; null for a bad date. */
export function ageOn(dateOfBirth: string, now: Date): number | null {
  const birth = parseDay(dateOfBirth);
  if (!birth) return null;
  const beforeBirthday =
    now.getUTCMonth() + 1 < birth.month ||
    (now.getUTCMonth() + 1 === birth.month && now.getUTCDate() < birth.day);
  return now.getUTCFullYear() - birth.year - (beforeBirthday ? 1 : 0);
}
