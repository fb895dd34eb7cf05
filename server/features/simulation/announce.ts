/**
 * Live events for a submission's state: its team's members and the admins hear that it changed
 * (ids and the state only; a page that hears one fetches the submission through the API). Called in
 * the transaction that changed it, so the event goes out once that commits, and only then.
 */
import { inArray } from 'drizzle-orm';
import type { SUBMISSION_STATES } from '../../../common/vocabulary';
import type { Database } from '../../db/client';
import { simulationSubmissions, teamMembers } from '../../db/schema';
import { publish, type LiveEvent } from '../../runtime/channel';

export interface SubmissionState {
  id: number;
  phaseId: number;
  teamId: number;
  state: (typeof SUBMISSION_STATES)[number];
}

export async function announceSubmissions(db: Database, changed: SubmissionState[]): Promise<void> {
  if (!changed.length) return;
  const members = await db
    .select({ teamId: teamMembers.teamId, uid: teamMembers.uid })
    .from(teamMembers)
    .where(inArray(teamMembers.teamId, [...new Set(changed.map((row) => row.teamId))]));
  const events: LiveEvent[] = changed.flatMap(({ id, phaseId, teamId, state }) => {
    const data = { submissionId: id, phaseId, teamId, state };
    return [
      { type: 'simulation' as const, audience: 'admins' as const, data },
      ...members
        .filter((member) => member.teamId === teamId)
        .map((member) => ({ type: 'simulation' as const, audience: { uid: member.uid }, data })),
    ];
  });
  await publish(db, ...events);
}

/** The columns `announceSubmissions` needs, as `returning()` takes them. */
export const announced = {
  id: simulationSubmissions.id,
  phaseId: simulationSubmissions.phaseId,
  teamId: simulationSubmissions.teamId,
  state: simulationSubmissions.state,
};
