/**
 * What each role gets from each route, written once per route: its access level (as declared in
 * `config.access`), the object rule its domain applies, and how to call it. access-matrix.test.ts
 * calls every operation in OpenAPI as every role and compares. To add a route: add one entry, keyed
 * `METHOD /path/:param` as the route is written, with a `request` that gives real ids from the world
 * (access-world.ts). A route whose success uses its object up takes a fresh one from `w.fresh()`.
 */
import { CONTENT_KINDS, contentBody, evpiBody, settingsBody } from './factories';
import { OFFICIAL_ROLES, type Role, ROLES, type World } from './access-world';
import { entry } from './scoring-venue';
import { NOT_SIGNED_IN } from '../../../server/features/accounts/user-routes';

export { ROLES, type Role };

/**
 * Who, among those the access level lets in, the route serves:
 * - `any`: everyone it lets in (default);
 * - `self`: the account named in the path is the leader's: the leader and admins; others 403;
 * - `teamMember`: team A's members (its leader too) and admins; anyone else 404 (a team one may
 *   not see is one that does not exist);
 * - `teamLeader`: team A's leader and admins; its member 403; anyone else 404;
 * - `teamLeaderOnly`: team A's leader; its member 403; anyone else, admins too, 404;
 * - `owner`: the leader's own object (a notice); anyone else, admins too, 404.
 */
export type ObjectRule = 'any' | 'self' | 'teamMember' | 'teamLeader' | 'teamLeaderOnly' | 'owner';

export interface Call {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Instead of the role's shared session (for a route that ends it). */
  session?: string;
}

export interface Expectation {
  access: 'public' | 'user' | 'admin';
  object?: ObjectRule;
  /** The status of a caller the route serves. Default 200. */
  ok?: number;
  /** Where one role's answer is not what the rule says, and why (in a comment). */
  except?: Partial<Record<Role, number>>;
  /** Success answers a file, not the envelope. */
  raw?: boolean;
  /** Where the envelope's code is not the HTTP status (only currentUser's "not signed in"). */
  code?: Partial<Record<Role, number>>;
  /**
   * How to call it as `role`. `served` says whether the role is expected to succeed: only then does
   * a route that uses its object up need a fresh one (a refusal changes nothing).
   */
  request: (w: World, role: Role, served: boolean) => Call | Promise<Call>;
  /**
   * The route tells officials apart (scoring's run routes): their `except` entries say how. On every
   * other route an official is a plain signed-in user.
   */
  officials?: boolean;
}

const SERVED: Record<ObjectRule, Partial<Record<Role, number | 'ok'>>> = {
  any: {},
  self: { user: 403, member: 403, otherLeader: 403 },
  teamMember: { user: 404, otherLeader: 404 },
  teamLeader: { user: 404, member: 403, otherLeader: 404 },
  teamLeaderOnly: { user: 404, member: 403, otherLeader: 404, admin: 404 },
  owner: { user: 404, member: 404, otherLeader: 404, admin: 404 },
};

export function expectedStatus(expectation: Expectation, caller: Role): number {
  const official = (OFFICIAL_ROLES as readonly Role[]).includes(caller);
  const role: Role = official && !expectation.officials ? 'user' : caller;
  if (expectation.except?.[role] !== undefined) return expectation.except[role]!;
  if (role === 'anonymous' && expectation.access !== 'public') return 401;
  if (expectation.access === 'admin' && role !== 'admin') return 403;
  const status = SERVED[expectation.object ?? 'any'][role] ?? 'ok';
  return status === 'ok' ? (expectation.ok ?? 200) : status;
}

const ids = (id: number) => ({ params: { id } });
const file = ({ headers, payload }: { headers: Record<string, string>; payload: Buffer }) => ({
  headers,
  body: payload,
});
const teamBody = () => ({
  name: `Matrix ${Math.random().toString(36).slice(2, 8)}`,
  organisation: 'Ocean University',
  country: 'China',
  description: '',
});
const signedIn = (role: Role) => role !== 'anonymous';

async function competitionBody(w: World) {
  const now = w.portal.app.now().getTime();
  return {
    name: `Matrix Cup ${Math.random().toString(36).slice(2, 8)}`,
    summary: 'A competition for the matrix.',
    track: 'underwater',
    enrolmentOpensAt: new Date(now - 86_400_000).toISOString(),
    enrolmentClosesAt: new Date(now + 30 * 86_400_000).toISOString(),
    minTeamSize: 2,
    maxTeamSize: 3,
    capacity: 10,
    requiresApproval: true,
  };
}

/** Admin content routes, the same for each kind. */
const contentRoutes = (kind: (typeof CONTENT_KINDS)[number]): Record<string, Expectation> => ({
  [`GET /api/admin/${kind}`]: { access: 'admin', request: () => ({}) },
  [`POST /api/admin/${kind}`]: { access: 'admin', request: () => ({ body: contentBody(kind) }) },
  [`PUT /api/admin/${kind}/:id`]: {
    access: 'admin',
    request: (w) => ({ ...ids(w.content[kind].id), body: contentBody(kind) }),
  },
  [`DELETE /api/admin/${kind}/:id`]: {
    access: 'admin',
    request: async (w) =>
      ids((await w.ask<{ id: number }>('POST', `/api/admin/${kind}`, contentBody(kind))).id),
  },
  [`GET /api/admin/${kind}/:id/revisions`]: { access: 'admin', request: (w) => ids(w.content[kind].id) },
  [`POST /api/admin/${kind}/:id/revisions/:revisionId/restore`]: {
    access: 'admin',
    request: (w) => ({ params: { id: w.content[kind].id, revisionId: w.revisions[kind] } }),
  },
});

export const EXPECTATIONS: Record<string, Expectation> = {
  // Health and accounts
  'GET /api/health': { access: 'public', request: () => ({}) },
  'GET /api/health/ready': { access: 'public', request: () => ({}) },
  'POST /api/register': {
    access: 'public',
    request: () => {
      const tag = `m${Math.random().toString(36).slice(2, 10)}`;
      return { body: { username: tag, email: `${tag}@example.com`, password: 'Correct-Horse-9' } };
    },
  },
  // Signing in ends the session the call came with, so each role signs in anew for it.
  'POST /api/login/account': {
    access: 'public',
    request: async (w, role) => ({
      body: { type: 'account', username: w.people.user.username, password: w.people.user.password },
      ...(signedIn(role) ? { session: await w.relogin(role as never) } : {}),
    }),
  },
  // A phone may ask for one code a minute: one phone per call.
  'GET /api/login/captcha': {
    access: 'public',
    request: () => ({
      query: { phone: `+86138${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}` },
    }),
  },
  // Ends the session it is called with, so each role signs in anew for it.
  'POST /api/login/outLogin': {
    access: 'public',
    request: async (w, role) => (signedIn(role) ? { session: await w.relogin(role as never) } : {}),
  },
  // Answers 200 with code 4002 (no user) to anonymous callers, so the SPA can ask without a 401.
  'GET /api/user/currentUser': { access: 'public', code: { anonymous: NOT_SIGNED_IN }, request: () => ({}) },
  'GET /api/users': { access: 'admin', request: () => ({}) },
  'GET /api/users/:uid': { access: 'admin', request: (w) => ({ params: { uid: w.people.leader.uid } }) },
  // Two-factor is not on for anyone here: 409 once the guard has let the admin in.
  'DELETE /api/admin/users/:uid/two-factor': {
    access: 'admin',
    ok: 409,
    request: (w) => ({ params: { uid: w.people.user.uid }, body: {} }),
  },
  'PUT /api/user/user/:uid': {
    access: 'user',
    object: 'self',
    request: (w) => ({ params: { uid: w.people.leader.uid }, body: settingsBody(w.people.leader.uid) }),
  },
  // The old password is wrong on purpose: a right one would end the role's other sessions.
  'PUT /api/user/password': {
    access: 'user',
    ok: 400,
    request: () => ({ body: { oldPassword: 'Not-The-Password-1', newPassword: 'Another-Horse-10' } }),
  },
  'POST /api/user/2fa/setup': { access: 'user', request: () => ({}) },
  // A wrong password on purpose: a right one with a right code would put the shared roles behind a
  // second factor.
  'POST /api/user/2fa/enable': {
    access: 'user',
    ok: 400,
    request: () => ({ body: { password: 'Not-The-Password-1', code: '000000' } }),
  },
  // Two-factor is not on for anyone here: 409 once the guard has let the caller in.
  'POST /api/user/2fa/disable': {
    access: 'user',
    ok: 409,
    request: (w, role) => ({
      body: {
        password: role === 'admin' ? w.people.admin.password : w.people.user.password,
        code: '000000',
      },
    }),
  },
  'POST /api/password/forgot': {
    access: 'public',
    request: (w) => ({ body: { email: w.people.user.email } }),
  },
  // Tokens that were never issued: a real reset would end the role's sessions.
  'POST /api/password/reset': {
    access: 'public',
    ok: 400,
    request: () => ({ body: { token: 'never-issued-token', password: 'Another-Horse-10' } }),
  },
  'POST /api/email/verify': {
    access: 'public',
    ok: 400,
    request: () => ({ body: { token: 'never-issued-token' } }),
  },
  'POST /api/email/verify/resend': { access: 'user', request: () => ({}) },
  // A link never issued: a real one would end the role's sessions.
  'POST /api/email/revert': {
    access: 'public',
    ok: 400,
    request: () => ({ body: { token: 'never-issued-token' } }),
  },
  'GET /api/user/evpi': { access: 'user', request: () => ({}) },
  'PUT /api/user/evpi': { access: 'user', request: () => ({ body: evpiBody() }) },
  'GET /api/users/:uid/evpi': { access: 'admin', request: (w) => ({ params: { uid: w.people.member.uid } }) },
  'GET /api/notices': { access: 'user', request: () => ({}) },
  'PUT /api/notices/:id/read': { access: 'user', object: 'owner', request: (w) => ids(w.notice.id) },
  'PUT /api/notices/read-all': { access: 'user', request: () => ({}) },

  // Competitions, teams, enrolment, attendance
  'GET /api/competitions': { access: 'public', request: () => ({}) },
  'GET /api/competitions/:id': { access: 'public', request: (w) => ids(w.competitionId) },
  'GET /api/teams': { access: 'user', request: () => ({}) },
  'POST /api/teams': {
    access: 'user',
    request: async (w) => ({ body: { ...teamBody(), competitionId: (await w.competition()).id } }),
  },
  // Anyone with the code may join; those already in a team of the competition are refused (409).
  'POST /api/teams/join': {
    access: 'user',
    except: { member: 409, leader: 409, otherLeader: 409 },
    request: async (w, _, served) => ({ body: { inviteCode: (await w.fresh(served)).teamA.inviteCode } }),
  },
  'GET /api/teams/:id': { access: 'user', object: 'teamMember', request: (w) => ids(w.teamA.id) },
  'PUT /api/teams/:id': {
    access: 'user',
    object: 'teamLeader',
    request: (w) => ({ ...ids(w.teamA.id), body: teamBody() }),
  },
  'DELETE /api/teams/:id': {
    access: 'user',
    object: 'teamLeader',
    request: async (w, _, served) => ids((await w.fresh(served)).teamA.id),
  },
  'POST /api/teams/:id/invite': { access: 'user', object: 'teamLeader', request: (w) => ids(w.teamA.id) },
  'POST /api/teams/:id/leader': {
    access: 'user',
    object: 'teamLeader',
    request: async (w, _, served) => ({
      ...ids((await w.fresh(served)).teamA.id),
      body: { uid: w.people.member.uid },
    }),
  },
  // The member named is the member: they may leave of their own accord.
  'DELETE /api/teams/:id/members/:uid': {
    access: 'user',
    object: 'teamLeader',
    except: { member: 200 },
    request: async (w, _, served) => ({
      params: { id: (await w.fresh(served)).teamA.id, uid: w.people.member.uid },
    }),
  },
  'GET /api/enrolments': { access: 'user', request: () => ({}) },
  'POST /api/enrolments': {
    access: 'user',
    object: 'teamLeaderOnly',
    request: async (w, _, served) => {
      const { competitionId, teamA } = await w.fresh(served);
      return { body: { competitionId, teamId: teamA.id } };
    },
  },
  'DELETE /api/enrolments/:id': {
    access: 'user',
    object: 'teamLeaderOnly',
    request: async (w, _, served) => ids((await w.enrolled(served)).enrolment.id),
  },
  'GET /api/attendance/sessions': { access: 'user', request: () => ({}) },
  // Members of an enrolled team check themselves in; anyone else is refused as not a member (403).
  'POST /api/attendance/check-in': {
    access: 'user',
    object: 'teamMember',
    except: { user: 403, otherLeader: 403, admin: 403 },
    request: async (w, _, served) => {
      const { session, teamA, code } = await w.attendance(served);
      return { body: { sessionId: session.id, teamId: teamA.id, code } };
    },
  },
  'GET /api/attendance/records': { access: 'user', request: () => ({}) },
  // A member asking for their team's status gets the 404 of a team they may not see, not 403.
  'GET /api/attendance/teams': {
    access: 'user',
    object: 'teamLeader',
    except: { member: 404 },
    request: (w) => ({ query: { teamId: String(w.teamA.id) } }),
  },

  // The admin console
  'GET /api/admin/competitions': { access: 'admin', request: () => ({}) },
  'POST /api/admin/competitions': {
    access: 'admin',
    request: async (w) => ({ body: await competitionBody(w) }),
  },
  'PUT /api/admin/competitions/:id': {
    access: 'admin',
    request: async (w) => ({ ...ids(w.competitionId), body: await competitionBody(w) }),
  },
  'DELETE /api/admin/competitions/:id': {
    access: 'admin',
    request: async (w) =>
      ids((await w.ask<{ id: number }>('POST', '/api/admin/competitions', await competitionBody(w))).id),
  },
  'GET /api/admin/phases': { access: 'admin', request: () => ({}) },
  'POST /api/admin/phases': { access: 'admin', request: (w) => ({ body: w.phaseBody() }) },
  'PUT /api/admin/phases/:id': {
    access: 'admin',
    request: (w) => ({ ...ids(w.phase.id), body: w.phaseBody() }),
  },
  'DELETE /api/admin/phases/:id': {
    access: 'admin',
    request: async (w) => ids((await w.ask<{ id: number }>('POST', '/api/admin/phases', w.phaseBody())).id),
  },
  'GET /api/admin/enrolments': { access: 'admin', request: () => ({}) },
  'PUT /api/admin/enrolments/:id': {
    access: 'admin',
    request: async (w, _, served) => ({
      ...ids((await w.enrolled(served)).enrolment.id),
      body: { status: 'approved' },
    }),
  },
  'POST /api/admin/enrolments/review': {
    access: 'admin',
    request: async (w, _, served) => ({
      body: { ids: [(await w.enrolled(served)).enrolment.id], status: 'approved' },
    }),
  },
  'GET /api/admin/enrolments.csv': {
    access: 'admin',
    raw: true,
    request: (w) => ({ query: { competitionId: String(w.competitionId) } }),
  },
  'GET /api/admin/teams': { access: 'admin', request: () => ({}) },
  'GET /api/admin/attendance/sessions': { access: 'admin', request: () => ({}) },
  'POST /api/admin/attendance/sessions': { access: 'admin', request: (w) => ({ body: w.sessionBody() }) },
  'PUT /api/admin/attendance/sessions/:id': {
    access: 'admin',
    request: (w) => ({ ...ids(w.session.id), body: w.sessionBody() }),
  },
  'DELETE /api/admin/attendance/sessions/:id': {
    access: 'admin',
    request: async (w) =>
      ids((await w.ask<{ id: number }>('POST', '/api/admin/attendance/sessions', w.sessionBody())).id),
  },
  'GET /api/admin/attendance/sessions/:id/code': { access: 'admin', request: (w) => ids(w.session.id) },
  'GET /api/admin/attendance/sessions/:id/records': { access: 'admin', request: (w) => ids(w.session.id) },
  'GET /api/admin/attendance/sessions/:id/teams': { access: 'admin', request: (w) => ids(w.session.id) },
  'PUT /api/admin/attendance/sessions/:id/records/:uid': {
    access: 'admin',
    request: (w) => ({
      params: { id: w.session.id, uid: w.people.member.uid },
      body: { status: 'excused', note: 'Matrix' },
    }),
  },
  'GET /api/admin/attendance/sessions/:id/records.csv': {
    access: 'admin',
    raw: true,
    request: (w) => ids(w.session.id),
  },
  'GET /api/admin/audit': { access: 'admin', request: () => ({}) },
  // Results: a phase's publication (kept short of final, which would lock it) and its CSV.
  'GET /api/admin/phases/:id/publication': { access: 'admin', request: (w) => ids(w.phase.id) },
  'PUT /api/admin/phases/:id/publication': {
    access: 'admin',
    request: (w) => ({ ...ids(w.phase.id), body: { state: 'provisional' } }),
  },
  'GET /api/admin/results/phases/:id.csv': { access: 'admin', raw: true, request: (w) => ids(w.phase.id) },
  ...contentRoutes('news'),
  ...contentRoutes('banners'),
  ...contentRoutes('materials'),
  ...contentRoutes('sections'),
  'POST /api/admin/content/preview': { access: 'admin', request: () => ({ body: { body: '**bold**' } }) },
  'POST /api/admin/uploads': { access: 'admin', request: (w) => file(w.upload) },

  // What visitors read
  'GET /api/news': { access: 'public', request: () => ({}) },
  'GET /api/news/:id': { access: 'public', request: (w) => ids(w.content.news.id) },
  'GET /api/news/feed.xml': { access: 'public', raw: true, request: () => ({}) },
  // A stream never ends, so the matrix sends a Last-Event-ID it refuses: every role alike, as public.
  'GET /api/events': {
    access: 'public',
    ok: 400,
    request: () => ({ headers: { 'last-event-id': 'not-an-id' } }),
  },
  'GET /api/banners': { access: 'public', request: () => ({}) },
  'GET /api/results': { access: 'public', request: () => ({}) },
  'GET /api/results/phases/:id': { access: 'public', request: (w) => ids(w.phase.id) },
  'GET /api/teams/:id/results': { access: 'user', object: 'teamMember', request: (w) => ids(w.teamA.id) },
  'GET /api/materials': { access: 'public', request: () => ({ query: { collection: 'training' } }) },
  'GET /api/materials/:id': { access: 'public', request: (w) => ids(w.content.materials.id) },
  'GET /api/sections': { access: 'public', request: () => ({ query: { area: 'about' } }) },
  'GET /api/sections/:area/:slug': {
    access: 'public',
    request: (w) => ({ params: { area: 'about', slug: String(w.content.sections.slug) } }),
  },
  // Scoring at the venue: the admin's set-up (on the shared competition, or the scoring world's
  // phase), then the officials' routes, checked per run: the field run's scorers (its referee, the
  // head referee) and admins see it; only the head referee commits; the head referee and admins correct.
  'GET /api/admin/competitions/:id/scoring': { access: 'admin', request: (w) => ids(w.competitionId) },
  'PUT /api/admin/competitions/:id/scoring': {
    access: 'admin',
    request: (w) => ({
      ...ids(w.competitionId),
      body: { components: w.scoring.scheme.components, tieBreaks: w.scoring.scheme.tieBreaks },
    }),
  },
  'GET /api/admin/competitions/:id/officials': { access: 'admin', request: (w) => ids(w.competitionId) },
  'PUT /api/admin/competitions/:id/officials': {
    access: 'admin',
    request: (w) => ({ ...ids(w.competitionId), body: { officials: [] } }),
  },
  'GET /api/admin/phases/:id/runs': { access: 'admin', request: (w) => ids(w.scoring.phaseId) },
  // The shared phase has no approved team: generating there makes nothing.
  'POST /api/admin/phases/:id/runs': {
    access: 'admin',
    request: (w) => ({ ...ids(w.phase.id), body: { generate: 'every-team' } }),
  },
  'GET /api/scoring/board': { access: 'user', request: () => ({}) },
  // Refusals of single events are in the answer (200): a run that does not exist, for every role.
  'POST /api/scoring/events': {
    access: 'user',
    request: (w) => ({
      body: {
        device: 'matrix',
        events: [entry(999_999, w.scoring.scheme.version, { kind: 'count', item: 'docking', delta: 1 })],
      },
    }),
  },
  'GET /api/scoring/runs/:id': {
    access: 'user',
    officials: true,
    except: { user: 404, member: 404, leader: 404, otherLeader: 404, otherReferee: 404, judge: 404 },
    request: (w) => ids(w.scoring.fieldRun),
  },
  'POST /api/scoring/runs/:id/commit': {
    access: 'user',
    officials: true,
    except: {
      user: 404,
      member: 404,
      leader: 404,
      otherLeader: 404,
      otherReferee: 404,
      referee: 403,
      judge: 403,
      admin: 403,
    },
    request: async (w, _, served) => ({
      ...ids(served ? await w.scoring.submittedRun() : w.scoring.fieldRun),
      body: {},
    }),
  },
  'POST /api/scoring/runs/:id/corrections': {
    access: 'user',
    officials: true,
    except: {
      user: 404,
      member: 404,
      leader: 404,
      otherLeader: 404,
      otherReferee: 404,
      referee: 403,
      judge: 403,
    },
    request: (w) => ({
      ...ids(w.scoring.committedRun),
      body: { sheet: { counts: { docking: 1 }, timeMs: null }, reason: 'Matrix correction' },
    }),
  },
  // The simulation track: a phase's settings, and team A's submissions (access-world's simulation).
  'GET /api/admin/simulation/scenarios': { access: 'admin', request: () => ({}) },
  'GET /api/simulation/scenarios/:name/kit': {
    access: 'public',
    raw: true,
    request: () => ({ params: { name: 'subsea-gates' } }),
  },
  'GET /api/admin/phases/:id/simulation': { access: 'admin', request: (w) => ids(w.simulation.phaseId) },
  'PUT /api/admin/phases/:id/simulation': {
    access: 'admin',
    request: (w) => ({ ...ids(w.simulation.phaseId), body: w.simulation.settings }),
  },
  'GET /api/teams/:id/simulation': { access: 'user', object: 'teamMember', request: (w) => ids(w.teamA.id) },
  'POST /api/teams/:id/simulation/phases/:phaseId/submissions': {
    access: 'user',
    object: 'teamMember',
    request: (w) => ({
      params: { id: w.teamA.id, phaseId: w.simulation.phaseId },
      ...file(w.simulation.controller),
    }),
  },
  'GET /api/teams/:id/simulation/submissions/:submissionId': {
    access: 'user',
    object: 'teamMember',
    request: (w) => ({ params: { id: w.teamA.id, submissionId: w.simulation.submission } }),
  },
  'GET /api/teams/:id/simulation/submissions/:submissionId/replays/:seed': {
    access: 'user',
    object: 'teamMember',
    request: async (w, _role, served) => ({
      params: {
        id: w.teamA.id,
        submissionId: served ? await w.simulation.scored() : w.simulation.submission,
        seed: 1,
      },
    }),
  },
  'POST /api/teams/:id/simulation/submissions/:submissionId/cancel': {
    access: 'user',
    object: 'teamMember',
    request: async (w, _role, served) => ({
      params: {
        id: w.teamA.id,
        submissionId: served ? await w.simulation.queued() : w.simulation.submission,
      },
    }),
  },
  'GET /api/admin/phases/:id/simulation/submissions': {
    access: 'admin',
    request: (w) => ids(w.simulation.phaseId),
  },
  'POST /api/admin/simulation/submissions/:id/rerun': {
    access: 'admin',
    request: async (w, _role, served) => ids(served ? await w.simulation.scored() : w.simulation.submission),
  },
  'POST /api/teams/:id/simulation/submissions/:submissionId/select': {
    access: 'user',
    object: 'teamMember',
    request: async (w, _role, served) => ({
      params: {
        id: w.teamA.id,
        submissionId: served ? await w.simulation.scored() : w.simulation.submission,
      },
    }),
  },
  'GET /uploads/:name': {
    access: 'public',
    raw: true,
    request: (w) => ({ params: { name: w.image.split('/').pop()! } }),
  },
};
