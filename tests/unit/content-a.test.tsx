/**
 * The Home, Welcome, About, Rule and Note areas: every route of spec section 2 shows its own
 * content, the home fragments are driven by the data source, and the content is written in both
 * base languages with the same structure.
 */
import { render, screen, within } from '@testing-library/react';
import routes from '../../config/routes';
import about from '@/content/about';
import homeSource, { homeFragmentIds } from '@/content/home';
import notes from '@/content/notes';
import rules from '@/content/rules';
import welcome from '@/content/welcome';
import AboutPage from '@/pages/About';
import AboutSection from '@/pages/About/Section';
import HomePage from '@/pages/Home';
import HomeFragmentPage from '@/pages/Home/Fragment';
import NotePage from '@/pages/Note';
import RulePage from '@/pages/Rule';
import RuleSection from '@/pages/Rule/Section';
import WelcomePage from '@/pages/Welcome';

const mockLocation = { pathname: '/' };

// Only global types here: the mock factory is hoisted above the imports.
type MockLinkProps = {
  to: string;
  children: JSX.Element | string | (JSX.Element | string)[];
  className?: string;
};

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('./umiMock').umiMock(),
  useLocation: () => mockLocation,
  Link: ({ to, children, className }: MockLinkProps) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

jest.mock('@/components/NotFoundLazy', () => () => <p>not-found-page</p>);

const at = (pathname: string) => {
  mockLocation.pathname = pathname;
};

const zh = <T,>(content: { 'zh-CN': T }) => content['zh-CN'];

const hrefs = () => screen.getAllByRole('link').map((a) => a.getAttribute('href'));

describe('home page', () => {
  it('shows every fragment in order, with the calls to action', () => {
    at('/');
    const { container } = render(<HomePage />);
    const ids = Array.from(container.querySelectorAll('section[id]')).map((s) => s.id);
    expect(ids).toEqual([...homeFragmentIds]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      zh(homeSource).Banner1.slides[0].title,
    );
    expect(hrefs()).toEqual(expect.arrayContaining(['/EnrollFor', '/Rule', '/Welcome', '/About']));
  });

  it.each(homeFragmentIds)('/Home/%s shows that fragment alone', (id) => {
    at(`/Home/${id}`);
    const { container } = render(<HomeFragmentPage />);
    const sections = container.querySelectorAll('section[id]');
    expect(sections).toHaveLength(1);
    expect(sections[0].id).toBe(id);
  });

  it('the standalone navigation strip opens the other fragments', () => {
    at('/Home/Nav3');
    render(<HomeFragmentPage />);
    expect(hrefs()).toEqual(zh(homeSource).Nav3.items.map((item) => `/Home/${item.target}`));
  });

  it('/Home/data.source lays out the data source by fragment, not as raw JSON', () => {
    at('/Home/data.source');
    const { container } = render(<HomeFragmentPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('首页数据源');
    for (const id of homeFragmentIds) expect(hrefs()).toContain(`/Home/${id}`);
    expect(screen.getAllByText(zh(homeSource).Content4.highlight.text)).toHaveLength(1);
    expect(container.textContent).not.toContain('{"');
  });

  it('an unknown fragment is the 404 page', () => {
    at('/Home/Banner9');
    render(<HomeFragmentPage />);
    expect(screen.getByText('not-found-page')).toBeInTheDocument();
  });
});

describe('welcome page', () => {
  it('walks through register, personal information, team, enrolment and attending', () => {
    at('/Welcome');
    render(<WelcomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('欢迎新参赛者');
    expect(hrefs()).toEqual(
      expect.arrayContaining(['/account/Register', '/account/Evpi', '/account/Team', '/EnrollFor', '/Note']),
    );
  });
});

describe('section areas', () => {
  it('/About shows the area title and every section', () => {
    at('/About');
    render(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('关于大赛');
    for (const s of zh(about))
      expect(screen.getByRole('heading', { level: 2, name: s.title })).toBeInTheDocument();
  });

  it('/About/Feature4 shows that section alone, with a way back', () => {
    at('/About/Feature4');
    render(<AboutSection />);
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['举办城市与场馆']);
    expect(hrefs()).toContain('/About');
  });

  it('/Rule/Feature4 states the ROV power limits', () => {
    at('/Rule/Feature4');
    const { container } = render(<RuleSection />);
    expect(container.textContent).toContain('48 V');
    expect(container.textContent).toContain('25 A');
    expect(container.textContent).toContain('15 kg');
  });

  it('/Rule and /Note list their sections', () => {
    at('/Rule');
    const rule = render(<RulePage />);
    expect(within(rule.container).getAllByRole('heading', { level: 2 })).toHaveLength(zh(rules).length);
    rule.unmount();
    at('/Note');
    const note = render(<NotePage />);
    expect(within(note.container).getAllByRole('heading', { level: 2 })).toHaveLength(zh(notes).length);
  });
});

describe('content', () => {
  const routeIds = (area: string) =>
    routes
      .filter((r) => r.path.startsWith(`/${area}/`))
      .map((r) => r.path.slice(area.length + 2))
      .sort();

  it.each([
    ['About', about],
    ['Rule', rules],
    ['Note', notes],
  ] as const)('%s has one section per route, the same in both languages', (area, content) => {
    const ids = (list: { id: string }[]) => list.map((s) => s.id);
    expect([...ids(content['zh-CN'])].sort()).toEqual(routeIds(area));
    expect(ids(content['en-US'])).toEqual(ids(content['zh-CN']));
  });

  it('the home data source has the same shape in both languages', () => {
    // Units (prefix, suffix) are optional and differ by language: 210 支 against 210.
    const optional = ['prefix', 'suffix'];
    const shape = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(shape)
        : typeof value === 'object' && value !== null
          ? Object.fromEntries(
              Object.entries(value)
                .filter(([k]) => !optional.includes(k))
                .map(([k, v]) => [k, shape(v)]),
            )
          : typeof value;
    expect(shape(homeSource['en-US'])).toEqual(shape(homeSource['zh-CN']));
    expect(welcome['en-US'].steps.map((s) => s.to)).toEqual(welcome['zh-CN'].steps.map((s) => s.to));
  });

  it('holds no unfinished text', () => {
    const text = JSON.stringify([about, rules, notes, homeSource, welcome]);
    expect(text).not.toMatch(/lorem|ipsum|placeholder|coming soon|TODO|TBD|敬请期待/i);
  });
});
