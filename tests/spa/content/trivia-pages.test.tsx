/**
 * The Trivia pages read their text from the server: training materials grouped by track, the
 * cover box built from collection sections, periodicals, videos, highlights and the background
 * articles. Each shows its intro section, marks an item shown in another language, and says so
 * when there is nothing to show or the content could not be loaded.
 */
import { render, screen, within } from '@testing-library/react';
import { contentStore, item, resetContent, serveSeed } from '../support/libraryFixtures';
import { formatMessage } from '../support/umiMock';
import InterPeriodicalPage from '@/pages/Trivia/InterPeriodical';
import TriviaMatePage from '@/pages/Trivia/Mate';
import MaterialPage from '@/pages/Trivia/Material';
import CoverBoxPage from '@/pages/Trivia/Material/CoverBox';
import TriviaOthersPage from '@/pages/Trivia/Others';
import TriviaUrcPage from '@/pages/Trivia/Urc';
import VideoPage from '@/pages/Trivia/Video';
import WonderfulPage from '@/pages/Trivia/Wonderful';

const mockLocation = { hash: '' };

type MockLinkProps = {
  to: string;
  children: JSX.Element | string | (JSX.Element | string)[];
  className?: string;
};

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../support/umiMock').umiMock(),
  useLocation: () => ({ pathname: '/Trivia/Material', hash: mockLocation.hash, search: '' }),
  Link: ({ to, children, className }: MockLinkProps) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

jest.mock('@/features/content/PageMeta', () => jest.requireActual('../support/pageMetaMock').pageMetaMock());

jest.mock('@/features/content/services/content', () =>
  jest.requireActual('../support/libraryFixtures').mockContentService(),
);

const t = (id: string, values?: Record<string, string | number>) => formatMessage({ id }, values);

// Role queries pass `hidden: true`: checking every ancestor's computed style in jsdom takes seconds
// per query on these antd pages, and nothing on them is hidden from assistive technology.

const training = () => [
  item({
    slug: 'rov-handbook',
    title: 'ROV 设计手册',
    summary: '从材料选择到推进器布局。',
    attributes: { track: 'underwater', level: 'beginner', format: 'pdf' },
    fields: { length: '64 页' },
  }),
  item({
    slug: 'rov-power',
    title: 'Working safely with the 48 V supply',
    locale: 'en-US',
    attributes: { track: 'underwater', level: 'intermediate', format: 'pdf' },
  }),
  item({
    slug: 'rov-camera',
    title: '水下相机',
    attributes: { track: 'underwater', level: 'beginner', format: 'video' },
  }),
  item({
    slug: 'rov-tools',
    title: '任务工具设计',
    attributes: { track: 'underwater', level: 'advanced', format: 'slides' },
  }),
  item({
    slug: 'sim-start',
    title: '仿真环境快速入门',
    attributes: { track: 'simulation', level: 'beginner', format: 'pdf' },
  }),
];

const triviaSections = () => [
  item({ slug: 'material.intro', title: '培训资料', summary: '培训资料由技术委员会编写。' }),
  item({
    slug: 'periodical.intro',
    title: '国际期刊',
    summary: 'Journals close to the tracks.',
    locale: 'en-US',
  }),
  item({ slug: 'mate.intro', title: 'MATE', summary: 'MATE 的背景。' }),
  item({
    slug: 'collection.underwater',
    title: '水下机器人工具箱',
    summary: '比赛级 ROV 的基础。',
    attributes: { track: 'underwater' },
  }),
  item({
    slug: 'collection.simulation',
    title: '仿真环境实验室',
    summary: '资格赛前的必修课。',
    attributes: { track: 'simulation' },
  }),
  item({
    slug: 'mate.history',
    title: 'MATE ROV 竞赛是什么',
    html: '<p>MATE ROV 竞赛始于 2002 年。</p>',
  }),
  item({
    slug: 'mate.relation',
    title: 'How it relates to our underwater track',
    locale: 'en-US',
    html: '<table><tr><td>Missions</td></tr></table>',
  }),
  item({ slug: 'urc.history', title: '大学生火星车挑战赛', html: '<p>URC 创办于 2007 年。</p>' }),
];

beforeEach(() => {
  resetContent();
  mockLocation.hash = '';
  contentStore.materials.training = training();
  contentStore.sections.trivia = triviaSections();
});

describe('/Trivia/Material', () => {
  it('groups the materials by track with level, format, length and the intro', async () => {
    render(<MaterialPage />);
    expect(screen.getByRole('heading', { hidden: true, level: 1 })).toHaveTextContent(
      t('trivia.material.title'),
    );
    const underwater = (await screen.findByText(t('trivia.track.underwater'))).closest(
      '.ant-card',
    ) as HTMLElement;
    expect(within(underwater).getByText(t('trivia.material.count', { count: 4 }))).toBeInTheDocument();
    expect(within(underwater).getByText('ROV 设计手册')).toBeInTheDocument();
    expect(within(underwater).getByText('64 页')).toBeInTheDocument();
    expect(within(underwater).getAllByText(t('trivia.level.beginner'))).toHaveLength(2);
    expect(within(underwater).getByText(t('trivia.format.slides'))).toBeInTheDocument();
    expect(underwater).toHaveAttribute('id', 'underwater');
    expect(screen.getByText(t('trivia.track.simulation'))).toBeInTheDocument();
    // No material of these tracks: no empty card for them.
    expect(screen.queryByText(t('trivia.track.aerial'))).toBeNull();
    expect(screen.getByText('培训资料由技术委员会编写。')).toBeInTheDocument();
    expect(screen.getByRole('link', { hidden: true, name: t('trivia.material.coverbox') })).toHaveAttribute(
      'href',
      '/Trivia/Material/CoverBox',
    );
    expect(screen.getByTestId('page-meta')).toHaveAttribute('data-description', '培训资料由技术委员会编写。');
  });

  it('marks a material shown in English', async () => {
    render(<MaterialPage />);
    const title = await screen.findByText('Working safely with the 48 V supply');
    expect(title).toHaveAttribute('lang', 'en-US');
    expect(screen.getAllByTestId('shown-in')).toHaveLength(1);
    expect(screen.getByTestId('shown-in')).toHaveTextContent(t('content.shownIn.en-US'));
  });

  it('says when nothing has been published', async () => {
    contentStore.materials.training = [];
    render(<MaterialPage />);
    expect(await screen.findByText(t('library.empty'))).toBeInTheDocument();
  });

  it('says when the materials could not be loaded', async () => {
    contentStore.failing.add('training');
    render(<MaterialPage />);
    expect(await screen.findByText(t('library.failed'))).toBeInTheDocument();
  });
});

describe('/Trivia/Material/CoverBox', () => {
  it('shows each collection with its materials and links it to its track', async () => {
    render(<CoverBoxPage />);
    expect(screen.getByRole('heading', { hidden: true, level: 1 })).toHaveTextContent(
      t('trivia.coverbox.title'),
    );
    const card = (await screen.findByText('水下机器人工具箱')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText(t('trivia.material.count', { count: 4 }))).toBeInTheDocument();
    // The first three titles, then how many more.
    expect(within(card).getByText('ROV 设计手册')).toBeInTheDocument();
    expect(within(card).queryByText('任务工具设计')).toBeNull();
    expect(within(card).getByText(t('trivia.coverbox.more', { count: 1 }))).toBeInTheDocument();
    expect(within(card).getByRole('link', { hidden: true })).toHaveAttribute(
      'href',
      '/Trivia/Material#underwater',
    );
    const simulation = screen.getByText('仿真环境实验室').closest('.ant-card') as HTMLElement;
    expect(within(simulation).getByText('仿真环境快速入门')).toBeInTheDocument();
    expect(within(simulation).getByRole('link', { hidden: true })).toHaveAttribute(
      'href',
      '/Trivia/Material#simulation',
    );
    expect(screen.getByRole('link', { hidden: true, name: t('trivia.coverbox.back') })).toHaveAttribute(
      'href',
      '/Trivia/Material',
    );
  });

  it('says when there is no collection', async () => {
    contentStore.sections.trivia = [];
    render(<CoverBoxPage />);
    expect(await screen.findByText(t('library.empty'))).toBeInTheDocument();
  });
});

describe('/Trivia/InterPeriodical', () => {
  it('shows each journal with its publisher, year, access and tracks', async () => {
    contentStore.materials.periodical = [
      item({
        slug: 'frai',
        category: 'periodical',
        title: 'Frontiers in Robotics and AI',
        summary: '开放获取期刊。',
        attributes: {
          publisher: 'Frontiers',
          since: 2014,
          openAccess: true,
          tracks: ['general', 'simulation'],
        },
      }),
      item({
        slug: 'oe',
        category: 'periodical',
        title: 'Ocean Engineering',
        summary: 'Ships and offshore structures.',
        locale: 'en-US',
        attributes: { publisher: 'Elsevier', since: 1968, openAccess: false, tracks: ['underwater'] },
      }),
    ];
    render(<InterPeriodicalPage />);
    const frontiers = (await screen.findByText('Frontiers in Robotics and AI')).closest(
      '.ant-card',
    ) as HTMLElement;
    expect(
      within(frontiers).getByText(`Frontiers · ${t('trivia.periodical.since', { year: 2014 })}`),
    ).toBeInTheDocument();
    expect(within(frontiers).getByText(t('trivia.periodical.openAccess'))).toBeInTheDocument();
    expect(within(frontiers).getByText(t('trivia.track.general'))).toBeInTheDocument();
    const ocean = screen.getByText('Ocean Engineering').closest('.ant-card') as HTMLElement;
    expect(within(ocean).getByText(t('trivia.periodical.subscription'))).toBeInTheDocument();
    expect(within(ocean).getByTestId('shown-in')).toBeInTheDocument();
    // The intro is in English too, and says so.
    expect(screen.getByText('Journals close to the tracks.').parentElement).toHaveTextContent(
      t('content.shownIn.en-US'),
    );
  });
});

describe('/Trivia/Video and /Trivia/Wonderful', () => {
  it('a video card asks for a copy by mail and shows its duration, year and track', async () => {
    contentStore.materials.video = [
      item({
        slug: 'trim-in-five',
        category: 'video',
        title: '五分钟学会 ROV 配平',
        summary: '完整演示。',
        attributes: { duration: '05:12', year: 2026, track: 'underwater' },
      }),
    ];
    render(<VideoPage />);
    const play = await screen.findByRole('link', {
      name: t('trivia.video.play', { title: '五分钟学会 ROV 配平' }),
    });
    expect(play.getAttribute('href')).toMatch(/^mailto:media@example\.org\?subject=/);
    expect(screen.getByText('05:12')).toBeInTheDocument();
    expect(screen.getByText('2026')).toBeInTheDocument();
    expect(screen.getByText(t('trivia.track.underwater'))).toBeInTheDocument();
  });

  it('a video with a link and an image of its own plays from there and shows it', async () => {
    contentStore.materials.video = [
      item({
        slug: 'finals-2026',
        category: 'video',
        title: '2026 总决赛',
        linkUrl: 'https://media.example.org/finals-2026',
        imageUrl: '/uploads/finals.webp',
        imageAlt: '颁奖台上的队伍',
        attributes: { duration: '10:24', year: 2026, track: 'general' },
      }),
    ];
    render(<VideoPage />);
    expect(
      await screen.findByRole('link', {
        hidden: true,
        name: t('trivia.video.watch', { title: '2026 总决赛' }),
      }),
    ).toHaveAttribute('href', 'https://media.example.org/finals-2026');
    expect(screen.getByAltText('颁奖台上的队伍')).toHaveAttribute('src', '/uploads/finals.webp');
  });

  it('a highlight shows its figure, caption and edition', async () => {
    contentStore.materials.highlight = [
      item({
        slug: 'pipeline-record',
        category: 'highlight',
        title: '管线巡检最快纪录',
        summary: '刷新赛会纪录。',
        attributes: { year: 2025, track: 'underwater', figure: '3:42' },
      }),
    ];
    render(<WonderfulPage />);
    expect(await screen.findByText('3:42')).toBeInTheDocument();
    expect(screen.getByText('刷新赛会纪录。')).toBeInTheDocument();
    expect(screen.getByText(t('trivia.wonderful.edition', { year: 2025 }))).toBeInTheDocument();
  });

  it('an empty video library says so', async () => {
    render(<VideoPage />);
    expect(await screen.findByText(t('library.empty'))).toBeInTheDocument();
  });
});

describe('the background articles', () => {
  it('/Trivia/Mate shows its own sections, rendered, with an anchor each', async () => {
    render(<TriviaMatePage />);
    expect(screen.getByRole('heading', { hidden: true, level: 1 })).toHaveTextContent(t('trivia.mate.title'));
    const headings = await screen.findAllByRole('heading', { hidden: true, level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual([
      'MATE ROV 竞赛是什么 ',
      `How it relates to our underwater track ${t('content.shownIn.en-US')}`,
    ]);
    expect(screen.getByText('MATE ROV 竞赛始于 2002 年。')).toBeInTheDocument();
    expect(screen.getByRole('table', { hidden: true })).toBeInTheDocument();
    expect(document.getElementById('history')).not.toBeNull();
    expect(document.getElementById('relation')).not.toBeNull();
    // The intro section is the paragraph under the heading, not an article of its own.
    expect(screen.getByText('MATE 的背景。')).toBeInTheDocument();
  });

  it('/Trivia/Urc shows only the URC sections', async () => {
    render(<TriviaUrcPage />);
    expect(await screen.findByRole('heading', { hidden: true, level: 2 })).toHaveTextContent(
      '大学生火星车挑战赛',
    );
    expect(screen.getAllByRole('heading', { hidden: true, level: 2 })).toHaveLength(1);
  });

  it('/Trivia/Others with no section says so', async () => {
    render(<TriviaOthersPage />);
    expect(screen.getByRole('heading', { hidden: true, level: 1 })).toHaveTextContent(
      t('trivia.others.title'),
    );
    expect(await screen.findByText(t('library.empty'))).toBeInTheDocument();
  });

  it('a failed load says the content is missing', async () => {
    contentStore.failing.add('trivia');
    render(<TriviaUrcPage />);
    expect(await screen.findByText(t('library.failed'))).toBeInTheDocument();
  });
});

it('the materials page scrolls to the track the cover box linked to', async () => {
  // jsdom has no layout; scrolling is what the page asks for.
  const scroll = jest.fn();
  Element.prototype.scrollIntoView = scroll;
  mockLocation.hash = '#simulation';
  render(<MaterialPage />);
  await screen.findByText(t('trivia.track.simulation'));
  expect(scroll).toHaveBeenCalled();
  expect(scroll.mock.contexts[0]).toHaveAttribute('id', 'simulation');
});

describe('with the seeded content', () => {
  beforeEach(() => serveSeed('zh-CN'));

  it('the materials page has a card for every track', async () => {
    render(<MaterialPage />);
    await screen.findByText(t('trivia.track.general'));
    for (const track of ['underwater', 'ground', 'aerial', 'simulation', 'general']) {
      expect(document.getElementById(track)).not.toBeNull();
    }
    expect(screen.queryAllByTestId('shown-in')).toHaveLength(0);
  });

  it('the cover box links each collection to its track on the materials page', async () => {
    render(<CoverBoxPage />);
    await screen.findByText('水下机器人工具箱');
    const hrefs = screen.getAllByRole('link', { hidden: true }).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/Trivia/Material',
        ...['underwater', 'ground', 'aerial', 'simulation', 'general'].map((t) => `/Trivia/Material#${t}`),
      ]),
    );
    expect(screen.getAllByText(t('trivia.material.count', { count: 4 })).length).toBeGreaterThan(0);
  });

  it('the background pages show their own sections and intro', async () => {
    render(<TriviaOthersPage />);
    expect(await screen.findAllByRole('heading', { hidden: true, level: 2 })).toHaveLength(3);
    expect(screen.getByText(/更多值得关注的机器人竞赛与学习资源/)).toBeInTheDocument();
    expect(screen.getByRole('table', { hidden: true })).toBeInTheDocument();
  });

  it('a reader served the English texts sees them marked', async () => {
    serveSeed('en-US');
    render(<InterPeriodicalPage />);
    await screen.findByText('Autonomous Robots');
    // Eleven journals and the intro.
    expect(screen.getAllByTestId('shown-in')).toHaveLength(12);
  });
});
