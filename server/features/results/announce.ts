/**
 * Who hears that a phase's results changed (`event: result`, data `{ phaseId }` only: a page that
 * hears it refetches through the API, which applies the phase's state). Called in the writer's
 * transaction by every write that changes what a phase shows: a commit, a correction, a change of
 * publication state.
 *
 * The audiences follow the phase's state (results/visibility.ts is the one home of who sees what):
 * officials and admins always; in a provisional phase, the members of the team whose scores changed;
 * in a published or final phase, everyone, except while the public board is frozen.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { competitionOfficials, phases } from '../../db/schema';
import { publish } from '../../runtime/channel';

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

export async function announceResults(db: Database, change: ResultsChange): Promise<void> {
  const officials = await db
    .selectDistinct({ uid: competitionOfficials.uid })
    .from(competitionOfficials)
    .innerJoin(phases, eq(phases.competitionId, competitionOfficials.competitionId))
    .where(eq(phases.id, change.phaseId));
  const data = { phaseId: change.phaseId };
  await publish(
    db,
    { type: 'result', audience: 'admins', data },
    ...officials.map(({ uid }) => ({ type: 'result' as const, audience: { uid }, data })),
  );
}
