/**
 * Public pages follow the live `content` event through their request hook (useContent): the list
 * or item they show is loaded again, past the request cache, when an event concerns it.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import React from 'react';
import { queryNews, queryNewsArticle } from '@/features/content/services/content';
import { useContent } from '@/features/content/useContent';
import NewsPage from '@/pages/News';
import NewsDetailPage from '@/pages/News/Detail';
import { throughCache } from '@/utils/request/cache';
import { closeStreams, installFakeEventSource, theOpenSource } from '../support/fakeEventSource';
// Types by import(): @umijs/test hoists jest.mock() with Babel, which refuses imported types.

const mockParams: Record<string, string> = {};

// Only global types here: the mock factory is hoisted above the imports.
jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../support/umiMock').umiMock(),
  useParams: () => mockParams,
  useSearchParams: () => [new URLSearchParams(''), jest.fn()],
  Link: ({ to, children }: { to: string; children: JSX.Element | string | (JSX.Element | string)[] }) => (
    <a href={to}>{children}</a>
  ),
}));

jest.mock('@/features/content/PageMeta', () => jest.requireActual('../support/pageMetaMock').pageMetaMock());

jest.mock('@/features/content/services/content', () => ({
  queryNews: jest.fn(),
  queryNewsArticle: jest.fn(),
  sentWithPage: jest.requireActual('../support/contentMock').sentWithPageMock(),
  missingWithPage: { newsArticle: () => false },
}));

/** The server's news titles; each answer comes, as the pages' do, through the request cache. */
const ask = jest.fn<Promise<{ data: string[] }>, []>();
const loadNews = () => throughCache('/api/news', 60_000, ask);

function NewsTitles() {
  const { data } = useContent(loadNews, 'all', undefined, (event) => event.kind === 'news');
  return <p>{data ? data.join(', ') : 'loading'}</p>;
}

beforeEach(() => {
  installFakeEventSource();
  ask.mockReset();
  jest.mocked(queryNews).mockReset();
  jest.mocked(queryNewsArticle).mockReset();
});

afterEach(closeStreams);

it('loads the list again on a content event of its kind, and only then', async () => {
  ask.mockResolvedValue({ data: ['Season opens'] });
  render(<NewsTitles />);
  expect(await screen.findByText('Season opens')).toBeInTheDocument();
  await waitFor(() => theOpenSource());

  ask.mockResolvedValue({ data: ['Finals moved', 'Season opens'] });
  act(() => theOpenSource().emit('content', JSON.stringify({ kind: 'banner', id: 3 }), '31'));
  act(() => theOpenSource().emit('content', JSON.stringify({ kind: 'news', id: 12 }), '32'));

  expect(await screen.findByText('Finals moved, Season opens')).toBeInTheDocument();
  expect(ask).toHaveBeenCalledTimes(2);
});

const summary = (id: number, title: string): import('@common/contract').NewsSummary => ({
  id,
  category: 'rules',
  pinned: false,
  publishedAt: '2026-03-01T02:00:00Z',
  locale: 'zh-CN',
  title,
  summary: `${title}的摘要`,
  imageUrl: null,
  imageAlt: '',
});
const ok = <T,>(data: T) => Promise.resolve({ code: 200, message: 'ok', data });

it('/News shows an item published now', async () => {
  jest
    .mocked(queryNews)
    .mockReturnValue(ok({ list: [summary(11, '规则 1.1 版发布')], total: 1, current: 1, pageSize: 6 }));
  render(<NewsPage />);
  expect(await screen.findByRole('link', { name: '规则 1.1 版发布' })).toBeInTheDocument();
  await waitFor(() => theOpenSource());

  jest.mocked(queryNews).mockReturnValue(
    ok({
      list: [summary(12, '总决赛日程公布'), summary(11, '规则 1.1 版发布')],
      total: 2,
      current: 1,
      pageSize: 6,
    }),
  );
  act(() => theOpenSource().emit('content', JSON.stringify({ kind: 'news', id: 12 }), '41'));
  expect(await screen.findByRole('link', { name: '总决赛日程公布' })).toHaveAttribute('href', '/News/12');
});

it('/News/11 shows its own edit, and ignores other items', async () => {
  const article = (title: string): import('@common/contract').NewsArticle => ({
    ...summary(11, title),
    updatedAt: '2026-03-01T02:00:00Z',
    html: '<p>规则最终修订。</p>',
    newer: null,
    older: null,
  });
  mockParams.id = '11';
  jest.mocked(queryNewsArticle).mockReturnValue(ok(article('规则 1.1 版发布')));
  render(<NewsDetailPage />);
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('规则 1.1 版发布');
  await waitFor(() => theOpenSource());

  jest.mocked(queryNewsArticle).mockReturnValue(ok(article('规则 1.2 版发布')));
  act(() => theOpenSource().emit('content', JSON.stringify({ kind: 'news', id: 12 }), '42'));
  act(() => theOpenSource().emit('content', JSON.stringify({ kind: 'news', id: 11 }), '43'));
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('规则 1.2 版发布'));
  expect(queryNewsArticle).toHaveBeenCalledTimes(2);
});
