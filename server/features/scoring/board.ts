/**
 * The referee's board: everything a tablet needs to score offline, in one answer. The caller's
 * roles, the runs they may score in the competitions they officiate (referees field runs, judges
 * judged runs, the head referee all) outside final phases, and those competitions' schemes in force.
 */
import { and, asc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { RefereeBoard } from '../../../common/contract/scoring';
import type { Database } from '../../db/client';
import {
  competitionOfficials,
  competitions,
  phasePublications,
  phases,
  runs,
  type OfficialRoleName,
} from '../../db/schema';
import type { Caller } from '../../shared/caller';
import { competitionName } from '../enrolment/competitions';
import { scores } from './officials';
import { runViews } from './runs';
import { componentOf, schemeInForce, schemeView } from './schemes';

export async function refereeBoard(db: Database, caller: Caller, now: Date): Promise<RefereeBoard> {
  const held = await db
    .select({ role: competitionOfficials.role, competition: competitions })
    .from(competitionOfficials)
    .innerJoin(competitions, eq(competitions.id, competitionOfficials.competitionId))
    .where(eq(competitionOfficials.uid, caller.uid))
    .orderBy(asc(competitions.id), asc(competitionOfficials.role));
  const rolesOf = new Map<number, Set<OfficialRoleName>>();
  for (const { role, competition } of held) {
    const roles = rolesOf.get(competition.id) ?? new Set<OfficialRoleName>();
    rolesOf.set(competition.id, roles.add(role));
  }
  const ids = [...rolesOf.keys()];
  const schemes = new Map<number, Awaited<ReturnType<typeof schemeInForce>>>();
  for (const id of ids) schemes.set(id, await schemeInForce(db, id));
  const rows = ids.length
    ? await db
        .select({ run: runs, competitionId: phases.competitionId })
        .from(runs)
        .innerJoin(phases, eq(phases.id, runs.phaseId))
        .leftJoin(phasePublications, eq(phasePublications.phaseId, runs.phaseId))
        .where(
          and(
            inArray(phases.competitionId, ids),
            or(isNull(phasePublications.state), ne(phasePublications.state, 'final')),
          ),
        )
        .orderBy(asc(runs.slot), asc(runs.id))
    : [];
  const mine = rows
    .filter(({ run, competitionId }) => {
      const component = componentOf(schemes.get(competitionId)!, run.component);
      return component !== undefined && scores(rolesOf.get(competitionId)!, component);
    })
    .map(({ run }) => run);
  return {
    roles: held.map(({ role, competition }) => ({
      competitionId: competition.id,
      competitionName: competitionName(competition, caller.locale),
      role,
    })),
    runs: await runViews(db, mine),
    schemes: [...schemes.values()].map(schemeView),
    serverTime: now.toISOString(),
  };
}
