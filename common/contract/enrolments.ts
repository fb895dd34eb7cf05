/** Enrolment of teams in competitions, the waiting list and the admins' review. */
import { Type, type Static } from 'typebox';
import { REVIEW_NOTE_MAX_LENGTH } from '../limits';
import { ENROLMENT_STATUSES } from '../vocabulary';
import { closed, Id, Instant, Nullable, PageQuery } from './base';

/**
 * pending: holds a place, waits for review (competitions that require approval);
 * approved: holds a place; waitlisted: waits for a place, in order; rejected and withdrawn: ended.
 */
export const EnrolmentStatus = Type.Enum(ENROLMENT_STATUSES);

export const Enrolment = Type.Object({
  id: Type.Integer(),
  competitionId: Type.Integer(),
  competitionName: Type.String(),
  teamId: Type.Integer(),
  teamName: Type.String(),
  status: EnrolmentStatus,
  createdAt: Instant,
});

export const EnrolmentView = Type.Object({
  ...Enrolment.properties,
  leaderName: Type.String(),
  memberCount: Type.Integer(),
  reviewNote: Nullable(Type.String()),
  reviewedAt: Nullable(Instant),
  /** From 1, while waitlisted. */
  waitlistPosition: Nullable(Type.Integer()),
});

export const EnrolmentCreate = Type.Object({ competitionId: Id, teamId: Id }, closed);

export const EnrolmentQuery = Type.Object({
  ...PageQuery.properties,
  competitionId: Type.Optional(Id),
  teamId: Type.Optional(Id),
  status: Type.Optional(EnrolmentStatus),
  sorter: Type.Optional(Type.String({ maxLength: 200 })),
});

export const EnrolmentReview = Type.Object(
  {
    status: Type.Union([Type.Literal('approved'), Type.Literal('rejected')]),
    reviewNote: Type.Optional(Type.String({ maxLength: REVIEW_NOTE_MAX_LENGTH })),
  },
  closed,
);

/** Several enrolments decided at once; each is decided on its own and reported. */
export const EnrolmentBatchReview = Type.Object(
  { ...EnrolmentReview.properties, ids: Type.Array(Id, { minItems: 1, maxItems: 200, uniqueItems: true }) },
  closed,
);

export const EnrolmentBatchResult = Type.Object({
  reviewed: Type.Array(EnrolmentView),
  refused: Type.Array(Type.Object({ id: Type.Integer(), message: Type.String() })),
});

export type EnrolmentStatus = Static<typeof EnrolmentStatus>;
export type Enrolment = Static<typeof Enrolment>;
export type EnrolmentView = Static<typeof EnrolmentView>;
export type EnrolmentCreate = Static<typeof EnrolmentCreate>;
export type EnrolmentQuery = Static<typeof EnrolmentQuery>;
export type EnrolmentReview = Static<typeof EnrolmentReview>;
export type EnrolmentBatchReview = Static<typeof EnrolmentBatchReview>;
export type EnrolmentBatchResult = Static<typeof EnrolmentBatchResult>;
