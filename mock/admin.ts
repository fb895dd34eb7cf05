/**
 * The admin console for `umi dev`. Content (news, banners, materials, sections) answers the
 * fixtures of mock/support/adminContent.ts; competitions, phases, enrolments, teams, attendance and
 * the audit log answer those of mock/support/fixtures.ts. Their rules are the server's (server/features/).
 */
import type { Request, Response } from 'express';
import {
  CompetitionInput,
  ContentInput,
  EmptyObject,
  EnrolmentBatchReview,
  EnrolmentReview,
  MarkdownPreviewInput,
  PhaseInput,
  RecordCorrection,
  SessionInput,
} from '../common/contract';
import {
  contentItem,
  contentItems,
  contentRevisions,
  previewHtml,
  uploadedImage,
} from './support/adminContent';
import { ATTENDANCE_CSV_COLUMNS, csvHeader, csvWord, ENROLMENT_CSV_COLUMNS } from '../server/shared/csv';
import { adminOnly, page, requireAdmin } from './support/envelope';
import {
  adminEnrolments,
  adminSessions,
  auditEntry,
  checkInCode,
  competitionName,
  competitions,
  phases,
  record,
  records,
  team,
  teamAttendance,
} from './support/fixtures';

type Body = Record<string, unknown>;

/** The content lists of the console: fixtures answered as they are; a save echoes what was sent. */
const CONTENT_PATHS: Record<API.ContentKind, string> = {
  news: 'news',
  banner: 'banners',
  material: 'materials',
  section: 'sections',
};

function contentRoutes(kind: API.ContentKind) {
  const base = `/api/admin/${CONTENT_PATHS[kind]}`;
  const items = contentItems[kind];
  const find = (req: Request) => items.find((item) => item.id === Number(req.params.id)) ?? items[0];
  const saved = (req: Request, { visibility: _visibility, ...item }: API.AdminContentItem) =>
    contentItem({ ...item, ...(req.body as Partial<API.ContentInput>), kind, revision: item.revision + 1 });
  return {
    [`GET ${base}`]: adminOnly((req) => {
      const { category, missing } = req.query;
      return page(
        items.filter(
          (item) =>
            (!category || item.category === category) &&
            (!missing || item.missingLocales.includes(missing as API.Locale)),
        ),
        req.query,
      );
    }),
    [`POST ${base}`]: adminOnly(
      (req) =>
        saved(
          req,
          contentItem({ id: 100 + items.length, kind, category: '', translations: {}, revision: 0 }),
        ),
      ContentInput,
    ),
    [`PUT ${base}/:id`]: adminOnly((req) => saved(req, find(req)), ContentInput),
    [`DELETE ${base}/:id`]: adminOnly((req) => ({ id: Number(req.params.id) }), EmptyObject),
    [`GET ${base}/:id/revisions`]: adminOnly((req) => contentRevisions(find(req))),
    [`POST ${base}/:id/revisions/:revisionId/restore`]: adminOnly(
      (req) => ({ ...find(req), revision: find(req).revision + 1 }),
      EmptyObject,
    ),
  };
}

const idOf = (req: Request) => Number(req.params.id) || 1;
const byId = <T extends { id: number }>(list: T[], req: Request) =>
  list.find((item) => item.id === idOf(req)) ?? list[0];
const reviewed = (enrolment: API.EnrolmentView, body: Body = {}): API.EnrolmentView => ({
  ...enrolment,
  status: body.status === 'rejected' ? 'rejected' : 'approved',
  reviewNote: typeof body.reviewNote === 'string' ? body.reviewNote : null,
  reviewedAt: '2026-12-01T02:00:00.000Z',
  waitlistPosition: null,
});

/** A CSV download as the server sends it: a BOM so spreadsheets read UTF-8, CRLF line ends. */
const download = (name: string, rows: (string | number)[][]) => (req: Request, res: Response) => {
  if (!requireAdmin(req, res)) return;
  res
    .set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
    })
    .send(`\uFEFF${rows.map((row) => row.join(',')).join('\r\n')}\r\n`);
};

const sessionsBase = '/api/admin/attendance/sessions';

/** The server's own sheet columns and words, in English (server/shared/csv.ts). */
const role = (code: API.TeamRole) => csvWord('en-US', { kind: 'role', code });
const enrolmentStatus = (code: API.EnrolmentStatus) => csvWord('en-US', { kind: 'enrolmentStatus', code });
const attendanceStatus = (code: API.AttendanceStatus | 'notCheckedIn') =>
  csvWord('en-US', { kind: 'attendanceStatus', code });

export default {
  ...contentRoutes('news'),
  ...contentRoutes('banner'),
  ...contentRoutes('material'),
  ...contentRoutes('section'),
  'POST /api/admin/content/preview': adminOnly(
    (req) => ({ html: previewHtml(String(req.body?.body ?? '')) }),
    MarkdownPreviewInput,
  ),
  // Multipart is not read here: every upload answers the same stored image.
  'POST /api/admin/uploads': adminOnly(() => uploadedImage),

  'GET /api/admin/competitions': adminOnly((req) => page(competitions, req.query)),
  'POST /api/admin/competitions': adminOnly(
    (req) => ({ ...competitions[0], ...req.body, id: 5 }),
    CompetitionInput,
  ),
  'PUT /api/admin/competitions/:id': adminOnly(
    (req) => ({ ...byId(competitions, req), ...req.body, id: idOf(req) }),
    CompetitionInput,
  ),
  'DELETE /api/admin/competitions/:id': adminOnly((req) => ({ id: idOf(req) }), EmptyObject),

  'GET /api/admin/phases': adminOnly((req) => page(phases, req.query)),
  'POST /api/admin/phases': adminOnly(
    (req) => ({
      ...phases[0],
      ...req.body,
      id: phases.length + 1,
      competitionName: competitionName(req.body?.competitionId),
    }),
    PhaseInput,
  ),
  'PUT /api/admin/phases/:id': adminOnly(
    (req) => ({
      ...byId(phases, req),
      ...req.body,
      id: idOf(req),
      competitionName: competitionName(req.body?.competitionId),
    }),
    PhaseInput,
  ),
  'DELETE /api/admin/phases/:id': adminOnly((req) => ({ id: idOf(req) }), EmptyObject),

  'GET /api/admin/enrolments': adminOnly((req) => page(adminEnrolments, req.query)),
  'PUT /api/admin/enrolments/:id': adminOnly(
    (req) => reviewed(byId(adminEnrolments, req), req.body),
    EnrolmentReview,
  ),
  'POST /api/admin/enrolments/review': adminOnly(
    (req) => ({
      reviewed: ((req.body?.ids ?? []) as number[]).map((id) =>
        reviewed({ ...adminEnrolments[1], id }, req.body),
      ),
      refused: [],
    }),
    EnrolmentBatchReview,
  ),
  'GET /api/admin/enrolments.csv': download('enrolments.csv', [
    csvHeader('en-US', ENROLMENT_CSV_COLUMNS),
    ...adminEnrolments.flatMap((e) =>
      (e.teamId === team.id
        ? team.members
        : [{ uid: 0, username: '', nickname: e.leaderName, role: 'leader' }]
      ).map((m) => [
        e.id,
        e.competitionName,
        e.teamName,
        enrolmentStatus(e.status),
        e.waitlistPosition ?? '',
        e.createdAt,
        e.reviewedAt ?? '',
        e.reviewNote ?? '',
        role(m.role as API.TeamRole),
        m.nickname,
        m.username,
        m.username ? `${m.username}@example.org` : '',
        m.uid || '',
      ]),
    ),
  ]),

  'GET /api/admin/teams': adminOnly((req) => page([{ ...team, myRole: null }], req.query)),

  [`GET ${sessionsBase}`]: adminOnly((req) => page(adminSessions, req.query)),
  [`POST ${sessionsBase}`]: adminOnly(
    (req) => ({
      ...adminSessions[1],
      graceMinutes: 15,
      ...req.body,
      id: adminSessions.length + 1,
      competitionName: competitionName(req.body?.competitionId),
    }),
    SessionInput,
  ),
  [`PUT ${sessionsBase}/:id`]: adminOnly(
    (req) => ({
      ...byId(adminSessions, req),
      ...req.body,
      id: idOf(req),
      competitionName: competitionName(req.body?.competitionId),
    }),
    SessionInput,
  ),
  [`DELETE ${sessionsBase}/:id`]: adminOnly((req) => ({ id: idOf(req) }), EmptyObject),
  [`GET ${sessionsBase}/:id/code`]: adminOnly((req) => ({
    ...checkInCode,
    url: `/account/Team/Attendance?session=${idOf(req)}&code=${checkInCode.code}`,
  })),
  [`GET ${sessionsBase}/:id/records`]: adminOnly((req) => page(records, req.query)),
  [`GET ${sessionsBase}/:id/teams`]: adminOnly(() => teamAttendance),
  [`PUT ${sessionsBase}/:id/records/:uid`]: adminOnly(
    (req) => ({
      ...record,
      ...(records.find((r) => r.uid === Number(req.params.uid)) ?? {}),
      status: req.body?.status ?? 'excused',
      note: req.body?.note ?? '',
    }),
    RecordCorrection,
  ),
  // Everyone expected (the team's students), checked in or not yet, as the server lists them.
  [`GET ${sessionsBase}/:id/records.csv`]: download('attendance.csv', [
    csvHeader('en-US', ATTENDANCE_CSV_COLUMNS),
    ...team.members
      .filter((m) => m.role !== 'advisor')
      .map((m) => {
        const r = records.find((row) => row.uid === m.uid);
        return [
          record.sessionTitle,
          record.competitionName,
          team.name,
          role(m.role),
          m.nickname,
          m.username,
          `${m.username}@example.org`,
          m.uid,
          attendanceStatus(r?.status ?? 'notCheckedIn'),
          r?.checkedInAt ?? '',
          r?.note ?? '',
        ];
      }),
  ]),

  'GET /api/admin/audit': adminOnly((req) => page([auditEntry], req.query)),
};
