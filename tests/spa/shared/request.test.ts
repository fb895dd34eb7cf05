/**
 * The error catalogue of spec section 8, rule by rule, through the one request module.
 */
import { PAGE_CONTENT_ELEMENT } from '@common/page-content';
import { message, notification } from 'antd';
import { history, mockLocale } from '../support/umiMock';
import { queryNews } from '@/features/content/services/content';
import { queryCompetition, queryCompetitions } from '@/features/enrolment/services/enrol';
import { login, outLogin } from '@/features/accounts/services/login';
import { fetchUserInfo } from '@/features/accounts/currentUser';
import { toastsShown } from '@/utils/feedback';
import {
  ErrorShowType,
  forgetEarly,
  request,
  RequestError,
  sentWithPageNow,
  startEarly,
} from '@/utils/request';

jest.mock('@umijs/max', () => jest.requireActual('../support/umiMock').umiMock());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: jest.Mock;
let errorToast: jest.SpyInstance;
let warnToast: jest.SpyInstance;
let notifyError: jest.SpyInstance;
let notifyOpen: jest.SpyInstance;

beforeEach(() => {
  fetchMock = jest.fn();
  (global as unknown as { fetch: jest.Mock }).fetch = fetchMock;
  errorToast = jest.spyOn(message, 'error').mockImplementation(() => (() => undefined) as never);
  warnToast = jest.spyOn(message, 'warning').mockImplementation(() => (() => undefined) as never);
  notifyError = jest.spyOn(notification, 'error').mockImplementation(() => undefined);
  notifyOpen = jest.spyOn(notification, 'open').mockImplementation(() => undefined);
  history.push.mockClear();
  window.history.replaceState(null, '', '/account/Team?id=4');
});

afterEach(() => jest.restoreAllMocks());

const noUiEffects = async () => {
  await toastsShown();
  expect(errorToast).not.toHaveBeenCalled();
  expect(warnToast).not.toHaveBeenCalled();
  expect(notifyError).not.toHaveBeenCalled();
  expect(notifyOpen).not.toHaveBeenCalled();
  expect(history.push).not.toHaveBeenCalled();
};

describe('success', () => {
  it('resolves with code and data when code is 200', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, message: 'ok', data: { uid: 7 } }));
    await expect(request('/api/teams')).resolves.toEqual({ code: 200, message: 'ok', data: { uid: 7 } });
    await noUiEffects();
  });

  it('sends the chosen locale as Accept-Language', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, data: null }));
    await request('/api/teams');
    const [, init] = fetchMock.mock.calls[0];
    expect(new Headers(init.headers).get('Accept-Language')).toBe('zh-CN');
  });

  it('treats status 0 without a code as success', async () => {
    fetchMock.mockResolvedValue(json({ status: 0, data: [1] }));
    await expect(request('/api/legacy')).resolves.toEqual({ status: 0, data: [1] });
    await noUiEffects();
  });
});

describe('302 and 401 send the visitor to login', () => {
  it('302 on an ordinary call redirects to /account/login with the way back', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 302 }));
    await expect(request('/api/teams')).rejects.toBeInstanceOf(RequestError);
    expect(history.push).toHaveBeenCalledWith('/account/login?redirect=%2Faccount%2FTeam%3Fid%3D4');
  });

  it('a redirect the browser did not follow (opaque, status 0) counts as the 302', async () => {
    const opaque = new Response(null, { status: 200 });
    Object.defineProperty(opaque, 'type', { value: 'opaqueredirect' });
    Object.defineProperty(opaque, 'status', { value: 0 });
    Object.defineProperty(opaque, 'ok', { value: false });
    fetchMock.mockResolvedValue(opaque);
    await expect(request('/api/teams')).rejects.toMatchObject({ kind: 'redirect' });
    expect(history.push).toHaveBeenCalledWith('/account/login?redirect=%2Faccount%2FTeam%3Fid%3D4');
  });

  it('asks the browser not to follow redirects', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, data: null }));
    await request('/api/teams');
    expect(fetchMock.mock.calls[0][1].redirect).toBe('manual');
  });

  it.each([{ status: 302, msg: 'moved' }, { status: 302 }])(
    'status 302 in the envelope (%p) redirects to login like an HTTP 302',
    async (body) => {
      fetchMock.mockResolvedValue(json(body));
      await expect(request('/api/teams')).rejects.toMatchObject({ kind: 'redirect' });
      expect(history.push).toHaveBeenCalledWith('/account/login?redirect=%2Faccount%2FTeam%3Fid%3D4');
      await toastsShown();
      expect(errorToast).not.toHaveBeenCalled();
    },
  );

  it('status 302 in the current-user answer does not redirect', async () => {
    fetchMock.mockResolvedValue(json({ status: 302 }));
    await request('/api/user/currentUser').catch(() => undefined);
    expect(history.push).not.toHaveBeenCalled();
  });

  it('302 on the current-user call does not redirect', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 302 }));
    await expect(request('/api/user/currentUser')).rejects.toBeInstanceOf(RequestError);
    expect(history.push).not.toHaveBeenCalled();
  });

  it.each([
    ['body code 401', () => json({ code: 401, message: 'Please sign in.' }, 200)],
    ['body status 401', () => json({ status: 401, msg: 'expired' }, 200)],
    ['HTTP 401 with an envelope', () => json({ code: 401, message: 'Please sign in.' }, 401)],
    ['HTTP 401 without a body', () => new Response('', { status: 401 })],
  ])('%s redirects to login and fails', async (_, answer) => {
    fetchMock.mockResolvedValue(answer());
    await expect(request('/api/teams')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(history.push).toHaveBeenCalledWith(expect.stringMatching(/^\/account\/login\?redirect=/));
    await toastsShown();
    expect(errorToast).not.toHaveBeenCalled();
  });
});

describe('4002 fails silently', () => {
  it.each([{ code: 4002 }, { status: 4002 }])('%p', async (body) => {
    fetchMock.mockResolvedValue(json({ ...body, message: 'not signed in', data: null }));
    await expect(request('/api/user/currentUser')).rejects.toMatchObject({ kind: 'silent' });
    await noUiEffects();
  });
});

describe('code other than 200', () => {
  it('shows the message field in an error toast and fails', async () => {
    fetchMock.mockResolvedValue(json({ code: 409, message: 'That team is full.', data: null }, 409));
    await expect(request('/api/teams/join', { method: 'POST', data: {} })).rejects.toMatchObject({
      kind: 'code',
      message: 'That team is full.',
    });
    await toastsShown();
    expect(errorToast).toHaveBeenCalledWith('That team is full.');
    expect(notifyError).not.toHaveBeenCalled();
  });
});

describe('formFields: refusals a form shows under its fields', () => {
  const refusal = {
    code: 400,
    message: 'The current password is not correct.',
    data: { fields: { password: 'The current password is not correct.' } },
  };

  it('a refusal naming one of the fields fails with its envelope and no toast', async () => {
    fetchMock.mockResolvedValue(json(refusal, 400));
    const error = await request('/api/x', { method: 'POST', formFields: ['password'] }).catch((e) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error.info).toEqual(refusal);
    await noUiEffects();
  });

  it('a refusal naming other fields, or none, is toasted as usual', async () => {
    fetchMock.mockResolvedValue(json(refusal, 400));
    await expect(request('/api/x', { method: 'POST', formFields: ['code'] })).rejects.toMatchObject({
      kind: 'code',
    });
    fetchMock.mockResolvedValue(json({ code: 429, message: 'Too many attempts.', data: null }, 429));
    await expect(request('/api/x', { method: 'POST', formFields: ['password'] })).rejects.toMatchObject({
      kind: 'code',
    });
    await toastsShown();
    expect(errorToast).toHaveBeenNthCalledWith(1, refusal.message);
    expect(errorToast).toHaveBeenNthCalledWith(2, 'Too many attempts.');
  });
});

describe('no code and a status other than 0', () => {
  it('shows msg in a toast and fails', async () => {
    fetchMock.mockResolvedValue(json({ status: 3, msg: '名额已满' }));
    await expect(request('/api/legacy')).rejects.toMatchObject({ kind: 'status' });
    await toastsShown();
    expect(errorToast).toHaveBeenCalledWith('名额已满');
  });

  it('falls back to the Chinese default 请求错误', async () => {
    fetchMock.mockResolvedValue(json({ status: 5 }));
    await expect(request('/api/legacy')).rejects.toBeInstanceOf(RequestError);
    await toastsShown();
    expect(errorToast).toHaveBeenCalledWith('请求错误');
  });

  it('does not apply to the current-user call', async () => {
    fetchMock.mockResolvedValue(json({ status: 5, data: null }));
    await expect(request('/api/user/currentUser')).resolves.toEqual({ status: 5, data: null });
    await toastsShown();
    expect(errorToast).not.toHaveBeenCalled();
  });
});

describe('HTTP errors without an envelope', () => {
  it.each([
    [400, '发出的请求有错误，服务器没有进行新建或修改数据的操作。'],
    [403, '用户得到授权，但是访问是被禁止的。'],
    [404, '发出的请求针对的是不存在的记录，服务器没有进行操作。'],
    [500, '服务器发生错误，请检查服务器。'],
    [502, '网关错误。'],
    [503, '服务不可用，服务器暂时过载或维护。'],
    [504, '网关超时。'],
  ])('HTTP %i shows "请求错误 {status}: {url}" with its Chinese description', async (status, description) => {
    fetchMock.mockResolvedValue(
      new Response('<html>oops</html>', { status, headers: { 'Content-Type': 'text/html' } }),
    );
    await expect(request('/api/teams')).rejects.toMatchObject({ kind: 'http' });
    await toastsShown();
    expect(notifyError).toHaveBeenCalledWith({ message: `请求错误 ${status}: /api/teams`, description });
  });

  it('every status the spec lists has a description in every locale', () => {
    const statuses = [200, 201, 202, 204, 400, 401, 403, 404, 405, 406, 410, 422, 500, 502, 503, 504];
    for (const locale of ['zh-CN', 'en-US', 'zh-TW', 'pt-BR', 'id-ID']) {
      // eslint-disable-next-line @typescript-eslint/no-var-requires
      const messages = require(`@/locales/${locale}/index`).default as Record<string, string>;
      for (const status of statuses) expect(messages[`request.http.${status}`]).toBeTruthy();
    }
  });
});

describe('no response', () => {
  it('shows the network-abnormal notification and fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request('/api/teams')).rejects.toMatchObject({ kind: 'network' });
    await toastsShown();
    expect(notifyError).toHaveBeenCalledWith({
      message: '网络异常',
      description: '您的网络发生异常，无法连接服务器',
    });
  });
});

describe('business errors (success: false) by showType', () => {
  const biz = (showType: number | undefined, extra: Record<string, unknown> = {}) =>
    json({ success: false, errorCode: 'E_FULL', errorMessage: 'Enrolment is full.', showType, ...extra });

  it('0 is silent', async () => {
    fetchMock.mockResolvedValue(biz(ErrorShowType.SILENT));
    await expect(request('/api/x')).rejects.toMatchObject({ name: 'BizError', kind: 'business' });
    await noUiEffects();
  });

  it('1 shows a warning message', async () => {
    fetchMock.mockResolvedValue(biz(ErrorShowType.WARN_MESSAGE));
    await expect(request('/api/x')).rejects.toMatchObject({ name: 'BizError' });
    await toastsShown();
    expect(warnToast).toHaveBeenCalledWith('Enrolment is full.');
  });

  it('2 shows an error message', async () => {
    fetchMock.mockResolvedValue(biz(ErrorShowType.ERROR_MESSAGE));
    await expect(request('/api/x')).rejects.toMatchObject({ name: 'BizError' });
    await toastsShown();
    expect(errorToast).toHaveBeenCalledWith('Enrolment is full.');
  });

  it('4 shows a notification titled by errorCode', async () => {
    fetchMock.mockResolvedValue(biz(ErrorShowType.NOTIFICATION));
    await expect(request('/api/x')).rejects.toMatchObject({ name: 'BizError' });
    await toastsShown();
    expect(notifyOpen).toHaveBeenCalledWith({ message: 'E_FULL', description: 'Enrolment is full.' });
  });

  it('9 redirects to the exception page with errorCode and errorMessage', async () => {
    fetchMock.mockResolvedValue(biz(ErrorShowType.REDIRECT));
    await expect(request('/api/x')).rejects.toMatchObject({ name: 'BizError' });
    expect(history.push).toHaveBeenCalledWith('/exception?errorCode=E_FULL&errorMessage=Enrolment+is+full.');
  });

  it('any other showType gives an error message', async () => {
    fetchMock.mockResolvedValue(biz(7));
    await expect(request('/api/x')).rejects.toMatchObject({ name: 'BizError' });
    await toastsShown();
    expect(errorToast).toHaveBeenCalledWith('Enrolment is full.');
  });

  it('without structured info the message is "Request error, please retry." in the locale', async () => {
    fetchMock.mockResolvedValue(json({ success: false }));
    await expect(request('/api/x')).rejects.toMatchObject({ message: '请求错误，请重试。' });
    await toastsShown();
    expect(errorToast).toHaveBeenCalledWith('请求错误，请重试。');
  });

  it('an answer that is not JSON fails with the retry message', async () => {
    fetchMock.mockResolvedValue(
      new Response('plain words', { status: 200, headers: { 'Content-Type': 'text/plain' } }),
    );
    await expect(request('/api/x')).rejects.toBeInstanceOf(Error);
    await toastsShown();
    expect(errorToast).toHaveBeenCalledWith('请求错误，请重试。');
  });
});

describe('skipErrorHandler', () => {
  it('rethrows an HTTP error untouched, with no notification', async () => {
    fetchMock.mockResolvedValue(new Response('down', { status: 503 }));
    const error = await request('/api/x', { skipErrorHandler: true }).catch((e) => e);
    expect(error.name).toBe('ResponseError');
    expect(error.response.status).toBe(503);
    await noUiEffects();
  });

  it('rethrows a network failure untouched', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await request('/api/x', { skipErrorHandler: true }).catch((e) => e);
    expect(error).not.toBeInstanceOf(RequestError);
    await noUiEffects();
  });

  it('fails a business error without any toast or redirect', async () => {
    fetchMock.mockResolvedValue(json({ success: false, errorMessage: 'no', showType: 9 }));
    await expect(request('/api/x', { skipErrorHandler: true })).rejects.toMatchObject({ name: 'BizError' });
    await noUiEffects();
  });

  it('rethrows an HTTP 401 untouched without redirecting', async () => {
    fetchMock.mockResolvedValue(json({ code: 401, message: 'sign in' }, 401));
    const error = await request('/api/x', { skipErrorHandler: true }).catch((e) => e);
    expect(error.response.status).toBe(401);
    expect(error.data).toEqual({ code: 401, message: 'sign in' });
    await noUiEffects();
  });

  it('fails a body code 401 without redirecting', async () => {
    fetchMock.mockResolvedValue(json({ code: 401, message: 'sign in' }));
    await expect(request('/api/x', { skipErrorHandler: true })).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    await noUiEffects();
  });
});

describe('the start-up current-user call', () => {
  it.each([
    ['code 401', () => json({ code: 401, message: 'Please sign in.' })],
    ['status 401', () => json({ status: 401, msg: 'expired' })],
    ['HTTP 401', () => json({ code: 401, message: 'Please sign in.' }, 401)],
    ['HTTP 401 without a body', () => new Response('', { status: 401 })],
  ])('%s sends the visitor to login, with no toast', async (_, answer) => {
    fetchMock.mockResolvedValue(answer());
    await expect(fetchUserInfo()).resolves.toBeUndefined();
    expect(history.push).toHaveBeenCalledWith('/account/login?redirect=%2Faccount%2FTeam%3Fid%3D4');
    await toastsShown();
    expect(errorToast).not.toHaveBeenCalled();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it.each([{ code: 4002 }, { status: 4002 }])(
    '%p leaves the visitor on the page, signed out',
    async (body) => {
      fetchMock.mockResolvedValue(json(body));
      await expect(fetchUserInfo()).resolves.toBeUndefined();
      await noUiEffects();
    },
  );

  it('a signed-out visitor (data null) stays on the page', async () => {
    fetchMock.mockResolvedValue(json({ code: 200, message: 'ok', data: null }));
    await expect(fetchUserInfo()).resolves.toBeUndefined();
    await noUiEffects();
  });
});

describe("a page's content sent before the page asks (startEarly)", () => {
  beforeEach(() => forgetEarly());

  it("the page's identical call takes the answer sent early instead of asking again", async () => {
    fetchMock.mockImplementation(async () => json({ code: 200, data: ['section'] }));
    startEarly('/api/sections', { area: 'about' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/sections?area=about');
    await expect(request('/api/sections', { method: 'GET', params: { area: 'about' } })).resolves.toEqual({
      code: 200,
      data: ['section'],
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Once: asking again later is a new call.
    await request('/api/sections', { method: 'GET', params: { area: 'about' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('the query matches whatever order its fields come in', async () => {
    fetchMock.mockImplementation(async () => json({ code: 200, data: [] }));
    startEarly('/api/news', { current: 2, pageSize: 6 });
    await request('/api/news', { params: { pageSize: 6, current: 2 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('another question, or a call that is not a plain GET, is sent as usual', async () => {
    fetchMock.mockImplementation(async () => json({ code: 200, data: [] }));
    startEarly('/api/sections', { area: 'about' });
    await request('/api/sections', { params: { area: 'rules' } });
    await request('/api/sections', { method: 'POST', params: { area: 'about' }, data: {} });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('an error answer sent early is reported when the page asks, by the catalogue, and not before', async () => {
    fetchMock.mockResolvedValue(json({ code: 500, message: 'Database busy' }));
    startEarly('/api/sections', { area: 'about' });
    await toastsShown();
    expect(errorToast).not.toHaveBeenCalled();
    await expect(request('/api/sections', { params: { area: 'about' } })).rejects.toBeInstanceOf(
      RequestError,
    );
    await toastsShown();
    expect(errorToast).toHaveBeenCalledWith('Database busy');
  });

  it("a network failure sent early is the page's network notice, once it asks", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    startEarly('/api/sections', { area: 'about' });
    await Promise.resolve();
    expect(notifyError).not.toHaveBeenCalled();
    await expect(request('/api/sections', { params: { area: 'about' } })).rejects.toBeInstanceOf(
      RequestError,
    );
    expect(notifyError).toHaveBeenCalledTimes(1);
  });

  it('an answer sent in one language is not taken by a call in another', async () => {
    fetchMock.mockImplementation(async () => json({ code: 200, data: [] }));
    startEarly('/api/sections', { area: 'about' });
    mockLocale.current = 'en-US';
    try {
      await request('/api/sections', { params: { area: 'about' } });
    } finally {
      mockLocale.current = 'zh-CN';
    }
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(new Headers(fetchMock.mock.calls[1][1].headers).get('Accept-Language')).toBe('en-US');
  });

  describe('answers the server sent with the page (server/render/page-content.ts)', () => {
    const sendWithPage = (answers: Record<string, unknown> | string) => {
      const element = document.createElement('script');
      element.type = 'application/json';
      element.id = PAGE_CONTENT_ELEMENT;
      element.textContent = typeof answers === 'string' ? answers : JSON.stringify(answers);
      document.head.append(element);
    };

    it('the page takes its answer without a call, and once', async () => {
      sendWithPage({ 'zh-CN /api/news?current=2&pageSize=6': { code: 200, data: ['sent with the page'] } });
      startEarly('/api/news', { pageSize: 6, current: 2 });
      await expect(request('/api/news', { params: { current: 2, pageSize: 6 } })).resolves.toEqual({
        code: 200,
        data: ['sent with the page'],
      });
      expect(fetchMock).not.toHaveBeenCalled();
      fetchMock.mockResolvedValue(json({ code: 200, data: ['asked again'] }));
      await expect(request('/api/news', { params: { current: 2, pageSize: 6 } })).resolves.toMatchObject({
        data: ['asked again'],
      });
    });

    it('an answer in another language, or to another question, is not taken', async () => {
      fetchMock.mockImplementation(async () => json({ code: 200, data: ['asked'] }));
      sendWithPage({
        'en-US /api/sections?area=about': { code: 200, data: ['English'] },
        'zh-CN /api/sections?area=rules': { code: 200, data: ['rules'] },
      });
      startEarly('/api/sections', { area: 'about' });
      await expect(request('/api/sections', { params: { area: 'about' } })).resolves.toMatchObject({
        data: ['asked'],
      });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it("a page's first render can show a success sent with the page; an error waits for the page's call", async () => {
      sendWithPage({
        'zh-CN /api/sections?area=about': { code: 200, message: 'ok', data: ['about'] },
        'zh-CN /api/sections?area=rules': { code: 500, message: 'Database busy' },
      });
      startEarly('/api/sections', { area: 'about' });
      startEarly('/api/sections', { area: 'rules' });
      expect(sentWithPageNow('/api/sections', { area: 'about' })).toEqual({
        code: 200,
        message: 'ok',
        data: ['about'],
      });
      expect(sentWithPageNow('/api/sections', { area: 'rules' })).toBeUndefined();
      expect(sentWithPageNow('/api/sections', { area: 'notes' })).toBeUndefined();
      mockLocale.current = 'en-US';
      try {
        expect(sentWithPageNow('/api/sections', { area: 'about' })).toBeUndefined();
      } finally {
        mockLocale.current = 'zh-CN';
      }
      // The error is the catalogue's when the page asks.
      await expect(request('/api/sections', { params: { area: 'rules' } })).rejects.toBeInstanceOf(
        RequestError,
      );
      await toastsShown();
      expect(errorToast).toHaveBeenCalledWith('Database busy');
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('a page cut short in transit sends its calls as usual', async () => {
      fetchMock.mockImplementation(async () => json({ code: 200, data: ['asked'] }));
      sendWithPage('{"zh-CN /api/sections?area=ab');
      startEarly('/api/sections', { area: 'about' });
      await expect(request('/api/sections', { params: { area: 'about' } })).resolves.toMatchObject({
        data: ['asked'],
      });
    });

    it('after the first navigation, a later page never takes them', async () => {
      fetchMock.mockImplementation(async () => json({ code: 200, data: ['asked'] }));
      sendWithPage({ 'zh-CN /api/sections?area=about': { code: 200, data: ['from the first page'] } });
      forgetEarly();
      startEarly('/api/sections', { area: 'about' });
      await expect(request('/api/sections', { params: { area: 'about' } })).resolves.toMatchObject({
        data: ['asked'],
      });
    });
  });

  it('answers no page took are forgotten, and the next call asks the server', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 200, data: ['old'] }));
    fetchMock.mockResolvedValueOnce(json({ code: 200, data: ['new'] }));
    startEarly('/api/sections', { area: 'about' });
    forgetEarly();
    await expect(request('/api/sections', { params: { area: 'about' } })).resolves.toEqual({
      code: 200,
      data: ['new'],
    });
  });
});

describe('the request cache (spec section 9: 60 s by default)', () => {
  const START = new Date('2026-11-27T10:00:00Z').getTime();
  let answers: number;

  beforeEach(() => {
    // Only the clock is faked: the calls' promises and timeouts run as usual.
    jest.useFakeTimers({
      now: START,
      doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'setTimeout'],
    });
    answers = 0;
    fetchMock.mockImplementation(async () => json({ code: 200, data: { answer: ++answers } }));
  });

  afterEach(() => jest.useRealTimers());

  const at = (ms: number) => jest.setSystemTime(START + ms);
  const competitions = () =>
    request<{ answer: number }>('/api/competitions', { params: { current: 1 }, useCache: true });
  const accepted = (call: number) =>
    new Headers(fetchMock.mock.calls[call][1].headers).get('Accept-Language');

  it('a second call within 60 s asks nothing and has the first answer; one after 60 s asks again', async () => {
    await expect(competitions()).resolves.toEqual({ code: 200, data: { answer: 1 } });
    at(59_999);
    await expect(competitions()).resolves.toEqual({ code: 200, data: { answer: 1 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    at(60_000);
    await expect(competitions()).resolves.toEqual({ code: 200, data: { answer: 2 } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('`ttl` sets how long, in milliseconds', async () => {
    const brief = () => request('/api/competitions', { useCache: true, ttl: 5_000 });
    await brief();
    at(4_999);
    await brief();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    at(5_000);
    await brief();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is keyed by address and query; without useCache every call asks', async () => {
    await competitions();
    await request('/api/competitions', { params: { current: 2 }, useCache: true });
    await request('/api/competitions/3', { useCache: true });
    await request('/api/competitions', { params: { current: 1 } });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await competitions();
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it("keys by the reader's locale: a language switch asks in the new language, and back is kept", async () => {
    await expect(competitions()).resolves.toMatchObject({ data: { answer: 1 } });
    mockLocale.current = 'en-US';
    try {
      await expect(competitions()).resolves.toMatchObject({ data: { answer: 2 } });
      expect(accepted(1)).toBe('en-US');
    } finally {
      mockLocale.current = 'zh-CN';
    }
    await expect(competitions()).resolves.toMatchObject({ data: { answer: 1 } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'a %s anywhere drops every answer kept (an admin edit changes the public list)',
    async (method) => {
      await competitions();
      await request('/api/news', { useCache: true });
      await request('/api/admin/competitions/3', { method, data: {} });
      await expect(competitions()).resolves.toMatchObject({ data: { answer: 4 } });
      await expect(request('/api/news', { useCache: true })).resolves.toMatchObject({ data: { answer: 5 } });
    },
  );

  it('a refused write drops them too', async () => {
    await competitions();
    fetchMock.mockResolvedValueOnce(json({ code: 409, message: 'Full.', data: null }, 409));
    await expect(
      request('/api/enrolments', { method: 'POST', data: {}, skipErrorHandler: true }),
    ).rejects.toBeDefined();
    await competitions();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('an answer to a read sent before a write is not kept: it may show the state before it', async () => {
    let answerRead!: (response: Response) => void;
    fetchMock.mockImplementationOnce(
      () =>
        new Promise<Response>((resolve) => {
          answerRead = resolve;
        }),
    );
    const read = competitions();
    await request('/api/enrolments', { method: 'POST', data: {} });
    answerRead(json({ code: 200, data: { answer: 'before the enrolment' } }));
    await expect(read).resolves.toMatchObject({ data: { answer: 'before the enrolment' } });
    await expect(competitions()).resolves.toMatchObject({ data: { answer: 2 } });
  });

  it('nor is an answer to a read sent while a write is on its way', async () => {
    let answerWrite!: (response: Response) => void;
    fetchMock.mockImplementationOnce(
      () =>
        new Promise<Response>((resolve) => {
          answerWrite = resolve;
        }),
    );
    const write = request('/api/enrolments', { method: 'POST', data: {} });
    await expect(competitions()).resolves.toMatchObject({ data: { answer: 1 } });
    answerWrite(json({ code: 200, data: { id: 9 } }));
    await write;
    await expect(competitions()).resolves.toMatchObject({ data: { answer: 2 } });
  });

  it('failures are not kept: the next call asks again', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 500, message: 'Database busy' }, 500));
    await expect(
      request('/api/competitions', { useCache: true, skipErrorHandler: true }),
    ).rejects.toBeDefined();
    await expect(request('/api/competitions', { useCache: true })).resolves.toMatchObject({
      data: { answer: 1 },
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('signing in or out drops them: nobody sees answers kept for the previous user', async () => {
    await competitions();
    await login({ type: 'account', username: 'next', password: 'Secret-Pass-1' });
    await competitions();
    await outLogin();
    await competitions();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/competitions?current=1',
      '/api/login/account',
      '/api/competitions?current=1',
      '/api/login/outLogin',
      '/api/competitions?current=1',
    ]);
  });

  it('the competitions and the content lists are read through it', async () => {
    await queryCompetitions();
    await queryCompetitions();
    await queryCompetition(3);
    await queryCompetition(3);
    await queryNews({ current: 1, pageSize: 6 });
    await queryNews({ current: 1, pageSize: 6 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
