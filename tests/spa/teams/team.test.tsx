/**
 * Teams, enrolment and attendance: the pages show what the server answers (rule violations
 * included), and the mock server enforces the domain rules the real one will.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { message } from 'antd';
import { RULE_SENTENCES } from '@common/rules';
import { formatMessage, history } from '../support/umiMock';
import zhCN from '@/locales/zh-CN/index';
import RuleViolations from '@/features/teams/RuleViolations';
import JoinTeamPage from '@/pages/account/Team/Add';
import AttendancePage from '@/pages/account/Team/Attendance';
import MyTeamsPage from '@/pages/account/Team';
import TeamDetailsPage from '@/pages/account/Team/basic';
import CompetitionsPage from '@/pages/EnrollFor';
import CompetitionDetailPage from '@/pages/EnrollFor/Detail';
import { checkIn, querySessions } from '@/features/attendance/services/attendance';
import {
  enrol,
  queryCompetition,
  queryCompetitions,
  queryMyEnrolments,
} from '@/features/enrolment/services/enrol';
import {
  dissolveTeam,
  handOverLeadership,
  joinTeam,
  queryMyTeams,
  queryTeam,
} from '@/features/teams/services/team';
import { RequestError } from '@/utils/request';
// Types by import(): @umijs/test hoists jest.mock() with Babel, which refuses imported types.

type MockLinkProps = { to: string; children?: React.ReactNode };

const mockRoute = { params: {} as Record<string, string>, search: '' };

jest.mock('@umijs/max', () => {
  const base = jest.requireActual('../support/umiMock').umiMock();
  const { formatMessage: format } = jest.requireActual('../support/umiMock');
  return {
    ...base,
    FormattedMessage: ({ id, values }: { id: string; values?: Record<string, string | number> }) =>
      format({ id }, values),
    useModel: () => ({ initialState: { currentUser: { uid: 2, country: 'CN' } } }),
    useParams: () => mockRoute.params,
    useSearchParams: () => [new URLSearchParams(mockRoute.search), jest.fn()],
    Link: ({ to, children }: MockLinkProps) => <a href={to}>{children}</a>,
  };
});

jest.mock('@/features/teams/services/team', () => ({
  queryMyTeams: jest.fn(),
  queryTeam: jest.fn(),
  joinTeam: jest.fn(),
  leaveTeam: jest.fn(),
  dissolveTeam: jest.fn(),
  handOverLeadership: jest.fn(),
  removeMember: jest.fn(),
  regenerateInvite: jest.fn(),
}));
jest.mock('@/features/enrolment/services/enrol', () => ({
  queryCompetitions: jest.fn(),
  queryCompetition: jest.fn(),
  queryMyEnrolments: jest.fn(),
  enrol: jest.fn(),
  withdraw: jest.fn(),
}));
jest.mock('@/features/attendance/services/attendance', () => ({
  querySessions: jest.fn(),
  checkIn: jest.fn(),
}));

const t = (id: string, values?: Record<string, string | number>) => formatMessage({ id }, values);
/** antd spaces out two-character Chinese button labels ("签 到"); this finds them either way. */
const label = (text: string) => new RegExp(`^${text.split('').join('\\s?')}$`);
const button = (text: string) => screen.getByText(label(text)).closest('button') as HTMLButtonElement;
const ok = <T,>(data: T) => Promise.resolve({ code: 200, message: 'ok', data });
const page = <T,>(list: T[]) => ok({ list, total: list.length, current: 1, pageSize: 100 });

const refused = (status: number, violations: import('@common/contract').RuleViolation[]) =>
  new RequestError('refused', { code: status, message: 'refused', data: { violations } }, undefined, 'code');

const competition: import('@common/contract').CompetitionView = {
  id: 2,
  name: 'Ground Rover Challenge 2027',
  summary: 'Rovers in a Mars-analogue yard.',
  track: 'ground',
  enrolmentOpensAt: '2026-10-15T00:00:00.000Z',
  enrolmentClosesAt: '2026-12-31T15:59:59.000Z',
  locale: 'en-US',
  minTeamSize: 3,
  maxTeamSize: 6,
  maxAdvisors: 2,
  capacity: 36,
  enrolledTeams: 20,
  waitlistedTeams: 0,
  requiresApproval: true,
  minAge: 12,
  maxAge: 18,
  agesOn: '2027-07-01',
  phases: [
    {
      id: 5,
      name: 'Enrolment',
      locale: 'en-US',
      startsAt: '2026-10-15T00:00:00.000Z',
      endsAt: '2026-12-31T15:59:59.000Z',
    },
  ],
  windowState: 'open',
};

const team: import('@common/contract').TeamView = {
  id: 2,
  name: 'DeepBlue Rover',
  competitionId: 2,
  timeZone: 'Asia/Shanghai',
  competitionName: competition.name,
  organisation: 'Zhejiang University',
  country: 'CN',
  description: '',
  inviteCode: 'DBRVR4M9',
  members: [
    { uid: 2, username: 'user', nickname: 'Lin Hai', role: 'leader', joinedAt: '2026-10-16T03:00:00.000Z' },
    {
      uid: 1005,
      username: 'zhao.min',
      nickname: 'Zhao Min',
      role: 'member',
      joinedAt: '2026-10-17T09:00:00.000Z',
    },
  ],
  enrolmentStatus: null,
  createdAt: '2026-10-16T03:00:00.000Z',
  myRole: 'leader',
  minTeamSize: 3,
  maxTeamSize: 6,
  maxAdvisors: 2,
  enrolmentId: null,
  waitlistPosition: null,
  evpiIncomplete: [2],
  rosterFrozen: false,
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(message, 'success').mockImplementation(() => (() => undefined) as never);
  mockRoute.params = {};
  mockRoute.search = '';
});

describe('rule violations', () => {
  it('lists every broken rule with the sentences the server uses (common/rules.ts)', () => {
    render(
      <RuleViolations
        violations={[
          { rule: 'team_full', values: { max: 6 } },
          { rule: 'team_too_small', values: { size: 1, min: 3 } },
        ]}
      />,
    );
    const sentences = RULE_SENTENCES['zh-CN'];
    expect(screen.getByText(sentences.team_full.replace('{max}', '6'))).toBeInTheDocument();
    expect(
      screen.getByText(sentences.team_too_small.replace('{size}', '1').replace('{min}', '3')),
    ).toBeInTheDocument();
  });

  it('every rule code has a message in the locale files', () => {
    const messages = zhCN as Record<string, string>;
    for (const [code, sentence] of Object.entries(RULE_SENTENCES['zh-CN'])) {
      expect(messages[`team.rule.${code}`]).toBe(sentence);
    }
  });
});

describe('my teams', () => {
  it('shows each team with its members against the competition limits', async () => {
    (queryMyTeams as jest.Mock).mockReturnValue(page([team]));
    (queryCompetitions as jest.Mock).mockReturnValue(page([competition]));
    render(<MyTeamsPage />);
    expect(await screen.findByText('DeepBlue Rover')).toBeInTheDocument();
    expect(screen.getByText(t('team.card.members', { size: 2, min: 3, max: 6 }))).toBeInTheDocument();
    expect(screen.getByText(t('team.action.edit')).closest('a')).toHaveAttribute(
      'href',
      '/account/Team/Edit?id=2',
    );
  });

  it('a waitlisted team shows its place on the waiting list', async () => {
    (queryMyTeams as jest.Mock).mockReturnValue(
      page([{ ...team, enrolmentStatus: 'waitlisted', enrolmentId: 7, waitlistPosition: 3 }]),
    );
    (queryCompetitions as jest.Mock).mockReturnValue(page([competition]));
    render(<MyTeamsPage />);
    expect(
      await screen.findByText(t('enrol.status.waitlisted.position', { position: 3 })),
    ).toBeInTheDocument();
  });

  it('advisors do not count toward the team size', async () => {
    const advisor: import('@common/contract').TeamMember = {
      uid: 3001,
      username: 'coach',
      nickname: 'Coach Wu',
      role: 'advisor',
      joinedAt: '2026-10-18T09:00:00.000Z',
    };
    (queryMyTeams as jest.Mock).mockReturnValue(page([{ ...team, members: [...team.members, advisor] }]));
    (queryCompetitions as jest.Mock).mockReturnValue(page([competition]));
    render(<MyTeamsPage />);
    expect(await screen.findByText(t('team.card.members', { size: 2, min: 3, max: 6 }))).toBeInTheDocument();
  });
});

describe('team details', () => {
  const open = (shown: import('@common/contract').TeamView) => {
    (queryTeam as jest.Mock).mockReturnValue(ok(shown));
    mockRoute.search = `?id=${shown.id}`;
    render(<TeamDetailsPage />);
  };

  it('the leader hands the leadership to a student member', async () => {
    (handOverLeadership as jest.Mock).mockReturnValue(ok({ ...team, myRole: 'member' }));
    open(team);
    fireEvent.click(await screen.findByText(t('team.member.handOver')));
    fireEvent.click(button(t('team.action.confirm')));
    await waitFor(() => expect(handOverLeadership).toHaveBeenCalledWith(2, 1005));
    // Now a member, the former leader no longer sees the leader's actions.
    await waitFor(() => expect(screen.queryByText(t('team.action.dissolve'))).not.toBeInTheDocument());
  });

  it('the leader dissolves the team after confirming', async () => {
    (dissolveTeam as jest.Mock).mockReturnValue(ok({ teamId: 2, dissolved: true }));
    open(team);
    fireEvent.click(await screen.findByText(t('team.action.dissolve')));
    const dialog = (await screen.findByText(t('team.dissolve.confirm'))).closest(
      '.ant-modal-content',
    ) as HTMLElement;
    expect(dissolveTeam).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByText(label(t('team.dissolve.ok'))));
    await waitFor(() => expect(dissolveTeam).toHaveBeenCalledWith(2));
    await waitFor(() => expect(history.push).toHaveBeenCalledWith('/account/Team'));
  });

  it('a frozen roster says why nobody can leave or be removed', async () => {
    open({ ...team, myRole: 'member', rosterFrozen: true, enrolmentStatus: 'approved', enrolmentId: 4 });
    expect(await screen.findByText(t('team.roster.frozen.title'))).toBeInTheDocument();
    expect(button(t('team.action.leave'))).toBeDisabled();
  });
});

describe('joining a team', () => {
  it('sends the code in capitals and opens the team', async () => {
    (joinTeam as jest.Mock).mockReturnValue(ok({ ...team, id: 3, name: 'Qingdao Sim Lab' }));
    mockRoute.search = '?code=simjoin8';
    render(<JoinTeamPage />);
    fireEvent.click(screen.getByText(t('team.join.submit')));
    await waitFor(() => expect(joinTeam).toHaveBeenCalledWith('SIMJOIN8', 'member'));
    await waitFor(() => expect(history.push).toHaveBeenCalledWith('/account/Team/basic?id=3'));
  });

  it('an adult coach can join as advisor', async () => {
    (joinTeam as jest.Mock).mockReturnValue(ok({ ...team, id: 3, myRole: 'advisor' }));
    mockRoute.search = '?code=SIMJOIN8';
    render(<JoinTeamPage />);
    fireEvent.click(screen.getByText(t('team.join.role.advisor')));
    fireEvent.click(screen.getByText(t('team.join.submit')));
    await waitFor(() => expect(joinTeam).toHaveBeenCalledWith('SIMJOIN8', 'advisor'));
  });

  it('shows why the server refused', async () => {
    (joinTeam as jest.Mock).mockRejectedValue(refused(409, [{ rule: 'team_full', values: { max: 4 } }]));
    mockRoute.search = '?code=SIMJOIN8';
    render(<JoinTeamPage />);
    fireEvent.click(screen.getByText(t('team.join.submit')));
    expect(await screen.findByText(t('team.rule.team_full', { max: 4 }))).toBeInTheDocument();
  });
});

describe('the competitions list', () => {
  it('first lists every competition still taking enrolments, a full one with its waiting list too', async () => {
    const full: import('@common/contract').CompetitionView = {
      ...competition,
      id: 3,
      name: 'Aerial Relay 2027',
      windowState: 'full',
      enrolledTeams: 36,
      waitlistedTeams: 2,
    };
    (queryCompetitions as jest.Mock).mockReturnValue(page([competition, full]));
    render(<CompetitionsPage />);
    expect(await screen.findByText('Aerial Relay 2027')).toBeInTheDocument();
    expect(screen.getByText('Ground Rover Challenge 2027')).toBeInTheDocument();
    // The server decides which competitions take enrolments (server/features/enrolment/competitions.ts).
    expect(queryCompetitions).toHaveBeenCalledTimes(1);
    expect(queryCompetitions).toHaveBeenCalledWith({ current: 1, pageSize: 100, windowState: 'enrolling' });
  });
});

describe('competition details', () => {
  it('an unknown competition shows the 404 result', async () => {
    (queryCompetition as jest.Mock).mockRejectedValue(
      new RequestError(
        'There is no such competition.',
        { code: 404, message: 'x', data: null },
        undefined,
        'code',
      ),
    );
    (queryMyTeams as jest.Mock).mockReturnValue(page([]));
    (queryMyEnrolments as jest.Mock).mockReturnValue(page([]));
    mockRoute.params = { id: '999' };
    render(<CompetitionDetailPage />);
    expect(await screen.findByText(t('team.competition.notFound'))).toBeInTheDocument();
  });

  it('a non-numeric id is a 404 without asking the server', () => {
    mockRoute.params = { id: 'abc' };
    (queryMyTeams as jest.Mock).mockReturnValue(page([]));
    render(<CompetitionDetailPage />);
    expect(screen.getByText(t('team.competition.notFound'))).toBeInTheDocument();
    expect(queryCompetition).not.toHaveBeenCalled();
  });

  it('warns the leader about what blocks enrolment', async () => {
    (queryCompetition as jest.Mock).mockReturnValue(ok(competition));
    (queryMyTeams as jest.Mock).mockReturnValue(page([team]));
    (queryMyEnrolments as jest.Mock).mockReturnValue(page([]));
    mockRoute.params = { id: '2' };
    render(<CompetitionDetailPage />);
    expect(await screen.findByText(t('enrol.detail.tooSmall', { size: 2, min: 3 }))).toBeInTheDocument();
    expect(screen.getByText(t('enrol.detail.evpiMissing', { names: 'Lin Hai' }))).toBeInTheDocument();
    expect(screen.getByText(t('enrol.submit')).closest('button')).toBeEnabled();
    // What the team must meet: ages on the competition day, review, advisors.
    expect(
      screen.getByText(t('enrol.ages.range', { min: 12, max: 18, date: '2027-07-01' })),
    ).toBeInTheDocument();
    expect(screen.getByText(t('enrol.approval.required'))).toBeInTheDocument();
    expect(screen.getByText(t('enrol.advisors.max', { max: 2 }))).toBeInTheDocument();
  });

  it('a full competition still enrols, onto the waiting list, and shows the place', async () => {
    const full: import('@common/contract').CompetitionView = {
      ...competition,
      windowState: 'full',
      waitlistedTeams: 2,
    };
    const ready: import('@common/contract').TeamView = {
      ...team,
      evpiIncomplete: [],
      members: [
        ...team.members,
        {
          uid: 1006,
          username: 'li',
          nickname: 'Li Na',
          role: 'member',
          joinedAt: '2026-10-18T09:00:00.000Z',
        },
      ],
    };
    (queryCompetition as jest.Mock).mockReturnValue(ok(full));
    (queryMyTeams as jest.Mock).mockReturnValue(page([ready]));
    (queryMyEnrolments as jest.Mock).mockReturnValue(page([]));
    (enrol as jest.Mock).mockReturnValue(ok({ id: 9, status: 'waitlisted', waitlistPosition: 3 }));
    mockRoute.params = { id: '2' };
    render(<CompetitionDetailPage />);
    expect(await screen.findByText(t('enrol.detail.full', { count: 2 }))).toBeInTheDocument();
    fireEvent.click(screen.getByText(t('enrol.submit.waitlist')));
    await waitFor(() => expect(enrol).toHaveBeenCalledWith(2, 2));
    await waitFor(() =>
      expect(message.success).toHaveBeenCalledWith(t('enrol.done.waitlisted', { position: 3 })),
    );
  });

  it('a waitlisted enrolment shows its place', async () => {
    const waiting: import('@common/contract').EnrolmentView = {
      id: 9,
      competitionId: 2,
      competitionName: competition.name,
      teamId: 2,
      teamName: team.name,
      status: 'waitlisted',
      createdAt: '2026-11-01T00:00:00.000Z',
      leaderName: 'Lin Hai',
      memberCount: 2,
      reviewNote: null,
      reviewedAt: null,
      waitlistPosition: 4,
    };
    (queryCompetition as jest.Mock).mockReturnValue(ok({ ...competition, windowState: 'full' }));
    (queryMyTeams as jest.Mock).mockReturnValue(page([team]));
    (queryMyEnrolments as jest.Mock).mockReturnValue(page([waiting]));
    mockRoute.params = { id: '2' };
    render(<CompetitionDetailPage />);
    expect(
      await screen.findByText(t('enrol.status.waitlisted.position', { position: 4 })),
    ).toBeInTheDocument();
    expect(screen.getByText(t('enrol.detail.waitlisted', { position: 4 }))).toBeInTheDocument();
    expect(screen.getByText(t('enrol.withdraw'))).toBeInTheDocument();
  });
});

describe('attendance', () => {
  const session = (
    id: number,
    state: import('@common/contract').AttendanceSessionView['state'],
  ): import('@common/contract').AttendanceSessionView => ({
    id,
    competitionId: 1,
    competitionName: 'Underwater ROV Challenge 2027',
    title: `Session ${id}`,
    location: 'Online',
    startsAt: '2026-11-22T11:00:00.000Z',
    endsAt: '2026-11-22T13:00:00.000Z',
    graceMinutes: 15,
    state,
    teamId: 1,
    teamName: 'DeepBlue ROV',
    myRecord: null,
  });

  it('check-in is offered only while a session is open, and needs the six-digit code', async () => {
    (querySessions as jest.Mock).mockReturnValue(
      page([session(1, 'open'), session(2, 'upcoming'), session(3, 'closed')]),
    );
    (checkIn as jest.Mock).mockReturnValue(ok({ status: 'present' }));
    render(<AttendancePage />);
    await screen.findByText('Session 1');
    // Only the open session has a code field; the others say why not.
    const inputs = screen.getAllByLabelText(t('attendance.code.label'));
    expect(inputs).toHaveLength(1);
    expect(screen.getByText(t('attendance.checkIn.closed'))).toBeInTheDocument();
    const submit = button(t('attendance.checkIn'));
    expect(submit).toBeDisabled();
    fireEvent.change(inputs[0], { target: { value: '65 43 21' } });
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    await waitFor(() => expect(checkIn).toHaveBeenCalledWith(1, 1, '654321'));
  });

  it('opened from the QR code, one click checks in with the code from the address', async () => {
    (querySessions as jest.Mock).mockReturnValue(page([session(1, 'open'), session(2, 'open')]));
    (checkIn as jest.Mock).mockReturnValue(ok({ status: 'late' }));
    mockRoute.search = '?session=2&code=123456';
    render(<AttendancePage />);
    expect(
      await screen.findByText(t('attendance.fromLink.title', { title: 'Session 2' })),
    ).toBeInTheDocument();
    fireEvent.click(button(t('attendance.fromLink.submit')));
    await waitFor(() => expect(checkIn).toHaveBeenCalledWith(2, 1, '123456'));
    await waitFor(() => expect(message.success).toHaveBeenCalledWith(t('attendance.checkIn.late')));
  });

  it('a scanned session that is not one of mine says so', async () => {
    (querySessions as jest.Mock).mockReturnValue(page([session(1, 'open')]));
    mockRoute.search = '?session=99&code=123456';
    render(<AttendancePage />);
    expect(await screen.findByText(t('attendance.fromLink.notFound'))).toBeInTheDocument();
    expect(checkIn).not.toHaveBeenCalled();
  });
});
