/**
 * Spreadsheet downloads for admins. A row names a person as an organiser checks them at the door:
 * the legal name of their personal information (`/account/Evpi`), username and email, not only the
 * nickname they typed; statuses and roles are words in the reader's language, not codes.
 */
import { stringify } from 'csv-stringify/sync';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  evpi,
  users,
  type AttendanceStatusName,
  type EnrolmentStatusName,
  type TeamRoleName,
} from '../db/schema';
import type { Locale } from '../../common/locales';
import { translate, type MessageKey } from '../i18n/translate';

/**
 * CSV that spreadsheet programs open as intended: a BOM so they read UTF-8 (Chinese names), and
 * cells that begin with = + - @ escaped so a team name is never run as a formula.
 */
export function toCsv(header: string[], records: (string | number)[][]): string {
  return stringify([header, ...records], { bom: true, escape_formulas: true });
}

/** The enrolment sheet's columns, one row per team member (`csv.<column>` in server/i18n/en-US.ts). */
export const ENROLMENT_CSV_COLUMNS = [
  'enrolment',
  'competition',
  'team',
  'status',
  'waitlist',
  'enrolledAt',
  'reviewedAt',
  'reviewNote',
  'role',
  'legalName',
  'username',
  'email',
  'uid',
];

/** A check-in session's sheet: everyone expected, and anyone with a record. */
export const ATTENDANCE_CSV_COLUMNS = [
  'session',
  'competition',
  'team',
  'role',
  'legalName',
  'username',
  'email',
  'uid',
  'status',
  'checkedInAt',
  'note',
];

/** Column titles in the reader's language (`csv.<column>` in server/i18n/en-US.ts). */
export const csvHeader = (locale: Locale, columns: string[]) =>
  columns.map((column) => translate(locale, `csv.${column}` as MessageKey));

/** An expected person without a record: the session has not closed, so they are not absent yet. */
export type CsvAttendanceStatus = AttendanceStatusName | 'notCheckedIn';

/** A code as the word the reader's language uses for it (`csv.<kind>.<code>`). */
export const csvWord = (
  locale: Locale,
  word:
    | { kind: 'role'; code: TeamRoleName }
    | { kind: 'enrolmentStatus'; code: EnrolmentStatusName }
    | { kind: 'attendanceStatus'; code: CsvAttendanceStatus },
) => translate(locale, `csv.${word.kind}.${word.code}` as MessageKey);

export interface CsvPerson {
  username: string;
  email: string;
  /** '' when the person has not filled in their personal information. */
  legalName: string;
}

/** The names and address of each person a sheet lists, by uid. */
export async function csvPeople(db: Database, uids: number[]): Promise<Map<number, CsvPerson>> {
  const unique = [...new Set(uids)];
  if (!unique.length) return new Map();
  const rows = await db
    .select({ uid: users.uid, username: users.username, email: users.email, legalName: evpi.legalName })
    .from(users)
    .leftJoin(evpi, eq(evpi.uid, users.uid))
    .where(inArray(users.uid, unique));
  return new Map(
    rows.map((row) => [
      row.uid,
      { username: row.username, email: row.email, legalName: row.legalName ?? '' },
    ]),
  );
}
