/**
 * The account area: login (the template failure messages, the redirect after it), registration
 * (the strength meter refuses weak passwords), settings (every save sends the whole user), the
 * personal information (a guardian for minors) and the shared helpers behind them.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { message, notification } from 'antd';
import dayjs from 'dayjs';
import { formatMessage, history } from '../support/umiMock';
import { COUNTRY_CODES, countryName, countryOptions } from '@/components/CountrySelect';
import EvpiPage from '@/pages/account/Evpi';
import { isMinor, isSelectableBirthDate, toIsoDate } from '@/features/accounts/age';
import LoginPage from '@/pages/account/Login';
import { describeLoginFailure } from '@/features/accounts/signIn/failure';
import RegisterPage from '@/pages/account/Register';
import SettingsPage from '@/pages/account/settings';
import { maskPhone } from '@/features/accounts/settings/SecurityView';
import RevertEmailPage from '@/pages/account/RevertEmail';
import { toUserUpdate } from '@/features/accounts/services/user';
import { register } from '@/features/accounts/services/login';
import { queryEvpi, updateUser } from '@/features/accounts/services/user';
import { RequestError } from '@/utils/request';
// Types by import(): @umijs/test hoists jest.mock() with Babel, which refuses imported types.

type MockState = {
  currentUser?: import('@common/contract').CurrentUser;
  fetchUserInfo?: () => Promise<import('@common/contract').CurrentUser | undefined>;
};
type MockLinkProps = { to: string; children?: JSX.Element | string | (JSX.Element | string)[] };

const mockModel = {
  initialState: {} as MockState,
  setInitialState: jest.fn((next: MockState | ((s: MockState) => MockState)) => {
    mockModel.initialState = typeof next === 'function' ? next(mockModel.initialState) : next;
  }),
};
const mockRoute = { pathname: '/account/login', search: '' };
const mockSetParams = jest.fn();

jest.mock('@umijs/max', () => {
  const base = jest.requireActual('../support/umiMock').umiMock();
  return {
    ...base,
    useIntl: () => ({
      ...base.useIntl(),
      formatDate: (value: string) => new Date(value).toISOString().slice(0, 10),
    }),
    useModel: () => mockModel,
    useLocation: () => mockRoute,
    useSearchParams: () => [new URLSearchParams(mockRoute.search), mockSetParams],
    Link: ({ to, children }: MockLinkProps) => <a href={to}>{children}</a>,
  };
});

jest.mock('@/features/accounts/services/login', () => ({
  ...jest.requireActual('@/features/accounts/services/login'),
  register: jest.fn(),
}));
jest.mock('@/features/accounts/services/user', () => ({
  ...jest.requireActual('@/features/accounts/services/user'),
  updateUser: jest.fn(),
  queryEvpi: jest.fn(),
  saveEvpi: jest.fn(),
}));

const t = (id: string, values?: Record<string, string | number>) => formatMessage({ id }, values);

const user: import('@common/contract').CurrentUser = {
  uid: 2,
  username: 'user',
  nickname: 'Lin Hai',
  avatar: null,
  email: 'lin.hai@example.org',
  emailVerified: true,
  phone: '+8613800000002',
  access: 'user',
  profile: 'Team lead of the DeepBlue ROV team.',
  country: 'CN',
  province: 'Zhejiang',
  city: 'Hangzhou',
  address: '38 Zheda Road',
  notifications: { accountPassword: true, systemMessages: true, todoTasks: true },
  security: { securityPhone: null, securityQuestion: null, backupEmail: null, mfaEnabled: false },
  bindings: { github: null, google: null, wechat: null },
  passwordStrength: 'medium',
  unreadCount: 1,
  createdAt: '2026-09-01T08:00:00.000Z',
  twoFactor: false,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: jest.Mock;
let toasts: jest.SpyInstance[];

beforeEach(() => {
  fetchMock = jest.fn();
  (global as unknown as { fetch: jest.Mock }).fetch = fetchMock;
  toasts = [
    jest.spyOn(message, 'error').mockImplementation(() => (() => undefined) as never),
    jest.spyOn(notification, 'error').mockImplementation(() => undefined),
  ];
  jest.spyOn(message, 'success').mockImplementation(() => (() => undefined) as never);
  jest.spyOn(message, 'warning').mockImplementation(() => (() => undefined) as never);
  mockModel.initialState = {};
  mockModel.setInitialState.mockClear();
  Object.assign(mockRoute, { pathname: '/account/login', search: '' });
  history.push.mockClear();
});

afterEach(() => jest.restoreAllMocks());

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const submitButton = (name: RegExp) => screen.getByRole('button', { name });

describe('login', () => {
  const signIn = async (username = 'user', password = 'secret') => {
    render(<LoginPage />);
    type(screen.getByPlaceholderText(t('account.login.username.placeholder')), username);
    type(screen.getByPlaceholderText(t('account.login.password.placeholder')), password);
    await act(async () => {
      fireEvent.click(submitButton(/登\s*录/));
    });
  };

  it('shows the template message in the form, and no second toast, on a wrong password', async () => {
    fetchMock.mockResolvedValue(json({ code: 400, message: 'Incorrect username or password' }, 400));
    await signIn();
    expect(await screen.findByTestId('login-failure')).toHaveTextContent(t('account.login.error.account'));
    toasts.forEach((toast) => expect(toast).not.toHaveBeenCalled());
    expect(history.push).not.toHaveBeenCalled();
  });

  it('loads the user, updates the state, then goes back where the visitor came from', async () => {
    mockRoute.search = `?${new URLSearchParams({ redirect: '/account/Team?id=4' })}`;
    const fetchUserInfo = jest.fn().mockResolvedValue(user);
    mockModel.initialState = { fetchUserInfo };
    fetchMock.mockResolvedValue(json({ code: 200, message: 'ok', data: { status: 'ok', type: 'account' } }));
    await signIn();
    await waitFor(() => expect(history.push).toHaveBeenCalledWith('/account/Team?id=4'));
    expect(fetchUserInfo).toHaveBeenCalled();
    expect(mockModel.initialState.currentUser).toEqual(user);
    const [, init] = fetchMock.mock.calls[0];
    expect(JSON.parse(init.body)).toEqual({
      type: 'account',
      username: 'user',
      password: 'secret',
      autoLogin: true,
    });
  });

  it('never follows a redirect off the site', async () => {
    mockRoute.search = '?redirect=https://evil.example/';
    mockModel.initialState = { fetchUserInfo: jest.fn().mockResolvedValue(user) };
    fetchMock.mockResolvedValue(json({ code: 200, message: 'ok', data: { status: 'ok' } }));
    await signIn();
    await waitFor(() => expect(history.push).toHaveBeenCalledWith('/'));
  });

  it('offers the two ways in as one labelled choice, and signs in by phone with a code', async () => {
    mockModel.initialState = { fetchUserInfo: jest.fn().mockResolvedValue(user) };
    fetchMock.mockResolvedValue(json({ code: 200, message: 'ok', data: { status: 'ok', type: 'mobile' } }));
    render(<LoginPage />);
    const choice = screen.getByRole('radiogroup', { name: t('account.login.type') });
    expect(within(choice).getByRole('radio', { name: t('account.login.tab.account') })).toBeChecked();
    // The keyboard reaches the choice once, at its radio, not at the group as well.
    expect(choice).toHaveAttribute('tabindex', '-1');
    await act(async () => {
      fireEvent.click(within(choice).getByRole('radio', { name: t('account.login.tab.mobile') }));
    });
    expect(screen.queryByPlaceholderText(t('account.login.password.placeholder'))).not.toBeInTheDocument();
    // The phone way asks for its code before it calls the server.
    type(screen.getByPlaceholderText(t('account.login.mobile.placeholder')), '+8613800000000');
    await act(async () => {
      fireEvent.click(submitButton(/登\s*录/));
    });
    expect(await screen.findByText(t('account.rule.captcha.required'))).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    type(screen.getByPlaceholderText(t('account.login.captcha.placeholder')), '123456');
    await act(async () => {
      fireEvent.click(submitButton(/登\s*录/));
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({
      type: 'mobile',
      mobile: '+8613800000000',
      captcha: '123456',
      autoLogin: true,
    });
  });

  it("checks the chosen way's fields before it calls the server, and forgets a way's errors on leaving it", async () => {
    render(<LoginPage />);
    await act(async () => {
      fireEvent.click(submitButton(/登\s*录/));
    });
    const username = screen.getByPlaceholderText(t('account.login.username.placeholder'));
    expect(username).toHaveAccessibleDescription(t('account.rule.username.required'));
    expect(username).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    const choice = screen.getByRole('radiogroup', { name: t('account.login.type') });
    await act(async () => {
      fireEvent.click(within(choice).getByRole('radio', { name: t('account.login.tab.mobile') }));
    });
    await act(async () => {
      fireEvent.click(within(choice).getByRole('radio', { name: t('account.login.tab.account') }));
    });
    expect(screen.getByPlaceholderText(t('account.login.username.placeholder'))).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(screen.queryByText(t('account.rule.username.required'))).toBeNull();
  });

  it('prefills the username a registration passed on', () => {
    mockRoute.search = '?username=new.member';
    render(<LoginPage />);
    expect(screen.getByPlaceholderText(t('account.login.username.placeholder'))).toHaveValue('new.member');
  });

  it('tells a signed-in visitor who they are and links home', async () => {
    mockModel.initialState = { currentUser: user };
    render(<LoginPage />);
    expect(await screen.findByText(t('account.login.signedIn', { name: 'Lin Hai' }))).toBeInTheDocument();
    expect(screen.getByText(t('pages.backHome')).closest('a')).toHaveAttribute('href', '/');
  });
});

describe('why a login failed', () => {
  const envelope = { code: 400, message: 'x' };
  it('reads a 4xx answer as wrong credentials for the chosen tab', () => {
    const error = { response: new Response(null, { status: 400 }), data: envelope };
    expect(describeLoginFailure(error, 'account')).toEqual({ id: 'account.login.error.account' });
    expect(describeLoginFailure(error, 'mobile')).toEqual({ id: 'account.login.error.captcha' });
    expect(describeLoginFailure(new RequestError('x', envelope), 'mobile')).toEqual({
      id: 'account.login.error.captcha',
    });
  });

  it("keeps the server's sentence for anything else, and names a network failure", () => {
    const tooMany = {
      response: new Response(null, { status: 429 }),
      data: { code: 429, message: 'Too many attempts.' },
    };
    expect(describeLoginFailure(tooMany, 'account')).toEqual({ text: 'Too many attempts.' });
    expect(describeLoginFailure(new TypeError('Failed to fetch'), 'account')).toEqual({
      id: 'request.network.description',
    });
  });
});

describe('register', () => {
  const fill = (password: string, confirm = password) => {
    type(screen.getByLabelText(t('account.field.username')), 'new.member');
    type(screen.getByLabelText(t('account.field.email')), 'new@example.org');
    type(screen.getByLabelText(t('account.field.password')), password);
    type(screen.getByLabelText(t('account.password.confirm')), confirm);
  };

  it('meters the password as it is typed', async () => {
    render(<RegisterPage />);
    const field = screen.getByLabelText(t('account.field.password'));
    type(field, 'abc');
    expect(await screen.findByTestId('password-strength')).toHaveAttribute('data-strength', 'weak');
    type(field, 'Robot-Sim-2026');
    await waitFor(() =>
      expect(screen.getByTestId('password-strength')).toHaveAttribute('data-strength', 'strong'),
    );
  });

  it('refuses a weak password without calling the server', async () => {
    render(<RegisterPage />);
    fill('password');
    await act(async () => {
      fireEvent.click(submitButton(/注\s*册/));
    });
    expect(await screen.findByText(t('account.password.tooWeak'))).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
  });

  it('creates the account and goes to login with the username filled in', async () => {
    (register as jest.Mock).mockResolvedValue({ code: 200, data: { uid: 3, username: 'new.member' } });
    render(<RegisterPage />);
    fill('robots2026');
    await act(async () => {
      fireEvent.click(submitButton(/注\s*册/));
    });
    await waitFor(() => expect(history.push).toHaveBeenCalledWith('/account/login?username=new.member'));
    expect(register).toHaveBeenCalledWith({
      username: 'new.member',
      email: 'new@example.org',
      password: 'robots2026',
    });
  });
});

describe('settings', () => {
  beforeEach(() => (updateUser as jest.Mock).mockReset());

  it('shows the four tabs of the spec', () => {
    mockModel.initialState = { currentUser: user };
    render(<SettingsPage />);
    ['base', 'security', 'binding', 'notification'].forEach((key) =>
      expect(screen.getAllByText(t(`account.settings.menu.${key}`)).length).toBeGreaterThan(0),
    );
  });

  it('saves a notification switch with the whole user object and refreshes the state', async () => {
    mockRoute.search = '?tab=notification';
    mockModel.initialState = { currentUser: user };
    const saved = { ...user, notifications: { ...user.notifications, accountPassword: false } };
    (updateUser as jest.Mock).mockResolvedValue({ code: 200, message: 'ok', data: saved });
    render(<SettingsPage />);
    await act(async () => {
      fireEvent.click(within(screen.getByTestId('notification-accountPassword')).getByRole('switch'));
    });
    expect(updateUser).toHaveBeenCalledWith({ ...toUserUpdate(user), notifications: saved.notifications });
    expect(mockModel.initialState.currentUser).toEqual(saved);
  });

  it('saves a switch for a new account whose basic settings are still empty', async () => {
    mockRoute.search = '?tab=notification';
    const fresh = { ...user, phone: null, profile: '', country: '', province: '', city: '', address: '' };
    mockModel.initialState = { currentUser: fresh };
    const saved = { ...fresh, notifications: { ...fresh.notifications, todoTasks: false } };
    (updateUser as jest.Mock).mockResolvedValue({ code: 200, message: 'ok', data: saved });
    render(<SettingsPage />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => {
      fireEvent.click(within(screen.getByTestId('notification-todoTasks')).getByRole('switch'));
    });
    expect(updateUser).toHaveBeenCalledWith({
      ...toUserUpdate(fresh),
      phone: '',
      notifications: saved.notifications,
    });
    expect(message.warning).not.toHaveBeenCalled();
    expect(mockModel.initialState.currentUser).toEqual(saved);
  });

  it('a security item is edited in a dialog that forgets what was typed when cancelled', async () => {
    mockRoute.search = '?tab=security';
    mockModel.initialState = {
      currentUser: { ...user, security: { ...user.security, securityPhone: '+8613800000009' } },
    };
    render(<SettingsPage />);
    const open = () =>
      fireEvent.click(within(screen.getByTestId('security-phone')).getByText(t('account.settings.modify')));
    open();
    const field = await screen.findByLabelText(t('account.field.phone'));
    expect(field).toHaveValue('+8613800000009');
    type(field, '+8613800000010');
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByLabelText(t('account.field.phone'))).not.toBeInTheDocument());
    open();
    expect(await screen.findByLabelText(t('account.field.phone'))).toHaveValue('+8613800000009');
  });

  it('the security tab shows the password strength and links to the change page', () => {
    mockRoute.search = '?tab=security';
    mockModel.initialState = { currentUser: user };
    render(<SettingsPage />);
    const password = screen.getByTestId('security-password');
    expect(within(password).getByTestId('strength-label')).toHaveTextContent(
      t('account.password.strength.medium'),
    );
    expect(within(password).getByRole('link')).toHaveAttribute('href', '/account/reviserPwd');
  });

  it('turning two-factor on asks for the current password, and shows a wrong one under its field', async () => {
    mockRoute.search = '?tab=security';
    mockModel.initialState = { currentUser: user };
    // jsdom draws no canvas: the QR code is left blank rather than logging that it cannot.
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const secret = 'JBSWY3DPEHPK3PXP';
    const wrong = 'The current password is not correct.';
    fetchMock
      .mockResolvedValueOnce(
        json({ code: 200, message: 'ok', data: { secret, otpauthUrl: `otpauth://totp/x?secret=${secret}` } }),
      )
      .mockResolvedValueOnce(json({ code: 400, message: wrong, data: { fields: { password: wrong } } }, 400));
    render(<SettingsPage />);
    await act(async () => {
      fireEvent.click(screen.getByTestId('two-factor-setup'));
    });
    const password = await screen.findByLabelText(t('twoFactor.setup.password'));
    type(password, 'Not-my-password-1');
    type(screen.getByLabelText(t('twoFactor.setup.code')), '123456');
    // antd spaces out a two-character Chinese label.
    const confirm = new RegExp(`^${t('twoFactor.setup.confirm').split('').join('\\s*')}$`);
    fireEvent.click(screen.getByRole('button', { name: confirm }));
    expect(await screen.findByText(wrong)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toContain('/api/user/2fa/enable');
    expect(JSON.parse(String(init.body))).toEqual({ password: 'Not-my-password-1', code: '123456' });
    toasts.forEach((toast) => expect(toast).not.toHaveBeenCalled());
  });

  it('a new email asks for the current password and sends it; a wrong one shows under its field', async () => {
    mockModel.initialState = { currentUser: user };
    const wrong = 'The current password is not correct.';
    (updateUser as jest.Mock).mockRejectedValueOnce(
      new RequestError(
        wrong,
        { code: 400, message: wrong, data: { fields: { password: wrong } } },
        undefined,
        'code',
      ),
    );
    render(<SettingsPage />);
    const passwordLabel = t('account.password.old');
    expect(screen.queryByLabelText(passwordLabel)).not.toBeInTheDocument();
    type(screen.getByLabelText(t('account.field.email')), 'new@example.org');
    type(await screen.findByLabelText(passwordLabel), 'Not-my-password-1');
    fireEvent.click(screen.getByRole('button', { name: t('account.settings.basic.submit') }));
    expect(await screen.findByText(wrong)).toBeInTheDocument();
    expect(updateUser).toHaveBeenCalledWith(
      { ...toUserUpdate(user), email: 'new@example.org', password: 'Not-my-password-1' },
      { formFields: ['password', 'email', 'phone'] },
    );
    // Back to the account's address, the password is not asked for (nor sent).
    type(screen.getByLabelText(t('account.field.email')), user.email);
    await waitFor(() => expect(screen.queryByLabelText(passwordLabel)).not.toBeInTheDocument());
  });

  it('an admin kept out of the console is told to set up two-factor, or to sign in with a code when it is on', () => {
    mockRoute.search = '?tab=security';
    const admin = { ...user, access: 'admin' as const, twoFactorRequired: true };
    mockModel.initialState = { currentUser: admin };
    const { unmount } = render(<SettingsPage />);
    expect(screen.getByTestId('two-factor-required')).toHaveTextContent(t('twoFactor.required'));
    unmount();
    // On for the account, but this session signed in with the password alone.
    mockModel.initialState = { currentUser: { ...admin, twoFactor: true } };
    render(<SettingsPage />);
    expect(screen.getByTestId('two-factor-required')).toHaveTextContent(t('twoFactor.required.signInAgain'));
  });
});

describe('undoing an email change', () => {
  it('opens the link once, signs this browser out and offers a new password', async () => {
    mockRoute.search = '?token=abc_DEF-123';
    // The server ended this browser's session, the account's: asked again, nobody is signed in.
    mockModel.initialState = { currentUser: user, fetchUserInfo: jest.fn().mockResolvedValue(undefined) };
    fetchMock.mockResolvedValue(json({ code: 200, message: 'ok', data: {} }));
    render(<RevertEmailPage />);
    expect(await screen.findByText(t('account.revert.done'))).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('/api/email/revert');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'abc_DEF-123' });
    await waitFor(() => expect(mockModel.initialState.currentUser).toBeUndefined());
    expect(screen.getByRole('link')).toHaveAttribute('href', '/account/ForgotPassword');
  });

  it("keeps another account's session signed in", async () => {
    mockRoute.search = '?token=abc_DEF-456';
    const other = { ...user, uid: user.uid + 1, username: 'someone-else' };
    mockModel.initialState = { currentUser: other, fetchUserInfo: jest.fn().mockResolvedValue(other) };
    fetchMock.mockResolvedValue(json({ code: 200, message: 'ok', data: {} }));
    render(<RevertEmailPage />);
    expect(await screen.findByText(t('account.revert.done'))).toBeInTheDocument();
    await waitFor(() => expect(mockModel.initialState.fetchUserInfo).toHaveBeenCalled());
    expect(mockModel.initialState.currentUser).toEqual(other);
  });

  it("shows the server's sentence for a refused link, and asks for the link when there is none", async () => {
    mockRoute.search = '?token=used';
    const used = 'This link is invalid or has expired.';
    fetchMock.mockResolvedValue(json({ code: 400, message: used, data: null }, 400));
    const { unmount } = render(<RevertEmailPage />);
    expect(await screen.findByText(used)).toBeInTheDocument();
    unmount();
    mockRoute.search = '';
    render(<RevertEmailPage />);
    expect(await screen.findByText(t('account.link.missing'))).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('personal information', () => {
  const evpi: import('@common/contract').Evpi = {
    legalName: 'Putri Wulandari',
    dateOfBirth: dayjs().subtract(16, 'year').format('YYYY-MM-DD'),
    nationality: 'ID',
    documentType: 'passport',
    documentNumber: 'X1234567',
    organisation: 'SMA Negeri 1 Bandung',
    emergencyContactName: 'Sri Wulandari',
    emergencyContactPhone: '+6281234567890',
    guardianName: 'Sri Wulandari',
    guardianPhone: '+6281234567890',
  };

  it('starts empty when nothing was saved, with the privacy note', async () => {
    (queryEvpi as jest.Mock).mockResolvedValue({ code: 200, data: null });
    render(<EvpiPage />);
    expect(await screen.findByLabelText(t('account.evpi.legalName'))).toHaveValue('');
    expect(screen.getByText(t('account.evpi.privacy'))).toBeInTheDocument();
    expect(screen.queryByTestId('guardian-fields')).not.toBeInTheDocument();
  });

  it('asks a minor for a guardian', async () => {
    (queryEvpi as jest.Mock).mockResolvedValue({ code: 200, data: evpi });
    render(<EvpiPage />);
    expect(await screen.findByTestId('guardian-fields')).toBeInTheDocument();
    expect(screen.getByLabelText(t('account.evpi.guardianName'))).toHaveValue('Sri Wulandari');
  });
});

describe('helpers', () => {
  it('age: under 18 until the 18th birthday, and only past days can be chosen', () => {
    const today = dayjs('2026-09-01');
    expect(isMinor('2008-09-02', today)).toBe(true);
    expect(isMinor('2008-09-01', today)).toBe(false);
    expect(isMinor(undefined, today)).toBe(false);
    expect(isSelectableBirthDate(dayjs('2026-08-31'), today)).toBe(true);
    expect(isSelectableBirthDate(today, today)).toBe(false);
    expect(toIsoDate(dayjs('2001-04-12'))).toBe('2001-04-12');
  });

  it('countries: at least 30, named in the locale, sorted by name', () => {
    expect(COUNTRY_CODES.length).toBeGreaterThanOrEqual(30);
    expect(COUNTRY_CODES).toEqual(expect.arrayContaining(['CN', 'US', 'BR', 'ID', 'TW']));
    expect(countryName('BR', 'en-US')).toBe('Brazil');
    expect(countryName('BR', 'pt-BR')).toBe('Brasil');
    expect(countryName('Atlantis', 'en-US')).toBe('Atlantis');
    const labels = countryOptions('en-US').map((o) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en-US')));
  });

  it("the update is the whole editable user, uid included, nothing more, and '' for no phone", () => {
    expect(Object.keys(toUserUpdate(user)).sort()).toEqual(
      [
        'uid',
        'nickname',
        'avatar',
        'email',
        'phone',
        'profile',
        'country',
        'province',
        'city',
        'address',
        'notifications',
        'security',
        'bindings',
      ].sort(),
    );
    expect(toUserUpdate({ ...user, phone: null }).phone).toBe('');
  });

  it('masks the middle of a phone number', () => {
    expect(maskPhone('+8613800000002')).toBe('+86138****0002');
    expect(maskPhone('123456')).toBe('123456');
  });
});
