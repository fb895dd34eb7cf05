/**
 * The referee's tablet as a referee uses it: the running total is the shared arithmetic's, the
 * status line counts entries waiting while offline and they go out when the network returns, a
 * refused entry shows its reason on the sheet, the head referee sees submissions side by side, and
 * the page passes axe at a phone's 390 px.
 */
import '../support/scoringEnv';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { axeViolations } from '../support/a11y';
import React from 'react';
import { sheetPoints, maxPoints } from '@common/scoring';
import { formatMessage } from '../support/umiMock';
import RefereePage from '@/features/scoring/RefereePage';
import { openScoringDb } from '@/features/scoring/store/db';
import { commitRun, queryBoard, queryRunSheets, sendEvents } from '@/features/scoring/services/scoring';

jest.mock('@umijs/max', () => {
  const support = jest.requireActual('../support/umiMock');
  return {
    ...support.umiMock(),
    useModel: () => ({ initialState: { currentUser: { uid: 7, access: 'user', officiates: true } } }),
  };
});

// ProLayout's page frame is not what is tested here; its title and intro are.
jest.mock('@ant-design/pro-components', () => ({
  PageContainer: ({ content, children }: { content: string; children: unknown }) => (
    <main>
      <h1>Scoring</h1>
      <p>{content}</p>
      {children as never}
    </main>
  ),
}));

jest.mock('@/features/scoring/services/scoring', () => ({
  queryBoard: jest.fn(),
  sendEvents: jest.fn(),
  queryRunSheets: jest.fn(),
  commitRun: jest.fn(),
  correctRun: jest.fn(),
}));

const t = (id: string, values?: Record<string, string | number>) => formatMessage({ id }, values);

const field: import('@common/contract').FieldComponent = {
  key: 'field',
  names: { 'en-US': 'Field tasks', 'zh-CN': '场地任务' },
  weight: 60,
  kind: 'field',
  aggregate: 'best',
  attempts: 2,
  timed: true,
  items: [
    { key: 'buoy', names: { 'zh-CN': '回收浮标' }, points: 20, kind: 'bonus', maxCount: 3 },
    { key: 'valve', names: { 'zh-CN': '转动阀门' }, points: 30, kind: 'bonus', maxCount: 2 },
    { key: 'touch', names: { 'zh-CN': '触碰池壁' }, points: 5, kind: 'penalty', maxCount: 10 },
  ],
};

const run = (
  id: number,
  state: import('@common/contract').RunState,
  teamName = 'DeepBlue ROV',
): import('@common/contract').RunView => ({
  id,
  phaseId: 2,
  competitionId: 1,
  teamId: id,
  teamName,
  component: 'field',
  field: 'A',
  slot: '2027-08-12T08:00:00.000Z',
  attempt: 1,
  state,
  version: null,
});

const board = (
  role: import('@common/contract').OfficialRole = 'referee',
): import('@common/contract').RefereeBoard => ({
  roles: [{ competitionId: 1, competitionName: 'Underwater Robot Challenge', role }],
  runs: [run(11, 'scheduled'), run(12, 'conflict', 'Manta Works')],
  schemes: [
    {
      competitionId: 1,
      version: 3,
      components: [field],
      tieBreaks: [],
      createdAt: '2027-08-01T00:00:00.000Z',
    },
  ],
  serverTime: '2027-08-12T08:00:00.000Z',
});

let db: import('@/features/scoring/store/db').ScoringDb;
let online = true;

beforeAll(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  // A phone held upright.
  Object.assign(window, { innerWidth: 390 });
  // axe measures text on a canvas, which jsdom has not; its colour-contrast rule is off here anyway.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

beforeEach(async () => {
  jest.clearAllMocks();
  online = true;
  db = openScoringDb();
  await db.delete();
  db = openScoringDb();
  jest.mocked(queryBoard).mockResolvedValue(board());
  jest.mocked(queryRunSheets).mockResolvedValue({ run: run(11, 'scheduled'), submissions: [], versions: [] });
  jest.mocked(sendEvents).mockImplementation(async ({ events }) => ({
    accepted: events.map((event) => event.id),
    duplicates: [],
    refused: [],
  }));
});
afterEach(() => db.close());

const status = () => screen.getByTestId('scoring-status');
const openSheet = async (team = 'DeepBlue ROV') =>
  fireEvent.click(
    await screen.findByRole('button', {
      name: `${t('scoring.run.open')}: ${team}, ${t('scoring.run.attempt', { attempt: 1 })}`,
    }),
  );
const add = (item: string) =>
  fireEvent.click(screen.getByRole('button', { name: t('scoring.sheet.add', { item }) }));
const total = () => screen.getByTestId('sheet-total').textContent;

async function openSheetFor(label: string, team: string) {
  fireEvent.click(
    await screen.findByRole('button', {
      name: `${label}: ${team}, ${t('scoring.run.attempt', { attempt: 1 })}`,
    }),
  );
}

it('lists the runs by phase and shows a running total equal to sheetPoints', async () => {
  render(<RefereePage db={db} />);
  expect(
    await screen.findByText(t('scoring.phase', { competition: 'Underwater Robot Challenge', phase: 2 })),
  ).toBeInTheDocument();
  await openSheet();
  await screen.findByTestId('sheet-total');
  add('回收浮标');
  await waitFor(() => expect(total()).toContain('20'));
  add('回收浮标');
  add('转动阀门');
  add('触碰池壁');
  add('触碰池壁');
  const counts = { buoy: 2, valve: 1, touch: 2 };
  await waitFor(() =>
    expect(total()).toBe(
      t('scoring.sheet.total', { points: sheetPoints(field, { counts }), max: maxPoints(field) }),
    ),
  );
  expect(sheetPoints(field, { counts })).toBe(60);
  // Each tap went out as its own event, made online, in order.
  await waitFor(() => expect(status()).toHaveTextContent(t('scoring.status.sent')));
  const sent = jest
    .mocked(sendEvents)
    .mock.calls.flatMap(([batch]) => batch.events.map((event) => event.entry));
  expect(sent).toEqual([
    { kind: 'count', item: 'buoy', delta: 1 },
    { kind: 'count', item: 'buoy', delta: 1 },
    { kind: 'count', item: 'valve', delta: 1 },
    { kind: 'count', item: 'touch', delta: 1 },
    { kind: 'count', item: 'touch', delta: 1 },
  ]);
  expect(
    jest.mocked(sendEvents).mock.calls.every(([batch]) => batch.events.every((e) => e.schemeVersion === 3)),
  ).toBe(true);
});

it('offline: shows the saved board, counts the entries waiting, keeps them over a reload, sends them when back online', async () => {
  // Opened once online: the board is saved on the tablet.
  const first = render(<RefereePage db={db} />);
  await screen.findByText('DeepBlue ROV');
  first.unmount();

  online = false;
  jest.mocked(queryBoard).mockRejectedValue(new TypeError('Failed to fetch'));
  const page = render(<RefereePage db={db} />);
  await openSheet();
  await screen.findByTestId('sheet-total');
  add('回收浮标');
  add('转动阀门');
  add('触碰池壁');
  await waitFor(() => expect(status()).toHaveTextContent(t('scoring.status.offline', { count: 3 })));
  expect(status()).toHaveAttribute('aria-live', 'polite');
  expect(sendEvents).not.toHaveBeenCalled();

  // A reload while offline: a new connection to the same database, the entries still there.
  page.unmount();
  db.close();
  db = openScoringDb();
  render(<RefereePage db={db} />);
  await waitFor(() => expect(status()).toHaveTextContent(t('scoring.status.offline', { count: 3 })));
  await openSheet();
  await waitFor(() => expect(total()).toBe(t('scoring.sheet.total', { points: 45, max: maxPoints(field) })));

  // The network returns: the browser's `online` event sends the outbox.
  online = true;
  jest.mocked(queryBoard).mockResolvedValue(board());
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  await waitFor(() => expect(status()).toHaveTextContent(t('scoring.status.sent')));
  expect(jest.mocked(sendEvents).mock.calls.flatMap(([batch]) => batch.events)).toHaveLength(3);
});

it('shows a refused entry with the server’s reason on the sheet, and leaves it out of the total', async () => {
  jest.mocked(sendEvents).mockImplementation(async ({ events }) => ({
    accepted: [],
    duplicates: [],
    refused: events.map((event) => ({
      id: event.id,
      rule: 'scheme_version_stale',
      reason: 'The scheme changed: reload the board.',
    })),
  }));
  render(<RefereePage db={db} />);
  await openSheet();
  await screen.findByTestId('sheet-total');
  add('回收浮标');
  const alert = await screen.findByText(t('scoring.sheet.refused', { count: 1 }));
  expect(alert.closest('[role="alert"]')).toHaveTextContent('The scheme changed: reload the board.');
  expect(total()).toBe(t('scoring.sheet.total', { points: 0, max: maxPoints(field) }));
});

it('the head referee sees a conflict’s submissions side by side, the differing items marked, and commits one', async () => {
  jest.mocked(queryBoard).mockResolvedValue(board('head_referee'));
  const submission = (id: number, nickname: string, valve: number, points: number) => ({
    id,
    referee: { uid: id, nickname },
    device: `tablet-${id}`,
    schemeVersion: 3,
    sheet: { counts: { buoy: 3, valve, touch: 1 }, timeMs: 184_250 },
    points,
    signature: nickname,
    submittedAt: '2027-08-12T08:10:00.000Z',
  });
  const view = {
    run: run(12, 'conflict', 'Manta Works'),
    submissions: [submission(21, 'Lin Hai', 2, 115), submission(22, 'Chen Yu', 1, 85)],
    versions: [],
  };
  jest.mocked(queryRunSheets).mockResolvedValue(view);
  jest.mocked(commitRun).mockResolvedValue({
    code: 200,
    message: 'ok',
    data: { ...view, run: { ...view.run, state: 'committed' as const } },
  });
  render(<RefereePage db={db} />);
  fireEvent.click(await screen.findByRole('tab', { name: t('scoring.tab.review') }));
  await openSheetFor(t('scoring.review.open'), 'Manta Works');
  const table = await screen.findByRole('table');
  const valveRow = within(table).getByText('转动阀门').closest('tr')!;
  expect(valveRow).toHaveTextContent(t('scoring.review.differs'));
  const buoyRow = within(table).getByText('回收浮标').closest('tr')!;
  expect(buoyRow).not.toHaveTextContent(t('scoring.review.differs'));

  const commit = screen.getByRole('button', { name: t('scoring.review.commit') });
  expect(commit).toBeDisabled();
  fireEvent.click(screen.getByRole('radio', { name: 'Chen Yu: 85' }));
  fireEvent.click(commit);
  await waitFor(() => expect(commitRun).toHaveBeenCalledWith(12, { submissionId: 22 }));
});

it('passes axe at 390 px: the run list and a score sheet', async () => {
  const { container, unmount } = render(<RefereePage db={db} />);
  await screen.findByText('DeepBlue ROV');
  // The page, and only the page, offers itself for a tablet's home screen.
  expect(document.head.querySelector('link[rel="manifest"]')).toHaveAttribute('href', '/referee.webmanifest');
  expect(await axeViolations(container)).toEqual([]);
  await openSheet();
  await screen.findByTestId('sheet-total');
  expect(await axeViolations(container)).toEqual([]);
  unmount();
  expect(document.head.querySelector('link[rel="manifest"]')).toBeNull();
});
