/**
 * The home page, its fragments (`/Home/<Fragment>`, `/Home/data.source`) and the welcome guide, fed
 * by what the server answers: the home banners and the sections of the `home` and `welcome` areas.
 * The last block feeds the pages the seeded content (server/seed) to check that the seed and the
 * pages agree on categories, slugs, attributes and fields.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import MarkdownIt from 'markdown-it';
import HomePage from '@/pages/Home';
import HomeFragmentPage from '@/pages/Home/Fragment';
import WelcomePage from '@/pages/Welcome';
import { queryBanners, querySections } from '@/features/content/services/content';
import enHome from '@/locales/en-US/home';
import zhHome from '@/locales/zh-CN/home';
import { readContentSeed as contentSeed } from '../../../server/seed/read';
import { contentItem as item } from '../support/contentItem';
// Types by import(): @umijs/test hoists jest.mock() with Babel, which refuses imported types.

const mockLocation = { pathname: '/' };
/** The reader's locale; the mocked intl follows it. */
const mockReader = { locale: 'zh-CN' };

// Only global types here: the mock factory is hoisted above the imports.
type MockLinkProps = {
  to: string;
  children: JSX.Element | string | (JSX.Element | string)[];
  className?: string;
};

jest.mock('@umijs/max', () => {
  const tables: Record<string, Record<string, string>> = {
    'zh-CN': jest.requireActual('@/locales/zh-CN/index').default,
    'en-US': jest.requireActual('@/locales/en-US/index').default,
    'zh-TW': jest.requireActual('@/locales/zh-TW/index').default,
    'pt-BR': jest.requireActual('@/locales/pt-BR/index').default,
    'id-ID': jest.requireActual('@/locales/id-ID/index').default,
  };
  const formatMessage = ({ id }: { id: string }, values: Record<string, string | number> = {}) => {
    const text = tables[mockReader.locale][id];
    if (text === undefined) throw new Error(`missing locale key ${id}`);
    return text.replace(/\{(\w+)\}/g, (_: string, name: string) => String(values[name]));
  };
  const intl = () => ({ formatMessage, locale: mockReader.locale });
  return {
    useIntl: intl,
    getIntl: intl,
    getLocale: () => mockReader.locale,
    useLocation: () => mockLocation,
    history: { push: jest.fn(), replace: jest.fn(), location: { pathname: '/', search: '' } },
    Helmet: () => null,
    Link: ({ to, children, className }: MockLinkProps) => (
      <a href={to} className={className}>
        {children}
      </a>
    ),
  };
});

jest.mock('@/features/content/services/content', () => ({
  querySections: jest.fn(),
  queryBanners: jest.fn(),
  sentWithPage: jest.requireActual('../support/contentMock').sentWithPageMock(),
}));
jest.mock('@/components/NotFoundLazy', () => () => <p>not-found-page</p>);
// The document's title and description are the layout's business, not what these tests look at.
jest.mock('@/features/content/PageMeta', () => jest.requireActual('../support/pageMetaMock').pageMetaMock());

const sectionsMock = querySections as jest.Mock;
const bannersMock = queryBanners as jest.Mock;

const FRAGMENTS = ['Nav3', 'Banner1', 'Content4', 'Content5', 'Content12', 'Feature6', 'Banner5', 'Footer0'];

const homeSections = (): import('@common/contract').ContentItem[] => [
  item({
    slug: 'Nav3',
    title: '首页导航',
    attributes: {
      targets: ['Banner1', 'Content4', 'Content5', 'Content12', 'Feature6', 'Banner5', 'Footer0'],
    },
    fields: {
      Banner1: '赛事速览',
      Content4: '大赛介绍',
      Content5: '竞赛项目',
      Content12: '主办与合作',
      Feature6: '数据一览',
      Banner5: '立即报名',
      Footer0: '联系我们',
    },
  }),
  item({
    slug: 'Content4',
    title: '关于大赛',
    summary: '一项国际性竞赛',
    html: '<p>大赛创办于 2023 年。</p>',
    fields: { highlightTitle: '本届亮点', highlightText: '四个赛道同场竞技' },
  }),
  item({
    slug: 'Content5',
    title: '竞赛项目',
    attributes: {
      tracks: ['underwater', 'simulation'],
      underwaterRules: '/Rule/Feature4',
      simulationRules: '/Rule/Feature7',
    },
    fields: {
      underwaterName: '水下机器人',
      underwaterSummary: '潜入深海',
      underwaterFacts: '48 V 直流供电\n空气中不超过 15 kg',
      simulationName: '仿真',
      simulationFacts: '线上资格赛',
    },
  }),
  item({
    slug: 'Content12',
    title: '主办与合作单位',
    attributes: {
      groups: ['organisers', 'hosts'],
      organisers: ['committee'],
      hosts: ['expo'],
      committee: 'INT',
      expo: 'CN',
    },
    fields: {
      committee: '大赛组委会全称',
      committeeShort: '大赛组委会',
      expo: '博览中心全称',
      expoShort: '博览中心',
    },
  }),
  item({
    slug: 'Feature6',
    title: '数据一览',
    attributes: { figures: ['teams', 'prizePool'], teams: 236, prizePool: 1_200_000 },
    fields: {
      teams: '参赛队伍',
      teamsSuffix: '支',
      teamsNote: '完成报名',
      prizePool: '奖金池',
      prizePoolPrefix: '¥',
      prizePoolNote: '总额',
    },
  }),
  item({
    slug: 'Banner5',
    title: '组队报名正在进行',
    summary: '注册账号，创建队伍。',
    fields: { deadline: '报名截止' },
  }),
  item({
    slug: 'Footer0',
    title: '关于大赛',
    summary: '一项国际性工程竞赛。',
    attributes: { contacts: ['info'], info: 'info@example.org', infoHref: 'mailto:info@example.org' },
    fields: { info: '综合咨询', address: '青岛市', copyright: '© 2026 大赛组委会' },
  }),
];

const homeBanners = (): import('@common/contract').ContentItem[] => [
  item({
    slug: 'finals',
    title: '2027 国际先进机器人及仿真技术大赛',
    summary: '潜入深海',
    fields: { dates: '总决赛：8 月', place: '青岛' },
  }),
  item({ slug: 'tracks', title: '四大赛道，一套规则', position: 1 }),
];

function serve(
  sections: import('@common/contract').ContentItem[],
  banners: import('@common/contract').ContentItem[] = homeBanners(),
) {
  sectionsMock.mockResolvedValue({ code: 200, data: sections });
  bannersMock.mockResolvedValue({ code: 200, data: banners });
}

const at = (pathname: string, locale = 'zh-CN') => {
  mockLocation.pathname = pathname;
  mockReader.locale = locale;
};

const hrefs = (scope: HTMLElement = document.body) =>
  within(scope)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

/** The fragments on the page, once the content has arrived. */
async function fragments(container: HTMLElement) {
  await waitFor(() => expect(container.querySelector('section[id]')).not.toBeNull());
  return Array.from(container.querySelectorAll<HTMLElement>('section[id]'));
}

const fragment = (container: HTMLElement, id: string) =>
  container.querySelector<HTMLElement>(`section#${id}`)!;

beforeEach(() => {
  jest.clearAllMocks();
  serve(homeSections());
});

describe('home page', () => {
  it('asks the server once for the home sections and banners and shows every fragment in order', async () => {
    at('/');
    const { container } = render(<HomePage />);
    expect((await fragments(container)).map((s) => s.id)).toEqual(FRAGMENTS);
    expect(sectionsMock).toHaveBeenCalledTimes(1);
    expect(sectionsMock).toHaveBeenCalledWith('home');
    expect(bannersMock).toHaveBeenCalledWith('home');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('2027 国际先进机器人及仿真技术大赛');
    expect(screen.getAllByText('总决赛：8 月').length).toBeGreaterThan(0);
    expect(hrefs()).toEqual(expect.arrayContaining(['/EnrollFor', '/Rule', '/Welcome', '/About']));
  });

  it('lays each fragment out from its attributes and fields', async () => {
    at('/');
    const { container } = render(<HomePage />);
    await fragments(container);
    const tracks = fragment(container, 'Content5');
    expect(within(tracks).getByRole('heading', { name: '水下机器人' })).toBeInTheDocument();
    expect(within(tracks).getByText('空气中不超过 15 kg')).toBeInTheDocument();
    expect(hrefs(tracks)).toEqual(['/Rule/Feature4', '/Rule/Feature7']);

    const partners = fragment(container, 'Content12');
    expect(within(partners).getByRole('heading', { name: '主办单位' })).toBeInTheDocument();
    expect(within(partners).getByText('国际')).toBeInTheDocument();
    expect(within(partners).getByText('中国')).toBeInTheDocument();
    expect(within(partners).getByText('大赛组委会全称')).toBeInTheDocument();

    const figures = fragment(container, 'Feature6');
    expect(figures).toHaveTextContent('120万');
    expect(figures).toHaveTextContent('236');

    const intro = fragment(container, 'Content4');
    expect(within(intro).getByText('大赛创办于 2023 年。')).toBeInTheDocument();
    expect(within(intro).getByText('四个赛道同场竞技')).toBeInTheDocument();

    const footer = fragment(container, 'Footer0');
    expect(within(footer).getByRole('link', { name: 'info@example.org' })).toHaveAttribute(
      'href',
      'mailto:info@example.org',
    );
    expect(footer).toHaveTextContent('© 2026 大赛组委会');
  });

  it('shows a banner with an image with its alt text, and its link', async () => {
    serve(homeSections(), [
      item({
        title: 'Harbour open day',
        imageUrl: '/uploads/abc.webp',
        imageAlt: 'Teams testing their ROVs in the harbour pool',
        linkUrl: '/News/12',
      }),
    ]);
    at('/');
    const { container } = render(<HomePage />);
    await fragments(container);
    const banner = fragment(container, 'Banner1');
    const image = within(banner).getByRole('img', { name: 'Teams testing their ROVs in the harbour pool' });
    expect(image).toHaveAttribute('src', '/uploads/abc.webp');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(within(banner).getByRole('link', { name: /了解详情/ })).toHaveAttribute('href', '/News/12');
  });

  it('marks a fragment served in English to a Portuguese reader, and not one in Portuguese', async () => {
    const sections = homeSections().map((s) =>
      s.slug === 'Content4' ? { ...s, locale: 'en-US' as const } : s,
    );
    serve(
      sections.map((s) => (s.slug === 'Content4' ? s : { ...s, locale: 'pt-BR' as const })),
      homeBanners().map((b) => ({ ...b, locale: 'pt-BR' as const })),
    );
    at('/', 'pt-BR');
    const { container } = render(<HomePage />);
    await fragments(container);
    expect(within(fragment(container, 'Content4')).getByTestId('shown-in')).toHaveTextContent(
      jest.requireActual('@/locales/pt-BR/index').default['content.shownIn.en-US'],
    );
    expect(within(fragment(container, 'Content5')).queryByTestId('shown-in')).toBeNull();
    expect(within(fragment(container, 'Banner1')).queryByTestId('shown-in')).toBeNull();
  });

  it('leaves out a fragment the server has no section for, and the strip does not point at it', async () => {
    serve(homeSections().filter((s) => s.slug !== 'Feature6'));
    at('/');
    const { container } = render(<HomePage />);
    const ids = (await fragments(container)).map((s) => s.id);
    expect(ids).not.toContain('Feature6');
    expect(within(fragment(container, 'Nav3')).queryByText('数据一览')).toBeNull();
  });

  it('still names the competition without any banner', async () => {
    serve(homeSections(), []);
    at('/');
    const { container } = render(<HomePage />);
    await fragments(container);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('国际');
  });

  it('says so when the content could not be loaded', async () => {
    sectionsMock.mockRejectedValue(new Error('offline'));
    at('/');
    render(<HomePage />);
    expect(await screen.findByText('首页内容暂时无法加载，请稍后再试。')).toBeInTheDocument();
  });
});

describe('home fragments', () => {
  it.each(FRAGMENTS)('/Home/%s shows that fragment alone', async (id) => {
    at(`/Home/${id}`);
    const { container } = render(<HomeFragmentPage />);
    const sections = await fragments(container);
    expect(sections).toHaveLength(1);
    expect(sections[0].id).toBe(id);
  });

  it('the standalone navigation strip opens the other fragments', async () => {
    at('/Home/Nav3');
    const { container } = render(<HomeFragmentPage />);
    await fragments(container);
    expect(hrefs()).toEqual(FRAGMENTS.filter((id) => id !== 'Nav3').map((id) => `/Home/${id}`));
  });

  it('/Home/data.source lays out what the server returns by fragment, not as raw JSON', async () => {
    serve(homeSections().filter((s) => s.slug !== 'Banner5'));
    at('/Home/data.source');
    const { container } = render(<HomeFragmentPage />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('首页数据源');
    for (const id of FRAGMENTS) expect(hrefs()).toContain(`/Home/${id}`);
    expect(screen.getByText('四个赛道同场竞技')).toBeInTheDocument();
    expect(screen.getByText('四大赛道，一套规则')).toBeInTheDocument();
    expect(screen.getByText('服务器没有为此片段返回内容，页面上不显示它。')).toBeInTheDocument();
    expect(container.textContent).not.toContain('{"');
  });

  it('an unknown fragment is the 404 page', async () => {
    at('/Home/Banner9');
    render(<HomeFragmentPage />);
    expect(screen.getByText('not-found-page')).toBeInTheDocument();
    await waitFor(() => expect(sectionsMock).toHaveBeenCalled());
  });

  it('a fragment the server has nothing for says it is empty', async () => {
    serve(homeSections().filter((s) => s.slug !== 'Content12'));
    at('/Home/Content12');
    render(<HomeFragmentPage />);
    expect(await screen.findByText('首页的这一部分暂无内容。')).toBeInTheDocument();
  });
});

const welcomeSections = (): import('@common/contract').ContentItem[] => [
  item({ category: 'welcome', slug: 'intro', title: '欢迎新参赛者', summary: '只需完成以下步骤。' }),
  ...[
    ['register', '注册账号', '/account/Register'],
    ['evpi', '完善个人信息', '/account/Evpi'],
    ['team', '创建或加入队伍', '/account/Team'],
    ['enrol', '提交赛事报名', '/EnrollFor'],
    ['attend', '参加比赛', '/Note'],
  ].map(([slug, title, to], i) =>
    item({
      category: 'welcome',
      slug,
      title,
      position: i + 1,
      summary: `${title}的说明`,
      attributes: { to },
      fields: { when: `第 ${i + 1} 周` },
      html: `<ul><li>${title}清单</li></ul>`,
    }),
  ),
  item({
    category: 'welcome',
    slug: 'tips',
    title: '温馨提示',
    position: 6,
    html: '<ul><li>报名免费</li></ul>',
  }),
];

describe('welcome page', () => {
  it('walks through register, personal information, team, enrolment and attending, each with its page', async () => {
    sectionsMock.mockResolvedValue({ code: 200, data: welcomeSections() });
    at('/Welcome');
    render(<WelcomePage />);
    expect(await screen.findByRole('link', { name: '注册账号' })).toHaveAttribute(
      'href',
      '/account/Register',
    );
    expect(sectionsMock).toHaveBeenCalledWith('welcome');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('欢迎新参赛者');
    expect(screen.getByText('只需完成以下步骤。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '完善个人信息' })).toHaveAttribute('href', '/account/Evpi');
    expect(screen.getByRole('link', { name: '创建或加入队伍' })).toHaveAttribute('href', '/account/Team');
    expect(screen.getByRole('link', { name: '提交队伍报名' })).toHaveAttribute('href', '/EnrollFor');
    expect(screen.getByRole('link', { name: '阅读参赛须知' })).toHaveAttribute('href', '/Note');
    expect(screen.getByText('第 4 周')).toBeInTheDocument();
    expect(screen.getByText('提交赛事报名清单')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /温馨提示/ })).toBeInTheDocument();
    expect(screen.getByText('报名免费')).toBeInTheDocument();
    expect(screen.queryByTestId('shown-in')).toBeNull();
  });

  it('marks a step shown in another language, and names an unknown step’s action by its title', async () => {
    sectionsMock.mockResolvedValue({
      code: 200,
      data: [
        item({
          category: 'welcome',
          slug: 'visa',
          title: 'Apply for a visa',
          locale: 'en-US',
          attributes: { to: 'https://visa.example.org/' },
        }),
      ],
    });
    at('/Welcome');
    render(<WelcomePage />);
    expect(await screen.findByRole('link', { name: 'Apply for a visa' })).toHaveAttribute(
      'href',
      'https://visa.example.org/',
    );
    expect(screen.getByTestId('shown-in')).toHaveTextContent('英文');
    // Without an intro the page keeps its own heading.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('欢迎新参赛者');
  });

  it('says so when no step is published', async () => {
    sectionsMock.mockResolvedValue({ code: 200, data: [] });
    at('/Welcome');
    render(<WelcomePage />);
    expect(await screen.findByText('参赛步骤尚未发布。')).toBeInTheDocument();
  });
});

const homeSeed = () => contentSeed().filter((seed) => seed.category === 'home');
const welcomeSeed = () => contentSeed().filter((seed) => seed.category === 'welcome');
type Texts = Record<string, string>;
type Keys = Record<string, string | string[]>;

/** The home page's words as the seed's files hold them, in the shape the assertions read. */
function homeSourceOf(locale: 'zh-CN' | 'en-US') {
  const seeds = homeSeed();
  const section = (slug: string) => seeds.find((s) => s.kind === 'section' && s.slug === slug)!;
  const text = (slug: string) => section(slug).translations[locale]!;
  const f = (slug: string) => (text(slug).fields ?? {}) as Texts;
  const a = (slug: string) => (section(slug).attributes ?? {}) as Keys;
  const list = (slug: string, key: string) => a(slug)[key] as string[];
  const roles: Texts = locale === 'zh-CN' ? zhHome : enHome;
  return {
    Banner1: {
      slides: seeds.filter((s) => s.kind === 'banner').map((s) => ({ title: s.translations[locale]!.title })),
    },
    Nav3: { items: list('Nav3', 'targets').map((target) => ({ target, label: f('Nav3')[target] })) },
    Content4: {
      paragraphs: text('Content4').body!.split('\n\n'),
      highlight: { text: f('Content4').highlightText },
    },
    Content5: {
      tracks: list('Content5', 'tracks').map((k) => ({
        name: f('Content5')[`${k}Name`],
        facts: f('Content5')[`${k}Facts`].split('\n'),
        rulesPath: a('Content5')[`${k}Rules`] as string,
      })),
    },
    Content12: {
      groups: list('Content12', 'groups').map((group) => ({
        role: roles[`home.content12.role.${group}`],
        partners: list('Content12', group).map((key) => ({ name: f('Content12')[key] })),
      })),
    },
    Feature6: {
      figures: list('Feature6', 'figures').map((k) => ({
        label: f('Feature6')[k],
        note: f('Feature6')[`${k}Note`],
      })),
    },
    Banner5: { deadline: f('Banner5').deadline },
    Footer0: {
      contacts: list('Footer0', 'contacts').map((c) => ({
        value: a('Footer0')[c] as string,
        href: a('Footer0')[`${c}Href`] as string,
        label: f('Footer0')[c],
      })),
      copyright: f('Footer0').copyright,
    },
  };
}
const homeSource = { 'zh-CN': homeSourceOf('zh-CN'), 'en-US': homeSourceOf('en-US') };

/** The welcome guide's words as the seed's files hold them. */
function welcomeSourceOf(locale: 'zh-CN' | 'en-US') {
  const seeds = welcomeSeed();
  const text = (slug: string) => seeds.find((s) => s.slug === slug)!.translations[locale]!;
  const items = (body = '') => body.split('\n').map((line) => line.replace(/^- /, ''));
  return {
    intro: text('intro').summary!,
    steps: seeds
      .filter((s) => s.slug !== 'intro' && s.slug !== 'tips')
      .map((s) => {
        const t = s.translations[locale]!;
        return {
          when: t.fields!.when,
          description: t.summary!,
          checklist: items(t.body),
          to: s.attributes!.to as string,
        };
      }),
    tips: items(text('tips').body),
  };
}
const welcomeSource = { 'zh-CN': welcomeSourceOf('zh-CN') };

/** What the server would answer for a seeded item to a reader of the item's first locale. */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });
function served(
  seed: import('@common/contract').ContentInput,
  index: number,
  locale: 'zh-CN' | 'en-US',
): import('@common/contract').ContentItem {
  const text = seed.translations[locale]!;
  return item({
    id: index + 1,
    category: seed.category,
    slug: seed.slug ?? null,
    position: seed.position ?? 0,
    locale,
    title: text.title,
    summary: text.summary ?? '',
    imageAlt: text.imageAlt ?? '',
    imageUrl: seed.imageUrl ?? null,
    linkUrl: seed.linkUrl ?? null,
    attributes: seed.attributes ?? {},
    fields: text.fields ?? {},
    html: text.body ? markdown.render(text.body) : '',
  });
}

describe('the seed and the pages agree', () => {
  const serveSeed = (locale: 'zh-CN' | 'en-US') => {
    const seeds = [...homeSeed(), ...welcomeSeed()];
    const all = seeds.map((seed, i) => served(seed, i, locale));
    const of = (kind: string, category: string) =>
      all.filter((_, i) => seeds[i].kind === kind && seeds[i].category === category);
    bannersMock.mockResolvedValue({ code: 200, data: of('banner', 'home') });
    sectionsMock.mockImplementation(async (area: string) => ({ code: 200, data: of('section', area) }));
  };

  it.each(['zh-CN', 'en-US'] as const)('the seeded home page reads as the %s source did', async (locale) => {
    serveSeed(locale);
    at('/', locale);
    const source = homeSource[locale];
    const { container } = render(<HomePage />);
    expect((await fragments(container)).map((s) => s.id)).toEqual(FRAGMENTS);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(source.Banner1.slides[0].title);
    for (const nav of source.Nav3.items.filter((n) => n.target !== 'Banner1')) {
      expect(fragment(container, 'Nav3')).toHaveTextContent(nav.label);
    }
    expect(fragment(container, 'Content4')).toHaveTextContent(source.Content4.paragraphs[2]);
    expect(fragment(container, 'Content4')).toHaveTextContent(source.Content4.highlight.text);
    for (const track of source.Content5.tracks) {
      expect(
        within(fragment(container, 'Content5')).getByRole('heading', { name: track.name }),
      ).toBeInTheDocument();
      for (const fact of track.facts) expect(fragment(container, 'Content5')).toHaveTextContent(fact);
    }
    expect(hrefs(fragment(container, 'Content5'))).toEqual(source.Content5.tracks.map((t) => t.rulesPath));
    for (const group of source.Content12.groups) {
      expect(
        within(fragment(container, 'Content12')).getByRole('heading', { name: group.role }),
      ).toBeInTheDocument();
      for (const partner of group.partners) {
        expect(within(fragment(container, 'Content12')).getByText(partner.name)).toBeInTheDocument();
      }
    }
    for (const figure of source.Feature6.figures) {
      expect(fragment(container, 'Feature6')).toHaveTextContent(figure.label);
      expect(fragment(container, 'Feature6')).toHaveTextContent(figure.note);
    }
    expect(fragment(container, 'Feature6')).toHaveTextContent(locale === 'zh-CN' ? '120万' : '1.2 million');
    expect(fragment(container, 'Banner5')).toHaveTextContent(source.Banner5.deadline);
    for (const contact of source.Footer0.contacts) {
      expect(
        within(fragment(container, 'Footer0')).getByRole('link', { name: contact.value }),
      ).toHaveAttribute('href', contact.href);
      expect(fragment(container, 'Footer0')).toHaveTextContent(contact.label);
    }
    expect(fragment(container, 'Footer0')).toHaveTextContent(source.Footer0.copyright);
    expect(screen.queryByTestId('shown-in')).toBeNull();
  });

  it('the seeded welcome guide reads as the source did', async () => {
    serveSeed('zh-CN');
    at('/Welcome');
    render(<WelcomePage />);
    const source = welcomeSource['zh-CN'];
    expect(await screen.findByText(source.intro)).toBeInTheDocument();
    for (const step of source.steps) {
      expect(screen.getByText(step.when)).toBeInTheDocument();
      expect(screen.getByText(step.description)).toBeInTheDocument();
      for (const entry of step.checklist) expect(screen.getByText(entry)).toBeInTheDocument();
    }
    // A tip may hold an address the Markdown turns into a link.
    for (const tip of source.tips) expect(document.body).toHaveTextContent(tip);
    expect(hrefs()).toEqual(expect.arrayContaining(source.steps.map((step) => step.to)));
  });
});
