/**
 * What the first start loads (server/seed): every item a valid save, both languages alike, one
 * section per route of the areas, and the season's facts stated as common/season.ts has them.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Value } from 'typebox/value';
import { ContentInput } from '../../../common/contract';
import { SEASON } from '../../../common/season';
import { CONTENT_CATEGORIES, NEWS_CATEGORIES } from '../../../common/vocabulary';
import routes, { flatRoutes } from '../../../config/routes';
import { contentSeed } from '../../../server/seed';
import {
  formatDate,
  formatDateRange,
  formatInstant,
  formatMonthRange,
  ordinalNumber,
  ordinalWord,
} from '../../../server/seed/season-text';
import type { ContentSeed } from '../../../server/seed/types';

const seed = contentSeed();
const of = (kind: ContentSeed['kind'], category?: string) =>
  seed.filter((item) => item.kind === kind && (!category || item.category === category));

/** Everything a reader of one language sees of some items. */
const textOf = (items: readonly ContentSeed[], locale: 'zh-CN' | 'en-US') =>
  JSON.stringify(items.map((item) => item.translations[locale]));

describe('the first start’s content', () => {
  test('every item is a valid save of its kind, in zh-CN and en-US alike', () => {
    assert.ok(seed.length > 100, `${seed.length} items`);
    for (const { kind, ...input } of seed) {
      const label = `${kind}/${input.category}/${input.slug ?? input.translations['en-US']?.title}`;
      assert.deepEqual([...Value.Errors(ContentInput, input)].slice(0, 2), [], label);
      assert.ok((CONTENT_CATEGORIES[kind] as readonly string[]).includes(input.category), label);
      assert.deepEqual(Object.keys(input.translations).sort(), ['en-US', 'zh-CN'], label);
      const [zh, en] = [input.translations['zh-CN']!, input.translations['en-US']!];
      // Units are the one thing a language may have and another not: 210 支 against 210.
      const named = (fields: Record<string, string> = {}) =>
        Object.keys(fields)
          .filter((key) => !/(Prefix|Suffix)$/.test(key))
          .sort();
      assert.deepEqual(named(zh.fields), named(en.fields), `${label} fields`);
      assert.equal(Boolean(zh.body), Boolean(en.body), `${label} body in both or neither`);
    }
    const slugs = seed.filter((s) => s.slug).map((s) => `${s.kind}/${s.category}/${s.slug}`);
    assert.equal(new Set(slugs).size, slugs.length, 'slugs are unique per kind and category');
  });

  test('About, Rule, Note and MATE have one section per route', () => {
    const routeIds = (area: string) =>
      flatRoutes(routes)
        // The spec's own section routes; `/<Area>/:slug` takes any other section an admin adds.
        .filter((r) => r.path.startsWith(`/${area}/`) && !r.path.includes(':'))
        .map((r) => r.path.slice(area.length + 2))
        .sort();
    for (const [area, category] of [
      ['About', 'about'],
      ['Rule', 'rules'],
      ['Note', 'notes'],
      ['MATE', 'mate'],
    ] as const) {
      const slugs = of('section', category)
        .map((s) => s.slug!)
        .filter((slug) => slug !== 'intro')
        .sort();
      assert.deepEqual(slugs, routeIds(area), area);
    }
  });

  test('news: at least 8 items covering every category, the newest announcing the season', () => {
    const news = of('news').sort((a, b) => b.publishedAt!.localeCompare(a.publishedAt!));
    assert.ok(news.length >= 8);
    assert.deepEqual(new Set(news.map((n) => n.category)), new Set(NEWS_CATEGORIES));
    const [newest] = news;
    assert.equal(newest!.category, 'registration');
    assert.ok(newest!.publishedAt!.startsWith('2026-11-15'));
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const text = textOf([newest!], locale);
      assert.ok(text.includes(String(SEASON.year)));
      assert.ok(text.includes(formatDateRange(locale, SEASON.finals.startsOn, SEASON.finals.endsOn)));
      assert.ok(text.includes(formatInstant(locale, SEASON.enrolment.closesAt)));
      assert.ok(text.includes(SEASON.venue[locale]));
      for (const track of SEASON.tracks) assert.ok(text.includes(track.name[locale]), track.name[locale]);
    }
  });

  test('news: the 2026 season record names the venue one way and agrees with itself', () => {
    const zh = textOf(of('news'), 'zh-CN');
    const en = textOf(of('news'), 'en-US');
    assert.ok(!zh.includes('会展中心'));
    assert.ok(zh.includes('2026 年总决赛的四个赛道将集中在青岛海洋科技博览中心举行'));
    assert.ok(
      en.includes('All four tracks of the 2026 World Finals meet at the Qingdao Marine Science Expo Centre'),
    );
    // 60 finalists of the physical tracks with two runs each, 16 simulation finalists with two submissions.
    assert.ok(zh.includes('120 轮实体赛道任务与 32 次仿真决赛提交'));
    assert.ok(en.includes('120 physical-track runs and 32 simulation final submissions'));
  });

  test('training materials cover every track and material for all of them', () => {
    const tracks = new Set(of('material', 'training').map((m) => m.attributes?.track));
    assert.deepEqual(tracks, new Set([...SEASON.tracks.map((t) => t.track), 'general']));
  });

  test('holds no unfinished text', () => {
    assert.doesNotMatch(JSON.stringify(seed), /lorem|ipsum|placeholder|coming soon|TODO|TBD|敬请期待/i);
  });
});

describe('season facts', () => {
  const { team, finals } = SEASON;
  // Written from common/season.ts here, so a page that states another team size fails.
  const facts = {
    'zh-CN': [
      formatDateRange('zh-CN', finals.startsOn, finals.endsOn),
      SEASON.venue['zh-CN'],
      `${team.minStudents}—${team.maxStudents} 名学生`,
    ],
    'en-US': [
      formatDateRange('en-US', finals.startsOn, finals.endsOn),
      SEASON.venue['en-US'],
      `${team.minStudents} to ${team.maxStudents} students`,
    ],
  };

  test('the home page, about, rules, notes and the welcome guide state the same finals, venue and team size', () => {
    for (const locale of ['zh-CN', 'en-US'] as const)
      for (const [name, items] of [
        ['home', [...of('section', 'home'), ...of('banner')]],
        ['about', of('section', 'about')],
        ['rules and notes', [...of('section', 'rules'), ...of('section', 'notes')]],
      ] as const) {
        const text = textOf(items, locale);
        for (const fact of facts[locale])
          assert.ok(text.includes(fact), `${name} (${locale}) states ${fact}`);
      }
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const text = textOf(of('section', 'welcome'), locale);
      assert.ok(text.includes(formatInstant(locale, SEASON.enrolment.closesAt)), `welcome (${locale})`);
    }
  });

  test('no page of the current season states the facts of another one', () => {
    const current = [
      ...of('section', 'about'),
      ...of('section', 'rules'),
      ...of('section', 'notes'),
      ...of('section', 'welcome'),
      ...of('section', 'home'),
      ...of('banner'),
    ];
    assert.doesNotMatch(
      JSON.stringify(current),
      /会展中心|2026 年 8 月 18 日|August 2026|2026 年 4 月 30 日|April 2026|2026 年 6 月 1[34] 日/,
    );
  });

  test('dates are written the way each language does', () => {
    assert.equal(formatDate('zh-CN', '2027-08-18'), '2027 年 8 月 18 日');
    assert.equal(formatDate('en-US', '2027-08-18'), '18 August 2027');
    assert.equal(formatDate('zh-CN', '2027-08-18', { weekday: true }), '8 月 18 日（周三）');
    assert.equal(formatDate('en-US', '2027-08-18', { weekday: true }), 'Wed 18 August');
    assert.equal(formatDateRange('zh-CN', '2027-08-18', '2027-08-23'), '2027 年 8 月 18 日—23 日');
    assert.equal(formatDateRange('en-US', '2027-08-18', '2027-08-23'), '18–23 August 2027');
    assert.equal(formatDateRange('en-US', '2027-08-30', '2027-09-02'), '30 August – 2 September 2027');
    assert.equal(
      formatDateRange('zh-CN', '2026-11-15', '2027-04-30'),
      '2026 年 11 月 15 日—2027 年 4 月 30 日',
    );
    assert.equal(formatMonthRange('en-US', '2027-06-12', '2027-08-23'), 'June to August 2027');
    // Instants are UTC and read on a Beijing clock.
    assert.equal(formatInstant('zh-CN', '2027-04-30T15:59:59.000Z'), '2027 年 4 月 30 日 23:59');
    assert.equal(formatInstant('en-US', '2026-11-14T16:00:00.000Z'), '15 November 2026, 00:00');
    assert.deepEqual(
      [5, 10, 12, 21].map((n) => ordinalWord('zh-CN', n)),
      ['第五届', '第十届', '第十二届', '第二十一届'],
    );
    assert.deepEqual(
      [ordinalWord('en-US', 5), ordinalNumber(5), ordinalNumber(12), ordinalNumber(22)],
      ['fifth', '5th', '12th', '22nd'],
    );
  });
});
