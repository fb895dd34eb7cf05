/**
 * The domain rules of teams, enrolment and attendance as the mock server enforces them (the real
 * server follows the same contract): every broken rule comes back in `data.violations`.
 */
import type { Request, Response } from 'express';
import type * as Envelope from '../../mock/support/envelope';
import type * as Store from '../../mock/support/store';

type Handler = (req: Request, res: Response) => void;
type Answer = { status: number; body: { code: number; message: string; data: unknown } };

let routes: Record<string, Handler> = {};
let session: (typeof Envelope)['session'];
let evpiByUid: (typeof Store)['evpiByUid'];

/** The mock clock is MOCK_NOW; the store seeds its sessions around it when first loaded. */
beforeAll(() => {
  process.env.MOCK_NOW = '2026-11-22T12:00:00.000Z';
  const load = (path: string) => (jest.requireActual(path) as { default: Record<string, Handler> }).default;
  routes = {
    ...load('../../mock/team'),
    ...load('../../mock/enrol'),
    ...load('../../mock/attendance'),
    ...load('../../mock/admin'),
  };
  session = (jest.requireActual('../../mock/support/envelope') as typeof Envelope).session;
  evpiByUid = (jest.requireActual('../../mock/support/store') as typeof Store).evpiByUid;
});
afterAll(() => {
  delete process.env.MOCK_NOW;
});

/** Calls the mock route that matches, the way umi's mock middleware would. */
function call(method: string, path: string, body: object = {}, query: object = {}): Answer {
  for (const [key, handler] of Object.entries(routes)) {
    const [verb, pattern] = key.split(' ');
    if (verb !== method) continue;
    const names: string[] = [];
    const regex = new RegExp(
      `^${pattern.replace(/:(\w+)/g, (_, name: string) => {
        names.push(name);
        return '([^/]+)';
      })}$`,
    );
    const match = regex.exec(path);
    if (!match) continue;
    const params = Object.fromEntries(names.map((name, i) => [name, match[i + 1]]));
    const answer = {} as Answer;
    const res = {
      status(code: number) {
        answer.status = code;
        return res;
      },
      json(payload: Answer['body']) {
        answer.body = payload;
        return res;
      },
    };
    handler({ params, query, body, headers: {} } as unknown as Request, res as unknown as Response);
    return answer;
  }
  throw new Error(`no mock route for ${method} ${path}`);
}

const data = <T>(answer: Answer) => answer.body.data as T;
const rules = (answer: Answer) => (data<API.RuleFailure | null>(answer)?.violations ?? []).map((v) => v.rule);

const completeEvpi: API.Evpi = {
  legalName: 'Lin Hai',
  dateOfBirth: '2001-04-12',
  nationality: 'CN',
  documentType: 'passport',
  documentNumber: 'E12345678',
  organisation: 'Zhejiang University',
  emergencyContactName: 'Lin Wei',
  emergencyContactPhone: '+8613900000022',
  guardianName: null,
  guardianPhone: null,
};

beforeEach(() => {
  session.uid = 2;
});

describe('competitions', () => {
  it('one open, one closed and one full among the seeded competitions', () => {
    const { list } = data<API.Page<API.CompetitionView>>(call('GET', '/api/competitions'));
    const states = Object.fromEntries(list.map((c) => [c.track, c.windowState]));
    expect(states).toEqual({ underwater: 'closed', ground: 'open', aerial: 'full', simulation: 'open' });
  });

  it('an unknown competition is 404', () => {
    expect(call('GET', '/api/competitions/999').status).toBe(404);
  });
});

describe('teams and enrolment', () => {
  it('signed out, team calls answer 401', () => {
    session.uid = null;
    expect(call('GET', '/api/teams').status).toBe(401);
  });

  it('enrolment needs every member’s personal information, then succeeds once', () => {
    evpiByUid.delete(2);
    const refused = call('POST', '/api/enrolments', { competitionId: 2, teamId: 2 });
    expect(refused.status).toBe(409);
    expect(rules(refused)).toEqual(['evpi_incomplete']);

    evpiByUid.set(2, completeEvpi);
    const accepted = call('POST', '/api/enrolments', { competitionId: 2, teamId: 2 });
    expect(accepted.status).toBe(200);
    const enrolment = data<API.EnrolmentView>(accepted);
    expect(enrolment.status).toBe('pending');
    expect(rules(call('POST', '/api/enrolments', { competitionId: 2, teamId: 2 }))).toEqual([
      'already_enrolled',
    ]);

    // An enrolled team may not shrink below the minimum; after withdrawing it may.
    expect(rules(call('DELETE', '/api/teams/2/members/1005'))).toEqual(['team_too_small']);
    expect(data<API.EnrolmentView>(call('DELETE', `/api/enrolments/${enrolment.id}`)).status).toBe(
      'withdrawn',
    );
    expect(call('DELETE', '/api/teams/2/members/1005').status).toBe(200);
  });

  it('a user is in at most one team per competition', () => {
    const answer = call('POST', '/api/teams', {
      competitionId: 2,
      name: 'Second Rover',
      organisation: 'ZJU',
      country: 'CN',
      description: '',
    });
    expect(rules(answer)).toEqual(['already_in_team']);
  });

  it('a full competition and a small team give both reasons at once', () => {
    const created = call('POST', '/api/teams', {
      competitionId: 3,
      name: 'Sky Lab',
      organisation: 'ZJU',
      country: 'CN',
      description: '',
    });
    expect(created.status).toBe(200);
    const sky = data<API.TeamView>(created);
    expect(sky.myRole).toBe('leader');
    const answer = call('POST', '/api/enrolments', { competitionId: 3, teamId: sky.id });
    expect(rules(answer)).toEqual(['capacity_reached', 'team_too_small']);
  });

  it('only the leader edits; invite codes join, bad ones are refused', () => {
    expect(rules(call('POST', '/api/teams/join', { inviteCode: 'NOPE1234' }))).toEqual(['invite_invalid']);
    const joined = call('POST', '/api/teams/join', { inviteCode: 'simjoin8' });
    const simLab = data<API.TeamView>(joined);
    expect(simLab.myRole).toBe('member');
    expect(simLab.inviteCode).toBeNull();
    const edit = call('PUT', `/api/teams/${simLab.id}`, {
      name: 'Renamed',
      organisation: 'OUC',
      country: 'CN',
      description: '',
    });
    expect(edit.status).toBe(403);
    expect(rules(edit)).toEqual(['not_team_leader']);
  });

  it('invalid team fields answer 400', () => {
    expect(
      call('POST', '/api/teams', {
        competitionId: 4,
        name: 'x',
        organisation: '',
        country: 'CN',
        description: '',
      }).status,
    ).toBe(400);
  });
});

describe('attendance', () => {
  it('check-in works only inside the session window, once', () => {
    const { list } = data<API.Page<API.AttendanceSessionView>>(call('GET', '/api/attendance/sessions'));
    const open = list.find((s) => s.state === 'open' && s.teamId === 1)!;
    const upcoming = list.find((s) => s.state === 'upcoming' && s.teamId === 1)!;
    expect(call('POST', '/api/attendance/check-in', { sessionId: open.id, teamId: 1 }).status).toBe(200);
    expect(rules(call('POST', '/api/attendance/check-in', { sessionId: open.id, teamId: 1 }))).toEqual([
      'already_checked_in',
    ]);
    expect(rules(call('POST', '/api/attendance/check-in', { sessionId: upcoming.id, teamId: 1 }))).toEqual([
      'session_not_open',
    ]);
  });

  it('members who missed a closed session are recorded absent', () => {
    const { list } = data<API.Page<API.AttendanceRecordView>>(
      call('GET', '/api/attendance/records', {}, { teamId: 1, status: 'absent' }),
    );
    expect(list.map((r) => r.nickname)).toContain('Wang Lei');
  });
});

describe('admin', () => {
  it('is for admins only', () => {
    expect(call('GET', '/api/admin/news').status).toBe(403);
  });

  it('lists, creates, updates and deletes, and refuses deleting a competition with teams', () => {
    session.uid = 1;
    const created = call('POST', '/api/admin/banners', {
      locale: 'en-US',
      title: 'Finals tickets',
      subtitle: '',
      imageUrl: '/user/dist/banners/tickets.svg',
      link: '/News',
      sort: 5,
      enabled: false,
    });
    expect(created.status).toBe(200);
    const banner = data<API.Banner>(created);
    const { id } = banner;
    expect(
      data<API.Banner>(call('PUT', `/api/admin/banners/${id}`, { ...banner, enabled: true })).enabled,
    ).toBe(true);
    expect(
      data<API.Page<API.Banner>>(call('GET', '/api/admin/banners', {}, { keyword: 'tickets' })).total,
    ).toBe(1);
    expect(call('DELETE', `/api/admin/banners/${id}`).status).toBe(200);
    expect(rules(call('DELETE', '/api/admin/competitions/1'))).toEqual(['competition_has_teams']);
  });

  it('reviews enrolments', () => {
    session.uid = 1;
    const { list } = data<API.Page<API.EnrolmentView>>(
      call('GET', '/api/admin/enrolments', {}, { status: 'pending' }),
    );
    const answer = call('PUT', `/api/admin/enrolments/${list[0].id}`, {
      status: 'rejected',
      reviewNote: 'Safety plan missing.',
    });
    expect(data<API.EnrolmentView>(answer)).toMatchObject({
      status: 'rejected',
      reviewNote: 'Safety plan missing.',
    });
  });
});
