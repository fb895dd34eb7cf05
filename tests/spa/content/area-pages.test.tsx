/**
 * The section areas (About, Rule, Note, MATE): each page shows the sections the server sends for its
 * area, `/Area/<slug>` shows one alone, an unknown slug is the 404 page, and a section the server
 * served in another language than the reader's says so.
 */
import { SEASON } from '@common/season';
import { render, screen, within } from '@testing-library/react';
import { querySections, sentWithPage } from '@/features/content/services/content';
import AboutPage from '@/pages/About';
import AboutSection from '@/pages/About/Section';
import MatePage from '@/pages/MATE';
import MateSectionPage from '@/pages/MATE/Section';
import NotePage from '@/pages/Note';
import RulePage from '@/pages/Rule';
import RuleSection from '@/pages/Rule/Section';
import { formatMessage } from '../support/umiMock';
// Types by import(): @umijs/test hoists jest.mock() with Babel, which refuses imported types.

const mockLocation = { pathname: '/' };

// Only global types here: the mock factory is hoisted above the imports.
type MockLinkProps = {
  to: string;
  children: JSX.Element | string | (JSX.Element | string)[];
  className?: string;
};

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../support/umiMock').umiMock(),
  useLocation: () => mockLocation,
  Link: ({ to, children, className }: MockLinkProps) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

// What the page asks to put in <head> (its title and description), kept where a test can read it.
jest.mock('@/features/content/PageMeta', () => jest.requireActual('../support/pageMetaMock').pageMetaMock());

jest.mock('@/components/NotFoundLazy', () => () => <p>not-found-page</p>);

jest.mock('@/features/content/services/content', () => ({
  querySections: jest.fn(),
  sentWithPage: jest.requireActual('../support/contentMock').sentWithPageMock(),
}));

const sections = jest.mocked(querySections);
const t = (id: string, values?: Record<string, string | number>) => formatMessage({ id }, values);

const at = (pathname: string) => {
  mockLocation.pathname = pathname;
};

let nextId = 1;
const item = (
  slug: string,
  title: string,
  overrides: Partial<import('@common/contract').ContentItem> = {},
): import('@common/contract').ContentItem => ({
  id: nextId++,
  category: 'about',
  slug,
  pinned: false,
  position: 0,
  publishedAt: '2026-09-01T00:00:00Z',
  updatedAt: '2026-09-01T00:00:00Z',
  locale: 'zh-CN',
  title,
  summary: `${title}的摘要`,
  imageUrl: null,
  imageAlt: '',
  linkUrl: null,
  attributes: {},
  fields: {},
  html: `<p>${title}的正文</p>`,
  ...overrides,
});

/** The server answers with these sections for every area asked. */
const serve = (list: import('@common/contract').ContentItem[]) =>
  sections.mockResolvedValue({ code: 200, message: 'ok', data: list });

const about = [
  item('Feature1', '大赛简介与使命'),
  item('Feature4', '举办城市与场馆', {
    html: '<h3>场馆</h3><table><tr><th>场馆</th></tr><tr><td>青岛海洋科技博览中心</td></tr></table>',
  }),
  item('Contact0', 'Contact us', { locale: 'en-US', summary: 'How to reach the organisers' }),
];

const h2s = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const hrefs = () => screen.getAllByRole('link').map((a) => a.getAttribute('href'));

beforeEach(() => {
  sections.mockReset();
  jest.mocked(sentWithPage.sections).mockReset();
  serve(about);
});

describe('an area page', () => {
  it('/About asks for the about sections and shows the area title and every section', async () => {
    at('/About');
    render(<AboutPage />);
    expect(await screen.findByRole('heading', { level: 2, name: '大赛简介与使命' })).toBeInTheDocument();
    expect(sections).toHaveBeenCalledWith('about');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t('about.title'));
    expect(screen.getByRole('heading', { level: 2, name: '举办城市与场馆' })).toBeInTheDocument();
    expect(screen.getByText('大赛简介与使命的正文')).toBeInTheDocument();
    expect(hrefs()).toEqual(
      expect.arrayContaining(['/About/Feature1', '/About/Feature4', '/About/Contact0']),
    );
  });

  it('marks a section served in another language, and only that one', async () => {
    at('/About');
    render(<AboutPage />);
    const english = await screen.findByRole('heading', { level: 2, name: /Contact us/ });
    expect(within(english).getByTestId('shown-in')).toHaveTextContent(t('content.shownIn.en-US'));
    expect(within(english).getByText('Contact us')).toHaveAttribute('lang', 'en-US');
    expect(screen.getAllByTestId('shown-in')).toHaveLength(1);
  });

  it('/Rule and /Note list the sections of their own area', async () => {
    at('/Rule');
    const rule = render(<RulePage />);
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(about.length);
    expect(sections).toHaveBeenLastCalledWith('rules');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t('rule.title'));
    expect(screen.getByText(t('rule.subtitle', { year: SEASON.year }))).toBeInTheDocument();
    expect(hrefs()).toContain('/Rule/Feature4');
    rule.unmount();

    at('/Note');
    render(<NotePage />);
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(about.length);
    expect(sections).toHaveBeenLastCalledWith('notes');
  });

  it('on a first visit, shows the sections the server sent with the page in its first render, unasked', () => {
    jest.mocked(sentWithPage.sections).mockReturnValue({ code: 200, message: 'ok', data: about });
    at('/About');
    render(<AboutPage />);
    expect(screen.getByRole('heading', { level: 2, name: '大赛简介与使命' })).toBeInTheDocument();
    expect(h2s()).toHaveLength(about.length);
    expect(jest.mocked(sentWithPage.sections)).toHaveBeenCalledWith('about');
    expect(sections).not.toHaveBeenCalled();
  });

  it('shows a skeleton until the sections arrive', async () => {
    let answer: (value: {
      code: number;
      message: string;
      data: import('@common/contract').ContentItem[];
    }) => void = () => undefined;
    sections.mockReturnValue(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    at('/About');
    const { container } = render(<AboutPage />);
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    answer({ code: 200, message: 'ok', data: about });
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(about.length);
  });

  it('says so when the area has nothing published', async () => {
    serve([]);
    at('/Note');
    render(<NotePage />);
    expect(await screen.findByText(t('area.empty'))).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
  });

  it('says so when the sections cannot be loaded', async () => {
    sections.mockRejectedValue(new Error('network'));
    at('/Rule');
    render(<RulePage />);
    expect(await screen.findByText(t('area.failed'))).toBeInTheDocument();
  });
});

describe('one section alone', () => {
  it('/About/Feature4 shows that section alone, its body, the breadcrumb and a way back', async () => {
    at('/About/Feature4');
    render(<AboutSection />);
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('举办城市与场馆');
    expect(h2s()).toEqual(['举办城市与场馆']);
    expect(screen.getByRole('cell', { name: '青岛海洋科技博览中心' })).toBeInTheDocument();
    expect(hrefs()).toEqual(expect.arrayContaining(['/', '/About']));
    expect(screen.getByText(t('global.section.all'))).toHaveAttribute('href', '/About');
    // The page's title and description are the section's.
    const meta = screen.getByTestId('page-meta');
    expect(meta).toHaveAttribute('data-title', '举办城市与场馆');
    expect(meta).toHaveAttribute('data-description', '举办城市与场馆的摘要');
  });

  it('/Rule/Feature99 (a slug the area does not have) is the 404 page', async () => {
    at('/Rule/Feature99');
    render(<RuleSection />);
    expect(await screen.findByText('not-found-page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});

describe('the MATE area', () => {
  const mate = [
    item('intro', '水下机器人赛道 · 任务“蓝色港湾”', {
      category: 'mate',
      position: -1,
      summary: '',
      linkUrl: '/Trivia/Mate',
      html: '<p>队伍以一家海洋技术公司的身份参赛。</p>',
      fields: {
        fact1Label: '决赛水池',
        fact1Value: '25 × 20 × 4 m',
        fact2Label: '每轮任务',
        fact2Value: '15 分钟',
      },
    }),
    item('Feature50', '任务与组别', { category: 'mate' }),
    item('Feature51', '产品演示与工程文档', { category: 'mate' }),
  ];

  beforeEach(() => serve(mate));

  it('/MATE shows the intro with its key figures above the sections, and links to both sections', async () => {
    at('/MATE');
    render(<MatePage />);
    expect(await screen.findByText('队伍以一家海洋技术公司的身份参赛。')).toBeInTheDocument();
    expect(sections).toHaveBeenCalledWith('mate');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t('mate.title'));
    expect(screen.getByText('决赛水池')).toBeInTheDocument();
    expect(screen.getByText('15 分钟')).toBeInTheDocument();
    expect(screen.getByText(t('mate.background'))).toHaveAttribute('href', '/Trivia/Mate');
    expect(hrefs()).toEqual(expect.arrayContaining(['/MATE/Feature50', '/MATE/Feature51']));
    // The intro is not one of the sections a reader can open alone.
    expect(hrefs()).not.toContain('/MATE/intro');
  });

  it('/MATE/Feature51 shows that section alone, without the intro', async () => {
    at('/MATE/Feature51');
    render(<MateSectionPage />);
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('产品演示与工程文档');
    expect(h2s()).toEqual(['产品演示与工程文档']);
    expect(screen.queryByText('决赛水池')).toBeNull();
  });

  it.each(['/MATE/Feature99', '/MATE/intro'])('%s is the 404 page', async (path) => {
    at(path);
    render(<MateSectionPage />);
    expect(await screen.findByText('not-found-page')).toBeInTheDocument();
  });
});
