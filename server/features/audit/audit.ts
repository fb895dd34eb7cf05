/**
 * The audit log: every admin decision and every roster change, with the object before and after,
 * and the security events (features/accounts/security-events.ts).
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditQuery, Page } from '../../../common/contract';
import type { Database } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import type { PageRequest } from '../accounts/users';

export interface AuditRecord {
  actorUid: number | null;
  action: string;
  targetType:
    | 'competition'
    | 'phase'
    | 'team'
    | 'member'
    | 'enrolment'
    | 'session'
    | 'record'
    | 'user'
    | 'run'
    | 'submission';
  /** Null when there is no such object (a failed sign-in for a name nobody has). */
  targetId: number | null;
  competitionId?: number | null;
  teamId?: number | null;
  before?: unknown;
  after?: unknown;
}

export async function audit(db: Database, record: AuditRecord, now: Date): Promise<void> {
  await db.insert(auditLog).values({
    at: now,
    actorUid: record.actorUid,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    competitionId: record.competitionId ?? null,
    teamId: record.teamId ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

/** Newest first, filtered by competition or team. */
export async function listAudit(
  db: Database,
  query: Pick<AuditQuery, 'competitionId' | 'teamId'>,
  page: PageRequest,
): Promise<Page<AuditEntry>> {
  const filters: SQL[] = [];
  if (query.competitionId) filters.push(eq(auditLog.competitionId, query.competitionId));
  if (query.teamId) filters.push(eq(auditLog.teamId, query.teamId));
  const where = filters.length ? and(...filters) : undefined;
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await db
    .select({ entry: auditLog, actorName: users.nickname, actorUsername: users.username })
    .from(auditLog)
    .leftJoin(users, eq(users.uid, auditLog.actorUid))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(page.pageSize)
    .offset((page.current - 1) * page.pageSize);
  return {
    list: rows.map(({ entry, actorName, actorUsername }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      actorUid: entry.actorUid,
      actorName: actorName || actorUsername || '',
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      competitionId: entry.competitionId,
      teamId: entry.teamId,
      before: entry.before,
      after: entry.after,
    })),
    total: total?.n ?? 0,
    current: page.current,
    pageSize: page.pageSize,
  };
}
