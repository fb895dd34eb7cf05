/**
 * The news list and articles: the list pages through what the server sends, filtered by the
 * category in the URL, pinned items marked; an article shows its body, date and neighbours, and an
 * unknown, draft or malformed id is a 404 with a way back.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import {
  missingWithPage,
  queryNews,
  queryNewsArticle,
  sentWithPage,
} from '@/features/content/services/content';
import NewsPage from '@/pages/News';
import NewsDetailPage from '@/pages/News/Detail';
import { formatMessage } from '../support/umiMock';
// Types by import(): @umijs/test hoists jest.mock() with Babel, which refuses imported types.

const mockRoute = { params: {} as Record<string, string>, search: '' };
const mockSetSearch = jest.fn();

// Only global types here: the mock factory is hoisted above the imports.
type MockLinkProps = {
  to: string;
  children: JSX.Element | string | (JSX.Element | string)[];
  className?: string;
};

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../support/umiMock').umiMock(),
  useParams: () => mockRoute.params,
  useSearchParams: () => [new URLSearchParams(mockRoute.search), mockSetSearch],
  Link: ({ to, children, className }: MockLinkProps) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

// What the page asks to put in <head> (its title and description), kept where a test can read it.
jest.mock('@/features/content/PageMeta', () => jest.requireActual('../support/pageMetaMock').pageMetaMock());

jest.mock('@/features/content/services/content', () => ({
  queryNews: jest.fn(),
  queryNewsArticle: jest.fn(),
  sentWithPage: jest.requireActual('../support/contentMock').sentWithPageMock(),
  missingWithPage: { newsArticle: jest.fn() },
}));

const news = jest.mocked(queryNews);
const article = jest.mocked(queryNewsArticle);
const t = (id: string) => formatMessage({ id });

const summary = (
  id: number,
  title: string,
  overrides: Partial<import('@common/contract').NewsSummary> = {},
): import('@common/contract').NewsSummary => ({
  id,
  category: 'rules',
  pinned: false,
  publishedAt: '2026-03-01T02:00:00Z',
  locale: 'zh-CN',
  title,
  summary: `${title}的摘要`,
  imageUrl: null,
  imageAlt: '',
  ...overrides,
});

const list = [
  summary(12, '总决赛日程公布', { pinned: true, category: 'venue', publishedAt: '2026-07-01T02:00:00Z' }),
  summary(11, '规则 1.1 版发布'),
  summary(10, 'Simulation environment released', { locale: 'en-US', category: 'platform' }),
];

const page = (items: import('@common/contract').NewsSummary[], total = items.length, current = 1) =>
  news.mockResolvedValue({ code: 200, message: 'ok', data: { list: items, total, current, pageSize: 6 } });

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const hrefs = () => screen.getAllByRole('link').map((a) => a.getAttribute('href'));

const at = ({ params = {}, search = '' }: { params?: Record<string, string>; search?: string } = {}) => {
  Object.assign(mockRoute, { params, search });
};

beforeEach(() => {
  news.mockReset();
  article.mockReset();
  jest.mocked(sentWithPage.newsArticle).mockReset();
  jest.mocked(sentWithPage.news).mockReset();
  jest.mocked(missingWithPage.newsArticle).mockReset().mockReturnValue(false);
  mockSetSearch.mockReset();
});

describe('the news list', () => {
  it('/News shows the first page from the server: titles linking to articles, dates and categories', async () => {
    page(list);
    at();
    render(<NewsPage />);
    expect(await screen.findByRole('link', { name: '规则 1.1 版发布' })).toHaveAttribute('href', '/News/11');
    expect(news).toHaveBeenCalledWith({ current: 1, pageSize: 6 });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t('news.title'));
    expect(titles()).toEqual([
      '总决赛日程公布',
      '规则 1.1 版发布',
      `Simulation environment released ${t('content.shownIn.en-US')}`,
    ]);
    // Each item is an article of the list, under its own heading, with a link to read on.
    const articles = within(screen.getByRole('list')).getAllByRole('article');
    expect(articles.map((article) => within(article).getByRole('heading', { level: 2 }).textContent)).toEqual(
      titles(),
    );
    expect(within(articles[1]).getByRole('link', { name: new RegExp(t('news.readMore')) })).toHaveAttribute(
      'href',
      '/News/11',
    );
    expect(document.querySelector('time[datetime="2026-07-01T02:00:00Z"]')).toHaveTextContent('2026年7月1日');
    expect(screen.getByText(t('news.category.venue'), { selector: '.ant-tag' })).toBeInTheDocument();
  });

  it('marks pinned items, and only those', async () => {
    page(list);
    at();
    render(<NewsPage />);
    const pinned = await screen.findAllByTestId('news-pinned');
    expect(pinned).toHaveLength(1);
    expect(pinned[0]).toHaveTextContent(t('news.pinned'));
    const first = screen.getAllByRole('listitem').find((li) => li.textContent?.includes('总决赛日程公布'));
    expect(within(first!).getByTestId('news-pinned')).toBeInTheDocument();
  });

  it('marks an item served in another language than the reader’s', async () => {
    page(list);
    at();
    render(<NewsPage />);
    const english = await screen.findByRole('heading', { level: 2, name: /Simulation environment released/ });
    expect(within(english).getByTestId('shown-in')).toHaveTextContent(t('content.shownIn.en-US'));
    expect(screen.getAllByTestId('shown-in')).toHaveLength(1);
  });

  it('/News?category=rules asks the server for rules only and puts a new choice in the URL', async () => {
    page([list[1]]);
    at({ search: 'category=rules' });
    render(<NewsPage />);
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('规则 1.1 版发布');
    expect(news).toHaveBeenCalledWith({ current: 1, pageSize: 6, category: 'rules' });
    fireEvent.click(screen.getByText(t('news.category.training')));
    expect(mockSetSearch).toHaveBeenCalledWith({ category: 'training' });
    fireEvent.click(screen.getByText(t('news.filter.all')));
    expect(mockSetSearch).toHaveBeenLastCalledWith({});
  });

  it('ignores a category it does not know', async () => {
    page(list);
    at({ search: 'category=gossip' });
    render(<NewsPage />);
    await screen.findAllByRole('heading', { level: 2 });
    expect(news).toHaveBeenCalledWith({ current: 1, pageSize: 6 });
  });

  it('pages through the server: the page is in the URL and keeps the category', async () => {
    page(list, 14, 2);
    at({ search: 'category=rules&page=2' });
    render(<NewsPage />);
    await screen.findAllByRole('heading', { level: 2 });
    expect(news).toHaveBeenCalledWith({ current: 2, pageSize: 6, category: 'rules' });
    fireEvent.click(screen.getByTitle('3'));
    expect(mockSetSearch).toHaveBeenCalledWith({ category: 'rules', page: '3' });
    fireEvent.click(screen.getByTitle('1'));
    expect(mockSetSearch).toHaveBeenLastCalledWith({ category: 'rules' });
  });

  it('says so when a category has no news', async () => {
    page([]);
    at({ search: 'category=travel' });
    render(<NewsPage />);
    expect(await screen.findByText(t('news.empty'))).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded', async () => {
    news.mockRejectedValue(new Error('network'));
    at();
    render(<NewsPage />);
    expect(await screen.findByText(t('news.failed'))).toBeInTheDocument();
  });
});

describe('one article', () => {
  const full: import('@common/contract').NewsArticle = {
    ...summary(11, '规则 1.1 版发布', { publishedAt: '2026-02-28T20:00:00Z' }),
    updatedAt: '2026-03-01T02:00:00Z',
    html: '<p>规则最终修订。</p><ul><li>浮力测试提前</li></ul>',
    newer: { id: 12, title: '总决赛日程公布' },
    older: { id: 9, title: '春季线上培训' },
  };

  it('on a first visit, the article the server sent with the page shows in the first render, unasked', () => {
    jest.mocked(sentWithPage.newsArticle).mockReturnValue({ code: 200, message: 'ok', data: full });
    at({ params: { id: '11' } });
    render(<NewsDetailPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('规则 1.1 版发布');
    expect(jest.mocked(sentWithPage.newsArticle)).toHaveBeenCalledWith(11);
    expect(article).not.toHaveBeenCalled();
  });

  it('/News/11 shows the article, its date in Beijing and the reader’s language, and its neighbours', async () => {
    article.mockResolvedValue({ code: 200, message: 'ok', data: full });
    at({ params: { id: '11' } });
    render(<NewsDetailPage />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('规则 1.1 版发布');
    expect(article).toHaveBeenCalledWith(11);
    expect(screen.getByText('浮力测试提前')).toBeInTheDocument();
    // 20:00 UTC on 28 February is 1 March in Beijing, where the organisers publish.
    expect(document.querySelector('time')).toHaveTextContent('2026年3月1日');
    expect(hrefs()).toEqual(expect.arrayContaining(['/News', '/News/9', '/News/12']));
    const nav = screen.getByRole('navigation', { name: t('news.detail.nav') });
    expect(within(nav).getByText('春季线上培训')).toBeInTheDocument();
    expect(within(nav).getByText(t('news.detail.prev'))).toBeInTheDocument();
    const meta = screen.getByTestId('page-meta');
    expect(meta).toHaveAttribute('data-title', '规则 1.1 版发布');
    expect(meta).toHaveAttribute('data-description', '规则 1.1 版发布的摘要');
    expect(screen.queryByTestId('shown-in')).toBeNull();
  });

  it('marks an article served in another language, and a pinned one', async () => {
    article.mockResolvedValue({
      code: 200,
      message: 'ok',
      data: { ...full, locale: 'en-US', title: 'Rules 1.1', pinned: true, newer: null, older: null },
    });
    at({ params: { id: '11' } });
    render(<NewsDetailPage />);
    const title = await screen.findByRole('heading', { level: 1 });
    expect(within(title).getByTestId('shown-in')).toHaveTextContent(t('content.shownIn.en-US'));
    expect(screen.getByTestId('news-pinned')).toBeInTheDocument();
    expect(screen.queryByText(t('news.detail.prev'))).toBeNull();
  });

  it('/News/9999 (unknown, draft or scheduled: the server says 404) is a 404 with a way back', async () => {
    article.mockRejectedValue(
      Object.assign(new Error('Not Found'), { response: new Response(null, { status: 404 }) }),
    );
    at({ params: { id: '9999' } });
    render(<NewsDetailPage />);
    expect(await screen.findByText(t('news.detail.notFound.title'))).toBeInTheDocument();
    expect(hrefs()).toEqual(['/News']);
  });

  it("on a first visit to a missing article, the server's 404 sent with the page shows in the first render, unasked", () => {
    jest.mocked(missingWithPage.newsArticle).mockReturnValue(true);
    at({ params: { id: '987654' } });
    render(<NewsDetailPage />);
    expect(screen.getByText(t('news.detail.notFound.title'))).toBeInTheDocument();
    expect(jest.mocked(missingWithPage.newsArticle)).toHaveBeenCalledWith(987654);
    expect(article).not.toHaveBeenCalled();
  });

  it.each(['abc', '3abc', '0', '99999999999'])('/News/%s is a 404 without asking the server', async (id) => {
    at({ params: { id } });
    render(<NewsDetailPage />);
    expect(await screen.findByText(t('news.detail.notFound.title'))).toBeInTheDocument();
    expect(article).not.toHaveBeenCalled();
  });

  it('says the article could not be loaded when the server fails otherwise', async () => {
    article.mockRejectedValue(
      Object.assign(new Error('boom'), { response: new Response(null, { status: 500 }) }),
    );
    at({ params: { id: '11' } });
    render(<NewsDetailPage />);
    expect(await screen.findByText(t('news.detail.failed'))).toBeInTheDocument();
    expect(screen.queryByText(t('news.detail.notFound.title'))).toBeNull();
    expect(hrefs()).toEqual(['/News']);
  });
});
