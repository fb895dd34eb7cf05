/**
 * A team's own results on /account/Team/basic (features/results/TeamResults): per phase its state,
 * the team's row where the phase lets the team see it, else when it will; refetched on a `result`
 * event of one of its phases.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import React from 'react';
// Loaded before the tests: the pages download it after idle, and its first load must not race a test's wait.
import '@/features/events/stream';
import { queryTeamResults } from '@/features/results/services';
import TeamResults from '@/features/results/TeamResults';
import { RESULT_BURST_MS } from '@/features/results/useResults';
import { teamResults } from '../../../mock/support/results';
import { closeStreams, installFakeEventSource, theOpenSource } from '../support/fakeEventSource';
import { axeViolations, phoneScreen } from '../support/a11y';
import { formatIn, mockIntlLocale } from './support';

// Only global types here: the mock factory is hoisted above the imports.
type MockLinkProps = { to: string; children: JSX.Element | string | (JSX.Element | string)[] };

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../support/umiMock').umiMock(),
  ...jest.requireActual('./support').intlMock(),
  Link: ({ to, children }: MockLinkProps) => <a href={to}>{children}</a>,
}));

jest.mock('@/features/results/services', () => ({ queryTeamResults: jest.fn() }));

const ok = <T,>(data: T) => Promise.resolve({ code: 200, message: 'ok', data });
const answer = jest.mocked(queryTeamResults);
const t = (id: string, values?: Record<string, string | number>) => formatIn('zh-CN')({ id }, values);

/** The mock team's phases: enrolment (draft), qualifier (final, ranked 2nd), finals (provisional). */
const entries = teamResults();
const phaseItem = (name: string) => screen.getByText(name).closest('li')!;

beforeEach(() => {
  mockIntlLocale.current = 'zh-CN';
  installFakeEventSource();
  answer.mockReset();
  answer.mockImplementation(() => ok(entries));
});

afterEach(closeStreams);

it('shows each phase’s state, the team’s row where visible, and when it will be otherwise', async () => {
  render(<TeamResults teamId={1} />);
  const [draft, final, provisional] = entries;
  await screen.findByText(final!.phaseName);
  expect(answer).toHaveBeenCalledWith(1);

  expect(phaseItem(draft!.phaseName)).toHaveTextContent(t('results.team.hidden.draft'));
  expect(phaseItem(draft!.phaseName)).toHaveTextContent(t('results.state.draft'));

  const finalItem = phaseItem(final!.phaseName);
  expect(finalItem).toHaveTextContent(t('results.team.rank', { rank: 2 }));
  expect(finalItem).toHaveTextContent(
    t('results.team.total', { total: (final!.row!.totalMicro / 1e6).toFixed(3) }),
  );
  expect(within(finalItem).getByRole('link')).toHaveAttribute('href', `/Results/${final!.phaseId}`);
  fireEvent.click(within(finalItem).getByRole('button', { name: new RegExp(final!.phaseName) }));
  const breakdown = within(finalItem).getByRole('group', {
    name: t('results.breakdown.of', { team: 'DeepBlue ROV' }),
  });
  // Named as on the ranking, from the phase's components.
  expect(within(breakdown).getByRole('heading', { name: /Technical defence/ })).toBeInTheDocument();

  // Provisional: the team's own row, without a rank, and no public ranking to link to.
  const provisionalItem = phaseItem(provisional!.phaseName);
  expect(provisionalItem).toHaveTextContent(
    t('results.team.total', { total: (provisional!.row!.totalMicro / 1e6).toFixed(3) }),
  );
  expect(provisionalItem).not.toHaveTextContent(t('results.team.rank', { rank: 2 }));
  expect(within(provisionalItem).queryByRole('link')).toBeNull();
});

it('says when a provisional phase has no score of the team yet', async () => {
  answer.mockImplementation(() => ok(entries.map((entry) => ({ ...entry, row: null }))));
  render(<TeamResults teamId={1} />);
  const provisional = entries[2]!;
  expect(await screen.findByText(t('results.team.hidden.provisional'))).toBeVisible();
  expect(phaseItem(provisional.phaseName)).toHaveTextContent(t('results.team.hidden.provisional'));
});

it('refetches once on a burst of result events about one of its phases, not on others', async () => {
  // The stream opens once the page is idle, on the real clock (its module may be on its way since an
  // earlier test); the bursts are timed on the fake one.
  const view = render(<TeamResults teamId={1} />);
  await screen.findByText(entries[1]!.phaseName);
  await waitFor(() => theOpenSource());
  jest.useFakeTimers();
  try {
    act(() => theOpenSource().emit('result', JSON.stringify({ phaseId: 99 }), '81'));
    act(() => jest.advanceTimersByTime(RESULT_BURST_MS * 5));
    expect(answer).toHaveBeenCalledTimes(1);
    act(() => theOpenSource().emit('result', JSON.stringify({ phaseId: entries[2]!.phaseId }), '82'));
    act(() => theOpenSource().emit('result', JSON.stringify({ phaseId: entries[1]!.phaseId }), '83'));
    act(() => jest.advanceTimersByTime(RESULT_BURST_MS * 5));
    await waitFor(() => expect(answer).toHaveBeenCalledTimes(2));
    view.unmount();
    act(() => jest.runOnlyPendingTimers());
  } finally {
    jest.useRealTimers();
  }
});

it('passes axe at 390 px in Portuguese', async () => {
  phoneScreen(390);
  mockIntlLocale.current = 'pt-BR';
  const view = render(<TeamResults teamId={1} />);
  await screen.findByText(entries[1]!.phaseName);
  fireEvent.click(screen.getAllByRole('button')[0]!);
  expect(await axeViolations(view.container)).toEqual([]);
});
