/**
 * A participant's personal information for enrolment ("evpi"). Only its owner and admins see it.
 * Minors (under 18 on the day it is saved) must name a guardian.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Evpi, EvpiInput } from '../../../common/contract';
import { evpi } from '../../db/schema';
import { AppError } from '../../http/errors';
import { ageOn, parseDay } from '../../../common/age';
import { ADULT_AGE } from '../../../common/limits';

type EvpiRow = typeof evpi.$inferSelect;

const toEvpi = (row: EvpiRow): Evpi => ({
  legalName: row.legalName,
  dateOfBirth: row.dateOfBirth,
  nationality: row.nationality,
  documentType: row.documentType,
  documentNumber: row.documentNumber,
  organisation: row.organisation,
  emergencyContactName: row.emergencyContactName,
  emergencyContactPhone: row.emergencyContactPhone,
  guardianName: row.guardianName,
  guardianPhone: row.guardianPhone,
  updatedAt: row.updatedAt.toISOString(),
});

const blankToNull = (value: string | null) => (value && value.trim() ? value.trim() : null);

export async function getEvpi(db: Database, uid: number): Promise<Evpi | null> {
  const [row] = await db.select().from(evpi).where(eq(evpi.uid, uid)).limit(1);
  return row ? toEvpi(row) : null;
}

export async function saveEvpi(db: Database, uid: number, input: EvpiInput, now: Date): Promise<Evpi> {
  const age = ageOn(input.dateOfBirth, now);
  if (age === null || age < 0 || age > 150 || parseDay(input.dateOfBirth)!.year < 1900) {
    throw new AppError(400, 'dateOfBirthInvalid', undefined, { dateOfBirth: { key: 'dateOfBirthInvalid' } });
  }
  const guardianName = blankToNull(input.guardianName);
  const guardianPhone = blankToNull(input.guardianPhone);
  if (age < ADULT_AGE && (!guardianName || !guardianPhone)) {
    const fields: Record<string, { key: 'guardianRequired' }> = {};
    if (!guardianName) fields.guardianName = { key: 'guardianRequired' };
    if (!guardianPhone) fields.guardianPhone = { key: 'guardianRequired' };
    throw new AppError(400, 'guardianRequired', undefined, fields);
  }
  const values = {
    legalName: input.legalName.trim(),
    dateOfBirth: input.dateOfBirth,
    nationality: input.nationality.trim(),
    documentType: input.documentType,
    documentNumber: input.documentNumber.trim(),
    organisation: input.organisation.trim(),
    emergencyContactName: input.emergencyContactName.trim(),
    emergencyContactPhone: input.emergencyContactPhone,
    guardianName,
    guardianPhone,
    updatedAt: now,
  };
  const [row] = await db
    .insert(evpi)
    .values({ uid, ...values })
    .onConflictDoUpdate({ target: evpi.uid, set: values })
    .returning();
  return toEvpi(row!);
}

export interface Readiness {
  /** Personal information saved, with a guardian for a minor. */
  complete: boolean;
  dateOfBirth: string | null;
}

/** For enrolment: whose personal information is complete, and their birthdays for the age rules. */
export async function evpiReadiness(
  db: Database,
  uids: number[],
  now: Date,
): Promise<Map<number, Readiness>> {
  const result = new Map<number, Readiness>(uids.map((uid) => [uid, { complete: false, dateOfBirth: null }]));
  if (!uids.length) return result;
  const rows = await db.select().from(evpi).where(inArray(evpi.uid, uids));
  for (const row of rows) {
    const age = ageOn(row.dateOfBirth, now);
    const guardianOk = age !== null && (age >= ADULT_AGE || Boolean(row.guardianName && row.guardianPhone));
    result.set(row.uid, { complete: guardianOk, dateOfBirth: row.dateOfBirth });
  }
  return result;
}
