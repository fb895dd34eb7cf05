/**
 * The first page's content (the table of common/page-content.ts) goes out from the entry, beside its
 * code and messages (features/content/earlyContent.ts), and only the page at that address asks it.
 */
import { history, navigate } from '../support/umiMock';
import { pageContentGets } from '@common/page-content';
import { startPageContent } from '@/features/content/earlyContent';
import { request } from '@/utils/request';

jest.mock('@umijs/max', () => jest.requireActual('../support/umiMock').umiMock());

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

let fetchMock: jest.Mock;

beforeEach(() => {
  fetchMock = jest.fn(async () => json({ code: 200, data: [] }));
  (global as unknown as { fetch: jest.Mock }).fetch = fetchMock;
  history.listeners.clear();
  history.listen.mockClear();
  history.location.search = '';
});

describe('what each page asks for', () => {
  it.each([
    [
      '/',
      '',
      [
        ['/api/sections', { area: 'home' }],
        ['/api/banners', { placement: 'home' }],
      ],
    ],
    ['/News', '', [['/api/news', { current: 1, pageSize: 6 }]]],
    ['/News', '?category=rules&page=3', [['/api/news', { current: 3, pageSize: 6, category: 'rules' }]]],
    ['/News', '?category=nonsense&page=x', [['/api/news', { current: 1, pageSize: 6 }]]],
    ['/News/12', '', [['/api/news/12']]],
    ['/About', '', [['/api/sections', { area: 'about' }]]],
    ['/Rule/Feature3', '', [['/api/sections', { area: 'rules' }]]],
    [
      '/database/list',
      '',
      [
        ['/api/sections', { area: 'database' }],
        ['/api/materials', { collection: 'database', pageSize: 100 }],
      ],
    ],
  ])('%s%s', (pathname, search, gets) => {
    expect(pageContentGets(pathname, search)).toEqual(gets);
  });

  it.each(['/news', '/ABOUT', '/News/3abc', '/News/0', '/account/Login', '/Admin', '/no/such/page'])(
    '%s asks nothing early',
    (pathname) => {
      expect(pageContentGets(pathname, '')).toEqual([]);
    },
  );
});

describe('start-up', () => {
  it("sends the page's content at once, and the page's own call takes it", async () => {
    history.location.pathname = '/About';
    startPageContent();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/sections?area=about');
    await request('/api/sections', { method: 'GET', params: { area: 'about' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('forgets an answer nobody took once the visitor navigates, so the page asks afresh later', async () => {
    history.location.pathname = '/About';
    startPageContent();
    navigate('/News');
    navigate('/About');
    await request('/api/sections', { method: 'GET', params: { area: 'about' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(history.listeners.size).toBe(0);
  });

  it('sends nothing for a page without content of its own', () => {
    history.location.pathname = '/account/center';
    startPageContent();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(history.listen).not.toHaveBeenCalled();
  });
});
