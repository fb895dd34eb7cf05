/**
 * Who sees what of a phase's results: the one home of that rule (the routes, the CSV and the live
 * announcements all ask here).
 *
 * - Admins and the competition's officials see every row, live, in every state.
 * - Anyone else: draft, nothing; provisional, the members of a team see their own row (without a
 *   rank, which would tell of the others); published and final, every row.
 * - While a provisional or published phase is frozen (now ≥ freezeAt), every non-official reader
 *   gets the ranking as it was at freezeAt: totals, runs, attempts, versions, their own row alike.
 *   Final lifts the freeze.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { PublicationState } from '../../../common/contract/scoring';
import type { Locale } from '../../../common/locales';
import type { Database } from '../../db/client';
import { competitionOfficials, teamMembers, type AccessLevel } from '../../db/schema';

/** Whoever reads results: a signed-in caller, or an anonymous visitor (`uid` null). */
export interface Reader {
  uid: number | null;
  access: AccessLevel | null;
  locale: Locale;
}

export interface PublicationFacts {
  state: PublicationState;
  freezeAt: Date | null;
}

/** What a reader gets of a phase. */
export interface Sight {
  /** Every row, the reader's own teams' rows, or none. */
  rows: 'all' | 'own' | 'none';
  /** Scores committed after this do not count for the reader (null: none do not, the live ranking). */
  cutoff: Date | null;
  /** Ranks are shown (not when the reader sees only their own row). */
  ranks: boolean;
  /** An admin or one of the competition's officials. */
  official: boolean;
}

const isFrozen = (publication: PublicationFacts, now: Date) =>
  (publication.state === 'provisional' || publication.state === 'published') &&
  publication.freezeAt !== null &&
  now.getTime() >= publication.freezeAt.getTime();

/** What someone who is not an official sees of a phase in this state at this time. */
export function publicSight(publication: PublicationFacts, now: Date): Sight {
  const cutoff = isFrozen(publication, now) ? publication.freezeAt : null;
  switch (publication.state) {
    case 'draft':
      return { rows: 'none', cutoff, ranks: false, official: false };
    case 'provisional':
      return { rows: 'own', cutoff, ranks: false, official: false };
    default:
      return { rows: 'all', cutoff, ranks: true, official: false };
  }
}

const OFFICIAL_SIGHT: Sight = { rows: 'all', cutoff: null, ranks: true, official: true };

export async function isOfficial(db: Database, reader: Reader, competitionId: number): Promise<boolean> {
  if (reader.access === 'admin') return true;
  if (reader.uid === null) return false;
  const [row] = await db
    .select({ uid: competitionOfficials.uid })
    .from(competitionOfficials)
    .where(
      and(eq(competitionOfficials.competitionId, competitionId), eq(competitionOfficials.uid, reader.uid)),
    )
    .limit(1);
  return Boolean(row);
}

/** What `reader` sees of a phase of `competitionId`. */
export async function sightOf(
  db: Database,
  reader: Reader,
  competitionId: number,
  publication: PublicationFacts,
  now: Date,
): Promise<Sight> {
  return (await isOfficial(db, reader, competitionId)) ? OFFICIAL_SIGHT : publicSight(publication, now);
}

/** Of `teamIds`, those whose rows the reader may see under `sight`. */
export async function visibleTeams(
  db: Database,
  reader: Reader,
  sight: Sight,
  teamIds: number[],
): Promise<Set<number>> {
  if (sight.rows === 'all') return new Set(teamIds);
  if (sight.rows === 'none' || reader.uid === null || !teamIds.length) return new Set();
  const own = await db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.uid, reader.uid), inArray(teamMembers.teamId, teamIds)));
  return new Set(own.map((row) => row.teamId));
}

/**
 * Who may hear, now, that a committed score of a team changed: its members when they see their own
 * row live, everyone when the public ranking is live. (Officials and admins always hear.)
 */
export function liveScoreAudiences(publication: PublicationFacts, now: Date) {
  const sight = publicSight(publication, now);
  return {
    team: sight.rows === 'own' && sight.cutoff === null,
    everyone: sight.rows === 'all' && sight.cutoff === null,
  };
}

/**
 * Whether a reader sees a simulation phase's hidden trials (their scores, and every sum that counts
 * them): those who see every row, officials always and others once the results are published.
 */
export const seesHiddenTrials = (sight: Sight) => sight.rows === 'all';
