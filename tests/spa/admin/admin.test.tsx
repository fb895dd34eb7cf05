/**
 * The admin console: the content tabs (translations per locale, the image's alt text, the live
 * preview, history and restore), enrolment review one by one or in batches, attendance sessions with
 * their check-in screen and record corrections, members' two-factor reset, and the audit log.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { message } from 'antd';
import { formatMessage } from '../support/umiMock';
import AttendanceTab from '@/features/attendance/admin/AttendanceTab';
import AuditTab from '@/features/audit/admin/AuditTab';
import BannersTab from '@/features/content/admin/BannersTab';
import EnrolmentsTab from '@/features/enrolment/admin/EnrolmentsTab';
import MembersTab from '@/features/accounts/admin/MembersTab';
import NewsTab from '@/features/content/admin/NewsTab';
import { toSorter } from '@/features/admin/options';
import {
  adminContent,
  adminSessions,
  previewMarkdown,
  correctRecord,
  queryAdminEnrolments,
  queryAudit,
  querySessionCode,
  querySessionRecords,
  querySessionTeams,
  resetTwoFactor,
  reviewEnrolments,
} from '@/features/admin/services/admin';
import { queryUsers } from '@/features/accounts/services/user';
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
  const content = () => ({ ...resource(), revisions: jest.fn(), restore: jest.fn() });
  return {
    adminContent: { news: content(), banner: content(), material: content(), section: content() },
    previewMarkdown: jest.fn(),
    uploadImage: jest.fn(),
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
    queryAdminTeams: jest.fn(),
    resetTwoFactor: jest.fn(),
    sessionRecordsCsvUrl: (id: number) => `/api/admin/attendance/sessions/${id}/records.csv`,
  };
});

jest.mock('@/features/accounts/services/user', () => ({
  queryUsers: jest.fn(),
  queryUser: jest.fn(),
  updateUser: jest.fn(),
  toUserUpdate: jest.fn(),
}));

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
  status: import('@common/contract').EnrolmentStatus,
  waitlistPosition: number | null = null,
): import('@common/contract').EnrolmentView => ({
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

describe('content tabs', () => {
  const item = (
    over: Partial<import('@common/contract').AdminContentItem> = {},
  ): import('@common/contract').AdminContentItem => ({
    id: 7,
    kind: 'news',
    category: 'venue',
    slug: null,
    pinned: false,
    position: 0,
    status: 'published',
    publishedAt: '2026-11-01T02:00:00.000Z',
    visibility: 'live',
    imageUrl: null,
    linkUrl: null,
    attributes: {},
    translations: {
      'zh-CN': { title: '决赛场地公布', body: '青岛。' },
      'en-US': { title: 'Finals venue announced', body: 'Qingdao.' },
    },
    missingLocales: ['zh-TW', 'pt-BR', 'id-ID'],
    revision: 3,
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...over,
  });
  type ContentMock = Record<'list' | 'create' | 'update' | 'remove' | 'revisions' | 'restore', jest.Mock>;
  const news = adminContent.news as unknown as ContentMock;
  const banners = adminContent.banner as unknown as ContentMock;
  const missingHint = t('admin.content.missing.hint');
  const field = (dialog: HTMLElement, locale: string, name: string) =>
    dialog.querySelector(`#item_texts_${locale}_${name}`) as HTMLInputElement;
  const submit = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByText(label('确认')));

  it('lists the translations of each item and marks a locale tab without a title as missing', async () => {
    news.list.mockReturnValue(page([item()]));
    render(<NewsTab />);
    expect(await screen.findByText('决赛场地公布')).toBeInTheDocument();
    expect(screen.getByText(t('admin.content.visibility.live'))).toBeInTheDocument();
    const ptMissing = t('admin.content.locale.missing', { locale: t('admin.locale.pt-BR') });
    const enPresent = t('admin.content.locale.present', { locale: t('admin.locale.en-US') });
    expect(screen.getByLabelText(ptMissing)).toBeInTheDocument();
    expect(screen.getByLabelText(enPresent)).toBeInTheDocument();

    fireEvent.click(screen.getByText(label(t('admin.action.edit'))));
    const dialog = await findDialog(t('admin.form.edit', { name: '决赛场地公布' }));
    // zh-TW, pt-BR and id-ID have no title: their tabs say visitors get the fallback.
    expect(within(dialog).getAllByLabelText(missingHint)).toHaveLength(3);
    fireEvent.change(field(dialog, 'pt-BR', 'title'), { target: { value: 'Local da final anunciado' } });
    await waitFor(() => expect(within(dialog).getAllByLabelText(missingHint)).toHaveLength(2));
  });

  it('keeps a form dialog and what was typed when a click lands outside it', async () => {
    news.list.mockReturnValue(page([]));
    render(<NewsTab />);
    fireEvent.click(await screen.findByText(label(t('admin.action.create'))));
    const dialog = await findDialog(t('admin.form.create'));
    fireEvent.change(field(dialog, 'en-US', 'title'), { target: { value: 'Venue opens' } });
    const outside = document.querySelector('.ant-modal-wrap') as HTMLElement;
    fireEvent.mouseDown(outside);
    fireEvent.mouseUp(outside);
    fireEvent.click(outside);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(field(dialog, 'en-US', 'title')).toHaveValue('Venue opens');
  });

  it('saves a translation only for the locales with a title, and refuses texts without one', async () => {
    news.list.mockReturnValue(page([]));
    news.create.mockReturnValue(ok(item()));
    render(<NewsTab />);
    fireEvent.click(await screen.findByText(label(t('admin.action.create'))));
    const dialog = await findDialog(t('admin.form.create'));
    expect(within(dialog).getAllByLabelText(missingHint)).toHaveLength(5);

    fireEvent.change(field(dialog, 'en-US', 'title'), { target: { value: 'Venue opens' } });
    fireEvent.change(field(dialog, 'en-US', 'body'), { target: { value: 'Doors open at **9**.' } });
    // A summary in a language without a title would be lost: the form says so instead.
    fireEvent.change(field(dialog, 'pt-BR', 'summary'), { target: { value: 'Portas abrem às 9.' } });
    submit(dialog);
    expect(await within(dialog).findByText(t('admin.content.title.needed'))).toBeInTheDocument();
    expect(news.create).not.toHaveBeenCalled();

    fireEvent.change(field(dialog, 'pt-BR', 'summary'), { target: { value: '' } });
    submit(dialog);
    await waitFor(() => expect(news.create).toHaveBeenCalledTimes(1));
    const input = news.create.mock.calls[0][0];
    expect(input.translations).toEqual({ 'en-US': { title: 'Venue opens', body: 'Doors open at **9**.' } });
    expect(input).toMatchObject({
      category: 'registration',
      status: 'draft',
      imageUrl: null,
      attributes: {},
    });
  });

  it('asks for the image description in every locale that has a title', async () => {
    banners.list.mockReturnValue(
      page([
        item({
          kind: 'banner',
          category: 'home',
          imageUrl: '/uploads/finals.png',
          translations: {
            'zh-CN': { title: '青岛总决赛', imageAlt: '水池中的水下机器人' },
            'en-US': { title: 'Finals in Qingdao' },
          },
        }),
      ]),
    );
    render(<BannersTab />);
    fireEvent.click(await screen.findByText(label(t('admin.action.edit'))));
    const dialog = await findDialog(t('admin.form.edit', { name: '青岛总决赛' }));
    submit(dialog);
    expect(await within(dialog).findAllByText(t('admin.content.imageAlt.required'))).toHaveLength(1);
    expect(banners.update).not.toHaveBeenCalled();
    // The tab holding the error is opened.
    await waitFor(() =>
      expect(dialog.querySelector('.ant-tabs-tab-active')).toHaveTextContent(t('admin.locale.en-US')),
    );

    fireEvent.change(field(dialog, 'en-US', 'imageAlt'), { target: { value: 'An underwater robot' } });
    banners.update.mockReturnValue(ok(item()));
    submit(dialog);
    await waitFor(() => expect(banners.update).toHaveBeenCalledTimes(1));
    expect(banners.update.mock.calls[0][1].translations['en-US']).toEqual({
      title: 'Finals in Qingdao',
      imageAlt: 'An underwater robot',
    });
  });

  it('previews the Markdown body as the server renders it', async () => {
    news.list.mockReturnValue(page([item()]));
    (previewMarkdown as jest.Mock).mockImplementation((body: string) =>
      ok({ html: `<p><strong>${body.length} chars</strong></p>` }),
    );
    render(<NewsTab />);
    fireEvent.click(await screen.findByText(label(t('admin.action.edit'))));
    const dialog = await findDialog(t('admin.form.edit', { name: '决赛场地公布' }));
    const preview = within(dialog).getByTestId('preview-zh-CN');
    expect(await within(preview).findByText('3 chars')).toBeInTheDocument();
    fireEvent.change(field(dialog, 'zh-CN', 'body'), { target: { value: '青岛奥帆中心。' } });
    expect(await within(preview).findByText('7 chars')).toBeInTheDocument();
    // Only the open tab asks for its preview.
    expect(previewMarkdown).not.toHaveBeenCalledWith('Qingdao.');
  });

  it('restores a revision from the history drawer', async () => {
    news.list.mockReturnValue(page([item()]));
    news.revisions.mockReturnValue(
      ok(
        [3, 2, 1].map((number) => ({
          id: 700 + number,
          number,
          savedAt: '2026-11-20T08:00:00.000Z',
          savedBy: number === 1 ? null : { uid: 1, name: 'Portal Admin' },
          title: `Finals venue, version ${number}`,
          status: number === 1 ? 'draft' : 'published',
        })),
      ),
    );
    news.restore.mockReturnValue(ok(item({ revision: 4 })));
    render(<NewsTab />);
    fireEvent.click(await screen.findByText(label(t('admin.content.history'))));
    expect(await screen.findByText('Finals venue, version 2')).toBeInTheDocument();
    expect(news.revisions).toHaveBeenCalledWith(7);
    expect(screen.getByText(t('admin.content.history.system'))).toBeInTheDocument();
    // The newest revision is the item as it is; the older ones can be restored.
    expect(screen.getByText(t('admin.content.history.current'))).toBeInTheDocument();
    const restoreButtons = screen.getAllByText(label(t('admin.content.history.restore')));
    expect(restoreButtons).toHaveLength(2);
    fireEvent.click(restoreButtons[0]);
    const confirm = (
      await screen.findByText(t('admin.content.history.restore.confirm', { number: 2 }))
    ).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(confirm).getByText(label(t('admin.content.history.restore'))));
    await waitFor(() => expect(news.restore).toHaveBeenCalledWith(7, 702));
    await waitFor(() =>
      expect(message.success).toHaveBeenCalledWith(t('admin.content.history.restored', { number: 2 })),
    );
    await waitFor(() => expect(news.list).toHaveBeenCalledTimes(2));
    expect(news.revisions).toHaveBeenCalledTimes(2);
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
  const session: import('@common/contract').AdminSessionView = {
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
  const absent: import('@common/contract').AttendanceRecordView = {
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

describe('members', () => {
  const member = (
    uid: number,
    nickname: string,
    twoFactor: boolean,
    access: import('@common/contract').Access = 'user',
  ) =>
    ({
      uid,
      username: nickname.toLowerCase().replace(' ', '.'),
      nickname,
      email: `${uid}@example.org`,
      emailVerified: true,
      phone: null,
      access,
      country: 'CN',
      createdAt: '2026-09-01T08:00:00.000Z',
      twoFactor,
    }) satisfies import('@common/contract').UserListItem;

  it('offers to turn off two-factor only where it is on and not for oneself, behind a confirmation', async () => {
    (queryUsers as jest.Mock).mockReturnValue(
      page([
        member(1, 'Portal Admin', true, 'admin'),
        member(2, 'Chen Yu', true),
        member(3, 'Lin Hai', false),
      ]),
    );
    (resetTwoFactor as jest.Mock).mockReturnValue(ok({}));
    render(<MembersTab />);
    expect(await screen.findByText('Chen Yu')).toBeInTheDocument();
    // The list says whose is on; the signed-in admin (uid 1) has it on too, but gets no button.
    expect(screen.getAllByText(t('admin.members.twoFactor.on'))).toHaveLength(2);
    const buttons = screen.getAllByText(label(t('admin.members.twoFactor.reset')));
    expect(buttons).toHaveLength(1);
    expect(buttons[0]!.closest('tr')).toHaveTextContent('Chen Yu');

    fireEvent.click(buttons[0]!);
    const confirm = (
      await screen.findByText(t('admin.members.twoFactor.reset.confirm', { name: 'Chen Yu' }))
    ).closest('.ant-popover') as HTMLElement;
    expect(within(confirm).getByText(t('admin.members.twoFactor.reset.description'))).toBeInTheDocument();
    expect(resetTwoFactor).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByText(label(t('admin.action.confirm'))));
    await waitFor(() => expect(resetTwoFactor).toHaveBeenCalledWith(2));
    await waitFor(() =>
      expect(message.success).toHaveBeenCalledWith(
        t('admin.members.twoFactor.resetDone', { name: 'Chen Yu' }),
      ),
    );
    await waitFor(() => expect(queryUsers).toHaveBeenCalledTimes(2));
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

  it('names security events in the reader’s language, a failed sign-in for nobody included', async () => {
    (queryAudit as jest.Mock).mockReturnValue(
      page([
        {
          id: 2,
          at: '2026-11-20T09:00:00.000Z',
          actorUid: null,
          actorName: '',
          action: 'security.signInFailed',
          targetType: 'user',
          targetId: null,
          competitionId: null,
          teamId: null,
          before: null,
          after: { method: 'account', login: 'nobody', address: '10.0.0.1', trustedDevice: false },
        },
      ]),
    );
    render(<AuditTab />);
    expect(await screen.findByText('登录失败')).toBeInTheDocument();
    expect(screen.getByText('security.signInFailed')).toBeInTheDocument();
    expect(screen.getByText('user')).toBeInTheDocument();
  });
});
