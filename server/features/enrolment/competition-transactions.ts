/**
 * Transactions that lock a competition's row (`lockCompetition`) take turns per competition in this
 * process, before BEGIN: at most one of them per process waits on the row in PostgreSQL, and the rest
 * wait here, holding no pooled connection and outside the database's statement bound (a lock wait
 * counts towards `statement_timeout`, so a crowd of waiters behind one row could be cut off with a
 * 503). The row lock stays the guard between processes; this only moves the waiting into Node.
 * On PGlite (one connection) transactions already run one at a time, so nothing changes there.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { enrolments, teamMembers, teams } from '../../db/schema';
import { oneAtATime } from '../../shared/one-at-a-time';

const turns = oneAtATime<number>();

/** What the transaction works on; the competition it locks is read from it, outside the transaction. */
export type CompetitionOf =
  | { competitionId: number }
  /** With `memberUid`, only a member of the enrolment's team queues (the others get their 404 at once). */
  | { enrolmentId: number; memberUid?: number }
  | { teamId: number };

/** The competition `of` belongs to, by a plain read; undefined when there is none (the transaction says so). */
async function competitionOf(db: Database, of: CompetitionOf): Promise<number | undefined> {
  if ('competitionId' in of) return of.competitionId;
  if ('teamId' in of) {
    const [row] = await db
      .select({ competitionId: teams.competitionId })
      .from(teams)
      .where(eq(teams.id, of.teamId))
      .limit(1);
    return row?.competitionId;
  }
  const query = db.select({ competitionId: enrolments.competitionId }).from(enrolments);
  const [row] = await (
    of.memberUid === undefined
      ? query
      : query.innerJoin(
          teamMembers,
          and(eq(teamMembers.teamId, enrolments.teamId), eq(teamMembers.uid, of.memberUid)),
        )
  )
    .where(eq(enrolments.id, of.enrolmentId))
    .limit(1);
  return row?.competitionId;
}

/**
 * Runs `work` in a transaction of its own once this process's earlier transactions on the same
 * competition have ended. `work` still locks the competition's row and checks everything under it.
 */
export async function competitionTransaction<T>(
  db: Database,
  of: CompetitionOf,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  const competitionId = await competitionOf(db, of);
  const transaction = () => db.transaction((tx) => work(tx));
  return competitionId === undefined ? transaction() : turns(competitionId, transaction);
}
