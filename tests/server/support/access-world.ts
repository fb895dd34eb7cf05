/**
 * The people and objects the authorization matrix calls routes on: a competition with team A (its
 * leader and a member) and team B (another leader), a user in no team, an admin, and one of each
 * admin-made object. `fresh()` makes a new competition with the same people's teams, for routes
 * whose success uses their object up (dissolving, enrolling, handing over).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as API from '../../../common/contract';
import { defaultRateLimits, type RateLimitSettings } from '../../../server/plugins/rate-limit';
import { call, login, type TestPortal } from './helpers';
import {
  adminSession,
  CONTENT_KINDS,
  contentBody,
  DAY,
  openCompetition,
  type Person,
  person,
  teamOf,
} from './factories';
import { multipartFile, zipOf } from './files';
import { scoredSubmission } from './simulation';
import { entry } from './scoring-venue';

/**
 * Every limit out of the way, those added after helpers.ts's noRateLimits too: a limit answers 429
 * before the access guard's and the schema's answers, which are what these suites look at.
 */
export const everyLimitLifted = Object.fromEntries(
  Object.keys(defaultRateLimits).map((name) => [name, { max: 1_000_000, timeWindowMs: 60_000 }]),
) as unknown as RateLimitSettings;

export const ROLES = [
  'anonymous',
  'user',
  'member',
  'leader',
  'otherLeader',
  'referee',
  'otherReferee',
  'headReferee',
  'judge',
  'admin',
] as const;
/** Officials of the scoring competition (otherReferee: of another one); elsewhere they are plain users. */
export const OFFICIAL_ROLES = ['referee', 'otherReferee', 'headReferee', 'judge'] as const;
export type Role = (typeof ROLES)[number];
export type SignedInRole = Exclude<Role, 'anonymous'>;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Teams {
  competitionId: number;
  teamA: API.TeamView;
  teamB: API.TeamView;
}

export async function buildWorld(portal: TestPortal) {
  const { app } = portal;
  const admin = await adminSession(portal);
  const ask = async <T = unknown>(method: Method, url: string, body?: unknown, session = admin.session) => {
    const answer = await call<T>(app, method, url, { session, body });
    assert.equal(answer.status, 200, `${method} ${url}: ${answer.raw}`);
    return answer.body.data;
  };
  const people: Record<Exclude<SignedInRole, 'admin'>, Person> = {
    user: await person(portal),
    member: await person(portal),
    leader: await person(portal),
    otherLeader: await person(portal),
    referee: await person(portal),
    otherReferee: await person(portal),
    headReferee: await person(portal),
    judge: await person(portal),
  };
  const adminPerson = {
    uid: admin.uid,
    username: 'admin',
    password: 'Admin-Password-1',
    session: admin.session,
  };
  const sessions: Record<Role, string | undefined> = {
    anonymous: undefined,
    admin: admin.session,
    ...Object.fromEntries(Object.entries(people).map(([role, p]) => [role, p.session])),
  } as Record<Role, string | undefined>;

  /** What calls expected to be refused are made on (set below). */
  const shared = {} as Teams & { enrolment: API.EnrolmentView; session: API.AdminSessionView };

  /**
   * A new competition with the same people's teams; `needed: false` hands back the shared one,
   * for a call expected to be refused.
   */
  async function fresh(needed = true): Promise<Teams> {
    if (!needed) return shared;
    const competition = await openCompetition(portal, admin);
    return {
      competitionId: competition.id,
      teamA: await teamOf(portal, competition.id, people.leader, [people.member]),
      teamB: await teamOf(portal, competition.id, people.otherLeader),
    };
  }

  const now = app.now().getTime();
  const teams: Teams = await fresh();
  const sharedEnrolment = await ask<API.EnrolmentView>(
    'POST',
    '/api/enrolments',
    { competitionId: teams.competitionId, teamId: teams.teamA.id },
    people.leader.session,
  );
  const sessionBody = (competitionId = teams.competitionId) => ({
    competitionId,
    title: 'Matrix briefing',
    location: 'Hall A',
    startsAt: new Date(now - 60_000).toISOString(),
    endsAt: new Date(now + 3600_000).toISOString(),
    graceMinutes: 15,
  });
  const phaseBody = (competitionId = teams.competitionId) => ({
    competitionId,
    name: `Matrix phase ${Math.random().toString(36).slice(2, 6)}`,
    startsAt: new Date(now + DAY).toISOString(),
    endsAt: new Date(now + 2 * DAY).toISOString(),
  });

  /** A competition of its own, with an enrolment of team A pending review. */
  async function enrolled(needed = true) {
    if (!needed) return shared;
    const fresh_ = await fresh();
    const enrolment = await ask<API.EnrolmentView>(
      'POST',
      '/api/enrolments',
      { competitionId: fresh_.competitionId, teamId: fresh_.teamA.id },
      people.leader.session,
    );
    return { ...fresh_, enrolment };
  }

  /** A session running now in a competition of its own that team A holds a place in, and its code. */
  async function attendance(needed = true) {
    if (!needed) return { ...shared, code: '000000' };
    const fresh_ = await enrolled();
    await ask('PUT', `/api/admin/enrolments/${fresh_.enrolment.id}`, { status: 'approved' });
    const running = await ask<API.AdminSessionView>(
      'POST',
      '/api/admin/attendance/sessions',
      sessionBody(fresh_.competitionId),
    );
    const { code } = await ask<API.CheckInCode>('GET', `/api/admin/attendance/sessions/${running.id}/code`);
    return { ...fresh_, session: running, code };
  }

  const session = await ask<API.AdminSessionView>('POST', '/api/admin/attendance/sessions', sessionBody());
  Object.assign(shared, teams, { enrolment: sharedEnrolment, session });
  const phase = await ask<API.AdminPhase>('POST', '/api/admin/phases', phaseBody());
  const content = Object.fromEntries(
    await Promise.all(
      CONTENT_KINDS.map(async (kind) => [
        kind,
        await ask<API.AdminContentItem>('POST', `/api/admin/${kind}`, contentBody(kind)),
      ]),
    ),
  ) as Record<(typeof CONTENT_KINDS)[number], API.AdminContentItem>;
  const revisions = Object.fromEntries(
    await Promise.all(
      CONTENT_KINDS.map(async (kind) => {
        const page = await ask<{ data: Array<{ id: number }> } | Array<{ id: number }>>(
          'GET',
          `/api/admin/${kind}/${content[kind].id}/revisions`,
        );
        const list = Array.isArray(page) ? page : page.data;
        return [kind, list[0]!.id];
      }),
    ),
  ) as Record<(typeof CONTENT_KINDS)[number], number>;
  const [notice] = (await ask<API.Page<API.Notice>>('GET', '/api/notices', undefined, people.leader.session))
    .list;
  assert.ok(notice, 'the leader was told that the member joined');

  /**
   * A competition of its own with team A approved, a phase, its officials (referee, head referee,
   * judge; otherReferee referees another competition), missions of ten attempts, a submitted run
   * and a committed one.
   */
  async function scoringWorld() {
    const { competitionId, teamA } = await fresh();
    const enrolment = await ask<API.EnrolmentView>(
      'POST',
      '/api/enrolments',
      { competitionId, teamId: teamA.id },
      people.leader.session,
    );
    await ask('PUT', `/api/admin/enrolments/${enrolment.id}`, { status: 'approved' });
    const scoringPhase = await ask<API.AdminPhase>('POST', '/api/admin/phases', phaseBody(competitionId));
    await ask('PUT', `/api/admin/competitions/${competitionId}/officials`, {
      officials: [
        { uid: people.referee.uid, role: 'referee' },
        { uid: people.headReferee.uid, role: 'head_referee' },
        { uid: people.judge.uid, role: 'judge' },
      ],
    });
    const other = await openCompetition(portal, admin);
    await ask('PUT', `/api/admin/competitions/${other.id}/officials`, {
      officials: [{ uid: people.otherReferee.uid, role: 'referee' }],
    });
    const season = await ask<API.SchemeView>('GET', `/api/admin/competitions/${competitionId}/scoring`);
    const scheme = await ask<API.SchemeView>('PUT', `/api/admin/competitions/${competitionId}/scoring`, {
      components: season.components.map((c) => (c.kind === 'field' ? { ...c, attempts: 10 } : c)),
      tieBreaks: season.tieBreaks,
    });
    let attempts = 0;
    /** A new mission run of team A, its referee's sheet (no points) submitted. */
    async function submittedRun() {
      attempts += 1;
      const attempt = attempts;
      const list = await ask<API.RunView[]>('POST', `/api/admin/phases/${scoringPhase.id}/runs`, {
        teamId: teamA.id,
        component: 'missions',
        attempt,
      });
      const run = list.find((r) => r.component === 'missions' && r.attempt === attempt)!;
      const sent = await ask<API.ScoringBatchResult>(
        'POST',
        '/api/scoring/events',
        {
          device: 'matrix',
          events: [entry(run.id, scheme.version, { kind: 'submit', total: 0, signature: 'M' })],
        },
        people.referee.session,
      );
      assert.equal(sent.accepted.length, 1, JSON.stringify(sent));
      return run.id;
    }
    const fieldRun = await submittedRun();
    const committedRun = await submittedRun();
    await ask('POST', `/api/scoring/runs/${committedRun}/commit`, {}, people.headReferee.session);
    return { competitionId, phaseId: scoringPhase.id, scheme, fieldRun, committedRun, submittedRun };
  }
  const scoring = await scoringWorld();

  /**
   * A phase of the shared competition open now, run as a simulation, and submissions of team A's
   * leader. The matrix's portal runs no worker, so a submission stays queued (and can be cancelled).
   */
  async function simulationWorld() {
    const open = await ask<API.AdminPhase>('POST', '/api/admin/phases', {
      ...phaseBody(),
      startsAt: new Date(now - 3600_000).toISOString(),
    });
    const settings = {
      scenario: 'subsea-gates',
      publicSeeds: [1, 2],
      hiddenSeeds: [3],
      dailyLimit: 100,
      concurrentLimit: 1,
      counting: 'selected',
    };
    await ask('PUT', `/api/admin/phases/${open.id}/simulation`, settings);
    const controller = multipartFile(
      await zipOf([{ name: 'main.py', data: 'print("{}")\n' }]),
      'controller.zip',
      'application/zip',
    );
    const path = `/api/teams/${teams.teamA.id}/simulation/phases/${open.id}/submissions`;
    /** A new submission of team A, queued. */
    async function queued() {
      const answer = await call<API.SimulationSubmission>(app, 'POST', path, {
        session: people.leader.session,
        headers: controller.headers,
        body: controller.payload,
      });
      assert.equal(answer.status, 200, answer.raw);
      return answer.body.data.id;
    }
    /** A new submission of team A, scored (written straight into the tables). */
    const scored = () =>
      scoredSubmission(
        app.db,
        { phaseId: open.id, teamId: teams.teamA.id, uid: people.leader.uid, at: app.now() },
        [
          [1, 50_000, false],
          [2, 60_000, false],
          [3, 70_000, true],
        ],
      );
    return { phaseId: open.id, settings, controller, submission: await queued(), queued, scored };
  }
  const simulation = await simulationWorld();

  const upload = multipartFile(
    readFileSync(join(__dirname, '../../fixtures/pixel.png')),
    'pixel.png',
    'image/png',
  );
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    headers: { ...upload.headers, cookie: `portal_session=${admin.session}` },
    payload: upload.payload,
  });
  assert.equal(uploaded.statusCode, 200, uploaded.body);
  const image = (uploaded.json() as { data: { url: string } }).data.url;

  return {
    portal,
    people: { ...people, admin: adminPerson },
    sessions,
    ...teams,
    fresh,
    /** A competition with no teams. */
    competition: () => openCompetition(portal, admin),
    enrolled,
    attendance,
    session,
    sessionBody,
    phase,
    phaseBody,
    scoring,
    simulation,
    content,
    revisions,
    notice,
    upload,
    image,
    ask,
    /** A new session for a role, for routes that end the one they are called with. */
    relogin: async (role: SignedInRole) => {
      const who = role === 'admin' ? adminPerson : people[role];
      return login(app, who.username, who.password);
    },
  };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;
