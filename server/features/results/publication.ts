/**
 * A phase's publication: its state (draft → provisional → published → final), the freeze of the
 * public board, the advancement rule, and the seed of its draw. The row is made on first need, a
 * draft with a random seed, so the draw is fixed before anyone is ranked.
 *
 * Any move between states is allowed but out of final: a final phase is locked (a correction makes
 * a new score version; its qualifiers have gone on). Becoming final sends the teams that qualify to
 * the competition's next phase, in the same transaction.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { Advancement, PublicationInput, PublicationView } from '../../../common/contract/scoring';
import type { Database } from '../../db/client';
import { phasePublications, phases } from '../../db/schema';
import { AppError, RuleError } from '../../http/errors';
import type { Caller } from '../../shared/caller';
import { refuseFields, unrealDates } from '../../shared/instants';
import { audit } from '../audit/audit';
import type { PhaseRow } from '../enrolment/competitions';
import { announceResults } from './announce';
import { phaseRanking } from './ranking';

export type PublicationRow = typeof phasePublications.$inferSelect;

export async function findPhase(db: Database, id: number): Promise<PhaseRow> {
  const [row] = await db.select().from(phases).where(eq(phases.id, id)).limit(1);
  if (!row) throw new AppError(404, 'phaseNotFound');
  return row;
}

/**
 * The phase's publication, made a draft with a new seed if it has none yet (a read finds it first,
 * so only the first one writes); locked with `lock`.
 */
export async function publicationOf(db: Database, phaseId: number, lock = false): Promise<PublicationRow> {
  const find = async () => {
    const query = db.select().from(phasePublications).where(eq(phasePublications.phaseId, phaseId)).limit(1);
    return (lock ? await query.for('update') : await query)[0];
  };
  const found = await find();
  if (found) return found;
  await db
    .insert(phasePublications)
    .values({ phaseId, state: 'draft', drawSeed: randomBytes(16).toString('hex') })
    .onConflictDoNothing();
  return (await find())!;
}

export const publicationView = (row: PublicationRow): PublicationView => ({
  phaseId: row.phaseId,
  state: row.state,
  freezeAt: row.freezeAt?.toISOString() ?? null,
  advancement: row.advancement ?? null,
  drawSeed: row.drawSeed,
  updatedAt: row.updatedAt.toISOString(),
});

export async function getPublication(db: Database, phaseId: number): Promise<PublicationView> {
  await findPhase(db, phaseId);
  return publicationView(await publicationOf(db, phaseId));
}

/** The competition's phase after this one (by start, then id), if there is one. */
async function nextPhase(db: Database, phase: PhaseRow): Promise<PhaseRow | undefined> {
  const [row] = await db
    .select()
    .from(phases)
    .where(
      and(
        eq(phases.competitionId, phase.competitionId),
        or(
          gt(phases.startsAt, phase.startsAt),
          and(eq(phases.startsAt, phase.startsAt), gt(phases.id, phase.id)),
        ),
      ),
    )
    .orderBy(asc(phases.startsAt), asc(phases.id))
    .limit(1);
  return row;
}

/** Puts the teams that qualify by `advancement` into the next phase; returns how many did. */
async function advance(
  tx: Database,
  phase: PhaseRow,
  publication: PublicationRow,
  advancement: Advancement,
): Promise<number> {
  const next = await nextPhase(tx, phase);
  if (!next) throw new RuleError([{ rule: 'no_next_phase' }]);
  const ranking = await phaseRanking(tx, phase, publication.drawSeed, null, true);
  if (!ranking) return 0;
  // The threshold is compared in numeric, so 55.5 means exactly 55 500 000 millionths.
  const qualifies =
    advancement.kind === 'top'
      ? sql`ranking.rank <= ${advancement.count}`
      : sql`ranking.total_micro >= ${String(advancement.total)}::numeric * 1000000`;
  const inserted = await tx.execute(sql`
    INSERT INTO phase_qualifiers (phase_id, team_id, from_phase_id, rank)
    SELECT ${next.id}, ranking.team_id, ${phase.id}, ranking.rank
    FROM (${ranking.query}) ranking
    WHERE ${qualifies}
    ON CONFLICT DO NOTHING
    RETURNING team_id`);
  return Array.isArray(inserted) ? inserted.length : (inserted as { rows: unknown[] }).rows.length;
}

export async function putPublication(
  tx: Database,
  caller: Caller,
  phaseId: number,
  input: PublicationInput,
  now: Date,
): Promise<PublicationView> {
  if (input.freezeAt) refuseFields(unrealDates({ freezeAt: input.freezeAt }));
  const phase = await findPhase(tx, phaseId);
  const before = await publicationOf(tx, phaseId, true);
  if (before.state === 'final') throw new RuleError([{ rule: 'phase_final' }]);
  // Omitted: unchanged; null: cleared.
  const freezeAt =
    input.freezeAt === undefined
      ? before.freezeAt
      : input.freezeAt === null
        ? null
        : new Date(input.freezeAt);
  const advancement = input.advancement === undefined ? before.advancement : input.advancement;
  const [after] = await tx
    .update(phasePublications)
    .set({ state: input.state, freezeAt, advancement, updatedAt: now })
    .where(eq(phasePublications.phaseId, phaseId))
    .returning();
  const qualified =
    input.state === 'final' && advancement ? await advance(tx, phase, after!, advancement) : 0;
  await audit(
    tx,
    {
      actorUid: caller.uid,
      action: 'phase.publication',
      targetType: 'phase',
      targetId: phaseId,
      competitionId: phase.competitionId,
      before: publicationView(before),
      after: { ...publicationView(after!), ...(input.state === 'final' ? { qualified } : {}) },
    },
    now,
  );
  await announceResults(tx, { phaseId, scope: 'state' }, now);
  return publicationView(after!);
}
