/**
 * Teams, enrolment and attendance: the pages show what the server answers (rule violations
 * included), and the mock server enforces the domain rules the real one will.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { message } from 'antd';
import { formatMessage, history } from './umiMock';
import RuleViolations from '@/components/Team/RuleViolations';
import JoinTeamPage from '@/pages/account/Team/Add';
import AttendancePage from '@/pages/account/Team/Attendance';
import MyTeamsPage from '@/pages/account/Team';
import CompetitionDetailPage from '@/pages/EnrollFor/Detail';
import { checkIn, querySessions } from '@/services/attendance';
import { queryCompetition, queryCompetitions, queryMyEnrolments } from '@/services/enrol';
import { joinTeam, queryMyTeams } from '@/services/team';
import { RequestError } from '@/utils/request';

type MockLinkProps = { to: string; children?: React.ReactNode };

const mockRoute = { params: {} as Record<string, string>, search: '' };

jest.mock('@umijs/max', () => {
  const base = jest.requireActual('./umiMock').umiMock();
  const { formatMessage: format } = jest.requireActual('./umiMock');
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

jest.mock('@/services/team', () => ({ queryMyTeams: jest.fn(), joinTeam: jest.fn() }));
jest.mock('@/services/enrol', () => ({
  queryCompetitions: jest.fn(),
  queryCompetition: jest.fn(),
  queryMyEnrolments: jest.fn(),
  enrol: jest.fn(),
  withdraw: jest.fn(),
}));
jest.mock('@/services/attendance', () => ({ querySessions: jest.fn(), checkIn: jest.fn() }));

const t = (id: string, values?: Record<string, string | number>) => formatMessage({ id }, values);
const ok = <T,>(data: T) => Promise.resolve({ code: 200, message: 'ok', data });
const page = <T,>(list: T[]) => ok({ list, total: list.length, current: 1, pageSize: 100 });

const refused = (status: number, violations: API.RuleViolation[]) =>
  new RequestError('refused', { code: status, message: 'refused', data: { violations } }, undefined, 'code');

const competition: API.CompetitionView = {
  id: 2,
  name: 'Ground Rover Challenge 2027',
  summary: 'Rovers in a Mars-analogue yard.',
  track: 'ground',
  enrolmentOpensAt: '2026-10-15T00:00:00.000Z',
  enrolmentClosesAt: '2026-12-31T15:59:59.000Z',
  minTeamSize: 3,
  maxTeamSize: 6,
  capacity: 36,
  enrolledTeams: 20,
  phases: [
    { id: 5, name: 'Enrolment', startsAt: '2026-10-15T00:00:00.000Z', endsAt: '2026-12-31T15:59:59.000Z' },
  ],
  windowState: 'open',
};

const team: API.TeamView = {
  id: 2,
  name: 'DeepBlue Rover',
  competitionId: 2,
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
  enrolmentId: null,
  evpiIncomplete: [2],
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(message, 'success').mockImplementation(() => (() => undefined) as never);
  mockRoute.params = {};
  mockRoute.search = '';
});

describe('rule violations', () => {
  it('lists every broken rule in the interface language', () => {
    render(
      <RuleViolations
        violations={[
          { rule: 'capacity_reached', values: { capacity: 24 } },
          { rule: 'team_too_small', values: { size: 1, min: 3 } },
        ]}
      />,
    );
    expect(screen.getByText(t('team.rule.capacity_reached', { capacity: 24 }))).toBeInTheDocument();
    expect(screen.getByText(t('team.rule.team_too_small', { size: 1, min: 3 }))).toBeInTheDocument();
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
});

describe('joining a team', () => {
  it('sends the code in capitals and opens the team', async () => {
    (joinTeam as jest.Mock).mockReturnValue(ok({ ...team, id: 3, name: 'Qingdao Sim Lab' }));
    mockRoute.search = '?code=simjoin8';
    render(<JoinTeamPage />);
    fireEvent.click(screen.getByText(t('team.join.submit')));
    await waitFor(() => expect(joinTeam).toHaveBeenCalledWith('SIMJOIN8'));
    await waitFor(() => expect(history.push).toHaveBeenCalledWith('/account/Team/basic?id=3'));
  });

  it('shows why the server refused', async () => {
    (joinTeam as jest.Mock).mockRejectedValue(refused(409, [{ rule: 'team_full', values: { max: 4 } }]));
    mockRoute.search = '?code=SIMJOIN8';
    render(<JoinTeamPage />);
    fireEvent.click(screen.getByText(t('team.join.submit')));
    expect(await screen.findByText(t('team.rule.team_full', { max: 4 }))).toBeInTheDocument();
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
  });
});

describe('attendance', () => {
  const session = (id: number, state: API.AttendanceSessionView['state']): API.AttendanceSessionView => ({
    id,
    competitionId: 1,
    competitionName: 'Underwater ROV Challenge 2027',
    title: `Session ${id}`,
    location: 'Online',
    startsAt: '2026-11-22T11:00:00.000Z',
    endsAt: '2026-11-22T13:00:00.000Z',
    state,
    teamId: 1,
    teamName: 'DeepBlue ROV',
    myRecord: null,
  });

  it('check-in is possible only while a session is open', async () => {
    (querySessions as jest.Mock).mockReturnValue(
      page([session(1, 'open'), session(2, 'upcoming'), session(3, 'closed')]),
    );
    (checkIn as jest.Mock).mockReturnValue(ok({ status: 'present' }));
    render(<AttendancePage />);
    await screen.findByText('Session 1');
    // antd spaces out two-character Chinese button labels ("签 到").
    const label = new RegExp(`^${t('attendance.checkIn').split('').join('\\s?')}$`);
    const buttons = screen.getAllByText(label).map((node) => node.closest('button') as HTMLButtonElement);
    expect(buttons.map((b) => b.disabled)).toEqual([false, true, true]);
    fireEvent.click(buttons[0]);
    await waitFor(() => expect(checkIn).toHaveBeenCalledWith(1, 1));
  });
});
