/**
 * The admin console for `umi dev`. Content (news, banners, materials, sections) answers the
 * fixtures of mock/support/adminContent.ts; competitions, phases, enrolments, teams, attendance and
 * the audit log answer those of mock/support/fixtures.ts. Their rules are the server's (server/features/).
 */
import * as attendanceOperations from '../common/contract/operations/attendance';
import * as auditOperations from '../common/contract/operations/audit';
import * as contentAdminOperations from '../common/contract/operations/content-admin';
import * as enrolmentOperations from '../common/contract/operations/enrolment';
import * as teamsOperations from '../common/contract/operations/teams';
import { routeKey } from '../common/contract/operation-table';
import { answer } from './support/operation';
import type { Request, Response } from 'express';
import type * as API from '../common/contract';
import {
  contentItem,
  contentItems,
  contentRevisions,
  previewHtml,
  uploadedImage,
} from './support/adminContent';
import { ATTENDANCE_CSV_COLUMNS, csvHeader, csvWord, ENROLMENT_CSV_COLUMNS } from '../server/shared/csv';
import { page, requireAdmin } from './support/envelope';
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
function contentRoutes(kind: API.ContentKind) {
  const operations = contentAdminOperations.adminContent[kind];
  const items = contentItems[kind];
  const find = (req: Request) => items.find((item) => item.id === Number(req.params.id)) ?? items[0];
  const saved = (req: Request, { visibility: _visibility, ...item }: API.AdminContentItem) =>
    contentItem({ ...item, ...(req.body as Partial<API.ContentInput>), kind, revision: item.revision + 1 });
  return {
    ...answer(operations.list, (req) => {
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
    ...answer(operations.create, (req) =>
      saved(req, contentItem({ id: 100 + items.length, kind, category: '', translations: {}, revision: 0 })),
    ),
    ...answer(operations.update, (req) => saved(req, find(req))),
    ...answer(operations.remove, (req) => ({ id: Number(req.params.id) })),
    ...answer(operations.revisions, (req) => contentRevisions(find(req))),
    ...answer(operations.restore, (req) => ({ ...find(req), revision: find(req).revision + 1 })),
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
  ...answer(contentAdminOperations.previewMarkdown, (req) => ({
    html: previewHtml(String(req.body?.body ?? '')),
  })),
  // Multipart is not read here: every upload answers the same stored image.
  ...answer(contentAdminOperations.uploadImage, () => uploadedImage),

  ...answer(enrolmentOperations.listAdminCompetitions, (req) => page(competitions, req.query)),
  ...answer(enrolmentOperations.createCompetition, (req) => ({ ...competitions[0], ...req.body, id: 5 })),
  ...answer(enrolmentOperations.updateCompetition, (req) => ({
    ...byId(competitions, req),
    ...req.body,
    id: idOf(req),
  })),
  ...answer(enrolmentOperations.deleteCompetition, (req) => ({ id: idOf(req) })),

  ...answer(enrolmentOperations.listPhases, (req) => page(phases, req.query)),
  ...answer(enrolmentOperations.createPhase, (req) => ({
    ...phases[0],
    ...req.body,
    id: phases.length + 1,
    competitionName: competitionName(req.body?.competitionId),
  })),
  ...answer(enrolmentOperations.updatePhase, (req) => ({
    ...byId(phases, req),
    ...req.body,
    id: idOf(req),
    competitionName: competitionName(req.body?.competitionId),
  })),
  ...answer(enrolmentOperations.deletePhase, (req) => ({ id: idOf(req) })),

  ...answer(enrolmentOperations.listAllEnrolments, (req) => page(adminEnrolments, req.query)),
  ...answer(enrolmentOperations.reviewEnrolment, (req) => reviewed(byId(adminEnrolments, req), req.body)),
  ...answer(enrolmentOperations.reviewEnrolments, (req) => ({
    reviewed: ((req.body?.ids ?? []) as number[]).map((id) =>
      reviewed({ ...adminEnrolments[1], id }, req.body),
    ),
    refused: [],
  })),
  [routeKey(enrolmentOperations.enrolmentsCsv)]: download('enrolments.csv', [
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

  ...answer(teamsOperations.listAllTeams, (req) => page([{ ...team, myRole: null }], req.query)),

  ...answer(attendanceOperations.listSessions, (req) => page(adminSessions, req.query)),
  ...answer(attendanceOperations.createSession, (req) => ({
    ...adminSessions[1],
    graceMinutes: 15,
    ...req.body,
    id: adminSessions.length + 1,
    competitionName: competitionName(req.body?.competitionId),
  })),
  ...answer(attendanceOperations.updateSession, (req) => ({
    ...byId(adminSessions, req),
    ...req.body,
    id: idOf(req),
    competitionName: competitionName(req.body?.competitionId),
  })),
  ...answer(attendanceOperations.deleteSession, (req) => ({ id: idOf(req) })),
  ...answer(attendanceOperations.sessionCode, (req) => ({
    ...checkInCode,
    url: `/account/Team/Attendance?session=${idOf(req)}&code=${checkInCode.code}`,
  })),
  ...answer(attendanceOperations.listSessionRecords, (req) => page(records, req.query)),
  ...answer(attendanceOperations.sessionTeams, () => teamAttendance),
  ...answer(attendanceOperations.correctRecord, (req) => ({
    ...record,
    ...(records.find((r) => r.uid === Number(req.params.uid)) ?? {}),
    status: req.body?.status ?? 'excused',
    note: req.body?.note ?? '',
  })),
  // Everyone expected (the team's students), checked in or not yet, as the server lists them.
  [routeKey(attendanceOperations.sessionRecordsCsv)]: download('attendance.csv', [
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

  ...answer(auditOperations.listAudit, (req) => page([auditEntry], req.query)),
};
