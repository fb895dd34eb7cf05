/**
 * The admin's attendance view follows the live `attendance` event: check-ins show as they happen,
 * a burst of them as one refetch.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import React from 'react';
import { formatMessage } from '../support/umiMock';
import AttendanceTab from '@/features/attendance/admin/AttendanceTab';
import {
  adminSessions,
  querySessionCode,
  querySessionRecords,
  querySessionTeams,
} from '@/features/admin/services/admin';
import { closeStreams, installFakeEventSource, theOpenSource } from '../support/fakeEventSource';
// Types by import(): @umijs/test hoists jest.mock() with Babel, which refuses imported types.

jest.mock('@umijs/max', () => {
  const support = jest.requireActual('../support/umiMock');
  return {
    ...support.umiMock(),
    FormattedMessage: ({ id, values }: { id: string; values?: Record<string, string | number> }) =>
      support.formatMessage({ id }, values),
    useModel: () => ({ initialState: { currentUser: { uid: 1, access: 'admin' } } }),
  };
});

jest.mock('@/features/admin/services/admin', () => ({
  adminSessions: { list: jest.fn(), create: jest.fn(), update: jest.fn(), remove: jest.fn() },
  adminCompetitions: { list: jest.fn(), create: jest.fn(), update: jest.fn(), remove: jest.fn() },
  querySessionCode: jest.fn(),
  querySessionRecords: jest.fn(),
  querySessionTeams: jest.fn(),
  correctRecord: jest.fn(),
  sessionRecordsCsvUrl: (id: number) => `/api/admin/attendance/sessions/${id}/records.csv`,
}));

const t = (id: string, values?: Record<string, number>) => formatMessage({ id }, values);
const label = (text: string) => new RegExp(`^${text.split('').join('\\s?')}$`);
const ok = <T,>(data: T) => Promise.resolve({ code: 200, message: 'ok', data });
const page = <T,>(list: T[]) => ok({ list, total: list.length, current: 1, pageSize: 20 });

const session: import('@common/contract').AdminSessionView = {
  id: 5,
  competitionId: 2,
  competitionName: 'Ground Rover Challenge 2027',
  title: 'Opening briefing',
  location: 'Hall A',
  startsAt: new Date(Date.now() - 3_600_000).toISOString(),
  endsAt: new Date(Date.now() + 3_600_000).toISOString(),
  graceMinutes: 15,
  state: 'open',
  checkedIn: 0,
};
const record = (
  uid: number,
  nickname: string,
  status: import('@common/contract').AttendanceStatus,
): import('@common/contract').AttendanceRecordView => ({
  id: uid,
  sessionId: 5,
  sessionTitle: session.title,
  teamId: 2,
  uid,
  nickname,
  status,
  checkedInAt: status === 'absent' ? null : new Date().toISOString(),
  note: '',
  teamName: 'DeepBlue Rover',
  competitionId: 2,
  competitionName: session.competitionName,
  sessionStartsAt: session.startsAt,
});
const teams = (attended: number) =>
  ok([
    {
      sessionId: 5,
      sessionTitle: session.title,
      sessionStartsAt: session.startsAt,
      state: 'open',
      teamId: 2,
      teamName: 'DeepBlue Rover',
      status: 'incomplete',
      attended,
      expected: 3,
    },
  ]);

beforeEach(() => {
  installFakeEventSource();
  jest.clearAllMocks();
  jest.mocked(adminSessions.list).mockReturnValue(page([session]) as never);
  jest.mocked(querySessionCode).mockReturnValue(
    ok({
      code: '482913',
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
      url: '/account/Team/Attendance?session=5&code=482913',
    }) as never,
  );
});

afterEach(closeStreams);

it('shows check-ins as they happen, a burst of them as one refetch', async () => {
  jest.mocked(querySessionTeams).mockReturnValue(teams(0) as never);
  jest.mocked(querySessionRecords).mockReturnValue(page([record(1005, 'Zhao Min', 'absent')]) as never);
  render(<AttendanceTab />);
  fireEvent.click(await screen.findByText(label(t('admin.attendance.open'))));
  expect(await screen.findByText('Zhao Min')).toBeInTheDocument();
  await waitFor(() => theOpenSource());
  const records = jest.mocked(querySessionRecords).mock.calls.length;
  const teamCalls = jest.mocked(querySessionTeams).mock.calls.length;

  // Two members of a team check in together.
  jest.mocked(querySessionTeams).mockReturnValue(teams(2) as never);
  jest
    .mocked(querySessionRecords)
    .mockReturnValue(
      page([record(1005, 'Zhao Min', 'present'), record(1006, 'Lin Hai', 'present')]) as never,
    );
  // Each event in a task of its own, as they come over the network: the page renders between them.
  act(() =>
    theOpenSource().emit('attendance', JSON.stringify({ sessionId: 5, uid: 1005, status: 'present' }), '21'),
  );
  act(() =>
    theOpenSource().emit('attendance', JSON.stringify({ sessionId: 5, uid: 1006, status: 'present' }), '22'),
  );

  expect(await screen.findByText('Lin Hai')).toBeInTheDocument();
  expect(querySessionRecords).toHaveBeenCalledTimes(records + 1);
  expect(querySessionRecords).toHaveBeenLastCalledWith(5, expect.objectContaining({ current: 1 }));
  // The teams' statuses follow too, and also once for the burst.
  await waitFor(() => expect(querySessionTeams).toHaveBeenCalledTimes(teamCalls + 1));
  expect(
    await screen.findByText(t('attendance.team.status.incomplete', { attended: 2, expected: 3 })),
  ).toBeInTheDocument();
});
