/**
 * A competition's phases, as admins list, create, change and delete them (the public reads them with
 * their competition, ./competitions.ts).
 */
import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { AdminPhase, Page, PhaseInput } from '../../../common/contract';
import { type Locale } from '../../../common/locales';
import type { Database } from '../../db/client';
import { competitions, phases } from '../../db/schema';
import { AppError } from '../../http/errors';
import { audit } from '../audit/audit';
import type { Caller } from '../../shared/caller';
import { refuseFields, unrealDates } from '../../shared/instants';
import { orderOf } from '../../shared/sorting';
import type { PageRequest } from '../accounts/users';
import { likePattern } from '../content/search';
import {
  type CompetitionRow,
  type PhaseRow,
  competitionName,
  findCompetition,
  pageOnly,
  phaseNameIn,
  phaseView,
} from './competitions';

const toAdminPhase = (row: PhaseRow, competition: CompetitionRow, locale: Locale): AdminPhase => ({
  ...phaseView(row, locale),
  competitionId: row.competitionId,
  competitionName: competitionName(competition, locale),
  translations: { ...row.names },
});

export async function listPhases(
  db: Database,
  query: { competitionId?: number; sorter?: string },
  page: PageRequest,
  locale: Locale,
): Promise<Page<AdminPhase>> {
  const filters: SQL[] = [];
  if (query.competitionId) filters.push(eq(phases.competitionId, query.competitionId));
  const keyword = page.keyword?.trim();
  if (keyword) filters.push(ilike(sql`${phases.names}::text`, likePattern(keyword)));
  const where = filters.length ? and(...filters) : undefined;
  const order = orderOf(
    query.sorter,
    {
      startsAt: phases.startsAt,
      endsAt: phases.endsAt,
      name: phaseNameIn(locale),
      competitionId: phases.competitionId,
    },
    asc(phases.startsAt),
  );
  const [total] = await db.select({ n: count() }).from(phases).where(where);
  const rows = await db
    .select({ phase: phases, competition: competitions })
    .from(phases)
    .innerJoin(competitions, eq(competitions.id, phases.competitionId))
    .where(where)
    .orderBy(order, asc(phases.id))
    .limit(page.pageSize)
    .offset((page.current - 1) * page.pageSize);
  return {
    list: rows.map(({ phase, competition }) => toAdminPhase(phase, competition, locale)),
    total: total?.n ?? 0,
    ...pageOnly(page),
  };
}

function checkPhase(input: PhaseInput) {
  refuseFields(unrealDates({ startsAt: input.startsAt, endsAt: input.endsAt }));
  if (Date.parse(input.endsAt) < Date.parse(input.startsAt))
    throw new AppError(400, 'invalidInput', undefined, { endsAt: { key: 'field.endsBeforeStarts' } });
}

const phaseValues = (input: PhaseInput) => ({
  competitionId: input.competitionId,
  names: { ...(input.translations ?? {}), [input.locale ?? 'en-US']: input.name.trim() },
  startsAt: new Date(input.startsAt),
  endsAt: new Date(input.endsAt),
});

export async function createPhase(tx: Database, caller: Caller, input: PhaseInput, now: Date) {
  checkPhase(input);
  const competition = await findCompetition(tx, input.competitionId);
  const [row] = await tx.insert(phases).values(phaseValues(input)).returning();
  await audit(
    tx,
    {
      actorUid: caller.uid,
      action: 'phase.create',
      targetType: 'phase',
      targetId: row!.id,
      competitionId: row!.competitionId,
      after: row,
    },
    now,
  );
  return toAdminPhase(row!, competition, caller.locale);
}

async function findPhase(db: Database, id: number) {
  const [row] = await db.select().from(phases).where(eq(phases.id, id)).limit(1);
  if (!row) throw new AppError(404, 'phaseNotFound');
  return row;
}

export async function updatePhase(tx: Database, caller: Caller, id: number, input: PhaseInput, now: Date) {
  checkPhase(input);
  const before = await findPhase(tx, id);
  const competition = await findCompetition(tx, input.competitionId);
  const [row] = await tx.update(phases).set(phaseValues(input)).where(eq(phases.id, id)).returning();
  await audit(
    tx,
    {
      actorUid: caller.uid,
      action: 'phase.update',
      targetType: 'phase',
      targetId: id,
      competitionId: row!.competitionId,
      before,
      after: row,
    },
    now,
  );
  return toAdminPhase(row!, competition, caller.locale);
}

export async function deletePhase(tx: Database, caller: Caller, id: number, now: Date) {
  const before = await findPhase(tx, id);
  await tx.delete(phases).where(eq(phases.id, id));
  await audit(
    tx,
    {
      actorUid: caller.uid,
      action: 'phase.delete',
      targetType: 'phase',
      targetId: id,
      competitionId: before.competitionId,
      before,
    },
    now,
  );
  return { id };
}
