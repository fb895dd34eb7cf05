import { request } from '@/utils/request';

/**
 * The admin console (`/api/admin/<resource>`). Every resource answers the same four calls, so one
 * factory keeps the paths and shapes identical for the server to implement 1:1.
 */
function resource<T, Input, Query extends object = API.AdminQuery>(name: string) {
  const base = `/api/admin/${name}`;
  return {
    list: (params: Query) => request<API.Page<T>>(base, { method: 'GET', params }),
    create: (input: Input) => request<T>(base, { method: 'POST', data: input }),
    update: (id: number, input: Input) => request<T>(`${base}/${id}`, { method: 'PUT', data: input }),
    remove: (id: number) => request<{ id: number }>(`${base}/${id}`, { method: 'DELETE', data: {} }),
  };
}

/** Competitions, labelled "activities" in the menu; deleting one that has teams is refused (409). */
export const adminCompetitions = resource<API.AdminCompetitionView, API.CompetitionInput>('competitions');

export const adminPhases = resource<API.AdminPhase, API.PhaseInput>('phases');

/** The filters of a content list; `missing` lists the items without a text in that locale. */
export type ContentQuery = API.AdminContentQuery & { sorter?: string };

/** Where each kind of content lives under /api/admin. */
const CONTENT_PATHS: Record<API.ContentKind, string> = {
  news: 'news',
  banner: 'banners',
  material: 'materials',
  section: 'sections',
};

/**
 * One kind of content (news, banners, materials, sections): the four calls of every resource, and
 * its history. Every save is a revision; restoring one saves its content again as a new revision.
 */
function contentResource(kind: API.ContentKind) {
  const name = CONTENT_PATHS[kind];
  const base = `/api/admin/${name}`;
  return {
    ...resource<API.AdminContentItem, API.ContentInput, ContentQuery>(name),
    /** Newest first. */
    revisions: (id: number) => request<API.ContentRevision[]>(`${base}/${id}/revisions`, { method: 'GET' }),
    restore: (id: number, revisionId: number) =>
      request<API.AdminContentItem>(`${base}/${id}/revisions/${revisionId}/restore`, {
        method: 'POST',
        data: {},
      }),
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
  request<API.MarkdownPreview>('/api/admin/content/preview', {
    method: 'POST',
    data: { body },
    skipErrorHandler: true,
  });

/** An image for content (PNG, JPEG or WebP by its bytes, at most UPLOAD_MAX_BYTES); answers its URL. */
export function uploadImage(file: Blob) {
  const data = new FormData();
  data.append('file', file);
  return request<API.UploadedImage>('/api/admin/uploads', { method: 'POST', data });
}

/** Check-in sessions at the venue; deleting one with check-ins is refused (409). */
export const adminSessions = resource<API.AdminSessionView, API.SessionInput>('attendance/sessions');

/** A file the browser downloads itself (a link, not a request): the session cookie goes along. */
const download = (path: string, params: Record<string, string | number> = {}) => {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

/** Enrolments are created by team leaders; admins only review them. */
export const queryAdminEnrolments = (params: API.EnrolmentQuery) =>
  request<API.Page<API.EnrolmentView>>('/api/admin/enrolments', { method: 'GET', params });

export const reviewEnrolment = (id: number, review: API.EnrolmentReview) =>
  request<API.EnrolmentView>(`/api/admin/enrolments/${id}`, { method: 'PUT', data: review });

/** Several at once: each is decided on its own; those a rule stopped come back in `refused`. */
export const reviewEnrolments = (review: API.EnrolmentBatchReview) =>
  request<API.EnrolmentBatchResult>('/api/admin/enrolments/review', { method: 'POST', data: review });

/** A competition's enrolments as CSV (opens in a spreadsheet; formula cells are escaped). */
export const enrolmentsCsvUrl = (competitionId: number) =>
  download('/api/admin/enrolments.csv', { competitionId });

/** Every team, or with `uid` the teams of one user (the Members tab). */
export const queryAdminTeams = (params: API.AdminQuery & { uid?: number }) =>
  request<API.Page<API.TeamView>>('/api/admin/teams', { method: 'GET', params });

/** The session's current check-in code; it changes every minute, `url` is what the QR code carries. */
export const querySessionCode = (sessionId: number) =>
  request<API.CheckInCode>(`/api/admin/attendance/sessions/${sessionId}/code`, { method: 'GET' });

export const querySessionRecords = (sessionId: number, params: API.AttendanceRecordQuery) =>
  request<API.Page<API.AttendanceRecordView>>(`/api/admin/attendance/sessions/${sessionId}/records`, {
    method: 'GET',
    params,
  });

/** Each team of the competition at this session: present, incomplete or absent. */
export const querySessionTeams = (sessionId: number) =>
  request<API.TeamAttendance[]>(`/api/admin/attendance/sessions/${sessionId}/teams`, { method: 'GET' });

/** Excuses an absence or sets a record right; creates the record when the member has none. */
export const correctRecord = (sessionId: number, uid: number, correction: API.RecordCorrection) =>
  request<API.AttendanceRecordView>(`/api/admin/attendance/sessions/${sessionId}/records/${uid}`, {
    method: 'PUT',
    data: correction,
  });

export const sessionRecordsCsvUrl = (sessionId: number) =>
  download(`/api/admin/attendance/sessions/${sessionId}/records.csv`);

/**
 * Turns off someone's two-factor sign-in (they lost phone and recovery codes); never one's own. Their
 * codes become void and their sessions end; the server tells them by notice and mail.
 */
export const resetTwoFactor = (uid: number) =>
  request<Record<string, never>>(`/api/admin/users/${uid}/two-factor`, { method: 'DELETE', data: {} });

/** Every admin decision and roster change, newest first. */
export const queryAudit = (params: API.AuditQuery) =>
  request<API.Page<API.AuditEntry>>('/api/admin/audit', { method: 'GET', params });
