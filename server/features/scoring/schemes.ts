/**
 * A competition's scoring scheme, version by version. The newest version is in force; a run's
 * committed score keeps the version it was scored with, so a later edit changes no committed score.
 * A competition that never had a scheme gets the season's (version 1) the first time one is needed.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { SchemeInput, SchemeView, ScoringComponent } from '../../../common/contract/scoring';
import { maxPoints } from '../../../common/scoring';
import type { Database } from '../../db/client';
import { scoringSchemes } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { MessageKey, MessageParams } from '../../i18n/translate';
import type { Caller } from '../../shared/caller';
import { audit } from '../audit/audit';
import { findCompetition, lockCompetition } from '../enrolment/competitions';
import { SEASON_SCHEME } from './season-scheme';

export type SchemeRow = typeof scoringSchemes.$inferSelect;

export const schemeView = (row: SchemeRow): SchemeView => ({
  competitionId: row.competitionId,
  version: row.version,
  components: row.components,
  tieBreaks: row.tieBreaks,
  createdAt: row.createdAt.toISOString(),
});

const newest = (db: Database, competitionId: number) =>
  db
    .select()
    .from(scoringSchemes)
    .where(eq(scoringSchemes.competitionId, competitionId))
    .orderBy(desc(scoringSchemes.version))
    .limit(1);

/** The version in force; the season's scheme becomes version 1 of a competition that has none. */
export async function schemeInForce(db: Database, competitionId: number): Promise<SchemeRow> {
  const [row] = await newest(db, competitionId);
  if (row) return row;
  // Two first needs at once both insert; the key keeps one.
  await db
    .insert(scoringSchemes)
    .values({ competitionId, version: 1, ...SEASON_SCHEME })
    .onConflictDoNothing();
  const [created] = await newest(db, competitionId);
  return created!;
}

/** A version the competition had (a committed score's). */
export async function schemeVersion(db: Database, competitionId: number, version: number) {
  const [row] = await db
    .select()
    .from(scoringSchemes)
    .where(and(eq(scoringSchemes.competitionId, competitionId), eq(scoringSchemes.version, version)))
    .limit(1);
  return row;
}

export const componentOf = (scheme: Pick<SchemeRow, 'components'>, key: string) =>
  scheme.components.find((component) => component.key === key);

type FieldMessages = Record<string, { key: MessageKey; params?: MessageParams }>;

/** What the schema cannot say: the weights' sum, unique keys, and tie-breaks that name a component. */
export function schemeProblems(input: Pick<SchemeInput, 'components' | 'tieBreaks'>): FieldMessages {
  const fields: FieldMessages = {};
  const sum = input.components.reduce((total, component) => total + component.weight, 0);
  if (sum !== 100) fields.components = { key: 'field.weightsSum', params: { sum } };
  const seen = new Set<string>();
  input.components.forEach((component, index) => {
    const at = `components.${index}`;
    if (seen.has(component.key))
      fields[`${at}.key`] = { key: 'field.duplicateKey', params: { key: component.key } };
    seen.add(component.key);
    if (!component.names['en-US'] && !component.names['zh-CN'])
      fields[`${at}.names`] = { key: 'field.namesRequired' };
    if (component.kind === 'field' && maxPoints(component) === 0)
      fields[`${at}.items`] = { key: 'field.noBonus' };
    const [list, entries] =
      component.kind === 'field' ? ['items', component.items] : ['criteria', component.criteria];
    const keys = new Set<string>();
    entries.forEach((entry, entryIndex) => {
      const entryAt = `${at}.${list}.${entryIndex}`;
      if (keys.has(entry.key))
        fields[`${entryAt}.key`] = { key: 'field.duplicateKey', params: { key: entry.key } };
      keys.add(entry.key);
      if (!entry.names['en-US'] && !entry.names['zh-CN'])
        fields[`${entryAt}.names`] = { key: 'field.namesRequired' };
    });
  });
  input.tieBreaks.forEach((tieBreak, index) => {
    const component: ScoringComponent | undefined = componentOf(input, tieBreak.key);
    const at = `tieBreaks.${index}.key`;
    if (!component) fields[at] = { key: 'field.unknownComponent', params: { key: tieBreak.key } };
    else if (tieBreak.kind === 'time' && !(component.kind === 'field' && component.timed))
      fields[at] = { key: 'field.untimedComponent', params: { key: tieBreak.key } };
  });
  return fields;
}

export async function getScheme(db: Database, competitionId: number): Promise<SchemeView> {
  await findCompetition(db, competitionId);
  return schemeView(await schemeInForce(db, competitionId));
}

/** Saves the next version, under the competition's lock (versions are numbered one after another). */
export async function putScheme(
  tx: Database,
  caller: Caller,
  competitionId: number,
  input: SchemeInput,
  now: Date,
): Promise<SchemeView> {
  const fields = schemeProblems(input);
  if (Object.keys(fields).length) throw new AppError(400, 'invalidInput', undefined, fields);
  await lockCompetition(tx, competitionId);
  const before = await schemeInForce(tx, competitionId);
  const [row] = await tx
    .insert(scoringSchemes)
    .values({
      competitionId,
      version: before.version + 1,
      components: input.components,
      tieBreaks: input.tieBreaks,
      createdBy: caller.uid,
      createdAt: now,
    })
    .returning();
  await audit(
    tx,
    {
      actorUid: caller.uid,
      action: 'scoring.scheme',
      targetType: 'competition',
      targetId: competitionId,
      competitionId,
      before: schemeView(before),
      after: schemeView(row!),
    },
    now,
  );
  return schemeView(row!);
}
