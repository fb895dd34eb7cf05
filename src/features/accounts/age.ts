import dayjs, { type Dayjs } from '@/utils/dayjs';
import { ageOn as ageOnUtc } from '@common/age';
import { ADULT_AGE } from '@common/limits';

/** Whole years between the date of birth and today, counted as the server counts them (UTC calendar). */
export const ageOn = (dateOfBirth: string | Dayjs, today: Dayjs = dayjs()) =>
  ageOnUtc(dayjs(dateOfBirth).format('YYYY-MM-DD'), today.toDate()) ?? 0;

export const isMinor = (dateOfBirth: string | Dayjs | null | undefined, today: Dayjs = dayjs()) =>
  Boolean(dateOfBirth) &&
  dayjs(dateOfBirth).isValid() &&
  ageOn(dateOfBirth as string | Dayjs, today) < ADULT_AGE;

/** Only days before today can be a date of birth. */
export const isSelectableBirthDate = (day: Dayjs, today: Dayjs = dayjs()) =>
  day.isBefore(today.startOf('day'));

/** The API's date form, whether the form holds a dayjs value or already a string. */
export const toIsoDate = (value: string | Dayjs) => dayjs(value).format('YYYY-MM-DD');
