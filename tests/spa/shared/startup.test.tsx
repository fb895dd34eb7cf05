/**
 * Start-up state (spec section 4): the current user is fetched unless the page is login or
 * register (either casing); a failed fetch leaves the user undefined.
 */
import { history } from '../support/umiMock';
import { getInitialState, render } from '@/app';
import { loadMessagesFor } from '@/locales/load';
import { fetchUserInfo } from '@/features/accounts/currentUser';
import { queryCurrentUser } from '@/features/accounts/services/login';
// Types by import(): @umijs/test hoists jest.mock() with Babel, which refuses imported types.

jest.mock('@umijs/max', () => jest.requireActual('../support/umiMock').umiMock());
jest.mock('@/features/accounts/services/login', () => ({ queryCurrentUser: jest.fn() }));
// The language's messages never arrive: what is sent before them is what the page does not wait on.
jest.mock('@/locales/load', () => ({
  loadMessagesFor: jest.fn(
    () =>
      new Promise(() => {
        // never settles
      }),
  ),
}));

const query = queryCurrentUser as jest.Mock;
const user = { uid: 9, username: 'lin', access: 'user' } as import('@common/contract').CurrentUser;

beforeEach(() => query.mockReset());

describe('getInitialState', () => {
  it.each(['/account/login', '/account/Login', '/account/register', '/account/Register'])(
    'skips the current-user call on %s',
    async (pathname) => {
      history.location.pathname = pathname;
      const state = await getInitialState();
      expect(query).not.toHaveBeenCalled();
      expect(state.currentUser).toBeUndefined();
      expect(state.settings?.colorPrimary).toBe('#2F54EB');
      expect(state.fetchUserInfo).toBe(fetchUserInfo);
    },
  );

  it('fetches the current user on any other page, quietly', async () => {
    history.location.pathname = '/About';
    query.mockResolvedValue({ code: 200, message: 'ok', data: user });
    const state = await getInitialState();
    expect(query).toHaveBeenCalledWith({ skipErrorHandler: true });
    expect(state.currentUser).toEqual(user);
  });

  it('leaves the user undefined when the call fails (e.g. code 4002)', async () => {
    history.location.pathname = '/';
    query.mockRejectedValue(new Error('4002'));
    const state = await getInitialState();
    expect(state.currentUser).toBeUndefined();
  });
});

describe('start-up order', () => {
  it('sends the current-user call beside the messages, and the start-up state uses its answer', async () => {
    history.location.pathname = '/News';
    query.mockResolvedValue({ code: 200, message: 'ok', data: user });
    const oldRender = jest.fn();
    render(oldRender);
    expect(query).toHaveBeenCalledTimes(1);
    expect(oldRender).not.toHaveBeenCalled();
    const state = await getInitialState();
    expect(state.currentUser).toEqual(user);
    expect(query).toHaveBeenCalledTimes(1);
    // Used once: a later start-up (after signing in) asks again.
    await getInitialState();
    expect(query).toHaveBeenCalledTimes(2);
  });

  it("tells the server, by a cookie, the language the page starts in (for the next page's preloads)", () => {
    history.location.pathname = '/About';
    window.localStorage.setItem('umi_locale', 'pt-BR');
    render(jest.fn());
    window.localStorage.removeItem('umi_locale');
    // The stored choice, which the server cannot read: it decides over the browser's en-US.
    expect(document.cookie).toContain('portal_locale=pt-BR');
  });

  it("asks for the messages the start page speaks, by the page's path inside the app", () => {
    const load = loadMessagesFor as jest.Mock;
    load.mockClear();
    history.location.pathname = '/account/Team';
    render(jest.fn());
    expect(load).toHaveBeenCalledWith(expect.any(String), '/account/Team');
  });

  it('sends nothing early on the sign-in page', () => {
    history.location.pathname = '/account/Login';
    render(jest.fn());
    expect(query).not.toHaveBeenCalled();
  });
});
