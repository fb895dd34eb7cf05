/**
 * The library: Trivia (training materials, periodicals, videos, highlights, background articles),
 * Science, Journal and Database. How the pages read what this writes:
 *
 * Materials (kind `material`, slug = today's id, position = today's order):
 * - `training` (/Trivia/Material, /Trivia/Material/CoverBox): title; summary = description;
 *   fields.length (pages, minutes, …); attributes.track (a track or `general`), .level
 *   (beginner|intermediate|advanced), .format (pdf|video|slides|code|notebook).
 * - `periodical` (/Trivia/InterPeriodical): title = the journal's own name in every locale;
 *   summary = description; attributes.publisher, .since (year), .openAccess (boolean), .tracks (list).
 * - `video` (/Trivia/Video): title; summary = description; attributes.duration (`mm:ss`), .year, .track.
 *   None has a link: the play button asks the media desk for a copy; a `linkUrl` an admin adds is
 *   where it goes instead.
 * - `highlight` (/Trivia/Wonderful): title; summary = caption; attributes.year, .track, .figure.
 *   Videos, highlights and collections show a cover generated from their track; an `imageUrl`
 *   (with imageAlt) an admin adds replaces it.
 * - `science` (/Science): title; summary; body = the article in Markdown; attributes.topic
 *   (underwater|slam|simulation|control|perception), .level, .minutes (reading time).
 * - `journal` (/Journal, one per paper): title; summary = abstract; fields.authors and fields.keywords
 *   (comma-separated lists, translated: names are romanised in English), fields.affiliation;
 *   attributes.volume (number; a paper without one is not listed), .year, .pages (`1–9`).
 * - `database` (/database/list, /database/listMD): title; summary = description; attributes.type
 *   (dataset|simulation|cad|document), .track, .format, .size, .version, .updated (`YYYY-MM-DD`),
 *   .license, .file, .access (public|teams). The pages group by type; within a type, position order.
 *
 * Sections (kind `section`, position = order within the area):
 * - area `trivia`:
 *   - `<page>.intro` for page ∈ material, periodical, video, wonderful, mate, urc, others: the
 *     paragraph under the page's heading, in summary (the title repeats the page's name for admins;
 *     the page's heading itself is an interface string). The cover box uses `material.intro`.
 *   - `collection.<id>`: a collection of the cover box; title, summary = description,
 *     attributes.track: it gathers the training materials of that track.
 *   - `mate.<id>`, `urc.<id>`, `others.<id>`: the background articles of /Trivia/Mate, /Trivia/Urc
 *     and /Trivia/Others, in position order; title, summary, body Markdown; `<id>` is the anchor.
 * - area `journal`: `info` (title = the journal's name, summary = description,
 *   fields.callForPapers) and one `v<n>` per volume (title = theme, fields.editors,
 *   attributes.volume, .year).
 * - area `database`: `intro` (summary = the paragraph under the heading) and one per resource type
 *   (`dataset`, `simulation`, `cad`, `document`; summary = the type's description; the headings
 *   themselves are interface strings).
 */
import type { ContentText, MaterialCollection, SectionArea } from '../../common/contract/content';
import { RESOURCE_TYPES, databaseIntro, resources, resourcesByType } from './content/database';
import { journalInfo, journalVolumes } from './content/journal';
import { scienceArticles } from './content/science';
import {
  highlightMoments,
  internationalPeriodicals,
  materialCollections,
  trainingMaterials,
  triviaIntro,
  triviaSections,
  videoLibrary,
  type TriviaArticleKey,
} from './content/trivia';
import { blocksToMarkdown, sectionText } from './markdown';
import { bilingual, pairById, type ContentSeed } from './types';

const PUBLISHED_AT = '2026-09-01T00:00:00Z';
const ZH = 'zh-CN';
const EN = 'en-US';

const material = (
  category: MaterialCollection,
  slug: string,
  position: number,
  translations: ContentSeed['translations'],
  attributes: ContentSeed['attributes'],
): ContentSeed => ({
  kind: 'material',
  category,
  slug,
  position,
  status: 'published',
  publishedAt: PUBLISHED_AT,
  attributes,
  translations,
});

const section = (
  area: SectionArea,
  slug: string,
  position: number,
  translations: ContentSeed['translations'],
  attributes: ContentSeed['attributes'] = {},
): ContentSeed => ({
  kind: 'section',
  category: area,
  slug,
  position,
  status: 'published',
  publishedAt: PUBLISHED_AT,
  attributes,
  translations,
});

/** Both locales' texts from one function of the locale. */
const both = (text: (locale: string) => ContentText) => ({ [ZH]: text(ZH), [EN]: text(EN) });

/** Lists that are translated (authors romanised, keywords) travel as one comma-separated field. */
const list = (items: string[]) => items.join(', ');

/* ---------------------------------------------------------------- Trivia */

const TRIVIA_PAGE_TITLES: Record<string, [string, string]> = {
  material: ['培训资料', 'Training materials'],
  periodical: ['国际期刊', 'International periodicals'],
  video: ['视频库', 'Video library'],
  wonderful: ['精彩瞬间', 'Wonderful moments'],
  mate: ['了解 MATE ROV 竞赛', 'About the MATE ROV Competition'],
  urc: ['了解大学生火星车挑战赛', 'About the University Rover Challenge'],
  others: ['其他赛事与资源', 'Other competitions and resources'],
};

function triviaSeed(): ContentSeed[] {
  const seeds: ContentSeed[] = [];

  pairById(trainingMaterials(ZH), trainingMaterials(EN)).forEach(([zh, en], position) => {
    seeds.push(
      material(
        'training',
        zh.id,
        position,
        bilingual(zh, en, (m) => ({ title: m.title, summary: m.description, fields: { length: m.length } })),
        { track: zh.track, level: zh.level, format: zh.format },
      ),
    );
  });

  pairById(internationalPeriodicals(ZH), internationalPeriodicals(EN)).forEach(([zh, en], position) => {
    seeds.push(
      material(
        'periodical',
        zh.id,
        position,
        bilingual(zh, en, (p) => ({ title: p.name, summary: p.description })),
        { publisher: zh.publisher, since: zh.since, openAccess: zh.openAccess, tracks: [...zh.tracks] },
      ),
    );
  });

  pairById(videoLibrary(ZH), videoLibrary(EN)).forEach(([zh, en], position) => {
    seeds.push(
      material(
        'video',
        zh.id,
        position,
        bilingual(zh, en, (v) => ({ title: v.title, summary: v.description })),
        { duration: zh.duration, year: zh.year, track: zh.track },
      ),
    );
  });

  pairById(highlightMoments(ZH), highlightMoments(EN)).forEach(([zh, en], position) => {
    seeds.push(
      material(
        'highlight',
        zh.id,
        position,
        bilingual(zh, en, (h) => ({ title: h.title, summary: h.caption })),
        { year: zh.year, track: zh.track, figure: zh.figure },
      ),
    );
  });

  // The area's sections in one running order: intros, collections, then the background articles.
  let position = 0;
  for (const [page, [zhTitle, enTitle]] of Object.entries(TRIVIA_PAGE_TITLES)) {
    const key = page as Parameters<typeof triviaIntro>[0];
    seeds.push(
      section('trivia', `${page}.intro`, position++, {
        [ZH]: { title: zhTitle, summary: triviaIntro(key, ZH) },
        [EN]: { title: enTitle, summary: triviaIntro(key, EN) },
      }),
    );
  }
  for (const [zh, en] of pairById(materialCollections(ZH), materialCollections(EN))) {
    seeds.push(
      section(
        'trivia',
        `collection.${zh.id}`,
        position++,
        bilingual(zh, en, (c) => ({ title: c.title, summary: c.description })),
        { track: zh.track },
      ),
    );
  }
  for (const page of ['mate', 'urc', 'others'] as TriviaArticleKey[]) {
    for (const [zh, en] of pairById(triviaSections(page, ZH), triviaSections(page, EN))) {
      seeds.push(section('trivia', `${page}.${zh.id}`, position++, bilingual(zh, en, sectionText)));
    }
  }
  return seeds;
}

/* ---------------------------------------------------------------- Science */

function scienceSeed(): ContentSeed[] {
  return pairById(scienceArticles(ZH), scienceArticles(EN)).map(([zh, en], position) =>
    material(
      'science',
      zh.id,
      position,
      bilingual(zh, en, (a) => ({
        title: a.title,
        summary: a.summary ?? '',
        body: blocksToMarkdown(a.blocks),
      })),
      { topic: zh.topic, level: zh.level, minutes: zh.minutes },
    ),
  );
}

/* ---------------------------------------------------------------- Journal */

function journalSeed(): ContentSeed[] {
  const seeds: ContentSeed[] = [];
  const zhVolumes = journalVolumes(ZH);
  const enVolumes = journalVolumes(EN);

  seeds.push(
    section(
      'journal',
      'info',
      0,
      both((locale) => {
        const info = journalInfo(locale);
        return { title: info.name, summary: info.description, fields: { callForPapers: info.callForPapers } };
      }),
    ),
  );
  pairById(zhVolumes, enVolumes).forEach(([zh, en], index) => {
    seeds.push(
      section(
        'journal',
        zh.id,
        index + 1,
        bilingual(zh, en, (v) => ({ title: v.theme, fields: { editors: v.editors } })),
        { volume: zh.volume, year: zh.year },
      ),
    );
  });

  let position = 0;
  for (const [zhVolume, enVolume] of pairById(zhVolumes, enVolumes)) {
    for (const [zh, en] of pairById(zhVolume.papers, enVolume.papers)) {
      seeds.push(
        material(
          'journal',
          zh.id,
          position++,
          bilingual(zh, en, (p) => ({
            title: p.title,
            summary: p.abstract,
            fields: { authors: list(p.authors), affiliation: p.affiliation, keywords: list(p.keywords) },
          })),
          { volume: zhVolume.volume, year: zhVolume.year, pages: zh.pages },
        ),
      );
    }
  }
  return seeds;
}

/* ---------------------------------------------------------------- Database */

const TYPE_TITLES: Record<(typeof RESOURCE_TYPES)[number], [string, string]> = {
  dataset: ['数据集', 'Datasets'],
  simulation: ['仿真模型', 'Simulation models'],
  cad: ['CAD 图纸', 'CAD drawings'],
  document: ['文档', 'Documents'],
};

function databaseSeed(): ContentSeed[] {
  const seeds: ContentSeed[] = [
    section('database', 'intro', 0, {
      [ZH]: { title: '资料库', summary: databaseIntro(ZH) },
      [EN]: { title: 'Resource database', summary: databaseIntro(EN) },
    }),
  ];
  const zhGroups = resourcesByType(ZH);
  const enGroups = resourcesByType(EN);
  RESOURCE_TYPES.forEach((type, index) => {
    const [zhTitle, enTitle] = TYPE_TITLES[type];
    seeds.push(
      section('database', type, index + 1, {
        [ZH]: { title: zhTitle, summary: zhGroups[index].description },
        [EN]: { title: enTitle, summary: enGroups[index].description },
      }),
    );
  });

  pairById(resources(ZH), resources(EN)).forEach(([zh, en], position) => {
    seeds.push(
      material(
        'database',
        zh.id,
        position,
        bilingual(zh, en, (r) => ({ title: r.title, summary: r.description })),
        {
          type: zh.type,
          track: zh.track,
          format: zh.format,
          size: zh.size,
          version: zh.version,
          updated: zh.updated,
          license: zh.license,
          file: zh.file,
          access: zh.access,
        },
      ),
    );
  });
  return seeds;
}

/** Every item of the Trivia, Science, Journal and Database pages, as the first start writes them. */
export function librarySeed(): ContentSeed[] {
  return [...triviaSeed(), ...scienceSeed(), ...journalSeed(), ...databaseSeed()];
}
