/**
 * Science, Journal and Database read their text from the server and keep their filters and
 * searches on the page: topics, paper search, resource search with type and track chips, and the
 * catalogue written out by type. Items shown in another language say so; empty and failed loads
 * say what is missing.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { contentStore, item, resetContent, serveSeed } from '../support/libraryFixtures';
import { formatMessage } from '../support/umiMock';
import JournalPage from '@/pages/Journal';
import SciencePage from '@/pages/Science';
import DatabaseListPage from '@/pages/database/list';
import DatabaseDocumentPage from '@/pages/database/listMD';
// Types by import(): @umijs/test hoists jest.mock() with Babel, which refuses imported types.

type MockLinkProps = {
  to: string;
  children: JSX.Element | string | (JSX.Element | string)[];
  className?: string;
};

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../support/umiMock').umiMock(),
  useLocation: () => ({ pathname: '/', hash: '', search: '' }),
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

beforeEach(() => {
  resetContent();
});

describe('/Science', () => {
  beforeEach(() => {
    contentStore.materials.science = [
      item({
        slug: 'rov-buoyancy',
        title: '不沉也不浮：ROV 的浮力与配平',
        summary: '为什么要微正浮力？',
        attributes: { topic: 'underwater', level: 'beginner', minutes: 6 },
        html: '<h3>浮心在上，重心在下</h3><p>根据阿基米德原理……</p>',
      }),
      item({
        slug: 'choosing-a-simulator',
        title: 'Choosing a simulator',
        locale: 'en-US',
        attributes: { topic: 'simulation', level: 'beginner', minutes: 7 },
        html: '<table><tr><td>Gazebo</td></tr></table>',
      }),
    ];
  });

  it('shows every article with its metadata and body, and marks one shown in English', async () => {
    render(<SciencePage />);
    expect(screen.getByRole('heading', { hidden: true, level: 1 })).toHaveTextContent(t('science.title'));
    const titles = await screen.findAllByRole('heading', { hidden: true, level: 2 });
    expect(titles).toHaveLength(2);
    expect(titles[1]).toHaveTextContent(t('content.shownIn.en-US'));
    expect(within(titles[0]).queryByTestId('shown-in')).toBeNull();
    expect(screen.getByRole('heading', { hidden: true, level: 3 })).toHaveTextContent('浮心在上，重心在下');
    expect(screen.getByText(t('science.minutes', { minutes: 6 }))).toBeInTheDocument();
    expect(document.getElementById('rov-buoyancy')).not.toBeNull();
    expect(screen.getByTestId('page-meta')).toHaveAttribute('data-title', t('science.title'));
  });

  it('filters by topic and says when a topic has no article', async () => {
    render(<SciencePage />);
    await screen.findAllByRole('heading', { hidden: true, level: 2 });
    const filter = screen.getByRole('group', { hidden: true, name: t('science.filter.label') });
    fireEvent.click(within(filter).getByText(t('science.topic.simulation')));
    expect(screen.getAllByRole('heading', { hidden: true, level: 2 }).map((h) => h.textContent)).toEqual([
      `Choosing a simulator ${t('content.shownIn.en-US')}`,
    ]);
    fireEvent.click(within(filter).getByText(t('science.topic.control')));
    expect(screen.queryAllByRole('heading', { hidden: true, level: 2 })).toHaveLength(0);
    expect(screen.getByText(t('science.filter.empty'))).toBeInTheDocument();
    fireEvent.click(within(filter).getByText(t('science.filter.all')));
    expect(screen.getAllByRole('heading', { hidden: true, level: 2 })).toHaveLength(2);
  });

  it('with nothing published says so', async () => {
    contentStore.materials.science = [];
    render(<SciencePage />);
    expect(await screen.findByText(t('library.empty'))).toBeInTheDocument();
  });

  it('a failed load says the articles are missing', async () => {
    contentStore.failing.add('science');
    render(<SciencePage />);
    expect(await screen.findByText(t('library.failed'))).toBeInTheDocument();
  });
});

describe('/Journal', () => {
  const paper = (
    slug: string,
    volume: number,
    title: string,
    extra: Partial<Omit<import('@common/contract').ContentItem, 'slug'>> = {},
  ) =>
    item({
      slug,
      category: 'journal',
      title,
      summary: `${title} 的摘要。`,
      attributes: { volume, year: 2023 + volume, pages: '1–9' },
      fields: { authors: '王思远, 刘畅', affiliation: '水下视觉实验室', keywords: '水下视觉, 目标检测' },
      ...extra,
    });

  beforeEach(() => {
    contentStore.sections.journal = [
      item({
        slug: 'info',
        category: 'journal',
        title: '国际先进机器人及仿真技术大赛论文集',
        summary: '论文集每届出版一卷。',
        fields: { callForPapers: '第 3 卷征稿。' },
      }),
      item({
        slug: 'v2',
        category: 'journal',
        title: '不确定环境下的自主性',
        attributes: { volume: 2, year: 2025 },
        fields: { editors: '主编：陈海涛' },
      }),
      item({
        slug: 'v1',
        category: 'journal',
        title: '仿真先行的机器人研发',
        attributes: { volume: 1, year: 2024 },
      }),
    ];
    contentStore.materials.journal = [
      paper('v2-p1', 2, '面向水下目标检测的轻量级颜色恢复网络'),
      paper('v2-p2', 2, 'Loop-closure robustness of LiDAR SLAM', {
        locale: 'en-US',
        fields: {
          authors: 'Zhao Yiming, Sofia Rossi',
          affiliation: 'Institute',
          keywords: 'LiDAR SLAM, loop closure',
        },
      }),
      paper('v1-p3', 1, '基于 ArUco 标识的 ROV 水下视觉对接', {
        fields: {
          authors: 'Nguyen Van An, 王思远',
          affiliation: '水下机器人研究组',
          keywords: '视觉伺服, ArUco',
        },
      }),
    ];
  });

  it('shows the journal, its volumes newest first and every paper', async () => {
    render(<JournalPage />);
    expect(screen.getByRole('heading', { hidden: true, level: 1 })).toHaveTextContent(t('journal.title'));
    expect(await screen.findAllByRole('heading', { hidden: true, level: 4 })).toHaveLength(3);
    expect(screen.getByRole('heading', { hidden: true, level: 2 })).toHaveTextContent(
      '国际先进机器人及仿真技术大赛论文集',
    );
    expect(screen.getByText('第 3 卷征稿。')).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { hidden: true, level: 3 }).map((h) => h.textContent?.trim()),
    ).toEqual(['不确定环境下的自主性', '仿真先行的机器人研发']);
    expect(screen.getByText(t('journal.volume', { volume: 2, year: 2025 }))).toBeInTheDocument();
    expect(screen.getByText('主编：陈海涛')).toBeInTheDocument();
    expect(
      screen.getAllByText(`王思远, 刘畅 · 水下视觉实验室 · ${t('journal.pages', { pages: '1–9' })}`),
    ).toHaveLength(1);
    expect(screen.getAllByTestId('shown-in')).toHaveLength(1);
    expect(screen.getByText('Loop-closure robustness of LiDAR SLAM').closest('h4')).toHaveTextContent(
      t('content.shownIn.en-US'),
    );
  });

  it('counts volumes, papers and distinct authors', async () => {
    render(<JournalPage />);
    await screen.findAllByRole('heading', { hidden: true, level: 4 });
    const stat = (id: string) =>
      screen.getByText(t(id)).closest('.ant-statistic')?.querySelector('.ant-statistic-content')?.textContent;
    expect(stat('journal.stat.volumes')).toBe('2');
    expect(stat('journal.stat.papers')).toBe('3');
    // 王思远 wrote two papers: one author.
    expect(stat('journal.stat.authors')).toBe('5');
  });

  it('searches titles, authors and keywords and drops volumes left empty', async () => {
    render(<JournalPage />);
    await screen.findAllByRole('heading', { hidden: true, level: 4 });
    const search = screen.getByRole('searchbox', { hidden: true });
    fireEvent.change(search, { target: { value: 'aruco' } });
    expect(screen.getAllByRole('heading', { hidden: true, level: 4 })).toHaveLength(1);
    expect(screen.queryByText(t('journal.volume', { volume: 2, year: 2025 }))).toBeNull();
    fireEvent.change(search, { target: { value: 'Sofia' } });
    expect(screen.getByRole('heading', { hidden: true, level: 4 })).toHaveTextContent('Loop-closure');
    fireEvent.change(search, { target: { value: '目标检测' } });
    expect(screen.getAllByRole('heading', { hidden: true, level: 4 })).toHaveLength(1);
    fireEvent.change(search, { target: { value: 'no such words anywhere' } });
    expect(screen.queryAllByRole('heading', { hidden: true, level: 4 })).toHaveLength(0);
    expect(screen.getByText(t('journal.empty'))).toBeInTheDocument();
  });

  it('without any paper says none has been published', async () => {
    contentStore.materials.journal = [];
    render(<JournalPage />);
    expect(await screen.findByText(t('journal.none'))).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { hidden: true })).toBeNull();
  });
});

describe('the database', () => {
  const resource = (
    slug: string,
    attributes: import('@common/contract').ContentItem['attributes'],
    extra: Partial<Omit<import('@common/contract').ContentItem, 'slug'>> = {},
  ) =>
    item({
      slug,
      category: 'database',
      title: slug,
      summary: `${slug} 的简介。`,
      attributes: {
        format: 'PDF',
        size: '3 MB',
        version: '1.0',
        updated: '2026-03-01',
        license: 'CC BY 4.0',
        file: `${slug}.pdf`,
        access: 'public',
        ...attributes,
      },
      ...extra,
    });

  beforeEach(() => {
    contentStore.sections.database = [
      item({ slug: 'intro', category: 'database', title: '资料库', summary: '资料库收录大赛发布的数据集。' }),
      item({ slug: 'dataset', category: 'database', title: '数据集', summary: '标注数据。' }),
      item({
        slug: 'cad',
        category: 'database',
        title: 'CAD drawings',
        summary: '3D models of the venues.',
        locale: 'en-US',
      }),
    ];
    // Out of type order on purpose: the pages group by type.
    contentStore.materials.database = [
      resource('rulebook-2026', { type: 'document', track: 'general' }),
      resource('pool-images', { type: 'dataset', track: 'underwater', format: 'JPEG + COCO JSON' }),
      resource('uav-landing-logs', { type: 'dataset', track: 'aerial', access: 'teams' }),
      resource('pool-props', { type: 'cad', track: 'underwater' }, { title: 'Pool props', locale: 'en-US' }),
    ];
  });

  it('/database/list shows the intro and every resource, grouped by type', async () => {
    render(<DatabaseListPage />);
    expect(screen.getByRole('heading', { hidden: true, level: 1 })).toHaveTextContent(t('database.title'));
    expect(await screen.findByText(t('database.count', { count: 4 }))).toBeInTheDocument();
    expect(screen.getByText('资料库收录大赛发布的数据集。')).toBeInTheDocument();
    const titles = screen
      .getAllByRole('listitem', { hidden: true })
      .map((li) => li.querySelector('.ant-list-item-meta-title')?.textContent);
    expect(titles.filter(Boolean)).toEqual([
      'pool-images ',
      'uav-landing-logs ',
      `Pool props ${t('content.shownIn.en-US')}`,
      'rulebook-2026 ',
    ]);
    expect(screen.getByText(t('database.access.teams'))).toBeInTheDocument();
    expect(screen.getByText('pool-images.pdf')).toBeInTheDocument();
  });

  it('/database/list narrows the list with the search box and the chips', async () => {
    render(<DatabaseListPage />);
    await screen.findByText(t('database.count', { count: 4 }));
    fireEvent.click(
      within(screen.getByRole('group', { hidden: true, name: t('database.filter.type') })).getByText(
        t('database.type.dataset'),
      ),
    );
    expect(screen.getByText(t('database.count', { count: 2 }))).toBeInTheDocument();
    fireEvent.click(
      within(screen.getByRole('group', { hidden: true, name: t('database.filter.track') })).getByText(
        t('database.track.aerial'),
      ),
    );
    expect(screen.getByText(t('database.count', { count: 1 }))).toBeInTheDocument();
    fireEvent.click(
      within(screen.getByRole('group', { hidden: true, name: t('database.filter.type') })).getByText(
        t('database.filter.all'),
      ),
    );
    fireEvent.click(
      within(screen.getByRole('group', { hidden: true, name: t('database.filter.track') })).getByText(
        t('database.filter.all'),
      ),
    );
    fireEvent.change(screen.getByRole('searchbox', { hidden: true }), { target: { value: 'coco' } });
    expect(screen.getByText(t('database.count', { count: 1 }))).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { hidden: true }), { target: { value: 'zzz-nothing' } });
    expect(screen.getByText(t('database.empty'))).toBeInTheDocument();
  });

  it('/database/list with nothing published says so', async () => {
    contentStore.materials.database = [];
    render(<DatabaseListPage />);
    expect(await screen.findByText(t('library.empty'))).toBeInTheDocument();
  });

  it('/database/listMD writes one section per type and one heading per resource', async () => {
    render(<DatabaseDocumentPage />);
    expect(screen.getByRole('heading', { hidden: true, level: 1 })).toHaveTextContent(
      t('database.listmd.title'),
    );
    const sections = await screen.findAllByRole('heading', { hidden: true, level: 2 });
    expect(sections.map((h) => h.textContent)).toEqual([
      `${t('database.type.dataset')} (2)`,
      `${t('database.type.cad')} (1)`,
      `${t('database.type.document')} (1)`,
    ]);
    expect(screen.getAllByRole('heading', { hidden: true, level: 4 })).toHaveLength(4);
    expect(screen.getByText('标注数据。')).toBeInTheDocument();
    expect(screen.getByText('3D models of the venues.').parentElement).toHaveTextContent(
      t('content.shownIn.en-US'),
    );
    expect(screen.getAllByText(`${t('database.field.file')}: pool-images.pdf`)).toHaveLength(1);
    expect(screen.getAllByText(`${t('database.field.access')}: ${t('database.access.teams')}`)).toHaveLength(
      1,
    );
    expect(document.getElementById('cad')).not.toBeNull();
  });

  it('/database/listMD says when the catalogue could not be loaded', async () => {
    contentStore.failing.add('database');
    render(<DatabaseDocumentPage />);
    expect(await screen.findByText(t('library.failed'))).toBeInTheDocument();
  });
});

describe('with the seeded content', () => {
  beforeEach(() => serveSeed('zh-CN'));

  it('/Journal lists every paper, counts both volumes and finds the ArUco paper', async () => {
    render(<JournalPage />);
    await screen.findByText('基于 ArUco 标识的 ROV 水下视觉对接');
    expect(screen.getAllByRole('heading', { hidden: true, level: 4 })).toHaveLength(
      contentStore.materials.journal.length,
    );
    expect(screen.getAllByRole('heading', { hidden: true, level: 3 })).toHaveLength(2);
    fireEvent.change(screen.getByRole('searchbox', { hidden: true }), { target: { value: 'ArUco' } });
    expect(screen.getAllByRole('heading', { hidden: true, level: 4 })).toHaveLength(1);
  });

  it('/Science shows every article and filters the simulation ones', async () => {
    render(<SciencePage />);
    await screen.findAllByText('十分钟看懂 SLAM');
    const all = contentStore.materials.science;
    expect(screen.getAllByRole('heading', { hidden: true, level: 2 })).toHaveLength(all.length);
    fireEvent.click(screen.getAllByText(t('science.topic.simulation'))[0]);
    expect(screen.getAllByRole('heading', { hidden: true, level: 2 })).toHaveLength(
      all.filter((a) => a.attributes.topic === 'simulation').length,
    );
  });

  it('/database/list and /database/listMD show the whole catalogue', async () => {
    const total = contentStore.materials.database.length;
    const { unmount } = render(<DatabaseListPage />);
    expect(await screen.findByText(t('database.count', { count: total }))).toBeInTheDocument();
    unmount();
    render(<DatabaseDocumentPage />);
    const cad = contentStore.materials.database.filter((r) => r.attributes.type === 'cad');
    expect(
      await screen.findByRole('heading', {
        hidden: true,
        level: 2,
        name: `${t('database.type.cad')} (${cad.length})`,
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { hidden: true, level: 2 })).toHaveLength(4);
    expect(screen.getAllByRole('heading', { hidden: true, level: 4 })).toHaveLength(total);
  });
});
