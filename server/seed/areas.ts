/**
 * The section areas (kind 'section'): About, Rule, Note and MATE, from server/seed/content/about.ts,
 * rules.ts, notes.ts and mate.ts.
 *
 * How the pages read them (src/components/SectionPage, GET /api/sections?area=X):
 * - `category`: the area: 'about' (/About), 'rules' (/Rule), 'notes' (/Note), 'mate' (/MATE).
 * - `slug`: today's section id and route segment (`Feature1`, `Contact0`, `Feature50` …):
 *   `/About/Feature1` shows the section of slug `Feature1` alone, and the area page anchors each
 *   section at `#<slug>`. A slug the area does not have is the 404 page.
 * - `position`: today's order (0, 1, 2 …).
 * - texts: `title`, `summary` (the grey line under the title; the page's meta description) and
 *   `body` (Markdown made from today's blocks).
 * - MATE's introduction is the section of slug `intro` (position -1) in area 'mate'. The /MATE page
 *   shows it above the sections, not among them: `title` (the mission's name), `body` (the
 *   paragraph), `linkUrl` (the background page, /Trivia/Mate) and its key figures as `fields`
 *   `fact1Label`/`fact1Value`, `fact2Label`/`fact2Value` … (numbered from 1, read until a number is
 *   missing; at most 10).
 */
import about from './content/about';
import type { Localized } from './content/localize';
import { mateIntro, mateSections } from './content/mate';
import notes from './content/notes';
import rules from './content/rules';
import type { Section } from './content/types';
import { MATE_INTRO_SLUG } from '../../common/page-content';
import { sectionText } from './markdown';
import { bilingual, pairById, type ContentSeed } from './types';

const PUBLISHED_AT = '2026-09-01T00:00:00Z';

function areaSections(
  area: 'about' | 'rules' | 'notes' | 'mate',
  content: Localized<Section[]>,
): ContentSeed[] {
  return pairById(content['zh-CN'], content['en-US']).map(([zh, en], position) => ({
    kind: 'section',
    category: area,
    slug: zh.id,
    pinned: false,
    position,
    status: 'published',
    publishedAt: PUBLISHED_AT,
    translations: bilingual(zh, en, sectionText),
  }));
}

function mateIntroSection(): ContentSeed {
  return {
    kind: 'section',
    category: 'mate',
    slug: MATE_INTRO_SLUG,
    pinned: false,
    position: -1,
    status: 'published',
    publishedAt: PUBLISHED_AT,
    linkUrl: '/Trivia/Mate',
    translations: bilingual(mateIntro['zh-CN'], mateIntro['en-US'], (intro) => ({
      title: intro.title,
      body: intro.text,
      fields: Object.fromEntries(
        intro.facts.flatMap((fact, i) => [
          [`fact${i + 1}Label`, fact.label],
          [`fact${i + 1}Value`, fact.value],
        ]),
      ),
    })),
  };
}

export function areasSeed(): ContentSeed[] {
  return [
    ...areaSections('about', about),
    ...areaSections('rules', rules),
    ...areaSections('notes', notes),
    mateIntroSection(),
    ...areaSections('mate', mateSections),
  ];
}
