/**
 * Competitions: what the public reads, and what admins create, change and delete. A competition's
 * name and summary exist per locale and are served chosen → en-US → zh-CN; so are its phases' names.
 */
import { and, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  AdminCompetitionView,
  CompetitionInput,
  CompetitionTranslations,
  CompetitionView,
  EnrolmentWindowState,
  Page,
  Track,
  WindowStateFilter,
} from '../../../common/contract';
import { MAX_ADVISORS } from '../../../common/limits';
import { pickTranslation, type Locale } from '../../../common/locales';
import { LIVE_ENROLMENT_STATUSES } from '../../../common/vocabulary';
import type { Database } from '../../db/client';
import { competitions, enrolments, phases, teams, type CompetitionTexts } from '../../db/schema';
import { AppError, refuseIfAny, type Violation } from '../../http/errors';
import { audit } from '../audit/audit';
import type { Caller } from '../../shared/caller';
import { refuseFields, unrealDates } from '../../shared/instants';
import { fillPlaces } from './places';
import { orderOf } from '../../shared/sorting';
import type { PageRequest } from '../accounts/users';
import { likePattern } from '../content/search';

export type CompetitionRow = typeof competitions.$inferSelect;

export interface Counts {
  enrolled: number;
  waitlisted: number;
}

export const competitionText = (texts: CompetitionTexts, locale: Locale) =>
  pickTranslation(texts, locale) ?? { locale, text: { name: '', summary: '' } };

export const competitionName = (row: Pick<CompetitionRow, 'texts'>, locale: Locale) =>
  competitionText(row.texts, locale).text.name;

/** Where enrolment stands: before the window, inside it (open or full), or after it. */
export function windowState(row: CompetitionRow, enrolled: number, now: Date): EnrolmentWindowState {
  if (now < row.enrolmentOpensAt) return 'upcoming';
  if (now > row.enrolmentClosesAt) return 'closed';
  return enrolled >= row.capacity ? 'full' : 'open';
}

export const isClosed = (row: CompetitionRow, now: Date) => now > row.enrolmentClosesAt;

/** A team can still enrol: with a place left it takes one, in a full competition it waits for one. */
const takesEnrolments = (state: EnrolmentWindowState) => state === 'open' || state === 'full';

const matchesWindow = (filter: WindowStateFilter | undefined, state: EnrolmentWindowState) =>
  !filter || (filter === 'enrolling' ? takesEnrolments(state) : state === filter);

/** Places held and teams waiting, per competition. */
export async function countsOf(db: Database, ids: number[]): Promise<Map<number, Counts>> {
  const counts = new Map<number, Counts>(ids.map((id) => [id, { enrolled: 0, waitlisted: 0 }]));
  if (!ids.length) return counts;
  const rows = await db
    .select({ competitionId: enrolments.competitionId, status: enrolments.status, n: count() })
    .from(enrolments)
    .where(
      and(inArray(enrolments.competitionId, ids), inArray(enrolments.status, [...LIVE_ENROLMENT_STATUSES])),
    )
    .groupBy(enrolments.competitionId, enrolments.status);
  for (const row of rows) {
    const entry = counts.get(row.competitionId)!;
    if (row.status === 'waitlisted') entry.waitlisted += row.n;
    else entry.enrolled += row.n;
  }
  return counts;
}

export type PhaseRow = typeof phases.$inferSelect;

export function phaseView(row: PhaseRow, locale: Locale): CompetitionView['phases'][number] {
  const { locale: served, text } = pickTranslation(row.names, locale) ?? { locale, text: '' };
  return {
    id: row.id,
    name: text,
    locale: served,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  };
}

/** A phase's name in the reader's locale, with the same fallback as the view, for sorting. */
export const phaseNameIn = (locale: Locale) =>
  sql`coalesce(${phases.names} ->> ${locale}, ${phases.names} ->> 'en-US', ${phases.names} ->> 'zh-CN')`;

async function phasesOf(db: Database, ids: number[], locale: Locale) {
  if (!ids.length) return new Map<number, CompetitionView['phases']>();
  const rows = await db
    .select()
    .from(phases)
    .where(inArray(phases.competitionId, ids))
    .orderBy(asc(phases.startsAt), asc(phases.id));
  const byCompetition = new Map<number, CompetitionView['phases']>();
  for (const row of rows) {
    const list = byCompetition.get(row.competitionId) ?? [];
    list.push(phaseView(row, locale));
    byCompetition.set(row.competitionId, list);
  }
  return byCompetition;
}

function toView(
  row: CompetitionRow,
  counts: Counts,
  phaseList: CompetitionView['phases'],
  locale: Locale,
  now: Date,
): CompetitionView {
  const { locale: served, text } = competitionText(row.texts, locale);
  return {
    id: row.id,
    name: text.name,
    summary: text.summary,
    locale: served,
    track: row.track,
    enrolmentOpensAt: row.enrolmentOpensAt.toISOString(),
    enrolmentClosesAt: row.enrolmentClosesAt.toISOString(),
    minTeamSize: row.minTeamSize,
    maxTeamSize: row.maxTeamSize,
    maxAdvisors: row.maxAdvisors,
    capacity: row.capacity,
    enrolledTeams: counts.enrolled,
    waitlistedTeams: counts.waitlisted,
    requiresApproval: row.requiresApproval,
    minAge: row.minAge,
    maxAge: row.maxAge,
    agesOn: row.agesOn,
    phases: phaseList,
    windowState: windowState(row, counts.enrolled, now),
  };
}

async function viewsOf(db: Database, rows: CompetitionRow[], locale: Locale, now: Date) {
  const ids = rows.map((row) => row.id);
  const [counts, phaseLists] = await Promise.all([countsOf(db, ids), phasesOf(db, ids, locale)]);
  return rows.map((row) => toView(row, counts.get(row.id)!, phaseLists.get(row.id) ?? [], locale, now));
}

export async function findCompetition(db: Database, id: number): Promise<CompetitionRow> {
  const [row] = await db.select().from(competitions).where(eq(competitions.id, id)).limit(1);
  if (!row) throw new AppError(404, 'competitionNotFound');
  return row;
}

/**
 * The competition row, locked until the transaction ends: enrolment and places change under it.
 * `no key update` still lets rows that merely reference it (a new team, a check-in) be written.
 */
export async function lockCompetition(tx: Database, id: number): Promise<CompetitionRow> {
  const [row] = await tx
    .select()
    .from(competitions)
    .where(eq(competitions.id, id))
    .for('no key update')
    .limit(1);
  if (!row) throw new AppError(404, 'competitionNotFound');
  return row;
}

export async function getCompetition(db: Database, id: number, locale: Locale, now: Date) {
  const [view] = await viewsOf(db, [await findCompetition(db, id)], locale, now);
  return view!;
}

export const pageOnly = (page: PageRequest) => ({ current: page.current, pageSize: page.pageSize });

/** The ones a visitor can act on first: open, upcoming, full, closed; then by closing time. */
const STATE_ORDER: EnrolmentWindowState[] = ['open', 'upcoming', 'full', 'closed'];

/**
 * The public list. A season has a handful of competitions, so the window state (computed from the
 * clock and the places held) is filtered and ordered here rather than in SQL.
 */
export async function listCompetitions(
  db: Database,
  query: { track?: Track; windowState?: WindowStateFilter },
  page: PageRequest,
  locale: Locale,
  now: Date,
): Promise<Page<CompetitionView>> {
  const rows = await db
    .select()
    .from(competitions)
    .where(query.track ? eq(competitions.track, query.track) : undefined);
  const keyword = page.keyword?.trim().toLowerCase();
  const all = (await viewsOf(db, rows, locale, now))
    .filter((view) => matchesWindow(query.windowState, view.windowState))
    .filter((view) => !keyword || view.name.toLowerCase().includes(keyword))
    .sort(
      (a, b) =>
        STATE_ORDER.indexOf(a.windowState) - STATE_ORDER.indexOf(b.windowState) ||
        a.enrolmentClosesAt.localeCompare(b.enrolmentClosesAt) ||
        a.id - b.id,
    );
  const start = (page.current - 1) * page.pageSize;
  return { list: all.slice(start, start + page.pageSize), total: all.length, ...pageOnly(page) };
}

// ---------------------------------------------------------------------------------------------
// Admin

const translationsOf = (row: CompetitionRow): CompetitionTranslations => ({ ...row.texts });

async function adminView(db: Database, row: CompetitionRow, locale: Locale, now: Date) {
  const [view] = await viewsOf(db, [row], locale, now);
  return { ...view!, translations: translationsOf(row) } satisfies AdminCompetitionView;
}

/** A competition's name in the reader's locale, with the same fallback as the view, for sorting. */
const nameIn = (locale: Locale) =>
  sql`coalesce(${competitions.texts} -> ${locale} ->> 'name', ${competitions.texts} -> 'en-US' ->> 'name', ${competitions.texts} -> 'zh-CN' ->> 'name')`;

export async function listAdminCompetitions(
  db: Database,
  query: { track?: Track; sorter?: string },
  page: PageRequest,
  locale: Locale,
  now: Date,
): Promise<Page<AdminCompetitionView>> {
  const filters: SQL[] = [];
  if (query.track) filters.push(eq(competitions.track, query.track));
  const keyword = page.keyword?.trim();
  if (keyword) filters.push(ilike(sql`${competitions.texts}::text`, likePattern(keyword)));
  const where = filters.length ? and(...filters) : undefined;
  const order = orderOf(
    query.sorter,
    {
      id: competitions.id,
      name: nameIn(locale),
      track: competitions.track,
      enrolmentOpensAt: competitions.enrolmentOpensAt,
      enrolmentClosesAt: competitions.enrolmentClosesAt,
      capacity: competitions.capacity,
    },
    asc(competitions.enrolmentOpensAt),
  );
  const [total] = await db.select({ n: count() }).from(competitions).where(where);
  const rows = await db
    .select()
    .from(competitions)
    .where(where)
    .orderBy(order, asc(competitions.id))
    .limit(page.pageSize)
    .offset((page.current - 1) * page.pageSize);
  const views = await viewsOf(db, rows, locale, now);
  return {
    list: views.map((view, i) => ({ ...view, translations: translationsOf(rows[i]!) })),
    total: total?.n ?? 0,
    ...pageOnly(page),
  };
}

/** Cross-field checks a schema cannot express; each is a field error the form shows in place. */
function checkInput(input: CompetitionInput) {
  const fields = unrealDates(
    { enrolmentOpensAt: input.enrolmentOpensAt, enrolmentClosesAt: input.enrolmentClosesAt },
    { agesOn: input.agesOn },
  );
  refuseFields(fields);
  if (Date.parse(input.enrolmentClosesAt) <= Date.parse(input.enrolmentOpensAt))
    fields.enrolmentClosesAt = { key: 'field.closesBeforeOpens' };
  if (input.maxTeamSize < input.minTeamSize) fields.maxTeamSize = { key: 'field.maxBelowMin' };
  const minAge = input.minAge ?? null;
  const maxAge = input.maxAge ?? null;
  if (minAge !== null && maxAge !== null && maxAge < minAge) fields.maxAge = { key: 'field.maxBelowMin' };
  if ((minAge !== null || maxAge !== null) && !input.agesOn) fields.agesOn = { key: 'field.agesOnRequired' };
  refuseFields(fields);
}

function rowValues(input: CompetitionInput, now: Date) {
  const texts: CompetitionTexts = {
    ...(input.translations ?? {}),
    [input.locale ?? 'en-US']: { name: input.name.trim(), summary: input.summary.trim() },
  };
  return {
    track: input.track,
    texts,
    enrolmentOpensAt: new Date(input.enrolmentOpensAt),
    enrolmentClosesAt: new Date(input.enrolmentClosesAt),
    capacity: input.capacity,
    minTeamSize: input.minTeamSize,
    maxTeamSize: input.maxTeamSize,
    maxAdvisors: MAX_ADVISORS,
    requiresApproval: input.requiresApproval ?? true,
    minAge: input.minAge ?? null,
    maxAge: input.maxAge ?? null,
    agesOn:
      (input.minAge ?? null) !== null || (input.maxAge ?? null) !== null ? (input.agesOn ?? null) : null,
    updatedAt: now,
  };
}

export async function createCompetition(tx: Database, caller: Caller, input: CompetitionInput, now: Date) {
  checkInput(input);
  const [row] = await tx.insert(competitions).values(rowValues(input, now)).returning();
  await audit(
    tx,
    {
      actorUid: caller.uid,
      action: 'competition.create',
      targetType: 'competition',
      targetId: row!.id,
      competitionId: row!.id,
      after: row,
    },
    now,
  );
  return adminView(tx, row!, caller.locale, now);
}

/**
 * A larger capacity gives the new places to the waiting list at once; a capacity below the places
 * already held is refused (teams would lose a place they were given).
 */
export async function updateCompetition(
  tx: Database,
  caller: Caller,
  id: number,
  input: CompetitionInput,
  now: Date,
) {
  checkInput(input);
  const before = await lockCompetition(tx, id);
  const held = (await countsOf(tx, [id])).get(id)!.enrolled;
  const violations: Violation[] = [];
  if (input.capacity < held) violations.push({ rule: 'capacity_below_places', values: { count: held } });
  refuseIfAny(violations);
  const [row] = await tx
    .update(competitions)
    .set(rowValues(input, now))
    .where(eq(competitions.id, id))
    .returning();
  await audit(
    tx,
    {
      actorUid: caller.uid,
      action: 'competition.update',
      targetType: 'competition',
      targetId: id,
      competitionId: id,
      before,
      after: row,
    },
    now,
  );
  await fillPlaces(tx, row!, caller.uid, now);
  return adminView(tx, row!, caller.locale, now);
}

/** Refused while teams belong to it: their history would go with it. */
export async function deleteCompetition(tx: Database, caller: Caller, id: number, now: Date) {
  const before = await lockCompetition(tx, id);
  const [teamCount] = await tx.select({ n: count() }).from(teams).where(eq(teams.competitionId, id));
  refuseIfAny(teamCount?.n ? [{ rule: 'competition_has_teams', values: { count: teamCount.n } }] : []);
  await tx.delete(competitions).where(eq(competitions.id, id));
  await audit(
    tx,
    {
      actorUid: caller.uid,
      action: 'competition.delete',
      targetType: 'competition',
      targetId: id,
      competitionId: id,
      before,
    },
    now,
  );
  return { id };
}
