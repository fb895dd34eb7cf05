/**
 * Who hears that a phase's results changed (`event: result`, data `{ phaseId }` only: a page that
 * hears it refetches through the API, which applies the phase's state). Called in the writer's
 * transaction by every write that changes what a phase shows: a commit, a correction, a change of
 * publication state.
 *
 * The audiences follow the phase's state (results/visibility.ts is the one home of who sees what):
 * officials and admins always; in a provisional phase, the members of the team whose scores changed;
 * in a published or final phase, everyone, except while the public board is frozen. A change of
 * state reaches everyone who may read the phase: officials, every member of its teams, the public.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { competitionOfficials, phasePublications, phases, runs, teamMembers } from '../../db/schema';
import { publish, type LiveEvent } from '../../runtime/channel';
import { liveScoreAudiences } from './visibility';

export interface ResultsChange {
  phaseId: number;
  /** The team whose scores changed; none for a change of the whole phase (its state). */
  teamId?: number;
  /**
   * `officials`: only officials can see what changed (a submission, a conflict); `scores`: a
   * committed score changed (a commit, a correction); `state`: the phase's publication changed.
   */
  scope: 'officials' | 'scores' | 'state';
}

async function membersOf(db: Database, teamIds: number[]): Promise<number[]> {
  if (!teamIds.length) return [];
  const rows = await db
    .selectDistinct({ uid: teamMembers.uid })
    .from(teamMembers)
    .where(inArray(teamMembers.teamId, teamIds));
  return rows.map((row) => row.uid);
}

/** Whom, beyond officials and admins, the change reaches: some teams' members, and the public. */
async function beyondOfficials(db: Database, change: ResultsChange, now: Date) {
  if (change.scope === 'officials') return { uids: [], everyone: false };
  if (change.scope === 'state') {
    const teams = await db
      .selectDistinct({ teamId: runs.teamId })
      .from(runs)
      .where(eq(runs.phaseId, change.phaseId));
    return {
      uids: await membersOf(
        db,
        teams.map((row) => row.teamId),
      ),
      everyone: true,
    };
  }
  const [publication] = await db
    .select({ state: phasePublications.state, freezeAt: phasePublications.freezeAt })
    .from(phasePublications)
    .where(eq(phasePublications.phaseId, change.phaseId))
    .limit(1);
  const audiences = liveScoreAudiences(publication ?? { state: 'draft', freezeAt: null }, now);
  return {
    uids: audiences.team && change.teamId !== undefined ? await membersOf(db, [change.teamId]) : [],
    everyone: audiences.everyone,
  };
}

/** `now` is the writer's clock (the freeze depends on it); the scoring routes pass `app.now()`. */
export async function announceResults(db: Database, change: ResultsChange, now: Date): Promise<void> {
  const officials = await db
    .selectDistinct({ uid: competitionOfficials.uid })
    .from(competitionOfficials)
    .innerJoin(phases, eq(phases.competitionId, competitionOfficials.competitionId))
    .where(eq(phases.id, change.phaseId));
  const data = { phaseId: change.phaseId };
  const beyond = await beyondOfficials(db, change, now);
  const uids = [...new Set([...officials.map(({ uid }) => uid), ...beyond.uids])];
  const events: LiveEvent[] = [
    { type: 'result', audience: 'admins', data },
    ...uids.map((uid) => ({ type: 'result' as const, audience: { uid }, data })),
    ...(beyond.everyone ? [{ type: 'result' as const, audience: 'public' as const, data }] : []),
  ];
  await publish(db, ...events);
}
