import { addLocale, setLocale } from '@umijs/max';
import { LocaleFormatError } from '@/locales/supported';
import { currentLocale, switchLocale } from '@/utils/locale';

jest.mock('@umijs/max', () => jest.requireActual('../support/umiMock').umiMock());

const browserLanguage = jest.spyOn(window.navigator, 'language', 'get');

beforeEach(() => {
  (setLocale as jest.Mock).mockClear();
  window.localStorage.clear();
});

describe('switching the language', () => {
  it('reloads by default through umi, the language cookie already set for the reloaded page', () => {
    let cookieAtReload = '';
    (setLocale as jest.Mock).mockImplementationOnce(() => {
      cookieAtReload = document.cookie;
    });
    switchLocale('en-US');
    expect(setLocale).toHaveBeenCalledWith('en-US', true);
    // The server writes the reloaded page's content and preloads in the language the cookie names.
    expect(cookieAtReload).toContain('portal_locale=en-US');
  });

  it('can switch without a reload, once the language’s messages and antd’s words are in', async () => {
    await switchLocale('pt-BR', false);
    expect(addLocale).toHaveBeenCalledWith(
      'pt-BR',
      expect.objectContaining({ 'menu.home': expect.any(String) }),
      {
        antd: expect.objectContaining({
          Pagination: expect.objectContaining({ prev_page: 'Página anterior' }),
        }),
      },
    );
    expect(setLocale).toHaveBeenCalledWith('pt-BR', false);
  });

  it('without a reload, brings the account part too when the open page speaks it', async () => {
    window.history.pushState({}, '', '/account/Team');
    await switchLocale('id-ID', false);
    window.history.pushState({}, '', '/');
    const indonesian = (addLocale as jest.Mock).mock.calls
      .filter(([name]) => name === 'id-ID')
      .flatMap(([, messages]) => Object.keys(messages));
    expect(indonesian).toEqual(expect.arrayContaining(['menu.home', 'account.login.title']));
    expect(setLocale).toHaveBeenCalledWith('id-ID', false);
  });

  it('refuses a malformed locale with a format error and changes nothing', () => {
    expect(() => switchLocale('en_us')).toThrow(LocaleFormatError);
    expect(setLocale).not.toHaveBeenCalled();
  });
});

describe('the locale in use', () => {
  it('follows the stored choice', () => {
    window.localStorage.setItem('umi_locale', 'id-ID');
    browserLanguage.mockReturnValue('en-US');
    expect(currentLocale()).toBe('id-ID');
  });

  it('then the browser language', () => {
    browserLanguage.mockReturnValue('zh-TW');
    expect(currentLocale()).toBe('zh-TW');
  });

  it('and lands on zh-CN for a browser in French', () => {
    browserLanguage.mockReturnValue('fr-FR');
    expect(currentLocale()).toBe('zh-CN');
  });
});
