/**
 * Fixtures of the content admin for `umi dev`: a couple of items of each kind in the shapes of
 * common/contract/content.ts, a revision list, a preview and an upload answer. No rules live here:
 * what is valid, who saved what and when an item goes live are the server's (server/features/).
 */
import { LOCALES } from '../../common/locales';
import type * as API from '../../common/contract';

const stamp = '2026-11-20T08:00:00.000Z';

type Fixture = Partial<API.AdminContentItem> &
  Pick<API.AdminContentItem, 'id' | 'kind' | 'category' | 'translations'>;

/** An item as the admin API answers it; `missingLocales` follows from its translations. */
export const contentItem = (fixture: Fixture): API.AdminContentItem => ({
  slug: null,
  pinned: false,
  position: 0,
  status: 'published',
  publishedAt: '2026-09-01T00:00:00.000Z',
  visibility: fixture.status === 'draft' ? 'draft' : 'live',
  imageUrl: null,
  linkUrl: null,
  attributes: {},
  revision: 1,
  updatedAt: stamp,
  ...fixture,
  missingLocales: LOCALES.filter((locale) => !fixture.translations[locale]),
});

export const contentItems: Record<API.ContentKind, API.AdminContentItem[]> = {
  news: [
    contentItem({
      id: 1,
      kind: 'news',
      category: 'registration',
      pinned: true,
      publishedAt: '2026-05-18T02:00:00.000Z',
      revision: 2,
      translations: {
        'zh-CN': {
          title: '2027 年大赛报名正式开启',
          summary: '面向全球高校、中学与科研团队开放，设四个赛道。',
          body: '各赛道按各自截止日期接受报名，详见**报名页面**。',
        },
        'en-US': {
          title: 'Enrolment for the 2027 competition is open',
          summary: 'Universities, secondary schools and research teams worldwide can enrol in four tracks.',
          body: 'Each track takes enrolments until its own deadline; see the **enrolment page**.',
        },
      },
    }),
    contentItem({
      id: 2,
      kind: 'news',
      category: 'venue',
      status: 'draft',
      publishedAt: null,
      translations: {
        'en-US': {
          title: 'Finals venue: Qingdao Olympic Sailing Center',
          summary: 'Pool, rover yard and flight arena in one venue.',
          body: 'Travel and accommodation details follow in January.',
        },
      },
    }),
  ],
  banner: [
    contentItem({
      id: 11,
      kind: 'banner',
      category: 'home',
      position: 0,
      imageUrl: '/user/dist/banners/finals-2027.svg',
      linkUrl: '/EnrollFor',
      translations: {
        'zh-CN': {
          title: '水下、陆地与空中的机器人',
          summary: '2027 年 4 月青岛总决赛',
          imageAlt: '水池中的水下机器人',
        },
        'en-US': {
          title: 'Robots in water, on land and in the air',
          summary: 'Finals in Qingdao, April 2027',
          imageAlt: 'An underwater robot in a test pool',
        },
      },
    }),
    contentItem({
      id: 12,
      kind: 'banner',
      category: 'home',
      position: 1,
      status: 'published',
      publishedAt: '2027-01-10T00:00:00.000Z',
      visibility: 'scheduled',
      imageUrl: '/user/dist/banners/simulation-league.svg',
      linkUrl: '/EnrollFor/4',
      translations: {
        'en-US': {
          title: 'Simulation League enrolment open',
          summary: 'Two to four members per team, no hardware needed',
          imageAlt: 'A simulated rover on a virtual field',
        },
      },
    }),
  ],
  material: [
    contentItem({
      id: 21,
      kind: 'material',
      category: 'training',
      linkUrl: 'https://example.org/training/tether-management',
      attributes: { format: 'video', year: 2026 },
      translations: {
        'en-US': {
          title: 'Tether management and buoyancy trimming',
          summary: 'A two-hour workshop recording with the checklists used at the pool trials.',
        },
      },
    }),
    contentItem({
      id: 22,
      kind: 'material',
      category: 'periodical',
      linkUrl: 'https://example.org/periodicals/field-robotics-6',
      attributes: { authors: ['A. Rivera', 'L. Chen'], year: 2026, openAccess: true },
      translations: {
        'en-US': {
          title: 'Field Robotics, vol. 6: autonomy under communication limits',
          fields: { affiliation: 'Field Robotics editorial board' },
        },
        'zh-CN': {
          title: '《野外机器人》第 6 卷：通信受限下的自主性',
          fields: { affiliation: '《野外机器人》编委会' },
        },
      },
    }),
  ],
  section: [
    contentItem({
      id: 31,
      kind: 'section',
      category: 'about',
      slug: 'Feature1',
      translations: {
        'zh-CN': { title: '关于我们', body: '大赛由高校、科研院所与行业伙伴组成的国际组委会主办。' },
        'en-US': {
          title: 'Who we are',
          body: 'The competition is run by an international organising committee of universities, research institutes and industry partners.',
        },
      },
    }),
    contentItem({
      id: 32,
      kind: 'section',
      category: 'about',
      slug: 'Contact0',
      position: 9,
      translations: {
        'en-US': { title: 'Contact', body: 'Secretariat: secretariat@example.org' },
      },
    }),
    contentItem({
      id: 33,
      kind: 'section',
      category: 'rules',
      slug: 'General',
      translations: {
        'zh-CN': { title: '通用规则', body: '- 每队 3–6 名学生\n- 最多 2 名指导老师' },
        'en-US': { title: 'General rules', body: '- 3 to 6 students per team\n- At most 2 advisors' },
      },
    }),
  ],
};

export const contentRevisions = (item: API.AdminContentItem): API.ContentRevision[] =>
  Array.from({ length: Math.max(1, item.revision) }, (_, index) => {
    const number = item.revision - index;
    return {
      id: item.id * 100 + number,
      number,
      savedAt: new Date(Date.parse(item.updatedAt) - index * 86_400_000).toISOString(),
      savedBy: number === 1 ? null : { uid: 1, name: 'Portal Admin' },
      title: Object.values(item.translations)[0]?.title ?? '',
      status: item.status,
    };
  });

export const uploadedImage: API.UploadedImage = {
  url: '/uploads/3f2a9c0d1e5b7a8c4d6e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e.png',
  type: 'image/png',
  bytes: 48_213,
  width: 1200,
  height: 400,
};

/** Not the server's Markdown: just enough to see the preview panel work. */
export const previewHtml = (body: string) =>
  `<p>${body.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br>')}</p>`;
