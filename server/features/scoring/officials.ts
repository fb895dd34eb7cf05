/**
 * Who officiates a competition: referees score field runs, judges judged runs, the head referee
 * both and commits. Every scoring rule asks `rolesIn` for the caller's roles in the run's
 * competition (object level): a referee of one competition has no role in another.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { OfficialList, OfficialsInput, ScoringComponent } from '../../../common/contract/scoring';
import type { Database } from '../../db/client';
import { competitionOfficials, users, type OfficialRoleName } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Caller } from '../../shared/caller';
import { audit } from '../audit/audit';
import { findCompetition, lockCompetition } from '../enrolment/competitions';

export async function listOfficials(db: Database, competitionId: number): Promise<OfficialList> {
  return db
    .select({
      uid: competitionOfficials.uid,
      username: users.username,
      nickname: users.nickname,
      role: competitionOfficials.role,
    })
    .from(competitionOfficials)
    .innerJoin(users, eq(users.uid, competitionOfficials.uid))
    .where(eq(competitionOfficials.competitionId, competitionId))
    .orderBy(asc(competitionOfficials.role), asc(users.username));
}

export async function getOfficials(db: Database, competitionId: number): Promise<OfficialList> {
  await findCompetition(db, competitionId);
  return listOfficials(db, competitionId);
}

/** Replaces the competition's officials with the list given. */
export async function putOfficials(
  tx: Database,
  caller: Caller,
  competitionId: number,
  input: OfficialsInput,
  now: Date,
): Promise<OfficialList> {
  await lockCompetition(tx, competitionId);
  const uids = [...new Set(input.officials.map((official) => official.uid))];
  const known = new Set(
    uids.length
      ? (await tx.select({ uid: users.uid }).from(users).where(inArray(users.uid, uids))).map((u) => u.uid)
      : [],
  );
  const fields: Record<string, { key: 'field.unknownUser'; params: { uid: number } }> = {};
  input.officials.forEach((official, index) => {
    if (!known.has(official.uid))
      fields[`officials.${index}.uid`] = { key: 'field.unknownUser', params: { uid: official.uid } };
  });
  if (Object.keys(fields).length) throw new AppError(400, 'invalidInput', undefined, fields);
  const before = await listOfficials(tx, competitionId);
  await tx.delete(competitionOfficials).where(eq(competitionOfficials.competitionId, competitionId));
  if (input.officials.length)
    await tx
      .insert(competitionOfficials)
      .values(input.officials.map((official) => ({ competitionId, ...official, createdAt: now })))
      .onConflictDoNothing();
  const after = await listOfficials(tx, competitionId);
  await audit(
    tx,
    {
      actorUid: caller.uid,
      action: 'scoring.officials',
      targetType: 'competition',
      targetId: competitionId,
      competitionId,
      before,
      after,
    },
    now,
  );
  return after;
}

/** The caller's roles in one competition. */
export async function rolesIn(
  db: Database,
  uid: number,
  competitionId: number,
): Promise<Set<OfficialRoleName>> {
  const rows = await db
    .select({ role: competitionOfficials.role })
    .from(competitionOfficials)
    .where(and(eq(competitionOfficials.uid, uid), eq(competitionOfficials.competitionId, competitionId)));
  return new Set(rows.map((row) => row.role));
}

/** Who scores a run of this component: a referee a field run, a judge a judged one; the head referee both. */
export const scores = (roles: Set<OfficialRoleName>, component: Pick<ScoringComponent, 'kind'>) =>
  roles.has('head_referee') || roles.has(component.kind === 'field' ? 'referee' : 'judge');
