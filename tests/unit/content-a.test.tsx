/**
 * The Home, Welcome, About, Rule and Note areas: every route of spec section 2 shows its own
 * content, the home fragments are driven by the data source, and the content is written in both
 * base languages with the same structure.
 */
import { SEASON } from '@common/season';
import { render, screen, within } from '@testing-library/react';
import routes from '../../config/routes';
import about from '@/content/about';
import homeSource, { homeFragmentIds } from '@/content/home';
import notes from '@/content/notes';
import rules from '@/content/rules';
import {
  formatDate,
  formatDateRange,
  formatInstant,
  formatMonthRange,
  ordinalNumber,
  ordinalWord,
} from '@/content/seasonText';
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

describe('season facts', () => {
  /** What a reader of the page sees, with the carousel's copies and all. */
  const pageText = (page: JSX.Element, pathname: string) => {
    at(pathname);
    const { container, unmount } = render(page);
    const text = container.textContent ?? '';
    unmount();
    return text;
  };

  // Written from common/season.ts here, not read from the pages' own helpers, so a page that states
  // another team size fails.
  const { team, finals } = SEASON;
  const zhFacts = {
    finals: formatDateRange('zh-CN', finals.startsOn, finals.endsOn),
    venue: SEASON.venue['zh-CN'],
    teamSize: `${team.minStudents}—${team.maxStudents} 名学生（含队长）和至多 ${team.maxAdvisors} 名指导教师`,
  };
  const enFacts = {
    finals: formatDateRange('en-US', finals.startsOn, finals.endsOn),
    venue: SEASON.venue['en-US'],
    teamSize: `${team.minStudents} to ${team.maxStudents} students (the leader included) and up to ${team.maxAdvisors} advisors`,
  };

  it('the home page and the about page state the same finals dates, venue and team size', () => {
    const home = pageText(<HomePage />, '/');
    const aboutPage = pageText(<AboutPage />, '/About');
    for (const fact of Object.values(zhFacts)) {
      expect(home).toContain(fact);
      expect(aboutPage).toContain(fact);
    }
  });

  it('so does the English content of both pages', () => {
    const home = JSON.stringify(homeSource['en-US']);
    const aboutText = JSON.stringify(about['en-US']);
    for (const fact of Object.values(enFacts)) {
      expect(home).toContain(fact);
      expect(aboutText).toContain(fact);
    }
  });

  it('the rules, notes and welcome guide state the same season', () => {
    const zhText = JSON.stringify([zh(rules), zh(notes), zh(welcome)]);
    const enText = JSON.stringify([rules['en-US'], notes['en-US'], welcome['en-US']]);
    expect(zhText).toContain(zhFacts.finals);
    expect(zhText).toContain(zhFacts.venue);
    expect(zhText).toContain(`${team.minStudents}—${team.maxStudents} 名学生`);
    expect(zhText).toContain(formatInstant('zh-CN', SEASON.enrolment.closesAt));
    expect(enText).toContain(enFacts.finals);
    expect(enText).toContain(enFacts.venue);
    expect(enText).toContain(formatInstant('en-US', SEASON.enrolment.closesAt));
  });

  it('no page of the season states the facts of another one', () => {
    const text = JSON.stringify([about, rules, notes, welcome, homeSource]);
    // The venue's other name, and the 2026 season's dates and deadlines.
    expect(text).not.toMatch(
      /会展中心|2026 年 8 月 18 日|August 2026|2026 年 4 月 30 日|April 2026|2026 年 6 月 1[34] 日/,
    );
  });

  it.each(['zh-CN', 'en-US'] as const)(
    'every current-season page follows common/season.ts (%s)',
    (locale) => {
      const moved = {
        ...SEASON,
        year: 2031,
        edition: 9,
        enrolment: { opensAt: '2030-10-31T16:00:00.000Z', closesAt: '2031-03-31T15:59:59.000Z' },
        team: { minStudents: 2, maxStudents: 6, maxAdvisors: 1 },
        ages: { min: 12, max: 19, on: '2031-07-01' },
        qualifier: { startsOn: '2031-05-10', endsOn: '2031-05-11' },
        finals: { startsOn: '2031-07-28', endsOn: '2031-08-02' },
        venue: { ...SEASON.venue, 'zh-CN': '测试海港会议中心', 'en-US': 'Testport Convention Hall' },
        city: { ...SEASON.city, 'zh-CN': '测试国 · 测试港', 'en-US': 'Testport, Testland' },
        tracks: SEASON.tracks.map((t) => ({
          ...t,
          name: { ...t.name, 'zh-CN': `2031 ${t.track}`, 'en-US': `${t.track} 2031` },
        })),
      };
      let text = '';
      jest.isolateModules(() => {
        jest.doMock('@common/season', () => ({ SEASON: moved }));
        /* eslint-disable @typescript-eslint/no-var-requires */
        const modules = [
          require('@/content/about').default,
          require('@/content/rules').default,
          require('@/content/notes').default,
          require('@/content/welcome').default,
          require('@/content/home').default,
          require('@/content/mate').mateIntro,
          require('@/content/mate').mateSections,
        ];
        const news = require('@/content/news').newsList(locale)[0];
        /* eslint-enable @typescript-eslint/no-var-requires */
        text = JSON.stringify([...modules.map((m) => m[locale]), news]);
      });
      jest.dontMock('@common/season');

      const expected =
        locale === 'zh-CN'
          ? [
              '2031 年 7 月 28 日—8 月 2 日',
              '测试海港会议中心',
              '2—6 名学生',
              '12—19 岁',
              '2031 年 3 月 31 日 23:59',
              '第九届',
            ]
          : [
              '28 July – 2 August 2031',
              'Testport Convention Hall',
              '2 to 6 students',
              'aged 12–19',
              '31 March 2031, 23:59',
              'ninth',
            ];
      for (const fact of expected) expect(text).toContain(fact);
      const stale =
        locale === 'zh-CN'
          ? [String(SEASON.year), SEASON.venue['zh-CN'], '3—8', '14—25', '8 月 18 日', '第五届']
          : [String(SEASON.year), SEASON.venue['en-US'], '3 to 8', '14–25', '18 August', 'fifth'];
      for (const fact of stale) expect(text).not.toContain(fact);
    },
  );

  it('writes dates the way each language does', () => {
    expect(formatDate('zh-CN', '2027-08-18')).toBe('2027 年 8 月 18 日');
    expect(formatDate('en-US', '2027-08-18')).toBe('18 August 2027');
    expect(formatDate('zh-CN', '2027-08-18', { weekday: true })).toBe('8 月 18 日（周三）');
    expect(formatDate('en-US', '2027-08-18', { weekday: true })).toBe('Wed 18 August');
    expect(formatDateRange('zh-CN', '2027-08-18', '2027-08-23')).toBe('2027 年 8 月 18 日—23 日');
    expect(formatDateRange('en-US', '2027-08-18', '2027-08-23')).toBe('18–23 August 2027');
    expect(formatDateRange('zh-CN', '2027-08-18', '2027-08-23', { year: false })).toBe('8 月 18 日—23 日');
    expect(formatDateRange('en-US', '2027-08-30', '2027-09-02')).toBe('30 August – 2 September 2027');
    expect(formatDateRange('zh-CN', '2026-11-15', '2027-04-30')).toBe(
      '2026 年 11 月 15 日—2027 年 4 月 30 日',
    );
    expect(formatDateRange('en-US', '2026-11-15', '2027-04-30')).toBe('15 November 2026 – 30 April 2027');
    expect(formatMonthRange('zh-CN', '2027-06-12', '2027-08-23')).toBe('2027 年 6 月—8 月');
    expect(formatMonthRange('en-US', '2027-06-12', '2027-08-23')).toBe('June to August 2027');
    // Instants are UTC and read on a Beijing clock.
    expect(formatInstant('zh-CN', '2027-04-30T15:59:59.000Z')).toBe('2027 年 4 月 30 日 23:59');
    expect(formatInstant('en-US', '2026-11-14T16:00:00.000Z')).toBe('15 November 2026, 00:00');
    expect([5, 10, 12, 21].map((n) => ordinalWord('zh-CN', n))).toEqual([
      '第五届',
      '第十届',
      '第十二届',
      '第二十一届',
    ]);
    expect([ordinalWord('en-US', 5), ordinalNumber(5), ordinalNumber(12), ordinalNumber(22)]).toEqual([
      'fifth',
      '5th',
      '12th',
      '22nd',
    ]);
  });
});
