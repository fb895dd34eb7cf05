import type { Request, Response } from 'express';
import { aboutPages, banners, materials, news } from './support/adminContent';
import { ok, page, requireAdmin } from './support/envelope';
import { competitions, enrolments, now, phases, sessions, teams } from './support/store';
import {
  competitionView,
  enrolledCount,
  enrolmentView,
  findCompetition,
  findTeam,
  idOf,
  invalid,
  notFound,
  refuse,
} from './support/teamRules';

type Body = Record<string, unknown>;

const LOCALES: API.ContentLocale[] = ['zh-CN', 'en-US', 'zh-TW', 'pt-BR', 'id-ID'];
const TRACKS: API.Competition['track'][] = ['underwater', 'ground', 'aerial', 'simulation'];
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
  notFound?: 'competition' | 'item';
  parse: (body: Body, existing?: T) => { errors: string[]; value: Omit<T, 'id'> };
  matches: (item: T, query: Request['query']) => boolean;
  order: (a: T, b: T) => number;
  view?: (item: T) => T;
  /** Extra rules before a delete; answers and returns false to stop it. */
  canDelete?: (req: Request, res: Response, item: T) => boolean;
  afterDelete?: (item: T) => void;
}

const keywordIn = (query: Request['query'], ...fields: string[]) =>
  !query.keyword || fields.some((f) => f.toLowerCase().includes(String(query.keyword).toLowerCase()));

const same = (query: Request['query'], key: string, value: string | number) =>
  query[key] === undefined || query[key] === '' || String(query[key]) === String(value);

/** GET list, POST, PUT /:id and DELETE /:id for one resource, all for admins only. */
function crud<T extends { id: number }>(name: string, resource: Resource<T>) {
  const base = `/api/admin/${name}`;
  const view = resource.view ?? ((item: T) => item);
  const find = (req: Request) => resource.items.find((i) => i.id === idOf(req.params.id));
  return {
    [`GET ${base}`]: (req: Request, res: Response) => {
      if (!requireAdmin(req, res)) return;
      const list = resource.items
        .filter((i) => resource.matches(i, req.query))
        .sort(resource.order)
        .map(view);
      ok(res, page(list, req.query));
    },
    [`POST ${base}`]: (req: Request, res: Response) => {
      if (!requireAdmin(req, res)) return;
      const { errors, value } = resource.parse(req.body ?? {});
      if (errors.length) return invalid(req, res, errors);
      const item = { ...value, id: Math.max(0, ...resource.items.map((i) => i.id)) + 1 } as T;
      resource.items.push(item);
      ok(res, view(item));
    },
    [`PUT ${base}/:id`]: (req: Request, res: Response) => {
      if (!requireAdmin(req, res)) return;
      const item = find(req);
      if (!item) return notFound(req, res, resource.notFound ?? 'item');
      const { errors, value } = resource.parse(req.body ?? {}, item);
      if (errors.length) return invalid(req, res, errors);
      Object.assign(item, value);
      ok(res, view(item));
    },
    [`DELETE ${base}/:id`]: (req: Request, res: Response) => {
      if (!requireAdmin(req, res)) return;
      const item = find(req);
      if (!item) return notFound(req, res, resource.notFound ?? 'item');
      if (resource.canDelete && !resource.canDelete(req, res, item)) return;
      resource.items.splice(resource.items.indexOf(item), 1);
      resource.afterDelete?.(item);
      ok(res, { id: item.id });
    },
  };
}

const updatedAt = () => now().toISOString();

type CompetitionRow = (typeof competitions)[number];

const competitionResource: Resource<CompetitionRow> = {
  items: competitions,
  notFound: 'competition',
  parse: (body, existing) => {
    const r = reader(body);
    const value = {
      name: r.text('name', 2, 128),
      summary: r.text('summary', 0, 2000),
      track: r.oneOf('track', TRACKS),
      enrolmentOpensAt: r.instant('enrolmentOpensAt') ?? '',
      enrolmentClosesAt: r.instant('enrolmentClosesAt') ?? '',
      minTeamSize: r.int('minTeamSize', 1, 20),
      maxTeamSize: r.int('maxTeamSize', 1, 20),
      capacity: r.int('capacity', 1, 1000),
    };
    if (
      value.enrolmentOpensAt &&
      value.enrolmentClosesAt &&
      value.enrolmentOpensAt >= value.enrolmentClosesAt
    ) {
      r.errors.push('enrolmentClosesAt (> enrolmentOpensAt)');
    }
    if (value.maxTeamSize < value.minTeamSize) r.errors.push('maxTeamSize (≥ minTeamSize)');
    const enrolled = existing ? enrolledCount(existing.id) : 0;
    if (value.capacity < enrolled) r.errors.push(`capacity (≥ ${enrolled} enrolled)`);
    return { errors: r.errors, value };
  },
  matches: (c, q) => keywordIn(q, c.name, c.summary) && same(q, 'track', c.track),
  order: (a, b) => a.enrolmentOpensAt.localeCompare(b.enrolmentOpensAt),
  view: (c) => competitionView(c),
  canDelete: (req, res, c) => {
    const count = teams.filter((t) => t.competitionId === c.id).length;
    if (count) refuse(req, res, [{ rule: 'competition_has_teams', values: { count } }]);
    return count === 0;
  },
  afterDelete: (c) => {
    for (const list of [phases, sessions]) {
      for (let i = list.length - 1; i >= 0; i -= 1) if (list[i].competitionId === c.id) list.splice(i, 1);
    }
  },
};

type PhaseRow = (typeof phases)[number];

const phaseResource: Resource<PhaseRow> = {
  items: phases,
  parse: (body) => {
    const r = reader(body);
    const competitionId = Number(body.competitionId);
    if (!findCompetition(competitionId)) r.errors.push('competitionId');
    const value = {
      competitionId,
      name: r.text('name', 1, 64),
      startsAt: r.instant('startsAt') ?? '',
      endsAt: r.instant('endsAt') ?? '',
    };
    if (value.startsAt && value.endsAt && value.endsAt < value.startsAt) r.errors.push('endsAt (≥ startsAt)');
    return { errors: r.errors, value };
  },
  matches: (p, q) => keywordIn(q, p.name) && same(q, 'competitionId', p.competitionId),
  order: (a, b) => a.competitionId - b.competitionId || a.startsAt.localeCompare(b.startsAt),
  view: (p) => ({ ...p, competitionName: findCompetition(p.competitionId)?.name ?? '' }),
};

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

export default {
  ...crud('competitions', competitionResource),
  ...crud('phases', phaseResource),
  ...crud('news', newsResource),
  ...crud('banners', bannerResource),
  ...crud('materials', materialResource),
  ...crud('about', aboutResource),

  'GET /api/admin/enrolments': (req: Request, res: Response) => {
    if (!requireAdmin(req, res)) return;
    const competitionId = idOf(req.query.competitionId);
    const list = enrolments
      .filter((e) => !competitionId || e.competitionId === competitionId)
      .filter((e) => !req.query.status || e.status === req.query.status)
      .map(enrolmentView)
      .filter((e) => keywordIn(req.query, e.teamName, e.leaderName))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    ok(res, page(list, req.query));
  },

  'PUT /api/admin/enrolments/:id': (req: Request, res: Response) => {
    if (!requireAdmin(req, res)) return;
    const enrolment = enrolments.find((e) => e.id === idOf(req.params.id));
    if (!enrolment || !findTeam(enrolment.teamId)) return notFound(req, res, 'enrolment');
    const status = req.body?.status;
    const reviewNote =
      typeof req.body?.reviewNote === 'string' ? req.body.reviewNote.trim().slice(0, 500) : '';
    if (status !== 'approved' && status !== 'rejected')
      return invalid(req, res, ['status (approved | rejected)']);
    if (enrolment.status === 'withdrawn') return refuse(req, res, [{ rule: 'review_not_pending' }]);
    const competition = findCompetition(enrolment.competitionId)!;
    // A rejected team brought back takes a place again, so the capacity rule applies once more.
    if (
      enrolment.status === 'rejected' &&
      status === 'approved' &&
      enrolledCount(competition.id) >= competition.capacity
    ) {
      return refuse(req, res, [{ rule: 'capacity_reached', values: { capacity: competition.capacity } }]);
    }
    Object.assign(enrolment, { status, reviewNote: reviewNote || null, reviewedAt: now().toISOString() });
    ok(res, enrolmentView(enrolment));
  },
};
