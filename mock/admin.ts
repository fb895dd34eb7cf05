/**
 * The admin console for `umi dev`. News, banners, materials and about-us sections are editable
 * in memory; competitions, phases, enrolments, teams, attendance and the audit log answer fixed
 * fixtures (mock/support/fixtures.ts): their rules are the server's (server/domain/).
 */
import type { Request, Response } from 'express';
import { aboutPages, banners, materials, news } from './support/adminContent';
import { adminOnly, fail, ok, page, requireAdmin } from './support/envelope';
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

const LOCALES: API.ContentLocale[] = ['zh-CN', 'en-US', 'zh-TW', 'pt-BR', 'id-ID'];
const NEWS_CATEGORIES: API.NewsCategory[] = [
  'registration',
  'rules',
  'venue',
  'training',
  'platform',
  'travel',
  'results',
  'partner',
];
const MATERIAL_CATEGORIES: API.MaterialCategory[] = ['training', 'periodical', 'science'];

/** Reads typed fields off a body, collecting one error per bad field (the server's schema says the same). */
function reader(body: Body) {
  const errors: string[] = [];
  const text = (key: string, min: number, max: number) => {
    const value = typeof body[key] === 'string' ? (body[key] as string).trim() : undefined;
    if (value === undefined || value.length < min || value.length > max)
      errors.push(`${key} (${min}–${max})`);
    return value ?? '';
  };
  const oneOf = <T extends string>(key: string, values: readonly T[]) => {
    const value = body[key] as T;
    if (!values.includes(value)) errors.push(`${key} (${values.join(' | ')})`);
    return value;
  };
  const int = (key: string, min: number, max: number) => {
    const value = Number(body[key]);
    if (!Number.isInteger(value) || value < min || value > max) errors.push(`${key} (${min}–${max})`);
    return value;
  };
  const bool = (key: string) => {
    if (typeof body[key] !== 'boolean') errors.push(`${key} (true | false)`);
    return body[key] === true;
  };
  const instant = (key: string, nullable = false) => {
    const value = body[key];
    if (nullable && (value === null || value === undefined || value === '')) return null;
    if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) {
      errors.push(`${key} (ISO 8601)`);
      return '';
    }
    return new Date(value).toISOString();
  };
  const date = (key: string) => {
    const value = body[key];
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) {
      errors.push(`${key} (YYYY-MM-DD)`);
      return '';
    }
    return value;
  };
  const url = (key: string) => {
    const value = text(key, 1, 500);
    if (value && !/^(https?:\/\/|\/)/.test(value)) errors.push(`${key} (http(s):// or /path)`);
    return value;
  };
  return { errors, text, oneOf, int, bool, instant, date, url };
}

interface Resource<T extends { id: number }> {
  items: T[];
  parse: (body: Body, existing?: T) => { errors: string[]; value: Omit<T, 'id'> };
  matches: (item: T, query: Request['query']) => boolean;
  order: (a: T, b: T) => number;
}

const zh = (req: Request) => /^zh/i.test(String(req.headers['accept-language'] ?? ''));
const notFound = (req: Request, res: Response) =>
  fail(res, 404, zh(req) ? '没有这条记录。' : 'There is no such item.');
const invalid = (req: Request, res: Response, details: string[]) =>
  fail(res, 400, `${zh(req) ? '部分字段无效：' : 'Some fields are not valid: '}${details.join('; ')}`);

const keywordIn = (query: Request['query'], ...fields: string[]) =>
  !query.keyword || fields.some((f) => f.toLowerCase().includes(String(query.keyword).toLowerCase()));

const same = (query: Request['query'], key: string, value: string | number) =>
  query[key] === undefined || query[key] === '' || String(query[key]) === String(value);

/** GET list, POST, PUT /:id and DELETE /:id for one resource, all for admins only. */
function crud<T extends { id: number }>(name: string, resource: Resource<T>) {
  const base = `/api/admin/${name}`;
  const find = (req: Request) => resource.items.find((i) => i.id === Number(req.params.id));
  return {
    [`GET ${base}`]: adminOnly((req) =>
      page(resource.items.filter((i) => resource.matches(i, req.query)).sort(resource.order), req.query),
    ),
    [`POST ${base}`]: (req: Request, res: Response) => {
      if (!requireAdmin(req, res)) return;
      const { errors, value } = resource.parse(req.body ?? {});
      if (errors.length) return invalid(req, res, errors);
      const item = { ...value, id: Math.max(0, ...resource.items.map((i) => i.id)) + 1 } as T;
      resource.items.push(item);
      ok(res, item);
    },
    [`PUT ${base}/:id`]: (req: Request, res: Response) => {
      if (!requireAdmin(req, res)) return;
      const item = find(req);
      if (!item) return notFound(req, res);
      const { errors, value } = resource.parse(req.body ?? {}, item);
      if (errors.length) return invalid(req, res, errors);
      Object.assign(item, value);
      ok(res, item);
    },
    [`DELETE ${base}/:id`]: (req: Request, res: Response) => {
      if (!requireAdmin(req, res)) return;
      const item = find(req);
      if (!item) return notFound(req, res);
      resource.items.splice(resource.items.indexOf(item), 1);
      ok(res, { id: item.id });
    },
  };
}

const updatedAt = () => new Date().toISOString();

const newsResource: Resource<API.NewsAnnouncement> = {
  items: news,
  parse: (body, existing) => {
    const r = reader(body);
    const status = r.oneOf('status', ['draft', 'published'] as const);
    const publishedAt = r.instant('publishedAt', true);
    return {
      errors: r.errors,
      value: {
        locale: r.oneOf('locale', LOCALES),
        category: r.oneOf('category', NEWS_CATEGORIES),
        title: r.text('title', 2, 200),
        summary: r.text('summary', 0, 500),
        body: r.text('body', 1, 20000),
        pinned: r.bool('pinned'),
        status,
        // Publishing without a date stamps it now; a draft keeps whatever it had.
        publishedAt:
          status === 'published' ? (publishedAt ?? existing?.publishedAt ?? updatedAt()) : publishedAt,
        updatedAt: updatedAt(),
      },
    };
  },
  matches: (n, q) =>
    keywordIn(q, n.title, n.summary) &&
    same(q, 'locale', n.locale) &&
    same(q, 'category', n.category) &&
    same(q, 'status', n.status),
  order: (a, b) =>
    Number(b.pinned) - Number(a.pinned) ||
    (b.publishedAt ?? b.updatedAt).localeCompare(a.publishedAt ?? a.updatedAt),
};

const bannerResource: Resource<API.Banner> = {
  items: banners,
  parse: (body) => {
    const r = reader(body);
    return {
      errors: r.errors,
      value: {
        locale: r.oneOf('locale', LOCALES),
        title: r.text('title', 2, 120),
        subtitle: r.text('subtitle', 0, 200),
        imageUrl: r.url('imageUrl'),
        link: r.url('link'),
        sort: r.int('sort', 0, 999),
        enabled: r.bool('enabled'),
        updatedAt: updatedAt(),
      },
    };
  },
  matches: (b, q) => keywordIn(q, b.title, b.subtitle) && same(q, 'locale', b.locale),
  order: (a, b) => a.locale.localeCompare(b.locale) || a.sort - b.sort,
};

const materialResource: Resource<API.Material> = {
  items: materials,
  parse: (body) => {
    const r = reader(body);
    return {
      errors: r.errors,
      value: {
        locale: r.oneOf('locale', LOCALES),
        category: r.oneOf('category', MATERIAL_CATEGORIES),
        title: r.text('title', 2, 200),
        author: r.text('author', 0, 128),
        summary: r.text('summary', 0, 1000),
        url: r.url('url'),
        publishedOn: r.date('publishedOn'),
        updatedAt: updatedAt(),
      },
    };
  },
  matches: (m, q) =>
    keywordIn(q, m.title, m.author, m.summary) &&
    same(q, 'locale', m.locale) &&
    same(q, 'category', m.category),
  order: (a, b) => b.publishedOn.localeCompare(a.publishedOn),
};

const aboutResource: Resource<API.AboutPage> = {
  items: aboutPages,
  parse: (body) => {
    const r = reader(body);
    const slug = r.text('slug', 1, 32);
    if (slug && !/^[A-Za-z][A-Za-z0-9_-]*$/.test(slug)) r.errors.push('slug (letters, digits, - or _)');
    return {
      errors: r.errors,
      value: {
        locale: r.oneOf('locale', LOCALES),
        slug,
        title: r.text('title', 2, 120),
        body: r.text('body', 1, 20000),
        sort: r.int('sort', 0, 999),
        updatedAt: updatedAt(),
      },
    };
  },
  matches: (p, q) => keywordIn(q, p.title, p.slug, p.body) && same(q, 'locale', p.locale),
  order: (a, b) => a.locale.localeCompare(b.locale) || a.sort - b.sort,
};

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

export default {
  ...crud('news', newsResource),
  ...crud('banners', bannerResource),
  ...crud('materials', materialResource),
  ...crud('about', aboutResource),

  'GET /api/admin/competitions': adminOnly((req) => page(competitions, req.query)),
  'POST /api/admin/competitions': adminOnly((req) => ({ ...competitions[0], ...req.body, id: 5 })),
  'PUT /api/admin/competitions/:id': adminOnly((req) => ({
    ...byId(competitions, req),
    ...req.body,
    id: idOf(req),
  })),
  'DELETE /api/admin/competitions/:id': adminOnly((req) => ({ id: idOf(req) })),

  'GET /api/admin/phases': adminOnly((req) => page(phases, req.query)),
  'POST /api/admin/phases': adminOnly((req) => ({
    ...phases[0],
    ...req.body,
    id: phases.length + 1,
    competitionName: competitionName(req.body?.competitionId),
  })),
  'PUT /api/admin/phases/:id': adminOnly((req) => ({
    ...byId(phases, req),
    ...req.body,
    id: idOf(req),
    competitionName: competitionName(req.body?.competitionId),
  })),
  'DELETE /api/admin/phases/:id': adminOnly((req) => ({ id: idOf(req) })),

  'GET /api/admin/enrolments': adminOnly((req) => page(adminEnrolments, req.query)),
  'PUT /api/admin/enrolments/:id': adminOnly((req) => reviewed(byId(adminEnrolments, req), req.body)),
  'POST /api/admin/enrolments/review': adminOnly((req) => ({
    reviewed: ((req.body?.ids ?? []) as number[]).map((id) =>
      reviewed({ ...adminEnrolments[1], id }, req.body),
    ),
    refused: [],
  })),
  'GET /api/admin/enrolments.csv': download('enrolments.csv', [
    ['Enrolment', 'Team', 'Leader', 'Members', 'Status', 'Enrolled at'],
    ...adminEnrolments.map((e) => [e.id, e.teamName, e.leaderName, e.memberCount, e.status, e.createdAt]),
  ]),

  'GET /api/admin/teams': adminOnly((req) => page([{ ...team, myRole: null }], req.query)),

  [`GET ${sessionsBase}`]: adminOnly((req) => page(adminSessions, req.query)),
  [`POST ${sessionsBase}`]: adminOnly((req) => ({
    ...adminSessions[1],
    graceMinutes: 15,
    ...req.body,
    id: adminSessions.length + 1,
    competitionName: competitionName(req.body?.competitionId),
  })),
  [`PUT ${sessionsBase}/:id`]: adminOnly((req) => ({
    ...byId(adminSessions, req),
    ...req.body,
    id: idOf(req),
    competitionName: competitionName(req.body?.competitionId),
  })),
  [`DELETE ${sessionsBase}/:id`]: adminOnly((req) => ({ id: idOf(req) })),
  [`GET ${sessionsBase}/:id/code`]: adminOnly((req) => ({
    ...checkInCode,
    url: `/account/Team/Attendance?session=${idOf(req)}&code=${checkInCode.code}`,
  })),
  [`GET ${sessionsBase}/:id/records`]: adminOnly((req) => page(records, req.query)),
  [`GET ${sessionsBase}/:id/teams`]: adminOnly(() => teamAttendance),
  [`PUT ${sessionsBase}/:id/records/:uid`]: adminOnly((req) => ({
    ...record,
    ...(records.find((r) => r.uid === Number(req.params.uid)) ?? {}),
    status: req.body?.status ?? 'excused',
    note: req.body?.note ?? '',
  })),
  [`GET ${sessionsBase}/:id/records.csv`]: download('attendance.csv', [
    ['Team', 'Member', 'Status', 'Checked in at', 'Note'],
    ...records.map((r) => [r.teamName, r.nickname, r.status, r.checkedInAt ?? '', r.note]),
  ]),

  'GET /api/admin/audit': adminOnly((req) => page([auditEntry], req.query)),
};
