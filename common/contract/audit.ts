/** The audit log: every admin decision and every roster change. */
import { Type, type Static } from 'typebox';
import { Id, Instant, Nullable, PageQuery } from './base';

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  at: Instant,
  actorUid: Nullable(Type.Integer()),
  actorName: Type.String(),
  action: Type.String({ description: 'e.g. team.join, enrolment.approve, attendance.correct' }),
  targetType: Type.String(),
  targetId: Nullable(Type.Integer()),
  competitionId: Nullable(Type.Integer()),
  teamId: Nullable(Type.Integer()),
  before: Type.Unknown(),
  after: Type.Unknown(),
});

export const AuditQuery = Type.Object({
  ...PageQuery.properties,
  competitionId: Type.Optional(Id),
  teamId: Type.Optional(Id),
});

export type AuditEntry = Static<typeof AuditEntry>;
export type AuditQuery = Static<typeof AuditQuery>;
