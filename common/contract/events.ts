/**
 * What `GET /api/events` streams (Server-Sent Events). Each event names its type in `event:` and
 * carries only ids in `data:` (JSON): a page that hears one fetches what changed through the API,
 * which applies its own access rules, so an event never shows more than its reader could fetch.
 * `id:` is the event's place in the backlog; a client that reconnects with `Last-Event-ID` gets
 * what it missed, in order, none twice.
 */
import { Type, type Static } from 'typebox';
import { AttendanceStatus } from './attendance';
import { closed, Id } from './base';
import { ContentKind } from './content';
import { SUBMISSION_STATES } from '../vocabulary';

/** A notice reached its reader (`event: notice`, to that user only). */
export const NoticeEvent = Type.Object({ id: Id }, closed);
export type NoticeEvent = Static<typeof NoticeEvent>;

/** Someone checked in, or an admin changed a record (`event: attendance`, to admins). */
export const AttendanceEvent = Type.Object({ sessionId: Id, uid: Id, status: AttendanceStatus }, closed);
export type AttendanceEvent = Static<typeof AttendanceEvent>;

/** A content item was published now, or a published one changed (`event: content`, to everyone). */
export const ContentEvent = Type.Object({ kind: ContentKind, id: Id }, closed);
export type ContentEvent = Static<typeof ContentEvent>;

/**
 * A phase's results changed for this reader (`event: result`): officials on every commit, a team when
 * its own scores changed in a provisional phase, everyone when the public ranking changed.
 */
export const ResultEvent = Type.Object({ phaseId: Id }, closed);
export type ResultEvent = Static<typeof ResultEvent>;

/**
 * A team's simulation submission changed state (`event: simulation`, to the team's members and the
 * admins): queued, running, scored, failed or cancelled.
 */
export const SimulationEvent = Type.Object(
  { submissionId: Id, phaseId: Id, teamId: Id, state: Type.Enum(SUBMISSION_STATES) },
  closed,
);
export type SimulationEvent = Static<typeof SimulationEvent>;

/** Every event's type and the schema of its `data`. */
export const LIVE_EVENTS = {
  notice: NoticeEvent,
  attendance: AttendanceEvent,
  content: ContentEvent,
  result: ResultEvent,
  simulation: SimulationEvent,
} as const;
export type LiveEventType = keyof typeof LIVE_EVENTS;
export type LiveEventData<T extends LiveEventType> = Static<(typeof LIVE_EVENTS)[T]>;
