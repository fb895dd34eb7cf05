/** Who may compete: the age limits of a competition, measured on its day. */
import { ageOn } from '../../../common/age';
import type { Violation } from '../../http/errors';
import { type CompetitionRow } from './competitions';

export interface Student {
  name: string;
  dateOfBirth: string | null;
}

/** The students outside the competition's ages on its day (`agesOn`), as one violation, or none. */
export function ageViolation(competition: CompetitionRow, students: Student[]): Violation | undefined {
  if (!competition.agesOn || (competition.minAge === null && competition.maxAge === null)) return undefined;
  const on = new Date(`${competition.agesOn}T00:00:00Z`);
  const outside = students.filter(({ dateOfBirth }) => {
    const age = dateOfBirth ? ageOn(dateOfBirth, on) : null;
    // Someone without a birthday is reported as incomplete personal information instead.
    if (age === null) return false;
    return (
      (competition.minAge !== null && age < competition.minAge) ||
      (competition.maxAge !== null && age > competition.maxAge)
    );
  });
  if (!outside.length) return undefined;
  return {
    rule: 'age_out_of_range',
    values: {
      range: `${competition.minAge ?? 0}–${competition.maxAge ?? '∞'}`,
      date: competition.agesOn,
      names: outside.map((s) => s.name).join(', '),
    },
  };
}
