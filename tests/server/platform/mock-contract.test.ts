/**
 * The mocks `npm run dev` answers with follow the server's contract: every route of every mock file
 * is called with a sample request, and the sample and the answer are checked against the schemas its
 * operation declares (common/contract/operations), the declarations the server registers its routes
 * from, so the two cannot drift apart (architecture: Mocks). A mock route without a sample in ROUTES
 * fails, so a new mock cannot skip the check, and so does a mock no operation declares.
 */
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { Type, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { call as callServer, startPortal } from '../support/helpers';
import { everyFieldEdited, signedInUser } from '../support/factories';
import { EDITABLE_USER_FIELDS } from '../../../common/user-fields';
import { operationsIn, routeKey } from '../../../common/contract/operation-table';
import * as operations from '../../../common/contract/operations';
import { schemasOf } from '../../../common/contract/schemas-of';
import { toFailure } from '../../../server/http/envelope';
import { publicUser, session, users } from '../../../mock/support/envelope';
import { listed } from '../../../mock/support/content';
import { competitions } from '../../../mock/support/fixtures';
import { Envelope, ErrorEnvelope } from '../../../common/contract';
import { LIVE_EVENTS, type LiveEventType } from '../../../common/contract/events';
import { parseSse } from '../support/sse';

type Handler = (req: unknown, res: unknown) => unknown;
type Who = 'admin' | 'user' | 'nobody';
const UID: Record<Who, number | null> = { admin: 1, user: 2, nobody: null };

interface Case {
  /** Who is signed in: admin for /api/admin and /api/users routes, the mock `user` otherwise. */
  as?: Who;
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
  /** `data` of the answer of a route only the mocks have; a declared one's comes from its operation. */
  data?: TSchema;
  headers?: Record<string, string>;
}

/** Every declared operation, by `METHOD /path` as Umi's mocks are keyed. */
const OPERATIONS = new Map(operationsIn(operations).map((operation) => [routeKey(operation), operation]));

/** Routes only `umi dev` has: the error catalogue. */
const MOCK_ONLY = /^\w+ \/api\/mock\/catalogue\b/;

/**
 * Server routes `umi dev` does not answer, each with the reason. Every other route the server has
 * is mocked, so each page can be clicked through without a server.
 */
const SERVER_ONLY: Array<[RegExp, string]> = [
  [/^GET \/api\/health(\/ready)?$/, 'probes for operators; the SPA never calls them'],
  [/^GET \/api\/docs\b/, 'the OpenAPI document and its viewer, for API clients'],
  [/^GET \/api\/news\/feed\.xml$/, 'an Atom feed for feed readers; pages only name it in a <link>'],
];

const contentInput = {
  category: 'venue',
  status: 'published',
  translations: {
    'en-US': { title: 'Finals venue confirmed', summary: 'Qingdao.', body: 'The finals run **in August**.' },
  },
};
const contentSample: Record<string, Record<string, unknown>> = {
  news: contentInput,
  banners: { ...contentInput, category: 'home' },
  materials: { ...contentInput, category: 'training', attributes: { track: 'underwater' } },
  sections: { ...contentInput, category: 'about', slug: 'Venue' },
};
const adminContent = (path: string) => ({
  [`GET /api/admin/${path}`]: {},
  [`POST /api/admin/${path}`]: { body: contentSample[path] },
  [`PUT /api/admin/${path}/:id`]: {
    params: { id: '1' },
    body: contentSample[path],
  },
  [`DELETE /api/admin/${path}/:id`]: { params: { id: '1' }, body: {} },
  [`GET /api/admin/${path}/:id/revisions`]: { params: { id: '1' } },
  [`POST /api/admin/${path}/:id/revisions/:revisionId/restore`]: {
    params: { id: '1', revisionId: '1' },
    body: {},
  },
});

const team = { name: 'DeepBlue Rover', organisation: 'Zhejiang University', country: 'CN', description: '' };
const competition = {
  name: 'Marine Robotics Open 2027',
  summary: 'An open track for the 2027 finals in Qingdao.',
  track: 'underwater',
  enrolmentOpensAt: '2026-11-14T16:00:00.000Z',
  enrolmentClosesAt: '2027-04-30T15:59:59.000Z',
  minTeamSize: 3,
  maxTeamSize: 8,
  capacity: 40,
};
const phase = {
  competitionId: 2,
  name: 'Systems review',
  startsAt: '2027-05-10T00:00:00.000Z',
  endsAt: '2027-05-20T00:00:00.000Z',
};
const attendanceSession = {
  competitionId: 1,
  title: 'Pool trial, day 2',
  location: 'Competition pool',
  startsAt: '2027-08-20T01:00:00.000Z',
  endsAt: '2027-08-20T04:00:00.000Z',
  graceMinutes: 10,
};
const evpi = {
  legalName: 'Lin Hai',
  dateOfBirth: '2004-04-12',
  nationality: 'CN',
  documentType: 'passport',
  documentNumber: 'E12345678',
  organisation: 'Zhejiang University',
  emergencyContactName: 'Lin Wei',
  emergencyContactPhone: '+8613900000022',
  guardianName: null,
  guardianPhone: null,
};
const id = (value: number) => ({ id: String(value) });
const s1 = { id: '1' };
const sessions = '/api/admin/attendance/sessions';

/** Every mocked route: how to call it, and the schema of its answer. */
const ROUTES: Record<string, Case | Case[]> = {
  // Accounts (mock/login.ts, mock/user.ts)
  'POST /api/login/account': {
    as: 'nobody',
    body: { type: 'account', username: 'admin', password: 'admin-pass-2026' },
  },
  'GET /api/login/captcha': { as: 'nobody', query: { phone: '+8613800000001' } },
  'POST /api/login/outLogin': { body: {} },
  'POST /api/register': {
    as: 'nobody',
    body: { username: 'contract.check', email: 'contract@example.org', password: 'Contract-pass-2026' },
  },
  'GET /api/user/currentUser': {},
  'GET /api/users': {},
  'GET /api/users/:uid': { params: { uid: '2' } },
  // The mock's chen.yu (uid 3) has two-factor on.
  'DELETE /api/admin/users/:uid/two-factor': {
    params: { uid: '3' },
    body: {},
  },
  // The settings round trip: the object currentUser answers goes back as it is.
  'PUT /api/user/user/:uid': {
    params: { uid: '2' },
    body: () => publicUser(users.find((u) => u.uid === 2)!),
  },
  'PUT /api/user/password': {
    body: { oldPassword: 'user-pass-2026', newPassword: 'user-pass-2027' },
  },
  'GET /api/notices': {},
  'PUT /api/notices/read-all': { body: {} },
  'PUT /api/notices/:id/read': { params: id(4), body: {} },
  'GET /api/user/evpi': {},
  'GET /api/users/:uid/evpi': { params: { uid: '2' } },
  'PUT /api/user/evpi': { body: evpi },

  // Recovery, verification and two-factor sign-in (mock/account-security.ts)
  'POST /api/password/forgot': {
    as: 'nobody',
    body: { email: 'user@example.org' },
  },
  'POST /api/password/reset': {
    as: 'nobody',
    body: { token: 'mock-link-token', password: 'user-pass-2027' },
  },
  'POST /api/email/verify': {
    body: { token: 'mock-link-token' },
  },
  'POST /api/email/verify/resend': { body: {} },
  'POST /api/email/revert': {
    as: 'nobody',
    body: { token: 'mock-link-token' },
  },
  'POST /api/user/2fa/setup': { body: {} },
  // The password the password change above set: the mock checks it, as the server does.
  'POST /api/user/2fa/enable': {
    body: { password: 'user-pass-2027', code: '123456' },
  },
  'POST /api/user/2fa/disable': {
    body: { password: 'user-pass-2027', code: '123456' },
  },

  // The error catalogue (mock/catalogue.ts): its other scenarios break the envelope on purpose.
  'GET /api/mock/catalogue': {
    as: 'nobody',
    data: Type.Array(Type.Object({ id: Type.String(), title: Type.String() })),
  },
  'GET /api/mock/catalogue/:id': { as: 'nobody', params: { id: 'ok' }, data: Type.Unknown() },

  // Competitions and enrolment (mock/enrol.ts)
  'GET /api/competitions': { as: 'nobody' },
  'GET /api/competitions/:id': { as: 'nobody', params: id(3) },
  'GET /api/enrolments': {},
  'POST /api/enrolments': {
    body: { competitionId: 2, teamId: 1 },
  },
  'DELETE /api/enrolments/:id': { params: s1, body: {} },

  // Teams (mock/team.ts)
  'GET /api/teams': {},
  'POST /api/teams': { body: { ...team, competitionId: 2 } },
  'GET /api/teams/:id': { params: s1 },
  'PUT /api/teams/:id': { params: s1, body: team },
  'DELETE /api/teams/:id': { params: s1, body: {} },
  'POST /api/teams/join': [
    { body: { inviteCode: 'DBROV7K2' } },
    { body: { inviteCode: 'DBROV7K2', role: 'advisor' } },
  ],
  'POST /api/teams/:id/invite': { params: s1, body: {} },
  'POST /api/teams/:id/leader': { params: s1, body: { uid: 1001 } },
  // `me` leaves, a uid is removed: one route, answering either shape.
  'DELETE /api/teams/:id/members/:uid': [
    { params: { id: '1', uid: 'me' }, body: {} },
    { params: { id: '1', uid: '1003' }, body: {} },
  ],

  // Scoring (mock/scoring.ts)
  'GET /api/admin/competitions/:id/scoring': { params: { id: '1' } },
  'PUT /api/admin/competitions/:id/scoring': {
    params: { id: '1' },
    body: {
      components: [
        {
          key: 'docs',
          names: { 'en-US': 'Documentation' },
          weight: 100,
          kind: 'judged',
          criteria: [{ key: 'clarity', names: { 'en-US': 'Clarity' }, maxMark: 10 }],
        },
      ],
      tieBreaks: [],
    },
  },
  'GET /api/admin/competitions/:id/officials': { params: { id: '1' } },
  'PUT /api/admin/competitions/:id/officials': {
    params: { id: '1' },
    body: { officials: [{ uid: 2, role: 'referee' }] },
  },
  'GET /api/admin/phases/:id/runs': { params: { id: '2' } },
  'POST /api/admin/phases/:id/runs': { params: { id: '2' }, body: { generate: 'every-team' } },
  'GET /api/scoring/board': {},
  'POST /api/scoring/events': {
    body: {
      device: 'tablet-1',
      events: [
        {
          id: '0b7e2f4c-9a1d-4e8b-8c3f-5d6a7b8c9d0e',
          runId: 1,
          schemeVersion: 1,
          at: '2027-08-12T08:10:00.000Z',
          entry: { kind: 'count', item: 'buoy', delta: 1 },
        },
      ],
    },
  },
  'GET /api/scoring/runs/:id': [{ params: { id: '1' } }, { params: { id: '2' } }, { params: { id: '3' } }],
  'POST /api/scoring/runs/:id/commit': { params: { id: '2' }, body: { submissionId: 21 } },
  'POST /api/scoring/runs/:id/corrections': {
    params: { id: '1' },
    body: { sheet: { counts: { buoy: 3, valve: 1, touch: 0 }, timeMs: 180000 }, reason: 'Video review' },
  },
  // The simulation track (mock/simulation.ts)
  'GET /api/admin/simulation/scenarios': {},
  'GET /api/simulation/scenarios/:name/kit': { as: 'nobody', params: { name: 'subsea-gates' } },
  'GET /api/admin/phases/:id/simulation': { params: id(3) },
  'PUT /api/admin/phases/:id/simulation': {
    params: id(3),
    body: {
      scenario: 'subsea-gates',
      publicSeeds: [1, 2],
      hiddenSeeds: [3],
      dailyLimit: 5,
      concurrentLimit: 1,
      counting: 'latest',
    },
  },
  'GET /api/admin/phases/:id/simulation/submissions': { params: id(3), query: { state: 'queued' } },
  'POST /api/admin/simulation/submissions/:id/rerun': { params: id(12), body: {} },
  'GET /api/teams/:id/simulation': { params: id(1) },
  'POST /api/teams/:id/simulation/phases/:phaseId/submissions': { params: { id: '1', phaseId: '3' } },
  'GET /api/teams/:id/simulation/submissions/:submissionId': [
    { params: { id: '1', submissionId: '12' } },
    { params: { id: '1', submissionId: '13' } },
  ],
  'GET /api/teams/:id/simulation/submissions/:submissionId/replays/:seed': {
    params: { id: '1', submissionId: '12', seed: '101' },
  },
  'POST /api/teams/:id/simulation/submissions/:submissionId/cancel': {
    params: { id: '1', submissionId: '13' },
    body: {},
  },
  'POST /api/teams/:id/simulation/submissions/:submissionId/select': {
    params: { id: '1', submissionId: '12' },
    body: {},
  },
  // Attendance (mock/attendance.ts)
  'GET /api/attendance/sessions': {},
  'POST /api/attendance/check-in': {
    body: { sessionId: 1, teamId: 1, code: '482915' },
  },
  'GET /api/attendance/records': {},
  'GET /api/attendance/teams': { query: { teamId: '1' } },

  // The admin console (mock/admin.ts)
  'GET /api/admin/competitions': {},
  'POST /api/admin/competitions': { body: competition },
  'PUT /api/admin/competitions/:id': [
    { params: id(2), body: competition },
    // A client may send back what it read.
    {
      params: id(2),
      body: () => ({ ...competitions[1] }),
    },
  ],
  'DELETE /api/admin/competitions/:id': { params: id(4), body: {} },
  'GET /api/admin/phases': {},
  'POST /api/admin/phases': { body: phase },
  'PUT /api/admin/phases/:id': { params: id(5), body: phase },
  'DELETE /api/admin/phases/:id': { params: id(5), body: {} },
  'GET /api/admin/enrolments': { query: { status: 'pending' } },
  'PUT /api/admin/enrolments/:id': {
    params: id(2),
    body: { status: 'rejected', reviewNote: 'The safety plan is missing.' },
  },
  'POST /api/admin/enrolments/review': {
    body: { ids: [2, 3], status: 'approved' },
  },
  'GET /api/admin/enrolments.csv': { query: { competitionId: '1' } },
  'GET /api/admin/teams': { query: { uid: '2' } },
  [`GET ${sessions}`]: {},
  [`POST ${sessions}`]: { body: attendanceSession },
  [`PUT ${sessions}/:id`]: {
    params: s1,
    body: attendanceSession,
  },
  [`DELETE ${sessions}/:id`]: { params: id(2), body: {} },
  [`GET ${sessions}/:id/code`]: { params: s1 },
  [`GET ${sessions}/:id/records`]: { params: s1 },
  [`GET ${sessions}/:id/teams`]: { params: s1 },
  [`PUT ${sessions}/:id/records/:uid`]: {
    params: { id: '1', uid: '1002' },
    body: { status: 'excused', note: 'Visa appointment' },
  },
  [`GET ${sessions}/:id/records.csv`]: { params: s1 },
  'GET /api/admin/audit': { query: { competitionId: '1' } },
  ...adminContent('news'),
  ...adminContent('banners'),
  ...adminContent('materials'),
  ...adminContent('sections'),
  'POST /api/admin/content/preview': {
    body: { body: '**bold**' },
  },
  'POST /api/admin/uploads': {},
  // Public content (mock/content.ts): the seed's items in the reader's locale.
  'GET /api/news': [{ as: 'nobody' }, { as: 'nobody', query: { category: 'rules' } }],
  'GET /api/news/:id': { as: 'nobody', params: { id: '1' } },
  'GET /api/banners': { as: 'nobody', query: { placement: 'home' } },
  'GET /api/materials': { as: 'nobody', query: { collection: 'training' } },
  'GET /api/materials/:id': {
    as: 'nobody',
    params: { id: String(listed('material', 'training')[0]!.id) },
  },
  'GET /api/sections': { as: 'nobody', query: { area: 'about' } },
  'GET /api/sections/:area/:slug': {
    as: 'nobody',
    params: { area: 'rules', slug: 'Feature1' },
  },
  // Results (mock/results.ts): a published phase, a provisional one to its team and to nobody.
  'GET /api/admin/phases/:id/publication': { params: id(2) },
  'PUT /api/admin/phases/:id/publication': {
    params: id(2),
    body: {
      state: 'published',
      freezeAt: '2026-08-14T06:00:00.000Z',
      advancement: { kind: 'top', count: 8 },
    },
  },
  'GET /api/results': { as: 'nobody' },
  'GET /api/results/phases/:id': [
    { as: 'nobody', params: id(2) },
    { params: id(3) },
    { as: 'nobody', params: id(3) },
  ],
  'GET /api/teams/:id/results': { params: id(1) },
  'GET /api/admin/results/phases/:id.csv': { params: id(2) },
  // The live events (mock/events.ts): a sample event to a new client, none to one that resumes.
  'GET /api/events': [{ as: 'nobody' }, { as: 'nobody', headers: { 'last-event-id': '1' } }],
};

/** Mock files as umi finds them: mock/**, without mock/support (see .umirc.ts). */
const MOCK_DIR = path.resolve(__dirname, '../../../mock');
const mockFiles = (readdirSync(MOCK_DIR, { recursive: true }) as string[])
  .filter((file) => /\.[jt]s$/.test(file) && !file.endsWith('.d.ts'))
  .filter((file) => !file.split(path.sep).includes('support'))
  .sort();

/** Every mock route in the order umi's middleware tries them, with its handler. */
const handlers: Record<string, Handler> = {};
before(async () => {
  for (const file of mockFiles) {
    const loaded = (await import(path.join(MOCK_DIR, file))) as { default?: Record<string, Handler> };
    const routes = loaded.default ?? (loaded as unknown as { default: Record<string, Handler> });
    for (const [key, handler] of Object.entries(routes)) {
      assert.ok(!(key in handlers), `${key} is mocked twice (again in mock/${file})`);
      handlers[key] = handler;
    }
  }
});

interface Answer {
  status: number;
  body?: unknown;
  headers: Record<string, string>;
}

/** Calls one mock the way umi dev's express server would, and returns its status, headers and body. */
function call(
  key: string,
  { params = {}, query = {}, body = undefined as unknown, headers = {} as Record<string, string> } = {},
): Answer {
  const handler = handlers[key];
  assert.ok(handler, `mock ${key} exists`);
  const answer: Answer = { status: 200, headers: {} };
  const res = {
    status(code: number) {
      answer.status = code;
      return res;
    },
    json(payload: unknown) {
      answer.body = payload;
      return res;
    },
    set(name: string | Record<string, string>, value?: string) {
      const pairs = typeof name === 'string' ? { [name]: value ?? '' } : name;
      for (const [k, v] of Object.entries(pairs)) answer.headers[k.toLowerCase()] = v;
      return res;
    },
    type: (type: string) => res.set('content-type', type),
    send(payload: unknown) {
      answer.body = payload;
      return res;
    },
    end: () => res,
  };
  handler({ params, query, body: body ?? {}, headers, get: () => undefined }, res);
  return answer;
}

/** The route umi would pick for a URL: the first key, in order, whose pattern matches. */
function routeFor(method: string, url: string) {
  return Object.keys(handlers).find((key) => {
    const [verb, pattern] = key.split(' ');
    const source = pattern!.replace(/[.]/g, '\\.').replace(/:(\w+)/g, '[^/]+');
    return verb === method && new RegExp(`^${source}$`).test(url);
  });
}

function assertFits(schema: TSchema, value: unknown, what: string) {
  const errors = [...Value.Errors(schema, value)].slice(0, 3).map((e) => `${e.instancePath} ${e.message}`);
  assert.deepEqual(errors, [], `${what} fits the contract's schema`);
}

const defaultWho = (key: string): Who => (/ \/api\/(admin|users)\b/.test(key) ? 'admin' : 'user');

describe('mock answers follow the contract schemas', () => {
  test('every mocked route has an entry in ROUTES, and every entry a mock', () => {
    assert.ok(mockFiles.length >= 7, `mock files found: ${mockFiles.join(', ')}`);
    assert.deepEqual(
      Object.keys(handlers).filter((key) => !(key in ROUTES)),
      [],
      'mocked routes without an entry in ROUTES',
    );
    assert.deepEqual(
      Object.keys(ROUTES).filter((key) => !(key in handlers)),
      [],
      'ROUTES entries without a mock',
    );
  });

  test('every route answers what its contract schema says', () => {
    for (const [key, cases] of Object.entries(ROUTES)) {
      if (!(key in handlers)) continue;
      for (const [index, spec] of [cases].flat().entries()) {
        const what = `${key}${Array.isArray(cases) ? ` #${index + 1}` : ''}`;
        const [method, pattern] = key.split(' ');
        const url = pattern!.replace(/:(\w+)/g, (_, name: string) => spec.params?.[name] ?? `:${name}`);
        assert.equal(routeFor(method!, url), key, `${method} ${url} reaches ${key} in umi's order`);

        session.uid = UID[spec.as ?? defaultWho(key)];
        const operation = OPERATIONS.get(key);
        const { body: input, answer: data = spec.data } = operation ? schemasOf(operation) : {};
        const body = typeof spec.body === 'function' ? (spec.body as () => unknown)() : spec.body;
        if (input) assertFits(input, body, `the sample request of ${what}`);
        const answer = call(key, { params: spec.params, query: spec.query, body, headers: spec.headers });
        assert.equal(answer.status, 200, `${what} answers 200: ${JSON.stringify(answer.body)}`);
        if (operation?.file === 'text/event-stream') {
          assert.match(
            answer.headers['content-type'] ?? '',
            /^text\/event-stream/,
            `${what} is an event stream`,
          );
          const stream = parseSse(String(answer.body));
          assert.ok(
            stream.retries.length > 0 && stream.comments.length > 0,
            `${what} names its retry and beats`,
          );
          for (const event of stream.events) {
            assert.match(event.id ?? '', /^\d+$/, `${what}: every event has an id`);
            const schema = LIVE_EVENTS[event.event as LiveEventType];
            assert.ok(schema, `${what}: ${event.event} is a declared event type`);
            assertFits(schema, JSON.parse(event.data), `${what}: ${event.event}`);
          }
          assert.equal(stream.events.length, spec.headers ? 0 : 1, `${what}: the sample event`);
        } else if (operation?.file === 'text/csv') {
          assert.match(answer.headers['content-type'] ?? '', /^text\/csv/, `${what} is text/csv`);
          assert.match(answer.headers['content-disposition'] ?? '', /^attachment; filename=".+\.csv"$/);
          assert.ok(String(answer.body).startsWith('\uFEFF'), `${what} starts with a BOM`);
        } else if (operation?.file === 'application/zip') {
          assert.equal(answer.headers['content-type'], 'application/zip', `${what} is a zip`);
          assert.match(answer.headers['content-disposition'] ?? '', /^attachment; filename=".+\.zip"$/);
        } else {
          assert.ok(data, `${what} has an answer's schema`);
          assertFits(Envelope(data), answer.body, what);
        }
      }
    }
    session.uid = null;
  });

  test('every declared operation is mocked, and every mock is a declared operation', () => {
    const unmocked = [...OPERATIONS.keys()].filter(
      (key) => !(key in ROUTES) && !SERVER_ONLY.some(([pattern]) => pattern.test(key)),
    );
    assert.deepEqual(unmocked, [], 'operations without a mock (or a reason in SERVER_ONLY)');
    for (const key of Object.keys(ROUTES)) {
      if (!OPERATIONS.has(key))
        assert.match(key, MOCK_ONLY, `${key} is mocked, but no operation declares it`);
    }
  });

  test('refusals are error envelopes', () => {
    session.uid = null;
    const anonymous = call('GET /api/user/currentUser');
    assert.equal((anonymous.body as { code: number }).code, 4002);
    assertFits(
      Envelope(Type.Null()),
      { ...(anonymous.body as object), code: 200 },
      'signed-out current user',
    );

    const wrong = call('POST /api/login/account', {
      body: { type: 'account', username: 'admin', password: 'nope' },
    });
    assert.equal(wrong.status, 400);
    assertFits(ErrorEnvelope, wrong.body, 'wrong password');

    for (const key of ['GET /api/teams', 'GET /api/admin/competitions']) {
      const signedOut = call(key);
      assert.equal(signedOut.status, 401, `${key} signed out`);
      assertFits(ErrorEnvelope, signedOut.body, `${key} signed out`);
    }

    session.uid = 2;
    for (const key of ['GET /api/users', 'GET /api/admin/enrolments']) {
      const forbidden = call(key);
      assert.equal(forbidden.status, 403, `${key} as a user`);
      assertFits(ErrorEnvelope, forbidden.body, `${key} as a user`);
    }

    const renamed = call('PUT /api/user/user/:uid', {
      params: { uid: '2' },
      body: { ...publicUser(users.find((u) => u.uid === 2)!), username: 'renamed' },
    });
    assert.equal(renamed.status, 400, 'a changed read-only field is refused');
    assertFits(ErrorEnvelope, renamed.body, 'changed username');
    assert.ok((renamed.body as { data: { fields: Record<string, string> } }).data.fields.username);

    const unknown = call('GET /api/competitions/:id', { params: { id: '99' } });
    assert.equal(unknown.status, 404);
    assertFits(ErrorEnvelope, unknown.body, 'unknown competition');
    session.uid = null;
  });

  test("a request the server refuses gets the server's own envelope from the mock", async () => {
    const portal = await startPortal();
    try {
      const server = await signedInUser(portal.app, 'mockcheck');
      const mine = publicUser(users.find((u) => u.uid === 2)!);
      const zh = { 'accept-language': 'zh-CN' };
      // [mock route, URL, request]: each refused by the schema or by the route's own check.
      const cases: Array<
        [string, string, { query?: Record<string, string>; body?: unknown; headers?: Record<string, string> }]
      > = [
        [
          'POST /api/register',
          '/api/register',
          { body: { username: 'ab', email: 'not-an-email', password: '' } },
        ],
        [
          'POST /api/register',
          '/api/register',
          {
            body: { username: 'fine.name', email: 'a@example.org', password: 'Long-enough-1', role: 'admin' },
            headers: zh,
          },
        ],
        [
          'POST /api/register',
          '/api/register',
          { body: { username: 'fine.name', email: 'a@example.org', password: 'short' } },
        ],
        ['POST /api/login/account', '/api/login/account', { body: { type: 'fax', username: 'admin' } }],
        [
          'POST /api/login/account',
          '/api/login/account',
          { body: { type: 'account', password: 'x' }, headers: zh },
        ],
        [
          'POST /api/login/account',
          '/api/login/account',
          { body: { type: 'mobile', mobile: '12', captcha: 'abc' } },
        ],
        ['GET /api/login/captcha', '/api/login/captcha', { query: { phone: '12' } }],
        ['POST /api/password/forgot', '/api/password/forgot', { body: { email: 'nope' } }],
        [
          'PUT /api/user/user/:uid',
          '/api/user/user/2',
          {
            body: {
              ...mine,
              nickname: '  ',
              email: 'x',
              phone: 'call me',
              notifications: undefined,
              extra: 1,
            },
          },
        ],
        [
          'PUT /api/user/user/:uid',
          '/api/user/user/2',
          {
            body: { ...mine, security: { ...mine.security, backupEmail: 'nope', mfaEnabled: 'yes' } },
            headers: zh,
          },
        ],
        ['PUT /api/user/password', '/api/user/password', { body: { oldPassword: '', newPassword: 5 } }],
        [
          'PUT /api/user/password',
          '/api/user/password',
          { body: { oldPassword: 'not-the-password', newPassword: 'Another-pass-9' } },
        ],
        [
          'PUT /api/user/evpi',
          '/api/user/evpi',
          {
            body: { ...evpi, documentType: 'visa', dateOfBirth: '12/04/2004', emergencyContactPhone: 'abc' },
          },
        ],
        [
          'PUT /api/user/evpi',
          '/api/user/evpi',
          { body: { ...evpi, dateOfBirth: '2099-01-01' }, headers: zh },
        ],
        ['PUT /api/user/evpi', '/api/user/evpi', { body: { ...evpi, dateOfBirth: '2015-06-01' } }],
        ['POST /api/user/2fa/enable', '/api/user/2fa/enable', { body: { password: 'not-the-password' } }],
      ];
      for (const [key, url, request] of cases) {
        const what = `${key} ${JSON.stringify(request)}`;
        const [method] = key.split(' ') as ['GET' | 'POST' | 'PUT'];
        session.uid = 2;
        // As umi's body parser hands it over: what JSON carries (no undefined keys).
        const mocked = call(key, {
          params: { uid: '2' },
          query: request.query,
          body: JSON.parse(JSON.stringify(request.body ?? {})),
          headers: request.headers,
        });
        const answered = await callServer(portal.app, method, url, {
          session: server.session,
          query: request.query,
          body: request.body,
          headers: request.headers,
        });
        assert.equal(answered.status, 400, `the server refuses ${what}: ${answered.raw}`);
        assert.equal(mocked.status, answered.status, `${what}: the mock's status`);
        assert.deepEqual(mocked.body, answered.body, `${what}: the mock's envelope is the server's`);
      }
      // A refusal of the route's own: the same words, in the caller's language.
      session.uid = 2;
      const mockedMissing = call('PUT /api/notices/:id/read', {
        params: { id: '999999' },
        body: {},
        headers: zh,
      });
      const missing = await callServer(portal.app, 'PUT', '/api/notices/999999/read', {
        session: server.session,
        body: {},
        headers: zh,
      });
      assert.equal(missing.status, 404, missing.raw);
      assert.equal(mockedMissing.status, 404);
      assert.deepEqual(
        mockedMissing.body,
        missing.body,
        "an unknown notice: the mock's envelope is the server's",
      );
    } finally {
      session.uid = null;
      await portal.close();
    }
  });

  test("every mock of a route with a body schema refuses what the server's schema refuses, as the server does", async () => {
    const bodies: Record<string, TSchema> = {};
    const portal = await startPortal({}, (app) => {
      app.addHook('onRoute', (route) => {
        const body = (route.schema as { body?: TSchema } | undefined)?.body;
        if (body) for (const method of [route.method].flat()) bodies[`${method} ${route.url}`] = body;
      });
    });
    await portal.close();
    // No schema the server declares takes this: an unknown field, and none of the required ones.
    const refused = { notAField: true };
    const checked = Object.keys(bodies).filter((key) => key in handlers);
    assert.ok(checked.length >= 30, `mocked routes with a body schema: ${checked.length}`);
    const differing: string[] = [];
    for (const key of checked) {
      const schema = bodies[key]!;
      assert.ok(!Value.Check(schema, refused), `${key}'s schema refuses ${JSON.stringify(refused)}`);
      const [method, pattern] = key.split(' ');
      session.uid = UID[defaultWho(key)];
      const params = Object.fromEntries([...pattern!.matchAll(/:(\w+)/g)].map(([, name]) => [name, '1']));
      const answer = call(key, { params, body: refused });
      const expected = toFailure(
        { validation: [...Value.Errors(schema, refused)], validationContext: 'body' },
        { locale: 'en-US', method: method!, url: pattern!, bodyLimit: 0 },
      );
      if (answer.status !== 400 || !isDeepStrictEqual(answer.body, expected.body)) differing.push(key);
    }
    assert.deepEqual(differing, [], "mocks that do not refuse the body with the server's envelope");
    session.uid = null;
  });

  test("the mock's user update stores every one of the contract's editable fields", () => {
    const stored = users.find((u) => u.uid === 2)!;
    const before = structuredClone(stored);
    try {
      session.uid = 2;
      const edited = everyFieldEdited(2);
      const answer = call('PUT /api/user/user/:uid', {
        params: { uid: '2' },
        body: { ...edited, password: before.password },
      });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      const reread = call('GET /api/user/currentUser');
      const data = (reread.body as { data: Record<string, unknown> }).data;
      for (const field of EDITABLE_USER_FIELDS) {
        assert.deepEqual(data[field], edited[field], `${field} is stored`);
      }
    } finally {
      // The other checks read the fixture as it was.
      Object.assign(stored, before);
      session.uid = null;
    }
  });

  test('a list asked without a page size is paged as the server pages it', async () => {
    const portal = await startPortal();
    try {
      const server = await signedInUser(portal.app, 'mockpage');
      session.uid = 2;
      const mocked = call('GET /api/notices');
      const answered = await callServer<{ pageSize: number; current: number }>(
        portal.app,
        'GET',
        '/api/notices',
        {
          session: server.session,
        },
      );
      assert.equal(answered.status, 200, answered.raw);
      const { pageSize, current } = (mocked.body as { data: { pageSize: number; current: number } }).data;
      assert.deepEqual(
        { pageSize, current },
        { pageSize: answered.body.data.pageSize, current: answered.body.data.current },
      );
    } finally {
      session.uid = null;
      await portal.close();
    }
  });
});
