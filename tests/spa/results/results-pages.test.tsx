/**
 * The public results pages against the mock's answers (mock/support/results.ts): /Results lists each
 * competition's phases with their state; /Results/:phaseId shows the ranking, says when it is
 * frozen, provisional or not public, and opens a team's breakdown. A `result` event for the phase on
 * screen refetches it once per burst; one for another phase does not. axe passes at 390 px.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import React from 'react';
// Loaded before the tests: the pages download it after idle, and its first load must not race a test's wait.
import '@/features/events/stream';
import { queryPhaseResults, queryResultsIndex, sentWithPage } from '@/features/results/services';
import { RESULT_BURST_MS } from '@/features/results/useResults';
import PhaseResultsPage from '@/pages/Results/Phase';
import ResultsPage from '@/pages/Results';
import { momentText } from '@/features/results/format';
import { FROZEN_AT, phaseResults, resultsIndex } from '../../../mock/support/results';
import { closeStreams, installFakeEventSource, theOpenSource } from '../support/fakeEventSource';
import { axeViolations, phoneScreen } from '../support/a11y';
import { formatIn, mockIntlLocale } from './support';

const mockParams: Record<string, string> = {};

// Only global types here: the mock factory is hoisted above the imports.
type MockLinkProps = {
  to: string;
  children: JSX.Element | string | (JSX.Element | string)[];
  className?: string;
};
jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../support/umiMock').umiMock(),
  ...jest.requireActual('./support').intlMock(),
  useParams: () => mockParams,
  Link: ({ to, children, className }: MockLinkProps) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

jest.mock('@/features/content/PageMeta', () => jest.requireActual('../support/pageMetaMock').pageMetaMock());

jest.mock('@/features/results/services', () => ({
  queryResultsIndex: jest.fn(),
  queryPhaseResults: jest.fn(),
  queryTeamResults: jest.fn(),
  sentWithPage: { resultsIndex: jest.fn(), phaseResults: jest.fn() },
  phaseMissingWithPage: () => false,
}));

const ok = <T,>(data: T) => Promise.resolve({ code: 200, message: 'ok', data });
const t = (id: string, values?: Record<string, string | number>) => formatIn('zh-CN')({ id }, values);
const phaseAnswer = jest.mocked(queryPhaseResults);
const indexAnswer = jest.mocked(queryResultsIndex);

/** The published ranking of phase 2 (mock: final), the frozen one of phase 5, and so on. */
const FINAL = 2;
const PROVISIONAL = 3;
const FROZEN = 5;
const DRAFT = 1;

function openPhase(id: number, signedIn = false) {
  mockParams.phaseId = String(id);
  phaseAnswer.mockImplementation(() => ok(phaseResults(id, signedIn)!));
  return render(<PhaseResultsPage />);
}

const table = () => screen.getByRole('table');
const teamsInTable = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent?.trim());

beforeEach(() => {
  mockIntlLocale.current = 'zh-CN';
  installFakeEventSource();
  phaseAnswer.mockReset();
  indexAnswer.mockReset();
  jest.mocked(sentWithPage.phaseResults).mockReset();
  jest.mocked(sentWithPage.resultsIndex).mockReset();
});

/** The live tests run on jest's clock: the burst's wait passes when a test says so, not in real time. */
let fakeClock = false;
/** Bursts are timed on a fake clock, from when the stream is open (it opens on the real one, once idle). */
function useFakeClock() {
  jest.useFakeTimers();
  fakeClock = true;
}

afterEach(async () => {
  if (fakeClock) {
    // Unmounted on the fake clock, the stream's grace before closing passes on it too.
    cleanup();
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
    fakeClock = false;
  }
  await closeStreams();
});

describe('/Results', () => {
  it('lists every competition and its phases with their state and a link to each ranking', async () => {
    indexAnswer.mockReturnValue(ok(resultsIndex));
    render(<ResultsPage />);
    const first = resultsIndex[0]!;
    expect(
      await screen.findByRole('heading', { level: 2, name: new RegExp(first.competitionName) }),
    ).toBeVisible();
    for (const phase of first.phases) {
      expect(screen.getAllByRole('link', { name: phase.name }).map((a) => a.getAttribute('href'))).toContain(
        `/Results/${phase.phaseId}`,
      );
    }
    const states = [...document.querySelectorAll('[data-state]')].map((tag) => tag.textContent);
    expect(states.slice(0, 3)).toEqual([
      t('results.state.draft'),
      t('results.state.final'),
      t('results.state.provisional'),
    ]);
    // Draft and provisional both read "not published yet".
    expect(t('results.state.provisional')).toBe(t('results.state.draft'));
  });

  it('shows the answer the server sent with the page at once, and calls once to take it', async () => {
    jest.mocked(sentWithPage.resultsIndex).mockReturnValue(resultsIndex);
    indexAnswer.mockReturnValue(ok(resultsIndex));
    render(<ResultsPage />);
    expect(screen.getAllByRole('link', { name: resultsIndex[1]!.phases[1]!.name }).length).toBeGreaterThan(0);
    // That call is answered with what the page brought, no round trip (sent-with-page.test.tsx).
    await waitFor(() => expect(indexAnswer).toHaveBeenCalledTimes(1));
  });
});

describe('/Results/:phaseId', () => {
  it('shows the mock’s ranking: rank, team, organisation, country, a column per component, total', async () => {
    openPhase(FINAL);
    await screen.findByRole('table');
    const expected = phaseResults(FINAL, false)!;
    expect(teamsInTable().map((name) => name?.replace(t('results.qualified'), '').trim())).toEqual(
      expected.rows.map((row) => row.teamName),
    );
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    for (const head of expected.components) expect(headers.join('|')).toContain(head.name);
    const second = within(table()).getAllByRole('row')[2]!;
    const cells = within(second)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells[0]).toBe('2');
    expect(cells).toContain('Zhejiang University');
    expect(cells).toContain('中国');
    // Three decimals, from the millionths the server sends.
    expect(cells).toContain((expected.rows[1]!.totalMicro / 1e6).toFixed(3));
    expect(screen.getByText(t('results.final'))).toBeVisible();
    // The component names are in English only: each says so, as content pages do.
    expect(within(table()).getAllByTestId('shown-in')).toHaveLength(expected.components.length);
    // The phone's list holds the same teams in the same order.
    const list = screen.getByRole('list', { name: t('results.ranking') });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-team')),
    ).toEqual(expected.rows.map((row) => String(row.teamId)));
  });

  it('a team’s row opens its breakdown: components with points, maximum, share and each run', async () => {
    openPhase(FINAL);
    await screen.findByRole('table');
    const row = within(table()).getAllByRole('row')[2]!;
    const toggle = within(row).getByRole('button', { name: new RegExp(t('results.breakdown.show')) });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const breakdown = within(table()).getByRole('group', {
      name: t('results.breakdown.of', { team: 'DeepBlue ROV' }),
    });
    expect(toggle).toHaveAttribute('aria-controls', breakdown.id);
    const field = within(breakdown)
      .getByRole('heading', { name: /Field tasks/ })
      .closest('section')!;
    expect(field).toHaveTextContent(t('results.breakdown.pointsOf', { points: '240', max: '300' }));
    expect(field).toHaveTextContent(t('results.breakdown.shareOf', { share: '48.000', weight: '60' }));
    const runs = within(field)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(runs).toHaveLength(2);
    expect(runs[1]).toContain(t('results.run.attempt', { attempt: 2 }));
    expect(runs[1]).toContain(t('results.run.points', { points: '240' }));
    expect(runs[1]).toContain(t('results.run.version', { version: 2 }));
    expect(runs[1]).toMatch(/180/); // 180 s
    fireEvent.click(toggle);
    expect(
      screen.queryByRole('group', { name: t('results.breakdown.of', { team: 'DeepBlue ROV' }) }),
    ).toBeNull();
  });

  it('says the board is frozen, and as of when', async () => {
    openPhase(FROZEN);
    await screen.findByRole('table');
    const notice = document.querySelector('[data-notice="frozen"]');
    // 2026-08-14T06:00Z is 14:00 in Beijing.
    expect(notice).toHaveTextContent(/2026/);
    expect(notice).toHaveTextContent(/14:00/);
    expect(notice).toHaveTextContent(t('results.frozen', { time: momentText('zh-CN', FROZEN_AT) }));
  });

  it('a provisional phase shows only the reader’s own team, unranked, and says why', async () => {
    openPhase(PROVISIONAL, true);
    await screen.findByRole('table');
    expect(screen.getByText(t('results.provisional'))).toBeVisible();
    expect(teamsInTable()).toEqual(['DeepBlue ROV']);
    expect(within(table()).getAllByText(t('results.unranked')).length).toBeGreaterThan(0);
  });

  it('a phase with nothing public says so and shows no ranking', async () => {
    openPhase(DRAFT);
    expect(await screen.findByText(t('results.none.draft'))).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('an anonymous reader of a provisional phase is told that teams see their own after signing in', async () => {
    openPhase(PROVISIONAL, false);
    expect(await screen.findByText(t('results.none.provisional'))).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('an unknown phase is a 404 with a way back', async () => {
    mockParams.phaseId = '999';
    phaseAnswer.mockRejectedValue(
      Object.assign(new Error('404'), { response: new Response(null, { status: 404 }) }),
    );
    render(<PhaseResultsPage />);
    expect(await screen.findByText(t('results.notFound.title'))).toBeVisible();
    expect(screen.getByRole('link', { name: t('results.back') })).toHaveAttribute('href', '/Results');
  });

  it('a signed-in reader gets their own row after the server’s anonymous answer', async () => {
    mockParams.phaseId = String(PROVISIONAL);
    jest.mocked(sentWithPage.phaseResults).mockReturnValue(phaseResults(PROVISIONAL, false));
    phaseAnswer.mockImplementation(() => ok(phaseResults(PROVISIONAL, true)!));
    render(<PhaseResultsPage />);
    expect(screen.getByText(t('results.none.provisional'))).toBeVisible();
    await screen.findByRole('table');
    // The first call takes the anonymous answer the page brought; the second asks as the reader.
    expect(phaseAnswer).toHaveBeenCalledTimes(2);
  });
});

describe('live results', () => {
  const emit = (phaseId: number, id: string) =>
    act(() => theOpenSource().emit('result', JSON.stringify({ phaseId }), id));

  it('a burst of result events for the phase on screen refetches it once', async () => {
    openPhase(FINAL);
    await screen.findByRole('table');
    await waitFor(() => theOpenSource());
    useFakeClock();
    expect(phaseAnswer).toHaveBeenCalledTimes(1);

    const changed = phaseResults(FINAL, false)!;
    const renamed = {
      ...changed,
      rows: changed.rows.map((row, i) => (i === 0 ? { ...row, teamName: 'Aqua Pioneers II' } : row)),
    };
    phaseAnswer.mockImplementation(() => ok(renamed));
    emit(FINAL, '51');
    emit(FINAL, '52');
    emit(FINAL, '53');
    act(() => jest.advanceTimersByTime(RESULT_BURST_MS));
    expect(await within(table()).findByRole('rowheader', { name: /Aqua Pioneers II/ })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(RESULT_BURST_MS * 5));
    expect(phaseAnswer).toHaveBeenCalledTimes(2);
  });

  it('a result event for another phase does not refetch', async () => {
    openPhase(FINAL);
    await screen.findByRole('table');
    await waitFor(() => theOpenSource());
    useFakeClock();
    emit(FROZEN, '61');
    emit(PROVISIONAL, '62');
    act(() => jest.advanceTimersByTime(RESULT_BURST_MS * 5));
    expect(phaseAnswer).toHaveBeenCalledTimes(1);
  });

  it('/Results refetches once on a burst about one of its phases', async () => {
    indexAnswer.mockReturnValue(ok(resultsIndex));
    render(<ResultsPage />);
    await screen.findAllByRole('link', { name: resultsIndex[0]!.phases[0]!.name });
    await waitFor(() => theOpenSource());
    useFakeClock();
    emit(FINAL, '71');
    emit(PROVISIONAL, '72');
    act(() => jest.advanceTimersByTime(RESULT_BURST_MS * 5));
    await waitFor(() => expect(indexAnswer).toHaveBeenCalledTimes(2));
  });
});

describe('accessibility at 390 px', () => {
  beforeEach(() => phoneScreen(390));

  it.each(['zh-CN', 'en-US'])('/Results and an open breakdown pass axe in %s', async (locale) => {
    mockIntlLocale.current = locale;
    indexAnswer.mockReturnValue(ok(resultsIndex));
    const index = render(<ResultsPage />);
    await screen.findAllByRole('link', { name: resultsIndex[0]!.phases[0]!.name });
    expect(await axeViolations(index.container)).toEqual([]);
    index.unmount();

    const phase = openPhase(FROZEN);
    const list = await screen.findByRole('list', { name: formatIn(locale)({ id: 'results.ranking' }) });
    fireEvent.click(within(list).getAllByRole('button')[0]!);
    expect(await axeViolations(phase.container)).toEqual([]);
  });
});
