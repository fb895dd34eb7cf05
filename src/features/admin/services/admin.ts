import * as twoFactorOperations from '@common/contract/operations/two-factor';
import * as attendanceOperations from '@common/contract/operations/attendance';
import * as auditOperations from '@common/contract/operations/audit';
import * as contentAdminOperations from '@common/contract/operations/content-admin';
import * as enrolmentOperations from '@common/contract/operations/enrolment';
import * as teamsOperations from '@common/contract/operations/teams';
import type { AnswerOf, BodyOf, JsonOperation, Operation, QueryOf } from '@common/contract/operation';
import type * as API from '@common/contract';
import { call, linkTo } from '@/utils/call';
import type { Envelope } from '@/utils/request';

/**
 * The admin console (`/api/admin/<resource>`). Every resource answers the same four operations, so
 * one factory makes their calls, typed by the resource's declarations.
 */
interface ResourceOperations {
  list: JsonOperation;
  create: JsonOperation;
  update: JsonOperation;
  remove: JsonOperation;
}

type Answer<O extends Operation> = Promise<Envelope<AnswerOf<O>>>;

// The factory passes each part through unchanged; its own signatures carry the declared types.
const send = call as (operation: Operation, input: object) => Promise<Envelope<never>>;

function resource<R extends ResourceOperations>(operations: R) {
  return {
    list: (query: QueryOf<R['list']>): Answer<R['list']> => send(operations.list, { query }),
    create: (body: BodyOf<R['create']>): Answer<R['create']> => send(operations.create, { body }),
    update: (id: number, body: BodyOf<R['update']>): Answer<R['update']> =>
      send(operations.update, { params: { id }, body }),
    remove: (id: number): Answer<R['remove']> => send(operations.remove, { params: { id } }),
  };
}

/** Competitions, labelled "activities" in the menu; deleting one that has teams is refused (409). */
export const adminCompetitions = resource({
  list: enrolmentOperations.listAdminCompetitions,
  create: enrolmentOperations.createCompetition,
  update: enrolmentOperations.updateCompetition,
  remove: enrolmentOperations.deleteCompetition,
});

export const adminPhases = resource({
  list: enrolmentOperations.listPhases,
  create: enrolmentOperations.createPhase,
  update: enrolmentOperations.updatePhase,
  remove: enrolmentOperations.deletePhase,
});

/** The filters of a content list; `missing` lists the items without a text in that locale. */
export type ContentQuery = API.AdminContentQuery & { sorter?: string };

/**
 * One kind of content (news, banners, materials, sections): the four calls of every resource, and
 * its history. Every save is a revision; restoring one saves its content again as a new revision.
 */
function contentResource(kind: API.ContentKind) {
  const operations = contentAdminOperations.adminContent[kind];
  return {
    ...resource(operations),
    /** Newest first. */
    revisions: (id: number) => call(operations.revisions, { params: { id } }),
    restore: (id: number, revisionId: number) => call(operations.restore, { params: { id, revisionId } }),
  };
}

export type ContentResource = ReturnType<typeof contentResource>;

export const adminContent: Record<API.ContentKind, ContentResource> = {
  news: contentResource('news'),
  banner: contentResource('banner'),
  material: contentResource('material'),
  section: contentResource('section'),
};

/**
 * Markdown an admin is writing, rendered and sanitized exactly as visitors will see it. Quiet: a
 * live preview that fails says so in place instead of raising a toast at every keystroke.
 */
export const previewMarkdown = (body: string) =>
  call(contentAdminOperations.previewMarkdown, { body: { body } }, { skipErrorHandler: true });

/** An image for content (PNG, JPEG or WebP by its bytes, at most UPLOAD_MAX_BYTES); answers its URL. */
export function uploadImage(file: Blob) {
  const data = new FormData();
  data.append('file', file);
  return call(contentAdminOperations.uploadImage, { body: data });
}

/** Check-in sessions at the venue; deleting one with check-ins is refused (409). */
export const adminSessions = resource({
  list: attendanceOperations.listSessions,
  create: attendanceOperations.createSession,
  update: attendanceOperations.updateSession,
  remove: attendanceOperations.deleteSession,
});

/** Enrolments are created by team leaders; admins only review them. */
export const queryAdminEnrolments = (params: API.EnrolmentQuery) =>
  call(enrolmentOperations.listAllEnrolments, { query: params });

export const reviewEnrolment = (id: number, review: API.EnrolmentReview) =>
  call(enrolmentOperations.reviewEnrolment, { params: { id }, body: review });

/** Several at once: each is decided on its own; those a rule stopped come back in `refused`. */
export const reviewEnrolments = (review: API.EnrolmentBatchReview) =>
  call(enrolmentOperations.reviewEnrolments, { body: review });

/** A competition's enrolments as CSV (opens in a spreadsheet; formula cells are escaped). */
export const enrolmentsCsvUrl = (competitionId: number) =>
  linkTo(enrolmentOperations.enrolmentsCsv, { query: { competitionId } });

/** Every team, or with `uid` the teams of one user (the Members tab). */
export const queryAdminTeams = (params: API.AdminQuery & { uid?: number }) =>
  call(teamsOperations.listAllTeams, { query: params });

/** The session's current check-in code; it changes every minute, `url` is what the QR code carries. */
export const querySessionCode = (sessionId: number) =>
  call(attendanceOperations.sessionCode, { params: { id: sessionId } });

export const querySessionRecords = (sessionId: number, params: API.AttendanceRecordQuery) =>
  call(attendanceOperations.listSessionRecords, { params: { id: sessionId }, query: params });

/** Each team of the competition at this session: present, incomplete or absent. */
export const querySessionTeams = (sessionId: number) =>
  call(attendanceOperations.sessionTeams, { params: { id: sessionId } });

/** Excuses an absence or sets a record right; creates the record when the member has none. */
export const correctRecord = (sessionId: number, uid: number, correction: API.RecordCorrection) =>
  call(attendanceOperations.correctRecord, { params: { id: sessionId, uid }, body: correction });

export const sessionRecordsCsvUrl = (sessionId: number) =>
  linkTo(attendanceOperations.sessionRecordsCsv, { params: { id: sessionId } });

/**
 * Turns off someone's two-factor sign-in (they lost phone and recovery codes); never one's own. Their
 * codes become void and their sessions end; the server tells them by notice and mail.
 */
export const resetTwoFactor = (uid: number) => call(twoFactorOperations.resetTwoFactor, { params: { uid } });

/** Every admin decision and roster change, newest first. */
export const queryAudit = (params: API.AuditQuery) => call(auditOperations.listAudit, { query: params });
