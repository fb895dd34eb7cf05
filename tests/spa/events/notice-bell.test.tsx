/**
 * The notice bell follows the live `notice` event: a notice sent while the page is open shows in
 * the bell's count, and in its list when it is open, without a reload.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import React from 'react';
import NoticeBell from '@/features/notices/NoticeBell';
import { queryNotices } from '@/features/notices/services';
import { closeStreams, installFakeEventSource, theOpenSource } from '../support/fakeEventSource';
// Types by import(): @umijs/test hoists jest.mock() with Babel, which refuses imported types.

/** The start-up state's user; the bell asks the server (fetchUserInfo) for the new count. */
const mockUser = { uid: 1005, nickname: 'Zhao Min', unreadCount: 0 };
const mockFetchUserInfo = jest.fn();

jest.mock('@umijs/max', () => {
  const { useState } = jest.requireActual('react');
  return {
    ...jest.requireActual('../support/umiMock').umiMock(),
    // The initial state model as Umi keeps it: a state the bell reads and sets.
    useModel: () => {
      const [initialState, setInitialState] = useState({
        currentUser: mockUser,
        fetchUserInfo: mockFetchUserInfo,
      });
      return { initialState, setInitialState };
    },
  };
});

jest.mock('@/features/notices/services', () => ({
  queryNotices: jest.fn(),
  markNoticeRead: jest.fn(),
  markAllNoticesRead: jest.fn(),
}));

const notice: import('@common/contract').Notice = {
  id: 31,
  type: 'notification',
  title: 'Your enrolment was approved',
  description: 'Ground Rover Challenge 2027',
  datetime: '2026-11-27T08:00:00.000Z',
  read: false,
};
const page = (list: import('@common/contract').Notice[]) =>
  Promise.resolve({ code: 200, message: 'ok', data: { list, total: list.length, current: 1, pageSize: 50 } });

beforeEach(() => {
  installFakeEventSource();
  mockFetchUserInfo.mockReset();
  jest.mocked(queryNotices).mockReset();
});

afterEach(closeStreams);

it('shows a notice sent now in the count, with no reload', async () => {
  render(<NoticeBell />);
  const bell = screen.getByTestId('notice-bell');
  expect(bell.querySelector('.ant-badge-count')).toBeNull();
  await waitFor(() => theOpenSource());

  mockFetchUserInfo.mockResolvedValue({ ...mockUser, unreadCount: 1 });
  act(() => theOpenSource().emit('notice', JSON.stringify({ id: notice.id }), '12'));

  await waitFor(() => expect(bell.querySelector('.ant-badge-count')).toHaveAttribute('title', '1'));
  expect(mockFetchUserInfo).toHaveBeenCalledTimes(1);
});

it('adds a notice sent now to the open list', async () => {
  jest.mocked(queryNotices).mockReturnValue(page([]));
  render(<NoticeBell />);
  fireEvent.click(screen.getByTestId('notice-bell'));
  expect(await screen.findByTestId('notice-list')).toBeInTheDocument();
  expect(screen.queryByText(notice.title)).toBeNull();
  await waitFor(() => theOpenSource());

  jest.mocked(queryNotices).mockReturnValue(page([notice]));
  mockFetchUserInfo.mockResolvedValue({ ...mockUser, unreadCount: 1 });
  act(() => theOpenSource().emit('notice', JSON.stringify({ id: notice.id }), '13'));

  expect(await screen.findByText(notice.title)).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByTestId('notice-bell').querySelector('.ant-badge-count')).toHaveAttribute('title', '1'),
  );
});
