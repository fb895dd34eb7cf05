/**
 * The admin console's scoring and results tabs: the scheme form (its weights' sum, the save it
 * refuses off 100, the server's field errors), the officials, generating runs, the publication
 * states with the confirmation before final, and axe on a phone-sized screen.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { axeViolations, phoneScreen } from '../support/a11y';
import { message } from 'antd';
import { formatMessage } from '../support/umiMock';
import PublicationPanel from '@/features/results/admin/PublicationPanel';
import ResultsTab from '@/features/results/admin/ResultsTab';
import OfficialsEditor from '@/features/scoring/admin/OfficialsEditor';
import RunsPanel from '@/features/scoring/admin/RunsPanel';
import SchemeEditor from '@/features/scoring/admin/SchemeEditor';
import ScoringTab from '@/features/scoring/admin/ScoringTab';
import { adminCompetitions, adminPhases } from '@/features/admin/services/admin';
import { queryUsers } from '@/features/accounts/services/user';
import {
  createRuns,
  queryOfficials,
  queryRuns,
  queryScheme,
  saveOfficials,
  saveScheme,
} from '@/features/scoring/admin/services';
import { queryPhaseResults, queryPublication, savePublication } from '@/features/results/admin/services';
import { minuteText } from '@/features/teams/format';
import { RequestError } from '@/utils/request';
// Types by import(): @umijs/test hoists jest.mock() with Babel, which refuses imported types.

jest.mock('@umijs/max', () => {
  const base = jest.requireActual('../support/umiMock').umiMock();
  const { formatMessage: format } = jest.requireActual('../support/umiMock');
  return {
    ...base,
    FormattedMessage: ({ id, values }: { id: string; values?: Record<string, string | number> }) =>
      format({ id }, values),
    useModel: () => ({ initialState: { currentUser: { uid: 1, access: 'admin' } } }),
  };
});

jest.mock('@/features/admin/services/admin', () => {
  const resource = () => ({ list: jest.fn(), create: jest.fn(), update: jest.fn(), remove: jest.fn() });
  return { adminCompetitions: resource(), adminPhases: resource(), queryAdminTeams: jest.fn() };
});

jest.mock('@/features/accounts/services/user', () => ({ queryUsers: jest.fn() }));

jest.mock('@/features/scoring/admin/services', () => ({
  queryScheme: jest.fn(),
  saveScheme: jest.fn(),
  queryOfficials: jest.fn(),
  saveOfficials: jest.fn(),
  queryRuns: jest.fn(),
  createRuns: jest.fn(),
}));

jest.mock('@/features/results/admin/services', () => ({
  queryPublication: jest.fn(),
  savePublication: jest.fn(),
  queryPhaseResults: jest.fn(),
  phaseResultsCsvUrl: (id: number) => `/api/admin/results/phases/${id}.csv`,
}));

type SchemeView = import('@common/contract').SchemeView;

const t = (id: string, values?: Record<string, string | number>) => formatMessage({ id }, values);
/** antd puts a space between two Chinese characters of a button. */
const label = (text: string) => new RegExp(`^${text.split('').join('\\s?')}$`);
const ok = <T,>(data: T) => Promise.resolve({ code: 200, message: 'ok', data });
const page = <T,>(list: T[]) => ok({ list, total: list.length, current: 1, pageSize: 100 });
const mocked = (fn: unknown) => fn as jest.Mock;

const names = (en: string) => ({ 'en-US': en });
/** The season's four components: field tasks 60, documentation 15, defence 20, safety 5. */
const scheme = (): SchemeView => ({
  competitionId: 2,
  version: 3,
  createdAt: '2026-11-20T08:00:00.000Z',
  components: [
    {
      key: 'field',
      names: names('Field tasks'),
      weight: 60,
      kind: 'field',
      aggregate: 'best',
      attempts: 2,
      timed: true,
      items: [
        { key: 'sample', names: names('Sample returned'), points: 20, kind: 'bonus', maxCount: 3 },
        { key: 'touch', names: names('Wall touched'), points: 5, kind: 'penalty', maxCount: 10 },
      ],
    },
    {
      key: 'docs',
      names: names('Engineering documentation'),
      weight: 15,
      kind: 'judged',
      criteria: [{ key: 'clarity', names: names('Clarity'), maxMark: 10 }],
    },
    {
      key: 'defence',
      names: names('Technical defence'),
      weight: 20,
      kind: 'judged',
      criteria: [{ key: 'answers', names: names('Answers'), maxMark: 20 }],
    },
    {
      key: 'safety',
      names: names('Safety and compliance'),
      weight: 5,
      kind: 'judged',
      criteria: [{ key: 'checks', names: names('Checks'), maxMark: 5 }],
    },
  ],
  tieBreaks: [{ kind: 'time', key: 'field' }],
});

const weightInput = (index: number) =>
  document.querySelector(`#scheme_components_${index}_weight`) as HTMLInputElement;
const saveButton = () => screen.getByText(t('admin.scoring.save')).closest('button') as HTMLButtonElement;

/** Opens an antd select by its input's id and clicks the option with that label. */
async function choose(inputId: string, optionLabel: string) {
  const input = document.getElementById(inputId) as HTMLElement;
  const select = input.closest('.ant-select') as HTMLElement;
  fireEvent.mouseDown(select.querySelector('.ant-select-selector') as HTMLElement);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (o) => o.getAttribute('title') === optionLabel,
    );
    if (!found) throw new Error(`no option ${optionLabel}`);
    return found;
  });
  fireEvent.click(option);
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(message, 'success').mockImplementation(() => (() => undefined) as never);
  jest.spyOn(message, 'error').mockImplementation(() => (() => undefined) as never);
});

describe('scoring scheme', () => {
  it('shows the weights’ sum and refuses to save until it is 100', async () => {
    mocked(queryScheme).mockReturnValue(ok(scheme()));
    mocked(saveScheme).mockImplementation((_id: number, input: import('@common/contract').SchemeInput) =>
      ok({ ...scheme(), ...input, version: 4 }),
    );
    render(<SchemeEditor competitionId={2} />);
    const since = minuteText('2026-11-20T08:00:00.000Z');
    expect(await screen.findByText(t('admin.scoring.version', { version: 3, since }))).toBeInTheDocument();
    await waitFor(() => expect(weightInput(0)).toHaveValue('60'));
    expect(screen.getByRole('status')).toHaveTextContent(
      t('admin.scoring.weights.sum', { sum: 100, total: 100 }),
    );

    fireEvent.change(weightInput(0), { target: { value: '50' } });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        t('admin.scoring.weights.off', { sum: 90, total: 100 }),
      ),
    );
    fireEvent.click(saveButton());
    expect(
      await screen.findByText(t('admin.scoring.rule.weights', { sum: 90, total: 100 })),
    ).toBeInTheDocument();
    expect(saveScheme).not.toHaveBeenCalled();

    // Set right, the sum's sentence goes before the next save.
    fireEvent.change(weightInput(0), { target: { value: '60' } });
    await waitFor(() =>
      expect(screen.queryByText(t('admin.scoring.rule.weights', { sum: 90, total: 100 }))).toBeNull(),
    );
    fireEvent.click(saveButton());
    await waitFor(() => expect(saveScheme).toHaveBeenCalledTimes(1));
    const [competitionId, input] = mocked(saveScheme).mock.calls[0];
    expect(competitionId).toBe(2);
    expect(input).toEqual({ components: scheme().components, tieBreaks: scheme().tieBreaks });
    await waitFor(() =>
      expect(message.success).toHaveBeenCalledWith(t('admin.scoring.saved', { version: 4 })),
    );
  });

  it('shows the server’s sentences under the fields it names', async () => {
    mocked(queryScheme).mockReturnValue(ok(scheme()));
    const refusal = {
      code: 400,
      message: 'Some fields are not valid.',
      data: {
        fields: {
          'components.1.criteria.0.maxMark': 'At most 1000.',
          components: 'The weights must add up to 100.',
        },
      },
    };
    mocked(saveScheme).mockRejectedValue(new RequestError(refusal.message, refusal, undefined, 'code'));
    render(<SchemeEditor competitionId={2} />);
    await waitFor(() => expect(weightInput(0)).toHaveValue('60'));
    fireEvent.click(saveButton());

    const sentence = await screen.findByText('At most 1000.');
    // Under the criterion's maximum mark of the second component, not somewhere else.
    const item = sentence.closest('.ant-form-item') as HTMLElement;
    expect(item.querySelector('#scheme_components_1_criteria_0_maxMark')).not.toBeNull();
    expect(screen.getByText('The weights must add up to 100.')).toBeInTheDocument();
    // The form told the request module which fields it shows, so those are not toasted as well.
    const formFields = mocked(saveScheme).mock.calls[0][2] as string[];
    expect(formFields).toEqual(
      expect.arrayContaining(['components', 'components.1.criteria.0.maxMark', 'tieBreaks']),
    );
    // Not a path the form has no place for: a sentence about that must be toasted.
    expect(formFields).not.toContain('components.1');
  });
});

describe('officials', () => {
  it('adds a member found by name with a role and saves the whole list', async () => {
    mocked(queryOfficials).mockReturnValue(
      ok([{ uid: 5, username: 'lin.hai', nickname: 'Lin Hai', role: 'referee' }]),
    );
    mocked(queryUsers).mockReturnValue(page([{ uid: 7, username: 'chen.yu', nickname: 'Chen Yu' }]));
    mocked(saveOfficials).mockImplementation((_id: number, input: { officials: unknown[] }) =>
      ok(input.officials),
    );
    render(<OfficialsEditor competitionId={2} />);
    expect(await screen.findByText('Lin Hai (lin.hai)')).toBeInTheDocument();

    await choose('official_role', t('admin.scoring.role.head_referee'));
    fireEvent.change(document.getElementById('official_person') as HTMLInputElement, {
      target: { value: 'Chen' },
    });
    await waitFor(() =>
      expect(queryUsers).toHaveBeenCalledWith({ current: 1, pageSize: 20, keyword: 'Chen' }),
    );
    await choose('official_person', 'Chen Yu (chen.yu)');
    fireEvent.click(screen.getByText(label(t('admin.scoring.officials.add'))));
    expect(await screen.findByText('Chen Yu (chen.yu)', { selector: 'td' })).toBeInTheDocument();

    fireEvent.click(screen.getByText(t('admin.scoring.officials.save')));
    await waitFor(() =>
      expect(saveOfficials).toHaveBeenCalledWith(2, {
        officials: [
          { uid: 5, role: 'referee' },
          { uid: 7, role: 'head_referee' },
        ],
      }),
    );
  });
});

describe('runs', () => {
  it('generates the runs of every team with the fields, first slot and spacing given', async () => {
    mocked(queryScheme).mockReturnValue(ok(scheme()));
    mocked(adminPhases.list).mockReturnValue(
      page([{ id: 9, name: 'Finals', competitionId: 2, competitionName: 'Rover 2027' }]),
    );
    mocked(queryRuns).mockReturnValue(ok([]));
    mocked(createRuns).mockReturnValue(ok([]));
    render(<RunsPanel competitionId={2} />);
    const phaseInput = await screen.findByText(t('admin.scoring.pickPhase'));
    await choose((phaseInput.closest('.ant-select') as HTMLElement).querySelector('input')!.id, 'Finals');
    await waitFor(() => expect(queryRuns).toHaveBeenCalledWith(9));
    expect(adminPhases.list).toHaveBeenCalledWith({ current: 1, pageSize: 100, competitionId: 2 });

    fireEvent.click(await screen.findByText(t('admin.scoring.runs.generate'), { selector: 'button span' }));
    const dialog = (
      await screen.findByText(t('admin.scoring.runs.generate'), { selector: '.ant-modal-title' })
    ).closest('.ant-modal-content') as HTMLElement;
    const fields = dialog.querySelector('#generate_fields') as HTMLInputElement;
    // A comma separates fields, as typing "Field A, Field B" does.
    fireEvent.change(fields, { target: { value: 'Field A,Field B,' } });
    const startsAt = dialog.querySelector('#generate_startsAt') as HTMLInputElement;
    fireEvent.mouseDown(startsAt);
    fireEvent.focus(startsAt);
    fireEvent.change(startsAt, { target: { value: '2026-12-05 09:00' } });
    fireEvent.keyDown(startsAt, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.change(dialog.querySelector('#generate_minutesApart') as HTMLInputElement, {
      target: { value: '15' },
    });
    fireEvent.click(within(dialog).getByText(label('确认')));

    await waitFor(() => expect(createRuns).toHaveBeenCalledTimes(1));
    const [phaseId, body] = mocked(createRuns).mock.calls[0];
    expect(phaseId).toBe(9);
    expect(body).toEqual({
      generate: 'every-team',
      fields: ['Field A', 'Field B'],
      startsAt: new Date(2026, 11, 5, 9, 0).toISOString(),
      minutesApart: 15,
    });
    // The list is read again to show what was made.
    await waitFor(() => expect(queryRuns).toHaveBeenCalledTimes(2));
  });
});

describe('publication', () => {
  const publication = (state: import('@common/contract').PublicationState) => ({
    phaseId: 9,
    state,
    freezeAt: null,
    advancement: { kind: 'top' as const, count: 8 },
    drawSeed: '5f1c0e2a',
    updatedAt: '2026-11-27T08:00:00.000Z',
  });
  const stateOption = (state: string) => screen.getByLabelText(t(`admin.results.state.${state}`));
  const save = () => fireEvent.click(screen.getByText(t('admin.results.save')));

  it('moves a phase on without asking, and asks before making it final', async () => {
    mocked(queryPublication).mockReturnValue(ok(publication('draft')));
    mocked(savePublication).mockImplementation((_id: number, input: { state: string }) =>
      ok({ ...publication('draft'), ...input }),
    );
    const onSaved = jest.fn();
    render(<PublicationPanel phaseId={9} onSaved={onSaved} />);
    expect(await screen.findByText('5f1c0e2a')).toBeInTheDocument();
    // Every state says who sees what.
    expect(screen.getByText(t('admin.results.state.provisional.means'))).toBeInTheDocument();

    fireEvent.click(stateOption('provisional'));
    save();
    await waitFor(() =>
      expect(savePublication).toHaveBeenCalledWith(9, {
        state: 'provisional',
        freezeAt: null,
        advancement: { kind: 'top', count: 8 },
      }),
    );
    expect(onSaved).toHaveBeenCalledTimes(1);

    fireEvent.click(stateOption('final'));
    save();
    expect(await screen.findByText(t('admin.results.final.body'))).toBeInTheDocument();
    expect(savePublication).toHaveBeenCalledTimes(1);
    // Cancelled: nothing is sent.
    fireEvent.click(screen.getByText(label(t('admin.action.cancel'))));
    await waitFor(() => expect(screen.queryByText(t('admin.results.final.body'))).not.toBeVisible());
    expect(savePublication).toHaveBeenCalledTimes(1);

    save();
    fireEvent.click(await screen.findByText(label(t('admin.results.final.confirm'))));
    await waitFor(() => expect(savePublication).toHaveBeenCalledTimes(2));
    expect(mocked(savePublication).mock.calls[1][1]).toMatchObject({ state: 'final' });
    // Final locks the phase: the form says so and offers no save.
    expect(await screen.findByText(t('admin.results.locked'))).toBeInTheDocument();
    expect(screen.queryByText(t('admin.results.save'))).toBeNull();
  });
});

describe('on a phone (390 px)', () => {
  const original = { matchMedia: window.matchMedia, innerWidth: window.innerWidth };
  beforeAll(() => phoneScreen(390));
  afterAll(() => {
    window.matchMedia = original.matchMedia;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: original.innerWidth });
  });

  it('the scoring tab passes axe with its scheme, officials and runs', async () => {
    mocked(adminCompetitions.list).mockReturnValue(page([{ id: 2, name: 'Rover 2027' }]));
    mocked(adminPhases.list).mockReturnValue(
      page([{ id: 9, name: 'Finals', competitionId: 2, competitionName: 'Rover 2027' }]),
    );
    // One component of each kind: every field of the form is there, at half the cost of four.
    const [field, docs] = scheme().components;
    mocked(queryScheme).mockReturnValue(ok({ ...scheme(), components: [field, { ...docs, weight: 40 }] }));
    mocked(queryOfficials).mockReturnValue(
      ok([{ uid: 5, username: 'lin.hai', nickname: 'Lin Hai', role: 'judge' }]),
    );
    const { container } = render(<ScoringTab />);
    const picker = await screen.findByText(t('admin.scoring.pickCompetition'), {
      selector: '.ant-select-selection-placeholder',
    });
    await choose((picker.closest('.ant-select') as HTMLElement).querySelector('input')!.id, 'Rover 2027');
    await waitFor(() => expect(weightInput(0)).toHaveValue('60'));
    expect(await axeViolations(container)).toEqual([]);

    fireEvent.click(screen.getByLabelText(t('admin.scoring.part.officials')));
    expect(await screen.findByText('Lin Hai (lin.hai)')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    fireEvent.click(screen.getByLabelText(t('admin.scoring.part.runs')));
    expect(await screen.findByText(t('admin.scoring.pickPhase'))).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('the results tab passes axe with its publication and ranking', async () => {
    mocked(adminPhases.list).mockReturnValue(
      page([{ id: 9, name: 'Finals', competitionId: 2, competitionName: 'Rover 2027' }]),
    );
    mocked(queryPublication).mockReturnValue(
      ok({
        phaseId: 9,
        state: 'published',
        freezeAt: null,
        advancement: null,
        drawSeed: '5f1c0e2a',
        updatedAt: '2026-11-27T08:00:00.000Z',
      }),
    );
    mocked(queryPhaseResults).mockReturnValue(
      ok({
        phaseId: 9,
        phaseName: 'Finals',
        competitionId: 2,
        competitionName: 'Rover 2027',
        track: 'ground',
        locale: 'en-US',
        state: 'published',
        visibility: 'all',
        frozenAt: null,
        components: [{ key: 'field', name: 'Field tasks', locale: 'en-US', weight: 60, kind: 'field' }],
        rows: [
          {
            rank: 1,
            teamId: 101,
            teamName: 'DeepBlue Rover',
            organisation: 'Qingdao No. 2 High School',
            country: 'CN',
            totalMicro: 54_000_000,
            total: 54,
            qualified: true,
            components: [
              { key: 'field', points: 45, maxPoints: 50, partMicro: 54_000_000, timeMs: 81_000, runs: [] },
            ],
          },
        ],
      }),
    );
    const { container } = render(<ResultsTab />);
    const picker = await screen.findByText(t('admin.scoring.pickPhase'), {
      selector: '.ant-select-selection-placeholder',
    });
    await choose(
      (picker.closest('.ant-select') as HTMLElement).querySelector('input')!.id,
      'Rover 2027 · Finals',
    );
    expect(await screen.findByText('DeepBlue Rover')).toBeInTheDocument();
    expect(await screen.findByText('5f1c0e2a')).toBeInTheDocument();
    expect(screen.getByText(t('admin.results.csv')).closest('a')).toHaveAttribute(
      'href',
      '/api/admin/results/phases/9.csv',
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
