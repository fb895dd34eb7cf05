/**
 * News, Journal, Science, Trivia, MATE and Database: the content modules answer in both base
 * languages with the same structure, and every route of these areas renders its own content.
 */
import { SEASON } from '@common/season';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { resources, resourcesByType } from '@/content/database';
import { journalVolumes, searchJournal } from '@/content/journal';
import { mateSections } from '@/content/mate';
import { NEWS_CATEGORIES, newsById, newsList, newsNeighbours } from '@/content/news';
import { scienceArticles } from '@/content/science';
import { formatDateRange, formatInstant } from '@/content/seasonText';
import { materialCollections, trainingMaterials, TRACKS, triviaSections } from '@/content/trivia';
import DatabaseListPage from '@/pages/database/list';
import DatabaseDocumentPage from '@/pages/database/listMD';
import JournalPage from '@/pages/Journal';
import MatePage from '@/pages/MATE';
import MateSectionPage from '@/pages/MATE/Section';
import NewsPage from '@/pages/News';
import NewsDetailPage from '@/pages/News/Detail';
import SciencePage from '@/pages/Science';
import InterPeriodicalPage from '@/pages/Trivia/InterPeriodical';
import TriviaMatePage from '@/pages/Trivia/Mate';
import MaterialPage from '@/pages/Trivia/Material';
import CoverBoxPage from '@/pages/Trivia/Material/CoverBox';
import TriviaOthersPage from '@/pages/Trivia/Others';
import TriviaUrcPage from '@/pages/Trivia/Urc';
import VideoPage from '@/pages/Trivia/Video';
import WonderfulPage from '@/pages/Trivia/Wonderful';

const mockRoute = { pathname: '/', hash: '', params: {} as Record<string, string>, search: '' };
const mockSetSearch = jest.fn();

type MockLinkProps = {
  to: string;
  children: JSX.Element | string | (JSX.Element | string)[];
  className?: string;
};

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('./umiMock').umiMock(),
  useLocation: () => ({ pathname: mockRoute.pathname, hash: mockRoute.hash, search: mockRoute.search }),
  useParams: () => mockRoute.params,
  useSearchParams: () => [new URLSearchParams(mockRoute.search), mockSetSearch],
  Link: ({ to, children, className }: MockLinkProps) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

jest.mock('@/components/NotFoundLazy', () => () => <p>not-found-page</p>);

const at = (
  pathname: string,
  { params = {}, search = '' }: { params?: Record<string, string>; search?: string } = {},
) => {
  Object.assign(mockRoute, { pathname, params, search, hash: '' });
};

const hrefs = () => screen.getAllByRole('link').map((a) => a.getAttribute('href'));

/** The shape of a value with its texts removed: what must match between languages. */
const shape = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]));
  return typeof value === 'string' ? 'text' : value;
};

describe('content modules', () => {
  it('news: at least 8 items, newest first, same ids, dates and categories in both languages', () => {
    const zh = newsList('zh-CN');
    const en = newsList('en-US');
    expect(zh.length).toBeGreaterThanOrEqual(8);
    expect(zh.map((n) => n.date)).toEqual([...zh.map((n) => n.date)].sort().reverse());
    expect(en.map(({ id, date, category }) => [id, date, category])).toEqual(
      zh.map(({ id, date, category }) => [id, date, category]),
    );
    expect(shape(en.map((n) => n.blocks.map((b) => b.type)))).toEqual(
      shape(zh.map((n) => n.blocks.map((b) => b.type))),
    );
    // Every category the filter offers has at least one article.
    expect(new Set(zh.map((n) => n.category))).toEqual(new Set(NEWS_CATEGORIES));
  });

  it('news: nothing is dated after today, and the season announcement states common/season.ts', () => {
    const today = '2026-11-23';
    expect(newsList('zh-CN').every((n) => n.date <= today)).toBe(true);
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const [newest] = newsList(locale);
      expect(newest).toMatchObject({ date: '2026-11-15', category: 'registration' });
      const text = JSON.stringify(newest);
      expect(text).toContain(String(SEASON.year));
      expect(text).toContain(formatDateRange(locale, SEASON.finals.startsOn, SEASON.finals.endsOn));
      expect(text).toContain(formatDateRange(locale, SEASON.qualifier.startsOn, SEASON.qualifier.endsOn));
      expect(text).toContain(formatInstant(locale, SEASON.enrolment.closesAt));
      expect(text).toContain(SEASON.venue[locale]);
      for (const track of SEASON.tracks) expect(text).toContain(track.name[locale]);
    }
    const { minStudents, maxStudents } = SEASON.team;
    expect(JSON.stringify(newsList('zh-CN')[0])).toContain(`${minStudents}—${maxStudents} 名学生`);
    expect(JSON.stringify(newsList('en-US')[0])).toContain(`${minStudents} to ${maxStudents} students`);
  });

  it('news: the 2026 season record names the venue one way and agrees with itself', () => {
    const zh = JSON.stringify(newsList('zh-CN'));
    const en = JSON.stringify(newsList('en-US'));
    expect(zh).not.toContain('会展中心');
    expect(zh).toContain('2026 年总决赛的四个赛道将集中在青岛海洋科技博览中心举行');
    expect(en).toContain(
      'All four tracks of the 2026 World Finals meet at the Qingdao Marine Science Expo Centre',
    );
    // 60 finalists of the physical tracks with two runs each, 16 simulation finalists with two submissions.
    expect(zh).toContain('120 轮实体赛道任务与 32 次仿真决赛提交');
    expect(en).toContain('120 physical-track runs and 32 simulation final submissions');
  });

  it('news: lookups by id, category and neighbours', () => {
    const [newest, second] = newsList('en-US');
    expect(newsById(newest.id, 'en-US')).toEqual(newest);
    expect(newsById(9999, 'en-US')).toBeUndefined();
    expect(newsList('en-US', 'rules').every((n) => n.category === 'rules')).toBe(true);
    expect(newsNeighbours(newest.id, 'en-US')).toEqual({ prev: second, next: undefined });
    expect(newsNeighbours(9999, 'en-US')).toEqual({});
  });

  it('news: an unsupported locale falls back to en-US', () => {
    expect(newsList('pt-BR')).toEqual(newsList('en-US'));
  });

  it.each([
    ['journal', (l: string) => journalVolumes(l)],
    ['science', (l: string) => scienceArticles(l)],
    ['materials', (l: string) => trainingMaterials(l)],
    ['collections', (l: string) => materialCollections(l)],
    ['mate sections', (l: string) => (l === 'zh-CN' ? mateSections['zh-CN'] : mateSections['en-US'])],
    [
      'trivia background',
      (l: string) => ['mate', 'urc', 'others'].map((k) => triviaSections(k as 'mate', l)),
    ],
  ])('%s has the same structure in zh-CN and en-US', (_, get) => {
    const zh = get('zh-CN');
    const en = get('en-US');
    const ids = (v: unknown) =>
      JSON.stringify(v, (k, x) => (k === 'id' || typeof x !== 'string' ? x : undefined));
    expect(ids(en)).toEqual(ids(zh));
  });

  it('journal search keeps only matching papers and drops empty volumes', () => {
    const found = searchJournal('ArUco', 'en-US');
    expect(found.map((v) => v.volume)).toEqual([1]);
    expect(found[0].papers).toHaveLength(1);
    expect(searchJournal('no such words anywhere', 'en-US')).toEqual([]);
  });

  it('database: search and filters narrow the catalogue; the document view groups all of it', () => {
    const all = resources('en-US');
    expect(resources('en-US', { type: 'cad' }).every((r) => r.type === 'cad')).toBe(true);
    expect(resources('en-US', { track: 'aerial', type: 'dataset' }).map((r) => r.id)).toEqual([
      'uav-landing-logs',
    ]);
    expect(resources('en-US', { text: 'rulebook-2024' }).map((r) => r.id)).toEqual(['rulebook-2024']);
    expect(resourcesByType('en-US').flatMap((g) => g.items)).toHaveLength(all.length);
  });

  it('materials cover every track', () => {
    expect(new Set(trainingMaterials('zh-CN').map((m) => m.track))).toEqual(new Set(TRACKS));
  });
});

describe('news pages', () => {
  it('/News lists every article with its date, category and a link to it', () => {
    at('/News');
    render(<NewsPage />);
    const first = newsList('zh-CN')[0];
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('新闻公告');
    expect(screen.getByRole('link', { name: first.title })).toHaveAttribute('href', `/News/${first.id}`);
    expect(document.querySelector(`time[datetime="${first.date}"]`)).not.toBeNull();
  });

  it('/News?category=rules shows only rules and puts a new choice in the URL', () => {
    at('/News', { search: 'category=rules' });
    render(<NewsPage />);
    const titles = newsList('zh-CN', 'rules').map((n) => n.title);
    const shown = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(shown).toEqual(titles);
    fireEvent.click(screen.getByText('培训'));
    expect(mockSetSearch).toHaveBeenCalledWith({ category: 'training' });
  });

  it('/News/:id shows the article with links back and to its neighbours', () => {
    const [, middle] = newsList('zh-CN');
    at(`/News/${middle.id}`, { params: { id: String(middle.id) } });
    render(<NewsDetailPage />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(middle.title);
    const { prev, next } = newsNeighbours(middle.id, 'zh-CN');
    expect(hrefs()).toEqual(expect.arrayContaining(['/News', `/News/${prev?.id}`, `/News/${next?.id}`]));
  });

  it.each(['9999', 'abc', '3abc'])('/News/%s is a 404 with a way back to the list', (id) => {
    at(`/News/${id}`, { params: { id } });
    render(<NewsDetailPage />);
    expect(screen.getByText('未找到该文章')).toBeInTheDocument();
    expect(hrefs()).toEqual(['/News']);
  });
});

describe('the other pages of these areas', () => {
  it('/Journal shows volumes and filters papers by the search box', () => {
    at('/Journal');
    render(<JournalPage />);
    const papers = journalVolumes('zh-CN').flatMap((v) => v.papers);
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(papers.length);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'ArUco' } });
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(1);
  });

  it('/Science shows every article and filters by topic', () => {
    at('/Science');
    render(<SciencePage />);
    const all = scienceArticles('zh-CN');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(all.length);
    fireEvent.click(screen.getAllByText('仿真')[0]);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(
      all.filter((a) => a.topic === 'simulation').length,
    );
  });

  it('/MATE shows the intro and links to both sections', () => {
    at('/MATE');
    render(<MatePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('水下机器人（MATE）赛道');
    expect(hrefs()).toEqual(expect.arrayContaining(['/MATE/Feature50', '/MATE/Feature51', '/Trivia/Mate']));
  });

  it('/MATE/Feature51 shows that section alone', () => {
    at('/MATE/Feature51');
    render(<MateSectionPage />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(mateSections['zh-CN'][1].title);
  });

  it('/MATE/Feature99 is the 404 page', () => {
    at('/MATE/Feature99');
    render(<MateSectionPage />);
    expect(screen.getByText('not-found-page')).toBeInTheDocument();
  });

  it.each([
    ['/Trivia/Material', MaterialPage, '培训资料'],
    ['/Trivia/Material/CoverBox', CoverBoxPage, '资料合集'],
    ['/Trivia/InterPeriodical', InterPeriodicalPage, '国际期刊'],
    ['/Trivia/Mate', TriviaMatePage, '了解 MATE ROV 竞赛'],
    ['/Trivia/Urc', TriviaUrcPage, '了解大学生火星车挑战赛'],
    ['/Trivia/Video', VideoPage, '视频库'],
    ['/Trivia/Wonderful', WonderfulPage, '精彩瞬间'],
    ['/Trivia/Others', TriviaOthersPage, '其他赛事与资源'],
    ['/database/list', DatabaseListPage, '资料库'],
  ])('%s renders its heading', (path, Page, title) => {
    at(path);
    render(<Page />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  });

  it('the cover box links each collection to its track on the materials page', () => {
    at('/Trivia/Material/CoverBox');
    render(<CoverBoxPage />);
    expect(hrefs()).toEqual(
      expect.arrayContaining(['/Trivia/Material', ...TRACKS.map((t) => `/Trivia/Material#${t}`)]),
    );
  });

  it('/database/list narrows the list with the search box and the tag filters', () => {
    at('/database/list');
    render(<DatabaseListPage />);
    const total = resources('zh-CN').length;
    expect(screen.getByText(`共 ${total} 项资料`)).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('group', { name: '类型' })).getByText('CAD 图纸'));
    expect(screen.getByText(`共 ${resources('zh-CN', { type: 'cad' }).length} 项资料`)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz-nothing' } });
    expect(screen.getByText('没有符合搜索与筛选条件的资料。')).toBeInTheDocument();
  });

  it('/database/listMD has one section per resource type and one heading per resource', () => {
    at('/database/listMD');
    render(<DatabaseDocumentPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('资料目录');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(resourcesByType('zh-CN').length);
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(resources('zh-CN').length);
  });
});
