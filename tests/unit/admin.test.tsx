/**
 * The admin console's competition tabs: enrolment review one by one or in batches, and attendance
 * sessions with their check-in screen and record corrections.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { message } from 'antd';
import { formatMessage } from './umiMock';
import AttendanceTab from '@/pages/Admin/components/AttendanceTab';
import AuditTab from '@/pages/Admin/components/AuditTab';
import EnrolmentsTab from '@/pages/Admin/components/EnrolmentsTab';
import { toSorter } from '@/pages/Admin/components/options';
import {
  adminSessions,
  correctRecord,
  queryAdminEnrolments,
  queryAudit,
  querySessionCode,
  querySessionRecords,
  querySessionTeams,
  reviewEnrolments,
} from '@/services/admin';

jest.mock('@umijs/max', () => {
  const base = jest.requireActual('./umiMock').umiMock();
  const { formatMessage: format } = jest.requireActual('./umiMock');
  return {
    ...base,
    FormattedMessage: ({ id, values }: { id: string; values?: Record<string, string | number> }) =>
      format({ id }, values),
    useModel: () => ({ initialState: { currentUser: { uid: 1, access: 'admin' } } }),
  };
});

jest.mock('@/services/admin', () => {
  const resource = () => ({ list: jest.fn(), create: jest.fn(), update: jest.fn(), remove: jest.fn() });
  return {
    adminCompetitions: resource(),
    adminSessions: resource(),
    queryAdminEnrolments: jest.fn(),
    reviewEnrolment: jest.fn(),
    reviewEnrolments: jest.fn(),
    enrolmentsCsvUrl: (id: number) => `/api/admin/enrolments.csv?competitionId=${id}`,
    querySessionCode: jest.fn(),
    querySessionRecords: jest.fn(),
    querySessionTeams: jest.fn(),
    correctRecord: jest.fn(),
    queryAudit: jest.fn(),
    sessionRecordsCsvUrl: (id: number) => `/api/admin/attendance/sessions/${id}/records.csv`,
  };
});

const t = (id: string, values?: Record<string, string | number>) => formatMessage({ id }, values);
const label = (text: string) => new RegExp(`^${text.split('').join('\\s?')}$`);
const ok = <T,>(data: T) => Promise.resolve({ code: 200, message: 'ok', data });
const page = <T,>(list: T[]) => ok({ list, total: list.length, current: 1, pageSize: 10 });
/** A modal by its title (findByRole is slow in jsdom). */
const findDialog = async (title: string) =>
  (await screen.findByText(title)).closest('.ant-modal-content') as HTMLElement;

const enrolment = (
  id: number,
  teamName: string,
  status: API.EnrolmentStatus,
  waitlistPosition: number | null = null,
): API.EnrolmentView => ({
  id,
  competitionId: 2,
  competitionName: 'Ground Rover Challenge 2027',
  teamId: id + 100,
  teamName,
  status,
  createdAt: '2026-11-01T00:00:00.000Z',
  leaderName: 'Lin Hai',
  memberCount: 4,
  reviewNote: null,
  reviewedAt: null,
  waitlistPosition,
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(message, 'success').mockImplementation(() => (() => undefined) as never);
});

describe('sorting of the admin lists', () => {
  it('sends the clicked column as field:order', () => {
    expect(toSorter({ createdAt: 'descend' })).toEqual({ sorter: 'createdAt:descend' });
    expect(toSorter({ name: null, capacity: 'ascend' })).toEqual({ sorter: 'capacity:ascend' });
    expect(toSorter({})).toEqual({});
  });
});

describe('enrolment review', () => {
  const rows = [
    enrolment(11, 'DeepBlue Rover', 'pending'),
    enrolment(12, 'Qingdao Sim Lab', 'pending'),
    enrolment(13, 'Sky Lab', 'waitlisted', 2),
    enrolment(14, 'Old Team', 'withdrawn'),
  ];

  it('shows a waitlisted team with its place', async () => {
    (queryAdminEnrolments as jest.Mock).mockReturnValue(page(rows));
    render(<EnrolmentsTab />);
    expect(
      await screen.findByText(t('enrol.status.waitlisted.position', { position: 2 })),
    ).toBeInTheDocument();
    // Remembering the chosen competition (for the CSV link) must not ask for the list again.
    await new Promise((resolve) => {
      setTimeout(resolve, 300);
    });
    expect(queryAdminEnrolments).toHaveBeenCalledTimes(1);
    expect(screen.getByText(t('admin.enrolments.csv')).closest('button')).toBeDisabled();
  });

  it('approves the selected enrolments at once and lists those a rule stopped', async () => {
    (queryAdminEnrolments as jest.Mock).mockReturnValue(page(rows));
    (reviewEnrolments as jest.Mock).mockReturnValue(
      ok({
        reviewed: [{ ...rows[0], status: 'approved' }],
        refused: [{ id: 12, message: 'The team has 2 members; at least 3 are needed.' }],
      }),
    );
    render(<EnrolmentsTab />);
    const first = await screen.findByText('DeepBlue Rover');
    // (getByRole is very slow on a ProTable in jsdom; the row's own checkbox is enough.)
    const checkbox = (cell: HTMLElement) =>
      cell.closest('tr')?.querySelector('input[type="checkbox"]') as HTMLInputElement;
    // A withdrawn enrolment cannot be decided, so it cannot be selected.
    expect(checkbox(screen.getByText('Old Team'))).toBeDisabled();
    fireEvent.click(checkbox(first));
    fireEvent.click(checkbox(screen.getByText('Qingdao Sim Lab')));
    fireEvent.click(screen.getByText(t('admin.enrolments.batch.approve', { count: 2 })));
    const dialog = await findDialog(t('admin.enrolments.batch.approve.title', { count: 2 }));
    fireEvent.click(within(dialog).getByText(label(t('admin.enrolments.approve'))));
    await waitFor(() => expect(reviewEnrolments).toHaveBeenCalledWith({ ids: [11, 12], status: 'approved' }));
    expect(
      await screen.findByText('Qingdao Sim Lab: The team has 2 members; at least 3 are needed.'),
    ).toBeInTheDocument();
    expect(message.success).toHaveBeenCalledWith(t('admin.enrolments.batch.done', { count: 1 }));
  });
});

describe('attendance sessions', () => {
  const session: API.AdminSessionView = {
    id: 5,
    competitionId: 2,
    competitionName: 'Ground Rover Challenge 2027',
    title: 'Opening briefing',
    location: 'Hall A',
    // Open now: the screen works its state out from the times, as they pass.
    startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    endsAt: new Date(Date.now() + 3_600_000).toISOString(),
    graceMinutes: 15,
    state: 'open',
    checkedIn: 1,
  };
  const absent: API.AttendanceRecordView = {
    id: 40,
    sessionId: 5,
    sessionTitle: session.title,
    teamId: 2,
    uid: 1005,
    nickname: 'Zhao Min',
    status: 'absent',
    checkedInAt: null,
    note: '',
    teamName: 'DeepBlue Rover',
    competitionId: 2,
    competitionName: session.competitionName,
    sessionStartsAt: session.startsAt,
  };

  it('a session shows its current code, the teams and the records; an absence can be excused', async () => {
    (adminSessions.list as jest.Mock).mockReturnValue(page([session]));
    (querySessionCode as jest.Mock).mockReturnValue(
      ok({
        code: '482913',
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
        url: '/account/Team/Attendance?session=5&code=482913',
      }),
    );
    (querySessionTeams as jest.Mock).mockReturnValue(
      ok([
        {
          sessionId: 5,
          sessionTitle: session.title,
          sessionStartsAt: session.startsAt,
          state: 'open',
          teamId: 2,
          teamName: 'DeepBlue Rover',
          status: 'incomplete',
          attended: 1,
          expected: 2,
        },
      ]),
    );
    (querySessionRecords as jest.Mock).mockReturnValue(page([absent]));
    (correctRecord as jest.Mock).mockReturnValue(ok({ ...absent, status: 'excused' }));
    render(<AttendanceTab />);
    fireEvent.click(await screen.findByText(label(t('admin.attendance.open'))));

    expect(await screen.findByText('482913')).toBeInTheDocument();
    expect(querySessionCode).toHaveBeenCalledWith(5);
    expect(
      await screen.findByText(t('attendance.team.status.incomplete', { attended: 1, expected: 2 })),
    ).toBeInTheDocument();
    expect(screen.getByText(t('admin.attendance.csv')).closest('a')).toHaveAttribute(
      'href',
      '/api/admin/attendance/sessions/5/records.csv',
    );

    fireEvent.click(await screen.findByText(label(t('admin.attendance.excuse'))));
    const dialog = await findDialog(t('admin.attendance.correct.title', { name: 'Zhao Min' }));
    fireEvent.change(dialog.querySelector('textarea') as HTMLTextAreaElement, {
      target: { value: 'Flight delayed' },
    });
    fireEvent.click(within(dialog).getByText(label('确认')));
    await waitFor(() =>
      expect(correctRecord).toHaveBeenCalledWith(5, 1005, { status: 'excused', note: 'Flight delayed' }),
    );
  });
});

describe('the audit log', () => {
  it('lists who did what to which object, with the object before and after', async () => {
    (queryAudit as jest.Mock).mockReturnValue(
      page([
        {
          id: 1,
          at: '2026-11-20T08:00:00.000Z',
          actorUid: 1,
          actorName: 'Administrator',
          action: 'enrolment.approve',
          targetType: 'enrolment',
          targetId: 42,
          competitionId: 2,
          teamId: 7,
          before: { status: 'pending' },
          after: { status: 'approved' },
        },
      ]),
    );
    render(<AuditTab />);
    expect(await screen.findByText('enrolment.approve')).toBeInTheDocument();
    expect(screen.getByText('Administrator')).toBeInTheDocument();
    expect(screen.getByText('enrolment #42')).toBeInTheDocument();
    expect(screen.getByText('{"status":"pending"}')).toBeInTheDocument();
    expect(screen.getByText('{"status":"approved"}')).toBeInTheDocument();
    expect(queryAudit).toHaveBeenCalledWith(expect.objectContaining({ current: 1 }));
  });
});
